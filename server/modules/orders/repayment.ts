import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import { msg } from '../../i18n/message';
import { localize } from '../../i18n/translate';
import type { CartRow } from '../cart/cart-access';
import type { CartSnapshot } from '../cart/cart-snapshot';
import type { Trx } from '../cart/cart-write';
import { newMaskedId } from '../cart/masked-id';
import type { CheckoutState } from '../checkout/checkout-state';
import { findPaymentMethod } from '../checkout/payment-methods';
import { ORDER_STATES, REPAYABLE_STATUSES } from './order-states';
import { PlaceOrderRefusal } from './place-order-checks';
import type { PlacedOrder } from './place-order-checks';

/**
 * Repayment (docs/decisions/checkout-repayment.md): a customer's order whose online payment failed or is
 * still pending can be paid again. The order query (with `is-repayment: true`) hands out `cartIdMask`, an
 * empty cart of the customer's marked as repaying that order; the storefront sets a payment method on it
 * and places it. Placing a repayment cart creates no new order: it moves the existing order back to
 * pending_payment with the new method, counts the attempt and makes this cart the one the payment
 * providers accept for the order (sales_order.masked_cart_id).
 */
export async function repaymentCartFor(db: Kysely<Database>, orderId: number, customerId: number, storeId: number, currency: string): Promise<string> {
  const existing = await db
    .selectFrom('cart_checkout as cc')
    .innerJoin('cart as c', 'c.cart_id', 'cc.cart_id')
    .select('c.masked_id')
    .where('cc.repayment_order_id', '=', orderId)
    .where('c.is_active', '=', true)
    .where('c.customer_id', '=', customerId)
    .executeTakeFirst();
  if (existing) return existing.masked_id;
  return db.transaction().execute(async (trx) => {
    const cart = await trx
      .insertInto('cart')
      .values({ masked_id: newMaskedId(), customer_id: customerId, email: null, store_id: storeId, currency, coupon_code: null, is_repayment: true })
      .returning(['cart_id', 'masked_id'])
      .executeTakeFirstOrThrow();
    await trx.insertInto('cart_checkout').values({ cart_id: cart.cart_id, repayment_order_id: orderId }).execute();
    return cart.masked_id;
  });
}

/** The amount a repayment cart pays: its order's grand total (the cart itself holds no items). */
export async function repaymentTotal(db: Kysely<Database> | Trx, orderId: number): Promise<number> {
  const row = await db.selectFrom('sales_order').select('grand_total').where('order_id', '=', orderId).executeTakeFirst();
  return row?.grand_total ?? 0;
}

export async function repayOrder(trx: Trx, ctx: GraphQLContext, cart: CartRow, snapshot: CartSnapshot, state: CheckoutState): Promise<PlacedOrder> {
  const orderId = state.data.checkout?.repayment_order_id ?? 0;
  const order = await trx
    .selectFrom('sales_order')
    .select(['order_id', 'increment_id', 'status', 'customer_id'])
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order || order.customer_id !== cart.customer_id || !REPAYABLE_STATUSES.includes(order.status)) {
    throw new PlaceOrderRefusal('UNABLE_TO_PLACE_ORDER', msg('This order can no longer be paid.'));
  }
  const method = findPaymentMethod(state.data.checkout?.payment_method_code ?? '');
  if (!method?.online) throw new PlaceOrderRefusal('UNABLE_TO_PLACE_ORDER', msg('Enter a valid payment method and try again.'));
  await trx
    .updateTable('sales_order')
    .set({
      payment_method_code: method.code,
      payment_method_title: localize(ctx, method.title),
      state: ORDER_STATES.pendingPayment.state,
      status: ORDER_STATES.pendingPayment.status,
      payment_attempts: sql`payment_attempts + 1`,
      masked_cart_id: cart.masked_id,
      updated_at: new Date(),
    })
    .where('order_id', '=', order.order_id)
    .execute();
  await trx.updateTable('cart').set({ is_active: false, updated_at: new Date() }).where('cart_id', '=', cart.cart_id).execute();
  return { orderId: order.order_id, number: order.increment_id, snapshot, state };
}
