import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CartTable, Database } from '../../db/types';
import { GraphQlAuthorizationException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg, type Message } from '../../i18n/message';

export type CartRow = Selectable<CartTable>;

/**
 * Section 8's three invalid-cart messages, in English exactly as Magento's GetCartForUser words them. The
 * Thai texts all name the cart id, which the storefront looks for (the English inactive text has none).
 */
export const cartNotFoundMessage = (maskedId: string): Message => msg('Could not find a cart with ID "{maskedId}"', { maskedId });
export const cartInactiveMessage = (maskedId: string): Message => msg("The cart isn't active.", { maskedId });
export const cartNotYoursMessage = (maskedId: string): Message => msg('The current user cannot perform operations on cart "{maskedId}"', { maskedId });

/**
 * The cart a caller may use, as Magento decides: unknown id → no-such-entity; inactive → no-such-entity;
 * a guest cart only for guests and a customer's cart only for that customer → authorization otherwise.
 * With `forUpdate` the row stays locked until the transaction ends, so writes to one cart take turns.
 * A cart opened in another store view of the same website follows the shopper to the current one.
 */
export async function getCartForUser(
  db: Kysely<Database> | Transaction<Database>,
  maskedId: string,
  customerId: number | null,
  storeId: number,
  forUpdate = false,
): Promise<CartRow> {
  let query = db.selectFrom('cart').selectAll().where('masked_id', '=', maskedId);
  if (forUpdate) query = query.forUpdate();
  const cart = await query.executeTakeFirst();
  if (!cart) throw new GraphQlNoSuchEntityException(cartNotFoundMessage(maskedId));
  if (!cart.is_active) throw new GraphQlNoSuchEntityException(cartInactiveMessage(maskedId));
  if (cart.customer_id !== customerId) throw new GraphQlAuthorizationException(cartNotYoursMessage(maskedId));
  if (forUpdate && cart.store_id !== storeId) {
    await db.updateTable('cart').set({ store_id: storeId }).where('cart_id', '=', cart.cart_id).execute();
    return { ...cart, store_id: storeId };
  }
  return cart;
}
