import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg, type Message } from '../../i18n/message';
import { COUPON_NOT_VALID_MESSAGE, findCouponRule } from '../promotions/cart-rules';
import type { CartRow } from './cart-access';
import { loadCartSnapshot } from './cart-snapshot';
import type { Trx } from './cart-write';

export const COUPON_ALREADY_APPLIED_MESSAGE = msg('A coupon is already applied to the cart. Please remove it to apply another');
export const cartWithoutProductsMessage = (cartId: number): Message => msg('The "{cartId}" Cart doesn\'t contain products.', { cartId: String(cartId) });

/**
 * applyCouponToCart as Magento answers it: one coupon at a time; an empty cart, an unknown, expired or
 * used-up code, or a code whose rule takes nothing off this cart is "not valid" and leaves the cart as it was.
 */
export async function applyCoupon(trx: Trx, cart: CartRow, customerId: number | null, code: string): Promise<void> {
  if (cart.coupon_code) throw new GraphQlInputException(COUPON_ALREADY_APPLIED_MESSAGE);
  const count = await trx.selectFrom('cart_item').select((eb) => eb.fn.countAll<number>().as('n')).where('cart_id', '=', cart.cart_id).executeTakeFirst();
  if (!count || Number(count.n) === 0) throw new GraphQlNoSuchEntityException(cartWithoutProductsMessage(cart.cart_id));
  const rule = await findCouponRule(trx, code, new Date());
  if (!rule?.coupon_code) throw new GraphQlNoSuchEntityException(COUPON_NOT_VALID_MESSAGE);
  const withCoupon = { ...cart, coupon_code: rule.coupon_code };
  const snapshot = await loadCartSnapshot(trx, withCoupon, customerId);
  if (!snapshot.couponApplied) throw new GraphQlNoSuchEntityException(COUPON_NOT_VALID_MESSAGE);
  await trx.updateTable('cart').set({ coupon_code: rule.coupon_code }).where('cart_id', '=', cart.cart_id).execute();
}

export async function removeCoupon(trx: Trx, cart: CartRow): Promise<void> {
  await trx.updateTable('cart').set({ coupon_code: null }).where('cart_id', '=', cart.cart_id).execute();
}
