import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentOutcome } from '../../db/types';
import { nextStatus } from './order-states';
import { returnStock } from '../inventory/stock';
import { queueOrderPaidPush } from '../push/order-paid-push';

type Db = Kysely<Database> | Transaction<Database>;

/** What a payment provider needs of an order to take its payment. */
export interface OrderForPayment {
  number: string;
  status: string;
  state: string;
  grandTotalSatang: number;
  currency: string;
  paymentMethodCode: string;
  email: string;
  storeCode: string;
  maskedCartId: string;
  customerId: number | null;
  paymentAttempts: number;
}

export async function findOrderForPayment(db: Db, orderNumber: string): Promise<OrderForPayment | undefined> {
  const row = await db
    .selectFrom('sales_order')
    .select(['increment_id', 'status', 'state', 'grand_total', 'currency', 'payment_method_code', 'email', 'store_code', 'masked_cart_id', 'customer_id', 'payment_attempts'])
    .where('increment_id', '=', orderNumber)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    number: row.increment_id,
    status: row.status,
    state: row.state,
    grandTotalSatang: row.grand_total,
    currency: row.currency,
    paymentMethodCode: row.payment_method_code,
    email: row.email,
    storeCode: row.store_code,
    maskedCartId: row.masked_cart_id,
    customerId: row.customer_id,
    paymentAttempts: row.payment_attempts,
  };
}

/**
 * Records what a payment provider said about an order. The order row is locked for the decision, so two
 * callbacks racing each other take turns; every report is kept as an event, but only a real move changes
 * the order (see nextStatus): repeating an outcome changes nothing and a paid order is never moved back.
 * A cancelled order gives its stock back in the same transaction; a paid one queues the customer's push notification.
 */
export async function recordPaymentOutcome(
  db: Kysely<Database>,
  orderNumber: string,
  outcome: PaymentOutcome,
  providerReference: string,
): Promise<{ changed: boolean; status: string }> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('sales_order')
      .select(['order_id', 'status', 'stock_taken', 'customer_id', 'store_code'])
      .where('increment_id', '=', orderNumber)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new Error(`No order ${orderNumber}`);
    const next = nextStatus(order.status, outcome);
    await trx
      .insertInto('sales_order_payment_event')
      .values({ order_id: order.order_id, outcome, provider_reference: providerReference, changed: next !== null })
      .execute();
    if (!next) return { changed: false, status: order.status };
    const now = new Date();
    await trx
      .updateTable('sales_order')
      .set({
        state: next.state,
        status: next.status,
        updated_at: now,
        ...(outcome === 'paid' ? { paid_at: now, payment_reference: providerReference } : {}),
      })
      .where('order_id', '=', order.order_id)
      .execute();
    if (outcome === 'cancelled') await returnStock(trx, order.stock_taken);
    // The customer's browsers hear of the payment (push outbox, sent after this commits).
    if (outcome === 'paid') await queueOrderPaidPush(trx, { customerId: order.customer_id, number: orderNumber, storeCode: order.store_code });
    return { changed: true, status: next.status };
  });
}
