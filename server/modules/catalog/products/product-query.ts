import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import type { ProductAttributeSortInput } from '../../../graphql/generated/resolvers-types';
import type { SearchSql } from '../../search/search-sql';
import { minimumFinalPriceSql } from '../price/price-sql';
import type { ActiveFilter } from './product-filters';

/**
 * One products() request as SQL: the visible, enabled products of a store view that match the search and
 * every filter. `base()` can leave one filter out, for that filter's own aggregation.
 */
export interface ProductQuery {
  storeId: number;
  search: SearchSql | null;
  filters: ActiveFilter[];
  visibility: number[];
  categoryIds: number[] | null;
}

type ProductFrom = SelectQueryBuilder<Database & { p: Database['product']; t: Database['product_text'] }, 'p' | 't', object>;

export function baseQuery(db: Kysely<Database>, query: ProductQuery, leaveOut?: string): ProductFrom {
  let builder = db
    .selectFrom('product as p')
    .innerJoin('product_text as t', (join) => join.onRef('t.product_id', '=', 'p.product_id').on('t.store_id', '=', query.storeId))
    .where('p.status', '=', 1)
    .where('p.visibility', 'in', query.visibility);
  if (query.search) builder = builder.where(query.search.where);
  for (const filter of query.filters) {
    if (filter.key !== leaveOut) builder = builder.where(filter.where);
  }
  return builder;
}

/**
 * Magento's visibility rules: a search shows "search" and "both" (3, 4), a listing "catalog" and "both"
 * (2, 4), and a search narrowed by filters any visible product.
 */
export function visibilityFor(hasSearch: boolean, hasFilters: boolean): number[] {
  if (hasSearch) return hasFilters ? [2, 3, 4] : [3, 4];
  return [2, 4];
}

export async function countProducts(db: Kysely<Database>, query: ProductQuery): Promise<number> {
  const row = await baseQuery(db, query).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  return Number(row?.total ?? 0);
}

export type SortKey = 'relevance' | 'position' | 'name' | 'price';

function direction(value: string | null | undefined, fallback: 'asc' | 'desc'): RawBuilder<unknown> {
  if (value === 'ASC') return sql.raw('asc');
  if (value === 'DESC') return sql.raw('desc');
  return sql.raw(fallback);
}

/**
 * ORDER BY for the sort input, in the order its keys were given. Relevance always breaks ties of a search
 * and product id breaks every remaining tie, so pages never overlap or skip a product.
 */
export function orderBy(query: ProductQuery, sort: ProductAttributeSortInput | null | undefined, defaultSort: string): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  const keys = Object.keys(sort ?? {}).filter((key): key is SortKey => ['relevance', 'position', 'name', 'price'].includes(key));
  const requested: { key: SortKey; dir: string | null | undefined }[] = keys.map((key) => ({ key, dir: sort?.[key] }));
  if (requested.length === 0) {
    if (query.search) requested.push({ key: 'relevance', dir: 'DESC' });
    else if (defaultSort === 'name' || defaultSort === 'price') requested.push({ key: defaultSort, dir: 'ASC' });
    else requested.push({ key: 'position', dir: 'ASC' });
  }
  if (query.search && !requested.some((entry) => entry.key === 'relevance')) requested.push({ key: 'relevance', dir: 'DESC' });
  for (const { key, dir } of requested) {
    switch (key) {
      case 'relevance':
        if (query.search) parts.push(sql`${query.search.score} ${direction(dir, 'desc')}`);
        break;
      case 'name':
        parts.push(sql`t.name ${direction(dir, 'asc')}`);
        break;
      case 'price':
        parts.push(sql`${minimumFinalPriceSql()} ${direction(dir, 'asc')}`);
        break;
      case 'position':
        parts.push(query.categoryIds && query.categoryIds.length > 0
          ? sql`(select min(pc.position) from product_category pc where pc.product_id = p.product_id and pc.category_id in (${sql.join(query.categoryIds)})) ${direction(dir, 'asc')}`
          : sql`p.product_id ${direction(dir, 'asc')}`);
        break;
    }
  }
  parts.push(sql`p.product_id asc`);
  return sql.join(parts);
}

export async function pageOfProductIds(db: Kysely<Database>, query: ProductQuery, order: RawBuilder<unknown>, pageSize: number, currentPage: number): Promise<number[]> {
  const rows = await baseQuery(db, query)
    .select('p.product_id')
    .orderBy(order)
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return rows.map((row) => row.product_id);
}
