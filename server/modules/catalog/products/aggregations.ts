import { sql } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import type { Aggregation } from '../../../graphql/generated/resolvers-types';
import type { CatalogSettings } from '../catalog-settings';
import { categoryTree, type CategoryTree } from '../category/category-tree';
import { minimumFinalPriceSql } from '../price/price-sql';
import { encodeUid } from '../../../graphql/uid';
import { sharedUntilDataChanges } from '../version-cache';
import { optionLabels, productFacets, type OptionLabel, type ProductFacets } from './facet-data';
import { baseQuery, type ProductQuery } from './product-query';
import { priceBuckets } from './price-buckets';
import { storeLanguage } from '../../../i18n/store-language';

/**
 * Layered navigation for a products() answer: price buckets, categories, then every filterable select
 * attribute, labels in the store's language. Each facet counts the products matching the search and all
 * other filters but not its own, so a shopper can still pick a second brand after choosing one; with no
 * filter of its own a facet counts exactly the products of total_count.
 *
 * One statement finds every distinct set of matched products (with their cheapest price); the counting
 * is done here over what each product carries (facet-data.ts, kept per data version). Profiled on the
 * embedded database: counting in SQL (category ancestors unnested, variants' options unioned, per facet)
 * cost ~15 ms of planning and execution per category page; the match sets alone cost ~2 ms.
 */
export interface AggregationInput {
  query: ProductQuery;
  settings: CatalogSettings;
  namedCategoryIds: number[];
  directChildrenOnly: boolean;
}

interface AttributeRow {
  code: string;
  label_th: string;
  label_en: string;
  position: number;
}

interface FacetRow {
  id: number;
  label: string;
  sort1: number;
  sort2: number;
  count: number;
}

function isEnglish(ctx: GraphQLContext): boolean {
  return storeLanguage(ctx.store) === 'en';
}

function filterableAttributes(ctx: GraphQLContext): Promise<AttributeRow[]> {
  return sharedUntilDataChanges(ctx.db, 'filterable-attributes', () =>
    ctx.db.selectFrom('attribute').select(['code', 'label_th', 'label_en', 'position'])
      .where('is_filterable', '=', true).orderBy('position').orderBy('code').execute());
}

export interface Matched {
  ids: number[];
  satang: number[];
}

/** One matched product of one set: `value` is its cheapest price in satang. */
export interface MatchSetRow {
  set_index: number;
  product_id: number;
  value: number;
}

/**
 * The matched products of every distinct leave-one-out set, as selects to run in one statement: key '' is
 * every filter, another key every filter but that one (only when that filter is active; otherwise it is the
 * '' set). `collect` sorts the rows back into sets by leave-out.
 */
export function matchSetQueries(ctx: GraphQLContext, query: ProductQuery, leaveOuts: readonly string[]) {
  const keyOf = (leaveOut: string) => (query.filters.some((filter) => filter.key === leaveOut) ? leaveOut : '');
  const keys = [...new Set(['', ...leaveOuts.map(keyOf)])];
  const selects = keys.map((key, index) => baseQuery(ctx.db, query, key === '' ? undefined : key)
    .select([sql<number>`${sql.lit(index)}`.as('set_index'), 'p.product_id', sql<number>`${minimumFinalPriceSql()}`.as('value')]));
  const collect = (rows: readonly MatchSetRow[]): Map<string, Matched> => {
    const sets = keys.map((): Matched => ({ ids: [], satang: [] }));
    for (const row of rows) {
      const set = sets[row.set_index];
      set?.ids.push(row.product_id);
      set?.satang.push(Number(row.value));
    }
    const byLeaveOut = new Map<string, Matched>();
    for (const leaveOut of ['', ...leaveOuts]) byLeaveOut.set(leaveOut, sets[keys.indexOf(keyOf(leaveOut))] ?? { ids: [], satang: [] });
    return byLeaveOut;
  };
  return { selects, collect };
}

/** The leave-out keys an aggregation answer needs: price and every filterable attribute. */
export async function aggregationLeaveOuts(ctx: GraphQLContext): Promise<string[]> {
  return ['price', ...(await filterableAttributes(ctx)).map((attribute) => attribute.code)];
}

async function matchSets(ctx: GraphQLContext, query: ProductQuery, leaveOuts: readonly string[]): Promise<Map<string, Matched>> {
  const { selects, collect } = matchSetQueries(ctx, query, leaveOuts);
  const [first, ...rest] = selects;
  if (!first) return new Map();
  return collect(await rest.reduce((union, next) => union.unionAll(next), first).execute());
}

/** floor(a / b) for b > 0, as SQL's floor() of the exact quotient. */
function floorDivide(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n ? quotient - 1n : quotient;
}

/** Products per 10 display units of their cheapest price (merged into Magento's ranges by priceBuckets). */
function priceFacet(matched: Matched, settings: CatalogSettings): Array<{ tens: number; count: number }> {
  const counts = new Map<number, number>();
  for (const satang of matched.satang) {
    const tens = Number(floorDivide(BigInt(satang) * settings.currency.scaledRate, 100_000_000_000n));
    counts.set(tens, (counts.get(tens) ?? 0) + 1);
  }
  return [...counts].map(([tens, count]) => ({ tens, count }));
}

