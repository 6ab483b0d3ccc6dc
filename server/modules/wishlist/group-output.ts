import type { Selectable } from 'kysely';
import type { WishlistGroupItemTable } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import type { ResolversTypes, WishlistGroup, WishlistGroupItem } from '../../graphql/generated/resolvers-types';
import { shapesById } from '../catalog/product-types/resolved-shapes';
import type { Db, GroupRow } from './group-access';

type ItemRow = Selectable<WishlistGroupItemTable>;
/** Plain (never Promise) outputs, so other resolvers may read their fields. */
export type ItemOutput = Omit<WishlistGroupItem, 'product'> & { product: ResolversTypes['ProductInterface'] | null };
export type GroupOutput = Omit<WishlistGroup, 'items'> & { items: ItemOutput[] };

/** Magento's datetime text (YYYY-MM-DD HH:MM:SS, UTC). */
function timeText(value: Date | string): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString().replace('T', ' ').slice(0, 19);
}

async function itemsOf(ctx: GraphQLContext, db: Db, groupIds: readonly number[]): Promise<Map<number, ItemOutput[]>> {
  const byGroup = new Map<number, ItemOutput[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows: ItemRow[] = await db
    .selectFrom('wishlist_group_item')
    .selectAll()
    .where('group_id', 'in', [...groupIds])
    .orderBy('group_id')
    .orderBy('position')
    .orderBy('item_id')
    .execute();
  const productIds = [...new Set(rows.map((row) => row.product_id))];
  const products = productIds.length ? await shapesById(ctx, productIds) : new Map<number, never>();
  for (const row of rows) {
    const product = products.get(row.product_id) ?? null;
    byGroup.get(row.group_id)?.push({
      item_id: row.item_id,
      tigren_wishlistplus_item_id: row.item_id,
      group_id: row.group_id,
      product_id: row.product_id,
      // Stored quantities already respect qty_increments; an increment raised later raises them here too.
      product_qty: Math.max(Number(row.product_qty), product && 'qty_increments' in product ? Number(product.qty_increments ?? 0) : 0),
      store_id: row.store_id,
      position: row.position,
      created_at: timeText(row.created_at),
      updated_at: timeText(row.updated_at),
      product,
    });
  }
  return byGroup;
}

export function groupFields(row: GroupRow): Omit<GroupOutput, 'items'> {
  return {
    tigren_wishlistplus_group_id: row.group_id,
    group_name: row.group_name,
    description: row.description,
    color: row.color,
    created_time: timeText(row.created_at),
    updated_time: timeText(row.updated_at),
    customer_id: row.customer_id,
    is_default: row.is_default,
    sharing_code: row.sharing_code,
  };
}

/** The given groups with their items and products, in the order given. */
export async function groupsOutput(ctx: GraphQLContext, rows: readonly GroupRow[], db: Db = ctx.db): Promise<GroupOutput[]> {
  const items = await itemsOf(ctx, db, rows.map((row) => row.group_id));
  return rows.map((row) => ({ ...groupFields(row), items: items.get(row.group_id) ?? [] }));
}

/** Every list of the customer: the default one first, then oldest first. */
export async function customerGroups(ctx: GraphQLContext, customerId: number): Promise<GroupOutput[]> {
  const rows = await ctx.db
    .selectFrom('wishlist_group')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('group_id')
    .execute();
  return groupsOutput(ctx, rows);
}
