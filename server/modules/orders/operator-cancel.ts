import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { COMPANY_CREDIT_METHOD } from '../checkout/payment-methods';
import { refundCredit } from '../company-credit/credit-ledger';
import { returnStock } from '../inventory/stock';
import { ORDER_STATES } from './order-states';

export type CancelResult =
  | { ok: true; status: string; refundedSatang: number }
  | { ok: false; reason: 'not-found' | 'already-cancelled' | 'paid-online' };

/**
 * A shop operator cancels an order (docs/decisions/company-credit-operator.md): the stock goes back and an
 * order paid with company credit gives its charge back to the credit, all in one transaction on the locked
 * order row, so a second cancel (or two at once) changes nothing. Orders paid at a card or QR provider are
 * refused: their money would have to be refunded at the provider, which is not built here.
 */
export async function cancelOrderByOperator(db: Kysely<Database>, orderNumber: string): Promise<CancelResult> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('sales_order')
      .select(['order_id', 'state', 'status', 'paid_at', 'payment_method_code', 'stock_taken'])
      .where('increment_id', '=', orderNumber)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return { ok: false, reason: 'not-found' } as const;
    if (order.state === ORDER_STATES.canceled.state) return { ok: false, reason: 'already-cancelled' } as const;
    const paidByProvider = order.paid_at !== null && order.payment_method_code !== COMPANY_CREDIT_METHOD && order.payment_method_code !== 'free';
    if (paidByProvider) return { ok: false, reason: 'paid-online' } as const;
    await trx
      .updateTable('sales_order')
      .set({ state: ORDER_STATES.canceled.state, status: ORDER_STATES.canceled.status, updated_at: new Date() })
      .where('order_id', '=', order.order_id)
      .execute();
    await returnStock(trx, order.stock_taken);
    const refundedSatang = order.payment_method_code === COMPANY_CREDIT_METHOD ? await refundCredit(trx, orderNumber) : 0;
    return { ok: true, status: ORDER_STATES.canceled.status, refundedSatang } as const;
  });
}
