/**
 * The one place payments touch orders: the orders module's two functions (and its list of statuses an
 * order may still be paid from), re-exported so the providers depend on this narrow seam only.
 */
export { findOrderForPayment, recordPaymentOutcome, type OrderForPayment } from '../modules/orders/order-payment';
export { REPAYABLE_STATUSES } from '../modules/orders/order-states';
export type { PaymentOutcome as OrderPaymentOutcome } from '../db/types';
