import type { Selectable } from 'kysely';
import type { CompanyCreditApplicationTable, CompanyCreditTransactionTable } from '../../db/types';
import type { AmastyCompanyCreditApplication, AmastyCompanyCreditInfo, AmastyCompanyTransaction } from '../../graphql/generated/resolvers-types';
import { satangToValue } from '../pricing/satang';
import type { CreditAccount } from './credit-ledger';

/** Magento's datetime text (UTC, "2026-11-24 07:30:00"), as Amasty's grids send it. */
export function magentoDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Amasty's credit fields: issued_credit is the limit the shop granted, be_paid what the company owes,
 * balance what it may still spend (issued_credit - be_paid, never below zero); credit_balance is the same
 * balance in the credit's own currency (always THB here, so equal to balance).
 */
export function creditInfoOutput(account: CreditAccount): AmastyCompanyCreditInfo {
  return {
    balance: satangToValue(account.available),
    be_paid: satangToValue(account.used),
    credit_balance: satangToValue(account.available),
    issued_credit: satangToValue(account.limit),
    currency: account.currency,
  };
}

export function transactionOutput(row: Selectable<CompanyCreditTransactionTable>, account: Pick<CreditAccount, 'currency'>): AmastyCompanyTransaction {
  return {
    id: row.transaction_id,
    // The buyer behind an order's charge or refund; the shop for the operator's allocations and adjustments.
    user_id: row.customer_id,
    user_type: row.customer_id === null ? 'admin' : 'customer',
    type: row.type,
    credit_id: row.credit_id,
    amount: satangToValue(row.amount),
    currency_credit: account.currency,
    currency_event: account.currency,
    rate: 1,
    rate_credit: 1,
    balance: satangToValue(row.balance),
    datetime: magentoDateTime(row.created_at),
    order: row.order_number,
  };
}

export function applicationOutput(row: Selectable<CompanyCreditApplicationTable>): AmastyCompanyCreditApplication {
  return {
    id: row.application_id,
    status: row.status,
    company_name: row.company_name,
    tax_id: row.tax_id,
    telephone: row.telephone,
    requested_limit: satangToValue(row.requested_limit),
    comment: row.comment,
    created_at: magentoDateTime(row.created_at),
    decided_at: row.decided_at ? magentoDateTime(row.decided_at) : null,
  };
}
