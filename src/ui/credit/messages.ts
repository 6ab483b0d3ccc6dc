// Texts of the company-credit views (th and en catalogues in src/i18n/messages).
import { defineMessages } from 'react-intl';

type Values = {
  applicationSummary: { company: string; limit: string; date: string };
  pageOf: { page: number; total: number };
  checkoutAvailable: { amount: string };
};

export const creditText = defineMessages({
  title: { id: 'credit.title', defaultMessage: 'Company credit' },
  panelTitle: { id: 'credit.panel.title', defaultMessage: 'Company credit' },
  panelAvailable: { id: 'credit.panel.available', defaultMessage: 'Available credit' },
  panelLink: { id: 'credit.panel.link', defaultMessage: 'View credit and transactions' },
  infoTitle: { id: 'credit.info.title', defaultMessage: 'Credit information' },
  applyTitle: { id: 'credit.apply.title', defaultMessage: 'Apply for company credit' },
  applyIntro: {
    id: 'credit.apply.intro',
    defaultMessage: 'Business customers can pay orders on account. Tell us about your company; the shop reviews every application.',
  },
  balance: { id: 'credit.field.balance', defaultMessage: 'Available credit' },
  bePaid: { id: 'credit.field.bePaid', defaultMessage: 'Amount to be paid' },
  creditBalance: { id: 'credit.field.creditBalance', defaultMessage: 'Credit balance' },
  issuedCredit: { id: 'credit.field.issuedCredit', defaultMessage: 'Credit limit' },
  currency: { id: 'credit.field.currency', defaultMessage: 'Currency' },
  companyName: { id: 'credit.field.companyName', defaultMessage: 'Company name' },
  taxId: { id: 'credit.field.taxId', defaultMessage: 'Tax identification number (13 digits)' },
  telephone: { id: 'credit.field.telephone', defaultMessage: 'Mobile number' },
  requestedLimit: { id: 'credit.field.requestedLimit', defaultMessage: 'Credit limit requested (baht)' },
  comment: { id: 'credit.field.comment', defaultMessage: 'Note to the shop' },
  submitApplication: { id: 'credit.apply.submit', defaultMessage: 'Send application' },
  applicationSent: { id: 'credit.apply.sent', defaultMessage: 'Thank you. Your application was sent and is waiting for review.' },
  applicationStatus: { id: 'credit.application.status', defaultMessage: 'Application status' },
  statusPending: { id: 'credit.application.pending', defaultMessage: 'Waiting for review' },
  statusApproved: { id: 'credit.application.approved', defaultMessage: 'Approved' },
  statusRejected: { id: 'credit.application.rejected', defaultMessage: 'Not approved' },
  pendingNote: { id: 'credit.apply.pendingNote', defaultMessage: 'Your application is waiting for review. We will let you know when it is decided.' },
  rejectedNote: { id: 'credit.apply.rejectedNote', defaultMessage: 'Your last application was not approved. You may apply again.' },
  alreadyApproved: { id: 'credit.apply.approved', defaultMessage: 'Your company credit is approved.' },
  noCredit: { id: 'credit.none', defaultMessage: 'You have no company credit yet.' },
  applyLink: { id: 'credit.apply.link', defaultMessage: 'Apply for company credit' },
  infoLink: { id: 'credit.info.link', defaultMessage: 'Credit information' },
  overviewLink: { id: 'credit.overview.link', defaultMessage: 'Credit and transactions' },
  transactionsTitle: { id: 'credit.transactions.title', defaultMessage: 'Transactions' },
  noTransactions: { id: 'credit.transactions.none', defaultMessage: 'No transactions yet.' },
  date: { id: 'credit.transactions.date', defaultMessage: 'Date' },
  type: { id: 'credit.transactions.type', defaultMessage: 'Transaction' },
  order: { id: 'credit.transactions.order', defaultMessage: 'Order' },
  amount: { id: 'credit.transactions.amount', defaultMessage: 'Amount' },
  balanceAfter: { id: 'credit.transactions.balance', defaultMessage: 'Available after' },
  typeAllocated: { id: 'credit.type.allocated', defaultMessage: 'Credit granted' },
  typePurchased: { id: 'credit.type.purchased', defaultMessage: 'Order paid' },
  typeRefunded: { id: 'credit.type.refunded', defaultMessage: 'Order refunded' },
  typeAdjusted: { id: 'credit.type.adjusted', defaultMessage: 'Limit changed' },
  pagination: { id: 'credit.transactions.pagination', defaultMessage: 'Transaction pages' },
  previousPage: { id: 'credit.transactions.previous', defaultMessage: 'Previous page' },
  nextPage: { id: 'credit.transactions.next', defaultMessage: 'Next page' },
  loading: { id: 'credit.loading', defaultMessage: 'Loading company credit…' },
  failed: { id: 'credit.failed', defaultMessage: 'The company credit could not be loaded.' },
  retry: { id: 'credit.retry', defaultMessage: 'Try again' },
});

/** Texts with placeholders. */
export const creditValueText = defineMessages<Values>({
  applicationSummary: { id: 'credit.application.summary', defaultMessage: '{company}, {limit} requested on {date}' },
  pageOf: { id: 'credit.transactions.pageOf', defaultMessage: 'Page {page} of {total}' },
  checkoutAvailable: { id: 'credit.checkout.available', defaultMessage: 'Available company credit: {amount}' },
});
