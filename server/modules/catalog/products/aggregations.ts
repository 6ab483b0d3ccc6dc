import type { GraphQLContext } from '../../../graphql/context';
import type { Aggregation } from '../../../graphql/generated/resolvers-types';
import type { CatalogSettings } from '../catalog-settings';
import { categoryTree, type CategoryTree } from '../category/category-tree';
import { encodeUid } from '../../../graphql/uid';
import { sharedUntilDataChanges } from '../version-cache';
import { countFacets, type FacetCounts } from './facet-counts';
import { optionLabels, type OptionLabel } from './facet-data';
import type { ProductQuery } from './product-query';
import { priceBuckets } from './price-buckets';

/**
 * Layered navigation for a products() answer: price buckets, categories, then every filterable select
 * attribute, labels in the store's language. Each facet counts the products matching the search and all
 * other filters but not its own, so a shopper can still pick a second brand after choosing one; with no
 * filter of its own a facet counts exactly the products of total_count.
 *
 * One statement finds every distinct set of matched products and counts each in SQL over product_facet,
 * each product's categories and options precomputed on write (facet-counts.ts, migration 0110); only counts
 * leave the database. (Counting in SQL by unnesting category ancestors and variants' options per request
 * cost ~15 ms per category page on the embedded database; returning every match and counting in memory cost
 * 0.3-1 s for a broad search at 100,000 products.)
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
  return ctx.store.locale.toLowerCase().startsWith('en');
}

function filterableAttributes(ctx: GraphQLContext): Promise<AttributeRow[]> {
  return sharedUntilDataChanges(ctx.db, 'filterable-attributes', () =>
    ctx.db.selectFrom('attribute').select(['code', 'label_th', 'label_en', 'position'])
      .where('is_filterable', '=', true).orderBy('position').orderBy('code').execute());
}

/** The leave-out keys an aggregation answer needs: price and every filterable attribute. */
export async function aggregationLeaveOuts(ctx: GraphQLContext): Promise<string[]> {
  return ['price', ...(await filterableAttributes(ctx)).map((attribute) => attribute.code)];
}

/**
 * Products per category shown: product_facet's positive keys are the categories each product counts in (its
 * own and their anchor ancestors, each once per product); shown are the active categories of the store's tree
 * at level 2 and below its root (and, for the category page's `directChildrenOnly`, the named categories'
 * children).
 */
function categoryFacet(input: AggregationInput, tree: CategoryTree, counted: FacetCounts): FacetRow[] {
  const rootPrefix = `1/${input.settings.rootCategoryId}/`;
  const onlyChildrenOf = input.directChildrenOnly && input.namedCategoryIds.length > 0 ? new Set(input.namedCategoryIds) : null;
  const rows: FacetRow[] = [];
  for (const [id, count] of counted.keys) {
    const record = id > 0 ? tree.byId.get(id) : undefined;
    if (!record || record.level < 2 || !record.path.startsWith(rootPrefix)) continue;
    if (onlyChildrenOf && (record.parentId === null || !onlyChildrenOf.has(record.parentId))) continue;
    rows.push({ id, label: record.name, sort1: record.level, sort2: record.position, count });
  }
  return rows;
}

/** Products per option of one attribute: product_facet's negative keys are minus option ids. */
function attributeFacet(code: string, labels: ReadonlyMap<number, OptionLabel>, english: boolean, counted: FacetCounts): FacetRow[] {
  const rows: FacetRow[] = [];
  for (const [key, count] of counted.keys) {
    const label = key < 0 ? labels.get(-key) : undefined;
    if (!label || label.code !== code) continue;
    rows.push({ id: -key, label: (english ? label.labelEn : label.labelTh) ?? '', sort1: label.sortOrder ?? 0, sort2: 0, count });
  }
  return rows;
}

function byOrder(a: FacetRow, b: FacetRow): number {
  return a.sort1 - b.sort1 || a.sort2 - b.sort2 || a.id - b.id;
}

/** Aggregations of a products() answer, matching the products again (when they were not matched with the page). */
export async function aggregations(ctx: GraphQLContext, input: AggregationInput): Promise<Aggregation[]> {
  const { counts } = await countFacets(ctx, input.query, input.settings, await aggregationLeaveOuts(ctx), null);
  return aggregationsFromCounts(ctx, input, counts);
}

const NOTHING: FacetCounts = { total: 0, price: [], keys: new Map() };

/** Aggregations from the sets' counts (facet-counts.ts). */
export async function aggregationsFromCounts(ctx: GraphQLContext, input: AggregationInput, counts: ReadonlyMap<string, FacetCounts>): Promise<Aggregation[]> {
  const [attributes, tree, labels] = await Promise.all([filterableAttributes(ctx), categoryTree(ctx), optionLabels(ctx)]);
  const english = isEnglish(ctx);
  const result: Aggregation[] = [];
  const buckets = priceBuckets((counts.get('price') ?? NOTHING).price);
  if (buckets.length > 0) {
    result.push({
      attribute_code: 'price',
      label: english ? 'Price' : 'ราคา',
      count: buckets.length,
      position: 0,
      options: buckets.map((bucket) => ({ label: `${bucket.from}-${bucket.to}`, value: `${bucket.from}_${bucket.to}`, count: bucket.count })),
    });
  }
  const categories = categoryFacet(input, tree, counts.get('') ?? NOTHING).sort(byOrder);
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
    const options = attributeFacet(attribute.code, labels, english, counts.get(attribute.code) ?? NOTHING).sort(byOrder);
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
