import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import type { ProductTable, ProductTextTable } from '../../../db/types';
import { perRequest } from '../request-scope';
import { rowsPerKey } from '../versioned-rows';

/** A product with its texts in the request's store view. */
export type ProductRow = Selectable<ProductTable> & Pick<Selectable<ProductTextTable>, 'name' | 'description' | 'short_description' | 'meta_title' | 'meta_keywords' | 'meta_description'>;

async function loadRows(ctx: GraphQLContext, ids: readonly number[]): Promise<(ProductRow | null)[]> {
  const rows = await ctx.db
    .selectFrom('product as p')
    .innerJoin('product_text as t', (join) => join.onRef('t.product_id', '=', 'p.product_id').on('t.store_id', '=', ctx.store.id))
    .selectAll('p')
    .select(['t.name', 't.description', 't.short_description', 't.meta_title', 't.meta_keywords', 't.meta_description'])
    .where('p.product_id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.product_id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Product rows by id, batched per request and kept until the data changes (versioned-rows.ts). */
export function productRowLoader(ctx: GraphQLContext): DataLoader<number, ProductRow | null> {
  return perRequest(ctx, 'product-rows', () => new DataLoader((ids: readonly number[]) =>
    rowsPerKey(ctx, `product-row:${ctx.store.id}`, ids, (missing) => loadRows(ctx, missing))));
}

/** Rows for many ids, in the order given, skipping ids that do not exist. */
export async function productRows(ctx: GraphQLContext, ids: readonly number[]): Promise<ProductRow[]> {
  const rows = await productRowLoader(ctx).loadMany(ids);
  return rows.filter((row): row is ProductRow => row !== null && !(row instanceof Error));
}
