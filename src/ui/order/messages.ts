// Texts of the order pages: repayment, tracking, printable order.
import { defineMessages } from 'react-intl';

export const orderText = defineMessages({
  repaymentTitle: { id: 'order.repayment.title', defaultMessage: 'Pay for your order' },
  repaymentLoading: { id: 'order.repayment.loading', defaultMessage: 'Loading your order…' },
  repaymentUnavailable: { id: 'order.repayment.unavailable', defaultMessage: 'Please sign in to pay for this order, or find it with order tracking.' },
  repaymentNotRepayable: { id: 'order.repayment.notRepayable', defaultMessage: 'This order cannot be paid again.' },
  repaymentLoadFailed: { id: 'order.repayment.loadFailed', defaultMessage: 'The order could not be loaded.' },
  retry: { id: 'order.retry', defaultMessage: 'Try again' },
  chooseMethod: { id: 'order.repayment.chooseMethod', defaultMessage: 'Choose how to pay' },
  payNow: { id: 'order.repayment.payNow', defaultMessage: 'Pay now' },
  paying: { id: 'order.repayment.paying', defaultMessage: 'Processing…' },
  trackingTitle: { id: 'order.tracking.title', defaultMessage: 'Find your order' },
  trackingIntro: { id: 'order.tracking.intro', defaultMessage: 'Enter the order number, the email and the postal code you ordered with.' },
  orderNumber: { id: 'order.tracking.number', defaultMessage: 'Order number' },
  email: { id: 'order.tracking.email', defaultMessage: 'Email' },
  postcode: { id: 'order.tracking.postcode', defaultMessage: 'Delivery postal code' },
  find: { id: 'order.tracking.find', defaultMessage: 'Find order' },
  finding: { id: 'order.tracking.finding', defaultMessage: 'Looking for your order…' },
  notFound: { id: 'order.tracking.notFound', defaultMessage: "We couldn't find an order with this information." },
  print: { id: 'order.print', defaultMessage: 'Print' },
  status: { id: 'order.status', defaultMessage: 'Status' },
  date: { id: 'order.date', defaultMessage: 'Order date' },
  delivery: { id: 'order.delivery', defaultMessage: 'Delivery' },
  deliverySlot: { id: 'order.deliverySlot', defaultMessage: 'Delivery time' },
  payment: { id: 'order.payment', defaultMessage: 'Payment' },
  shippingAddress: { id: 'order.shippingAddress', defaultMessage: 'Delivery address' },
  billingAddress: { id: 'order.billingAddress', defaultMessage: 'Billing address' },
  item: { id: 'order.item', defaultMessage: 'Item' },
  sku: { id: 'order.sku', defaultMessage: 'SKU' },
  quantity: { id: 'order.quantity', defaultMessage: 'Qty' },
  price: { id: 'order.price', defaultMessage: 'Price' },
  subtotal: { id: 'order.subtotal', defaultMessage: 'Subtotal' },
  shippingFee: { id: 'order.shippingFee', defaultMessage: 'Delivery fee' },
  vat: { id: 'order.vat', defaultMessage: 'VAT 7% (included)' },
  grandTotal: { id: 'order.grandTotal', defaultMessage: 'Grand total' },
  inWords: { id: 'order.inWords', defaultMessage: 'Amount in words' },
  taxInvoice: { id: 'order.taxInvoice', defaultMessage: 'Tax invoice' },
  taxId: { id: 'order.taxId', defaultMessage: 'Tax ID' },
  headOffice: { id: 'order.headOffice', defaultMessage: 'Head office' },
  printTitle: { id: 'order.print.title', defaultMessage: 'Order' },
  printMissing: { id: 'order.print.missing', defaultMessage: 'Find your order first to print it.' },
});

type Values = { orderTitle: { number: string }; branch: { branch: string } };

export const orderValueText = defineMessages<Values>({
  orderTitle: { id: 'order.title', defaultMessage: 'Order #{number}' },
  branch: { id: 'order.branch', defaultMessage: 'Branch {branch}' },
});
