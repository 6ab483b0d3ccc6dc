import { sql } from 'kysely';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { QTY_SCALE, qty4ToNumber, toQty4 } from '../pricing/satang';
import { MAX_ITEMS_PER_GROUP, ownedGroups, type Db } from './group-access';

export interface ProductQty {
  product_id: number;
  qty?: number | null;
}

/**
 * The quantity a list keeps (account spec sections 3 and 5): at least the product's qty_increments (also the
 * quantity when none is given), and a whole number of increments, rounded up, so the list always adds to the
 * cart without a quantity error.
 */
export function listQty(qty: number | null | undefined, increments: number): number {
  const step = Math.max(0, toQty4(increments));
  if (qty !== null && qty !== undefined && !(qty > 0)) throw new GraphQlInputException(msg('The quantity must be greater than 0.'));
  const wanted = qty === null || qty === undefined ? step || QTY_SCALE : toQty4(qty);
  if (step === 0) return qty4ToNumber(Math.max(wanted, 1));
  return qty4ToNumber(Math.max(step, Math.ceil(wanted / step) * step));
}

async function incrementsOf(db: Db, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom('product').select(['product_id', 'qty_increments']).where('product_id', 'in', [...new Set(productIds)]).execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.qty_increments)]));
}

/**
 * Puts the products into each of the groups (assignProductsToWishlistGroup). A product already in a group gets
 * the new quantity when one is given and keeps its own otherwise. Runs in one transaction with the groups
 * locked, so concurrent adds cannot pass the per-list limit.
 */
export async function assignProducts(ctx: GraphQLContext, customerId: number, products: readonly ProductQty[], groupIds: readonly number[]): Promise<void> {
  if (products.length === 0) throw new GraphQlInputException(msg('Required parameter "{name}" is missing', { name: 'products' }));
  await ctx.db.transaction().execute(async (trx) => {
    const groups = await ownedGroups(trx, customerId, groupIds, true);
    const increments = await incrementsOf(trx, products.map((p) => p.product_id));
    const missing = products.find((p) => !increments.has(p.product_id));
    if (missing) throw new GraphQlNoSuchEntityException(msg('Could not find a product with ID "{id}"', { id: missing.product_id }));
    const now = new Date();
    for (const group of groups) {
      const last = await trx
        .selectFrom('wishlist_group_item')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.coalesce(eb.fn.max('position'), eb.val(0)).as('position')])
        .where('group_id', '=', group.group_id)
        .executeTakeFirstOrThrow();
      let position = Number(last.position);
      let count = Number(last.count);
      for (const product of products) {
        const qty = listQty(product.qty, increments.get(product.product_id) ?? 1);
        const existing = await trx.selectFrom('wishlist_group_item').select('item_id').where('group_id', '=', group.group_id).where('product_id', '=', product.product_id).executeTakeFirst();
        if (existing) {
          if (product.qty !== null && product.qty !== undefined) {
            await trx.updateTable('wishlist_group_item').set({ product_qty: qty, updated_at: now }).where('item_id', '=', existing.item_id).execute();
          }
          continue;
        }
        if (count >= MAX_ITEMS_PER_GROUP) throw new GraphQlInputException(msg('A shopping list holds at most {max} products.', { max: String(MAX_ITEMS_PER_GROUP) }));
        position += 1;
        count += 1;
        await trx
          .insertInto('wishlist_group_item')
          .values({ group_id: group.group_id, product_id: product.product_id, product_qty: qty, store_id: ctx.store.id, position, created_at: now, updated_at: now })
          .execute();
      }
      await trx.updateTable('wishlist_group').set({ updated_at: now }).where('group_id', '=', group.group_id).execute();
    }
  });
}

