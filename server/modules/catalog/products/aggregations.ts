import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import type { Aggregation } from '../../../graphql/generated/resolvers-types';
import type { CatalogSettings } from '../catalog-settings';
import { minimumFinalPriceSql } from '../price/price-sql';
import { encodeUid } from '../../../graphql/uid';
import { sharedUntilDataChanges } from '../version-cache';
import { baseQuery, type ProductQuery } from './product-query';
import { priceBuckets } from './price-buckets';

/**
 * Layered navigation for a products() answer: price buckets, categories, then every filterable select
 * attribute, labels in the store's language. Each facet counts the products matching the search and all
 * other filters but not its own, so a shopper can still pick a second brand after choosing one; with no
 * filter of its own a facet counts exactly the products of total_count.
 *
 * One statement: each distinct set of matched products is a materialised CTE, found once and read by
 * every facet that counts over it (profiled: three statements each re-running the match cost three
 * planner rounds and three matches on the embedded database).
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
  facet: 'price' | 'category' | 'attribute';
  code: string | null;
  id: number;
  label_th: string | null;
  label_en: string | null;
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

/** The matched products (with their minimum price) as CTEs: one per filter left out, shared otherwise. */
class MatchSets {
  private readonly names = new Map<string, string>();
  readonly ctes: RawBuilder<unknown>[] = [];

  constructor(
    private readonly ctx: GraphQLContext,
    private readonly query: ProductQuery,
  ) {}

  /** The CTE of the matches without `leaveOut` (all filters when that filter is not active). */
  name(leaveOut?: string): string {
    const key = leaveOut !== undefined && this.query.filters.some((filter) => filter.key === leaveOut) ? leaveOut : '';
    const known = this.names.get(key);
    if (known) return known;
    const name = `matched_${this.names.size}`;
    this.names.set(key, name);
    const matched = baseQuery(this.ctx.db, this.query, key === '' ? undefined : key)
      .select(['p.product_id', sql<number>`${minimumFinalPriceSql()}`.as('satang')]);
    this.ctes.push(sql`${sql.raw(name)} as materialized (${matched})`);
    return name;
  }
}

function priceFacet(matched: string, settings: CatalogSettings): RawBuilder<FacetRow> {
  // Fine buckets of 10 display units, merged into Magento's power-of-ten ranges in JS.
  const scaled = settings.currency.scaledRate.toString();
  return sql<FacetRow>`select 'price' as facet, null::text as code,
      floor(m.satang::numeric * ${scaled}::numeric / 100000000000)::int as id,
      null::text as label_th, null::text as label_en, 0 as sort1, 0 as sort2, count(*)::int as count
    from ${sql.raw(matched)} as m group by 3`;
}

function categoryFacet(ctx: GraphQLContext, input: AggregationInput, matched: string): RawBuilder<FacetRow> {
  const rootPath = `1/${input.settings.rootCategoryId}/%`;
  const onlyChildrenOf = input.directChildrenOnly && input.namedCategoryIds.length > 0 ? input.namedCategoryIds : null;
  // A product counts for its own categories and for every anchor above them (anchors show descendants).
  return sql<FacetRow>`select 'category' as facet, null::text as code, a.category_id as id,
      at.name as label_th, null::text as label_en, a.level as sort1, a.position as sort2, count(distinct m.product_id)::int as count
    from ${sql.raw(matched)} as m
    join product_category pc on pc.product_id = m.product_id
    join category c on c.category_id = pc.category_id
    cross join lateral unnest(string_to_array(c.path, '/')::int[]) as ancestor(id)
    join category a on a.category_id = ancestor.id and (a.category_id = c.category_id or a.is_anchor)
    join category_text at on at.category_id = a.category_id and at.store_id = ${ctx.store.id}
    where a.is_active and a.level >= 2 and a.path like ${rootPath}
      ${onlyChildrenOf ? sql`and a.parent_id in (${sql.join(onlyChildrenOf)})` : sql``}
    group by a.category_id, at.name, a.position, a.level`;
}

function attributeFacet(matched: string, codes: readonly string[]): RawBuilder<FacetRow> {
  return sql<FacetRow>`select 'attribute' as facet, v.attribute_code as code, o.option_id as id,
      o.label_th, o.label_en, o.sort_order as sort1, 0 as sort2, count(distinct m.product_id)::int as count
    from ${sql.raw(matched)} as m
    join (
      select product_id as owner, attribute_code, option_id from product_attribute_value
      union all
      select cv.parent_id, pv.attribute_code, pv.option_id from configurable_variant cv join product_attribute_value pv on pv.product_id = cv.child_id
    ) as v on v.owner = m.product_id
    join attribute_option o on o.option_id = v.option_id
    where v.attribute_code in (${sql.join([...codes])})
    group by v.attribute_code, o.option_id, o.label_th, o.label_en, o.sort_order`;
}

function byOrder(a: FacetRow, b: FacetRow): number {
  return a.sort1 - b.sort1 || a.sort2 - b.sort2 || a.id - b.id;
}

export async function aggregations(ctx: GraphQLContext, input: AggregationInput): Promise<Aggregation[]> {
  const attributes = await filterableAttributes(ctx);
  const sets = new MatchSets(ctx, input.query);
  const facets: RawBuilder<FacetRow>[] = [priceFacet(sets.name('price'), input.settings), categoryFacet(ctx, input, sets.name())];
  // Attributes without a filter of their own count over the shared matches; each filtered one over its own.
  const byMatchSet = new Map<string, string[]>();
  for (const attribute of attributes) {
    const matched = sets.name(attribute.code);
    byMatchSet.set(matched, [...(byMatchSet.get(matched) ?? []), attribute.code]);
  }
  for (const [matched, codes] of byMatchSet) facets.push(attributeFacet(matched, codes));
  const { rows } = await sql<FacetRow>`with ${sql.join(sets.ctes)}
    ${sql.join(facets.map((facet) => sql`(${facet})`), sql` union all `)}`.execute(ctx.db);

  const english = isEnglish(ctx);
  const result: Aggregation[] = [];
  const buckets = priceBuckets(rows.filter((row) => row.facet === 'price').map((row) => ({ tens: row.id, count: row.count })));
  if (buckets.length > 0) {
    result.push({
      attribute_code: 'price',
      label: english ? 'Price' : 'ราคา',
      count: buckets.length,
      position: 0,
      options: buckets.map((bucket) => ({ label: `${bucket.from}-${bucket.to}`, value: `${bucket.from}_${bucket.to}`, count: bucket.count })),
    });
  }
  const categories = rows.filter((row) => row.facet === 'category').sort(byOrder);
  if (categories.length > 0) {
    result.push({
      attribute_code: 'category_uid',
      label: english ? 'Category' : 'หมวดหมู่',
      count: categories.length,
      position: 1,
      options: categories.map((row) => ({ label: row.label_th ?? '', value: encodeUid(row.id), count: row.count })),
    });
  }
  for (const attribute of attributes) {
    const options = rows.filter((row) => row.facet === 'attribute' && row.code === attribute.code).sort(byOrder);
    if (options.length === 0) continue;
    result.push({
      attribute_code: attribute.code,
      label: english ? attribute.label_en : attribute.label_th,
      count: options.length,
      position: attribute.position + 1,
      options: options.map((row) => ({ label: (english ? row.label_en : row.label_th) ?? '', value: String(row.id), count: row.count })),
    });
  }
  return result;
}
