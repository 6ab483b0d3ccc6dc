import { sql, type Kysely, type RawBuilder } from 'kysely';
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

function fromProducts(db: Kysely<Database>, storeId: number) {
  return db
    .selectFrom('product as p')
    .leftJoin('product_text as t', (join) => join.onRef('t.product_id', '=', 'p.product_id').on('t.store_id', '=', storeId))
    .leftJoin(sql<{ product_id: number; min_price: number }>`product_price_index`.as('pi'), (join) => join.onRef('pi.product_id', '=', 'p.product_id'));
}

type ProductFrom = ReturnType<typeof fromProducts>;

/**
 * product_text (t) and product_price_index (pi) are LEFT JOINs on their unique keys: PostgreSQL drops such
 * a join when nothing refers to the alias, so a count or a facet pays only for the tables it reads.
 * Every product has texts in every store view (the seed and writers add both), so nothing is lost.
 * A search joins its hits as `s` (search-sql.ts); ORDER BY reads the relevance from there.
 */
export function baseQuery(db: Kysely<Database>, query: ProductQuery, leaveOut?: string): ProductFrom {
  let builder = fromProducts(db, query.storeId);
  if (query.search) {
    const hits = query.search.hits(query.visibility).as('s');
    // The join only narrows the rows; its columns are read through raw SQL, so the row type stays.
    builder = builder.innerJoin(hits, (join) => join.onRef('s.product_id', '=', 'p.product_id'));
  }
  builder = builder.where('p.status', '=', 1).where('p.visibility', 'in', query.visibility);
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

/** The total without a page: for a page past the end, where the windowed count of pageWithTotal has no row. */
export async function countProducts(db: Kysely<Database>, query: ProductQuery): Promise<number> {
  const row = await baseQuery(db, query).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  return Number(row?.total ?? 0);
}

export const SORT_KEYS = ['relevance', 'position', 'name', 'price'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

function direction(value: string | null | undefined, fallback: 'asc' | 'desc'): RawBuilder<unknown> {
  if (value === 'ASC') return sql.raw('asc');
  if (value === 'DESC') return sql.raw('desc');
  return sql.raw(fallback);
}

/** ORDER BY, and the categories whose product positions it reads (joined as `cp`), if any. */
export interface OrderPlan {
  clause: RawBuilder<unknown>;
  positionIn: number[] | null;
}

/**
 * ORDER BY for the sort input, in the order its keys were given. Relevance always breaks ties of a search
 * and product id breaks every remaining tie, so pages never overlap or skip a product.
 */
export function orderBy(query: ProductQuery, sort: ProductAttributeSortInput | null | undefined, defaultSort: string): OrderPlan {
  const parts: RawBuilder<unknown>[] = [];
  let positionIn: number[] | null = null;
  const keys = Object.keys(sort ?? {}).filter((key): key is SortKey => (SORT_KEYS as readonly string[]).includes(key));
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
        if (query.categoryIds && query.categoryIds.length > 0) {
          positionIn = query.categoryIds;
          parts.push(sql`cp.position ${direction(dir, 'asc')}`);
        } else {
          parts.push(sql`p.product_id ${direction(dir, 'asc')}`);
        }
        break;
    }
  }
  parts.push(sql`p.product_id asc`);
  return { clause: sql.join(parts), positionIn };
}

/**
 * Each product's position in the filtered categories (the lowest, when it sits in several), as one
 * grouped derived table joined once, where a subquery per matched row cost a probe per product.
 */
function categoryPositions(categoryIds: readonly number[]) {
  return sql<{ product_id: number; position: number }>`(select pc.product_id, min(pc.position) as position
    from product_category pc where pc.category_id in (${sql.join([...categoryIds])}) group by pc.product_id)`.as('cp');
}

/** One page of product ids and the total count in one statement (the matches are found once, not twice). */
export async function pageWithTotal(db: Kysely<Database>, query: ProductQuery, order: OrderPlan, pageSize: number, currentPage: number): Promise<{ ids: number[]; total: number }> {
  let builder = baseQuery(db, query);
  if (order.positionIn) {
    // Only ORDER BY reads cp (raw SQL), so the row type stays.
    builder = builder.leftJoin(categoryPositions(order.positionIn), (join) => join.onRef('cp.product_id', '=', 'p.product_id'));
  }
  const rows = await builder
    .select(['p.product_id', sql<number>`count(*) over ()`.as('total')])
    .orderBy(order.clause)
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const first = rows[0];
  if (!first) return { ids: [], total: currentPage === 1 ? 0 : await countProducts(db, query) };
  return { ids: rows.map((row) => row.product_id), total: Number(first.total) };
}
