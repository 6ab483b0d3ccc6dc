import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import { currentCustomerId } from '../customers/current-customer';
import { getCartForUser, type CartRow } from './cart-access';
import { loadCartSnapshot } from './cart-snapshot';

export type Trx = Transaction<Database>;

/**
 * Runs one cart write in a transaction holding the cart row lock (select ... for update), so concurrent
 * writes to one cart take turns and none is lost. Afterwards gift lines are brought back in line with the
 * gift rules (a gift whose rule no longer fires goes) and the cart's version is bumped.
 */
export async function withCartWrite<T>(
  ctx: GraphQLContext,
  maskedId: string,
  write: (trx: Trx, cart: CartRow, customerId: number | null) => Promise<T>,
): Promise<T> {
  const customerId = await currentCustomerId(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const cart = await getCartForUser(trx, maskedId, customerId, ctx.store.id, true);
    const result = await write(trx, cart, customerId);
    await finishCartWrite(trx, cart, customerId);
    return result;
  });
}

export async function finishCartWrite(trx: Trx, cart: CartRow, customerId: number | null): Promise<void> {
  const fresh = await trx.selectFrom('cart').selectAll().where('cart_id', '=', cart.cart_id).executeTakeFirstOrThrow();
  await reconcileFreeGifts(trx, fresh, customerId);
  await trx
    .updateTable('cart')
    .set({ version: sql`version + 1`, updated_at: new Date() })
    .where('cart_id', '=', cart.cart_id)
    .execute();
}

/** Removes or trims gift lines their rule no longer allows (cart fell below the threshold, trigger removed). */
export async function reconcileFreeGifts(trx: Trx, cart: CartRow, customerId: number | null): Promise<void> {
  const snapshot = await loadCartSnapshot(trx, cart, customerId);
  for (const { key, keep4 } of snapshot.gifts.overLimit) {
    const itemId = Number(key);
    if (keep4 <= 0) await trx.deleteFrom('cart_item').where('item_id', '=', itemId).execute();
    else await trx.updateTable('cart_item').set({ qty: keep4 / 10_000, updated_at: new Date() }).where('item_id', '=', itemId).execute();
  }
}