/** removeProductFromGroups: the product leaves each of the customer's named groups. */
export async function removeProductFromGroups(ctx: GraphQLContext, customerId: number, productId: number, groupIds: readonly number[]): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const groups = await ownedGroups(trx, customerId, groupIds);
    if (groups.length === 0) return;
    await trx.deleteFrom('wishlist_group_item').where('group_id', 'in', groups.map((g) => g.group_id)).where('product_id', '=', productId).execute();
    await trx.updateTable('wishlist_group').set({ updated_at: new Date() }).where('group_id', 'in', groups.map((g) => g.group_id)).execute();
  });
}

/** removeItemWishlistGroup: items of one group; ids that are not in it are refused (nothing removed). */
export async function removeItems(ctx: GraphQLContext, customerId: number, groupId: number, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) throw new GraphQlInputException(msg('Required parameter "{name}" is missing', { name: 'item_ids' }));
  await ctx.db.transaction().execute(async (trx) => {
    await ownedGroups(trx, customerId, [groupId]);
    const unique = [...new Set(itemIds)];
    const found = await trx.selectFrom('wishlist_group_item').select('item_id').where('group_id', '=', groupId).where('item_id', 'in', unique).execute();
    const missing = unique.find((id) => !found.some((row) => row.item_id === id));
    if (missing !== undefined) throw new GraphQlNoSuchEntityException(msg('Could not find the shopping list item "{id}".', { id: missing }));
    await trx.deleteFrom('wishlist_group_item').where('group_id', '=', groupId).where('item_id', 'in', unique).execute();
    await trx.updateTable('wishlist_group').set({ updated_at: new Date() }).where('group_id', '=', groupId).execute();
  });
}

/** updateQtyWishlistItemGroup: the new quantity, raised to the product's qty_increments. */
export async function updateItemQty(ctx: GraphQLContext, customerId: number, groupId: number, itemId: number, qty: number): Promise<number> {
  await ownedGroups(ctx.db, customerId, [groupId]);
  const item = await ctx.db
    .selectFrom('wishlist_group_item')
    .innerJoin('product', 'product.product_id', 'wishlist_group_item.product_id')
    .select(['wishlist_group_item.item_id', 'product.qty_increments'])
    .where('wishlist_group_item.item_id', '=', itemId)
    .where('wishlist_group_item.group_id', '=', groupId)
    .executeTakeFirst();
  if (!item) throw new GraphQlNoSuchEntityException(msg('Could not find the shopping list item "{id}".', { id: itemId }));
  const next = listQty(qty, Number(item.qty_increments));
  await ctx.db.updateTable('wishlist_group_item').set({ product_qty: next, updated_at: new Date() }).where('item_id', '=', itemId).execute();
  return next;
}

/**
 * updatePositionWishlistItemGroup: moves the item to `position` (0 = first) among the group's items and
 * renumbers the rest, so positions stay 1..n without gaps or ties.
 */
export async function moveItem(ctx: GraphQLContext, customerId: number, groupId: number, itemId: number, position: number): Promise<void> {
  if (!Number.isInteger(position) || position < 0) throw new GraphQlInputException(msg('The position must be 0 or more.'));
  await ctx.db.transaction().execute(async (trx) => {
    await ownedGroups(trx, customerId, [groupId], true);
    const rows = await trx.selectFrom('wishlist_group_item').select('item_id').where('group_id', '=', groupId).orderBy('position').orderBy('item_id').execute();
    const order = rows.map((row) => row.item_id);
    const from = order.indexOf(itemId);
    if (from < 0) throw new GraphQlNoSuchEntityException(msg('Could not find the shopping list item "{id}".', { id: itemId }));
    order.splice(from, 1);
    order.splice(Math.min(position, order.length), 0, itemId);
    // One statement renumbers every item (1..n in the new order).
    const ids = sql.join(order.map((id) => sql`${id}::int`));
    await sql`update wishlist_group_item set position = array_position(array[${ids}], item_id) where group_id = ${groupId}`.execute(trx);
    await trx.updateTable('wishlist_group').set({ updated_at: new Date() }).where('group_id', '=', groupId).execute();
  });
}
