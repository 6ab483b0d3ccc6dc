import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import { currentCustomerId } from '../customers/current-customer';
import { getCartForUser, type CartRow } from './cart-access';
import { loadCartSnapshot, type CartSnapshot } from './cart-snapshot';
import { forgetSnapshot, rememberSnapshot } from './cart-snapshot-memo';
import { qty4ToNumber } from '../pricing/satang';

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
  const { result, finished } = await ctx.db.transaction().execute(async (trx) => {
    const cart = await getCartForUser(trx, maskedId, customerId, ctx.store.id, true);
    forgetSnapshot(ctx, cart.cart_id);
    const result = await write(trx, cart, customerId);
    return { result, finished: await finishCartWrite(trx, cart, customerId) };
  });
  // Committed: the answer reuses the snapshot the gift check priced (cart-snapshot-memo.ts).
  if (finished.snapshot) rememberSnapshot(ctx, finished.cart, customerId, finished.snapshot);
  return result;
}

/**
 * Brings gift lines in line and bumps the version. Returns the committed cart row, and its priced snapshot
 * when the gift check changed nothing (otherwise the lines moved after pricing and it is not kept).
 */
export async function finishCartWrite(trx: Trx, cart: CartRow, customerId: number | null): Promise<{ cart: CartRow; snapshot: CartSnapshot | null }> {
  const fresh = await trx.selectFrom('cart').selectAll().where('cart_id', '=', cart.cart_id).executeTakeFirstOrThrow();
  const snapshot = await reconcileFreeGifts(trx, fresh, customerId);
  const bumped = await trx
    .updateTable('cart')
    .set({ version: sql`version + 1`, updated_at: new Date() })
    .where('cart_id', '=', cart.cart_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { cart: bumped, snapshot: snapshot.gifts.overLimit.length === 0 ? snapshot : null };
}

/** Removes or trims gift lines their rule no longer allows (cart fell below the threshold, trigger removed). */
export async function reconcileFreeGifts(trx: Trx, cart: CartRow, customerId: number | null): Promise<CartSnapshot> {
  const snapshot = await loadCartSnapshot(trx, cart, customerId);
  for (const { key, keep4 } of snapshot.gifts.overLimit) {
    const itemId = Number(key);
    if (keep4 <= 0) await trx.deleteFrom('cart_item').where('item_id', '=', itemId).execute();
    else await trx.updateTable('cart_item').set({ qty: qty4ToNumber(keep4), updated_at: new Date() }).where('item_id', '=', itemId).execute();
  }
  return snapshot;
}
