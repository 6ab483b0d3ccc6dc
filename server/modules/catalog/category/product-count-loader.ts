import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import { perRequest } from '../request-scope';
import { rowsPerKey } from '../versioned-rows';

/**
 * Visible, enabled products per category, an anchor counting its descendants' products once each
 * (Magento's product_count through the category product index). One query for every category asked.
 */
async function countFor(ctx: GraphQLContext, ids: readonly number[]): Promise<number[]> {
  const { rows } = await sql<{ category_id: number; count: number }>`
    select a.category_id, count(distinct pc.product_id)::int as count
    from category a
    join category c on c.category_id = a.category_id or (a.is_anchor and c.path like a.path || '/%')
    join product_category pc on pc.category_id = c.category_id
    join product p on p.product_id = pc.product_id and p.status = 1 and p.visibility in (2, 4)
    where a.category_id in (${sql.join([...ids])}) and c.is_active
    group by a.category_id`.execute(ctx.db);
  const byId = new Map(rows.map((row) => [row.category_id, row.count]));
  return ids.map((id) => byId.get(id) ?? 0);
}

export function productCountLoader(ctx: GraphQLContext): DataLoader<number, number> {
  return perRequest(ctx, 'category-product-count', () => new DataLoader((ids: readonly number[]) =>
    rowsPerKey(ctx, 'category-product-count', ids, (missing) => countFor(ctx, missing))));
}
