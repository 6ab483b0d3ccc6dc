import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import type { ProductAttributeFilterInput } from '../../../graphql/generated/resolvers-types';
import type { CatalogSettings } from '../catalog-settings';
import { displayBoundToSatang } from '../price/display-currency';
import { minimumFinalPriceSql } from '../price/price-sql';
import { GraphQlInputException } from '../../../graphql/errors';
import { msg } from '../../../i18n/message';
import { decodeNumericUid } from '../../../graphql/uid';
import { escapeLike } from '../../search/search-words';
import { onSaleFilter } from './on-sale-filter';
import { groupBy } from '../product-types/group-by';
import { rowsPerKey } from '../versioned-rows';

/**
 * ProductAttributeFilterInput turned into SQL conditions on product `p` / product_text `t`. Each filter
 * keeps its key so an aggregation can leave out its own filter (multi-select facets keep their options).
 */
export interface ActiveFilter {
  key: string;
  where: RawBuilder<boolean>;
}

export interface BuiltFilters {
  filters: ActiveFilter[];
  /** The categories filtered on, with the descendants anchors include; null without a category filter. */
  categoryIds: number[] | null;
  /** The categories named in the filter itself (for "direct children only" aggregations). */
  namedCategoryIds: number[];
}

interface EqualInput {
  eq?: string | null;
  in?: ReadonlyArray<string | null> | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function equalValues(input: EqualInput | null | undefined): string[] {
  if (!input) return [];
  const values = [...(input.in ?? []), ...(input.eq === undefined || input.eq === null ? [] : [input.eq])];
  return values.filter((value): value is string => typeof value === 'string');
}

function equalInputOf(value: unknown): EqualInput | null {
  if (!isRecord(value)) return null;
  const eq = typeof value.eq === 'string' ? value.eq : null;
  const list = Array.isArray(value.in) ? value.in.filter((item): item is string => typeof item === 'string') : null;
  return { eq, in: list };
}

function integers(values: readonly string[]): number[] {
  return values.filter((value) => /^[0-9]{1,9}$/.test(value)).map(Number);
}

const nothing = sql<boolean>`false`;

function inList(column: string, values: readonly (string | number)[]): RawBuilder<boolean> {
  if (values.length === 0) return nothing;
  return sql<boolean>`${sql.ref(column)} in (${sql.join(values)})`;
}

function matchText(column: string, match: string | null | undefined): RawBuilder<boolean> | null {
  const text = match?.trim();
  if (!text) return null;
  return sql<boolean>`${sql.ref(column)} ilike ${`%${escapeLike(text)}%`}`;
}

/** Each named category with, for an anchor, every active descendant (nothing for an inactive one). */
async function loadExpansions(ctx: GraphQLContext, ids: readonly number[]): Promise<number[][]> {
  const rows = await ctx.db
    .selectFrom('category as c')
    .innerJoin('category as d', (join) =>
      join.on((eb) => eb.or([eb('d.category_id', '=', eb.ref('c.category_id')), eb.and([eb('c.is_anchor', '=', true), eb('d.path', 'like', sql<string>`c.path || '/%'`)])])))
    .select(['c.category_id as named', 'd.category_id'])
    .where('c.category_id', 'in', [...ids])
    .where('c.is_active', '=', true)
    .where('d.is_active', '=', true)
    .orderBy('d.category_id')
    .execute();
  const byNamed = groupBy(rows, (row) => row.named);
  return ids.map((id) => (byNamed.get(id) ?? []).map((row) => row.category_id));
}

/** The named categories plus, for anchors, every active descendant; kept until the data changes. */
async function expandCategories(ctx: GraphQLContext, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const expansions = await rowsPerKey(ctx, 'category-expansion', ids, (missing) => loadExpansions(ctx, missing));
  return [...new Set(expansions.flat())];
}

function inCategories(ids: readonly number[]): RawBuilder<boolean> {
  if (ids.length === 0) return nothing;
  return sql<boolean>`p.product_id in (select pc.product_id from product_category pc where pc.category_id in (${sql.join(ids)}))`;
}

/** Own values and, for configurable parents, their variants' values (Magento indexes both on the parent). */
function hasAttributeOption(code: string, optionIds: readonly number[]): RawBuilder<boolean> {
  if (optionIds.length === 0) return nothing;
  const options = sql.join(optionIds);
  return sql<boolean>`p.product_id in (
    select v.product_id from product_attribute_value v where v.attribute_code = ${code} and v.option_id in (${options})
    union all
    select cv.parent_id from configurable_variant cv join product_attribute_value v on v.product_id = cv.child_id
      where v.attribute_code = ${code} and v.option_id in (${options}))`;
}

/** Prices are int4 satang in the database; a bound past that range is the caller's mistake, not a fault. */
const MAX_SATANG = 2_147_483_647;

function priceBound(value: number, settings: CatalogSettings, bound: 'from' | 'to'): number {
  const satang = displayBoundToSatang(value, settings.currency, bound);
  if (Math.abs(satang) > MAX_SATANG) throw new GraphQlInputException(msg('"{field}" is out of range.', { field: `filter.price.${bound}` }));
  return satang;
}

/** A price bound as typed; NaN (no bound) when empty or not a number, an error when past any range ("1e400"). */
function priceNumber(value: string | null | undefined, bound: 'from' | 'to'): number {
  const number = Number.parseFloat(value ?? '');
  if (number === Infinity || number === -Infinity) throw new GraphQlInputException(msg('"{field}" is out of range.', { field: `filter.price.${bound}` }));
  return number;
}

const KNOWN_KEYS = new Set(['category_id', 'category_uid', 'category_url_path', 'name', 'description', 'short_description', 'sku', 'url_key', 'price', 'p_brandcode', 'am_on_sale']);

export async function buildFilters(ctx: GraphQLContext, filter: ProductAttributeFilterInput | null | undefined, settings: CatalogSettings): Promise<BuiltFilters> {
  const filters: ActiveFilter[] = [];
  let namedCategoryIds: number[] = [];
  let categoryIds: number[] | null = null;
  if (!filter) return { filters, categoryIds, namedCategoryIds };

  const categoryIdValues = integers(equalValues(filter.category_id));
  const categoryUidValues = equalValues(filter.category_uid).map(decodeNumericUid).filter((id): id is number => id !== null);
  const categoryPaths = equalValues(filter.category_url_path);
  if (filter.category_id || filter.category_uid || filter.category_url_path) {
    const byPath = categoryPaths.length === 0 ? [] : await ctx.db.selectFrom('category').select('category_id').where('url_path', 'in', categoryPaths).execute();
    namedCategoryIds = [...new Set([...categoryIdValues, ...categoryUidValues, ...byPath.map((row) => row.category_id)])];
    categoryIds = await expandCategories(ctx, namedCategoryIds);
    filters.push({ key: 'category', where: inCategories(categoryIds) });
  }

  for (const [key, column] of [['name', 't.name'], ['description', 't.description'], ['short_description', 't.short_description']] as const) {
    const where = matchText(column, filter[key]?.match);
    if (where) filters.push({ key, where });
  }
  if (filter.sku) filters.push({ key: 'sku', where: inList('p.sku', equalValues(filter.sku)) });
  if (filter.url_key) filters.push({ key: 'url_key', where: inList('p.url_key', equalValues(filter.url_key)) });
  if (filter.p_brandcode) filters.push({ key: 'p_brandcode', where: inList('p.brand_id', integers(equalValues(filter.p_brandcode))) });
  const onSale = onSaleFilter(filter.am_on_sale, settings.now);
  if (onSale) filters.push({ key: 'am_on_sale', where: onSale });

  const from = priceNumber(filter.price?.from, 'from');
  const to = priceNumber(filter.price?.to, 'to');
  if (Number.isFinite(from) || Number.isFinite(to)) {
    const price = minimumFinalPriceSql();
    const bounds: RawBuilder<boolean>[] = [];
    if (Number.isFinite(from)) bounds.push(sql<boolean>`${price} >= ${priceBound(from, settings, 'from')}`);
    if (Number.isFinite(to)) bounds.push(sql<boolean>`${price} <= ${priceBound(to, settings, 'to')}`);
    filters.push({ key: 'price', where: sql<boolean>`(${sql.join(bounds, sql` and `)})` });
  }

  // Every other key is a filterable select attribute (brand, packaging, size ...), filtered by option id.
  const attributeKeys = Object.keys(filter).filter((key) => !KNOWN_KEYS.has(key));
  if (attributeKeys.length > 0) {
    const known = await ctx.db.selectFrom('attribute').select('code').where('code', 'in', attributeKeys).where('is_filterable', '=', true).execute();
    const entries: Record<string, unknown> = { ...filter };
    for (const { code } of known) {
      const input = equalInputOf(entries[code]);
      if (input) filters.push({ key: code, where: hasAttributeOption(code, integers(equalValues(input))) });
    }
  }
  return { filters, categoryIds, namedCategoryIds };
}