/**
 * A product counts once for each active category of the store's tree (level 2 and below the root) on the
 * path of one of its categories that is that category itself or an anchor (anchors show descendants).
 */
function categoryFacet(input: AggregationInput, tree: CategoryTree, facets: ReadonlyMap<number, ProductFacets>, matched: Matched): FacetRow[] {
  const rootPrefix = `1/${input.settings.rootCategoryId}/`;
  const onlyChildrenOf = input.directChildrenOnly && input.namedCategoryIds.length > 0 ? new Set(input.namedCategoryIds) : null;
  const counts = new Map<number, number>();
  for (const productId of matched.ids) {
    const counted = new Set<number>();
    for (const own of facets.get(productId)?.categories ?? []) {
      for (const part of own.path.split('/')) {
        const id = Number(part);
        const anchor = tree.byId.get(id);
        if (!anchor || counted.has(id) || (id !== own.id && !anchor.isAnchor)) continue;
        if (anchor.level < 2 || !anchor.path.startsWith(rootPrefix)) continue;
        if (onlyChildrenOf && (anchor.parentId === null || !onlyChildrenOf.has(anchor.parentId))) continue;
        counted.add(id);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
  }
  return [...counts].flatMap(([id, count]) => {
    const record = tree.byId.get(id);
    return record ? [{ id, label: record.name, sort1: record.level, sort2: record.position, count }] : [];
  });
}

/** Products per option of one attribute (an option id that no attribute_option row has is not shown). */
function attributeFacet(code: string, facets: ReadonlyMap<number, ProductFacets>, labels: ReadonlyMap<number, OptionLabel>, english: boolean, matched: Matched): FacetRow[] {
  const counts = new Map<number, number>();
  for (const productId of matched.ids) {
    for (const option of facets.get(productId)?.options ?? []) {
      if (option.code === code && labels.has(option.optionId)) counts.set(option.optionId, (counts.get(option.optionId) ?? 0) + 1);
    }
  }
  return [...counts].map(([id, count]) => {
    const label = labels.get(id);
    return { id, label: (english ? label?.labelEn : label?.labelTh) ?? '', sort1: label?.sortOrder ?? 0, sort2: 0, count };
  });
}

function byOrder(a: FacetRow, b: FacetRow): number {
  return a.sort1 - b.sort1 || a.sort2 - b.sort2 || a.id - b.id;
}

/** Aggregations of a products() answer, matching the products again (when they were not matched with the page). */
export async function aggregations(ctx: GraphQLContext, input: AggregationInput): Promise<Aggregation[]> {
  return aggregationsFromSets(ctx, input, await matchSets(ctx, input.query, await aggregationLeaveOuts(ctx)));
}

/** Aggregations from the matched sets (matchSetQueries), counted in memory. */
export async function aggregationsFromSets(ctx: GraphQLContext, input: AggregationInput, sets: ReadonlyMap<string, Matched>): Promise<Aggregation[]> {
  const [attributes, tree, labels] = await Promise.all([filterableAttributes(ctx), categoryTree(ctx), optionLabels(ctx)]);
  const all = [...new Set([...sets.values()].flatMap((set) => set.ids))];
  const facetList = await productFacets(ctx, all);
  const facets = new Map(all.map((id, index) => [id, facetList[index]!]));

  const english = isEnglish(ctx);
  const result: Aggregation[] = [];
  const buckets = priceBuckets(priceFacet(sets.get('price') ?? { ids: [], satang: [] }, input.settings));
  if (buckets.length > 0) {
    result.push({
      attribute_code: 'price',
      label: english ? 'Price' : 'ราคา',
      count: buckets.length,
      position: 0,
      options: buckets.map((bucket) => ({ label: `${bucket.from}-${bucket.to}`, value: `${bucket.from}_${bucket.to}`, count: bucket.count })),
    });
  }
  const categories = categoryFacet(input, tree, facets, sets.get('') ?? { ids: [], satang: [] }).sort(byOrder);
  if (categories.length > 0) {
    result.push({
      attribute_code: 'category_uid',
      label: english ? 'Category' : 'หมวดหมู่',
      count: categories.length,
      position: 1,
      options: categories.map((row) => ({ label: row.label, value: encodeUid(row.id), count: row.count })),
    });
  }
  for (const attribute of attributes) {
    const options = attributeFacet(attribute.code, facets, labels, english, sets.get(attribute.code) ?? { ids: [], satang: [] }).sort(byOrder);
    if (options.length === 0) continue;
    result.push({
      attribute_code: attribute.code,
      label: english ? attribute.label_en : attribute.label_th,
      count: options.length,
      position: attribute.position + 1,
      options: options.map((row) => ({ label: row.label, value: String(row.id), count: row.count })),
    });
  }
  return result;
}
