import type { PaymentOutcome } from '../../db/types';

/**
 * Magento's order states and the status codes talat uses with them. An order paid online waits in
 * pending_payment; a declined payment keeps it there with status payment_failed (it can be repaid);
 * a cancelled payment cancels it (stock goes back); a payment received moves it to processing.
 */
export const ORDER_STATES = {
  new: { state: 'new', status: 'pending' },
  pendingPayment: { state: 'pending_payment', status: 'pending_payment' },
  paymentFailed: { state: 'pending_payment', status: 'payment_failed' },
  processing: { state: 'processing', status: 'processing' },
  canceled: { state: 'canceled', status: 'canceled' },
} as const;

export type OrderStatus = (typeof ORDER_STATES)[keyof typeof ORDER_STATES];

/** Statuses an order may be repaid from (spec: repayment of an existing order). */
export const REPAYABLE_STATUSES: readonly string[] = [ORDER_STATES.pendingPayment.status, ORDER_STATES.paymentFailed.status];

/**
 * Where a payment outcome takes an order in a given status, or null when it changes nothing: the same
 * outcome twice, anything after paid (a paid order never moves back), and anything after cancelled (a
 * late "paid" for a cancelled order is kept as an event for staff to refund, the order stays cancelled).
 */
export function nextStatus(current: string, outcome: PaymentOutcome): OrderStatus | null {
  const open = current === 'pending_payment' || current === 'payment_failed' || current === 'pending';
  if (!open) return null;
  if (outcome === 'paid') return ORDER_STATES.processing;
  if (outcome === 'cancelled') return ORDER_STATES.canceled;
  return current === 'payment_failed' ? null : ORDER_STATES.paymentFailed;
}
