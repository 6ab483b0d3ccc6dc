import { sql } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import type { Aggregation } from '../../../graphql/generated/resolvers-types';
import type { CatalogSettings } from '../catalog-settings';
import { minimumFinalPriceSql } from '../price/price-sql';
import { encodeUid } from '../../../graphql/uid';
import { baseQuery, type ProductQuery } from './product-query';
import { priceBuckets } from './price-buckets';

/**
 * Layered navigation for a products() answer: price buckets, categories, then every filterable select
 * attribute, labels in the store's language. Each facet counts the products matching the search and all
 * other filters but not its own, so a shopper can still pick a second brand after choosing one; with no
 * filter of its own a facet counts exactly the products of total_count.
 */
export interface AggregationInput {
  query: ProductQuery;
  settings: CatalogSettings;
  namedCategoryIds: number[];
  directChildrenOnly: boolean;
}

function isEnglish(ctx: GraphQLContext): boolean {
  return ctx.store.locale.toLowerCase().startsWith('en');
}

async function priceAggregation(ctx: GraphQLContext, input: AggregationInput): Promise<Aggregation | null> {
  const matched = baseQuery(ctx.db, input.query, 'price').select(sql<number>`${minimumFinalPriceSql()}`.as('satang'));
  // Fine buckets of 10 display units, merged into Magento's power-of-ten ranges in JS.
  const scaled = input.settings.currency.scaledRate.toString();
  const { rows } = await sql<{ tens: number; count: number }>`
    select floor(m.satang::numeric * ${scaled}::numeric / 100000000000)::int as tens, count(*)::int as count
    from (${matched}) as m group by 1`.execute(ctx.db);
  const buckets = priceBuckets(rows);
  if (buckets.length === 0) return null;
  return {
    attribute_code: 'price',
    label: isEnglish(ctx) ? 'Price' : 'ราคา',
    count: buckets.length,
    position: 0,
    options: buckets.map((bucket) => ({ label: `${bucket.from}-${bucket.to}`, value: `${bucket.from}_${bucket.to}`, count: bucket.count })),
  };
}

async function categoryAggregation(ctx: GraphQLContext, input: AggregationInput): Promise<Aggregation | null> {
  const matched = baseQuery(ctx.db, input.query).select('p.product_id');
  const rootPath = `1/${input.settings.rootCategoryId}/%`;
  const onlyChildrenOf = input.directChildrenOnly && input.namedCategoryIds.length > 0 ? input.namedCategoryIds : null;
  // A product counts for its own categories and for every anchor above them (anchors show descendants).
  const { rows } = await sql<{ category_id: number; name: string; count: number; position: number }>`
    select a.category_id, at.name, a.position, count(distinct m.product_id)::int as count
    from (${matched}) as m
    join product_category pc on pc.product_id = m.product_id
    join category c on c.category_id = pc.category_id
    cross join lateral unnest(string_to_array(c.path, '/')::int[]) as ancestor(id)
    join category a on a.category_id = ancestor.id and (a.category_id = c.category_id or a.is_anchor)
    join category_text at on at.category_id = a.category_id and at.store_id = ${ctx.store.id}
    where a.is_active and a.level >= 2 and a.path like ${rootPath}
      ${onlyChildrenOf ? sql`and a.parent_id in (${sql.join(onlyChildrenOf)})` : sql``}
    group by a.category_id, at.name, a.position, a.level
    order by a.level, a.position, a.category_id`.execute(ctx.db);
  if (rows.length === 0) return null;
  return {
    attribute_code: 'category_uid',
    label: isEnglish(ctx) ? 'Category' : 'หมวดหมู่',
    count: rows.length,
    position: 1,
    options: rows.map((row) => ({ label: row.name, value: encodeUid(row.category_id), count: row.count })),
  };
}

interface AttributeRow {
  code: string;
  label_th: string;
  label_en: string;
  position: number;
}

async function attributeAggregations(ctx: GraphQLContext, input: AggregationInput, attributes: readonly AttributeRow[], leaveOut?: string): Promise<Aggregation[]> {
  if (attributes.length === 0) return [];
  const codes = attributes.map((attribute) => attribute.code);
  const matched = baseQuery(ctx.db, input.query, leaveOut).select('p.product_id');
  const english = isEnglish(ctx);
  const { rows } = await sql<{ attribute_code: string; option_id: number; label_th: string; label_en: string; count: number }>`
    select v.attribute_code, o.option_id, o.label_th, o.label_en, count(distinct m.product_id)::int as count
    from (${matched}) as m
    join (
      select product_id as owner, attribute_code, option_id from product_attribute_value
      union all
      select cv.parent_id, pv.attribute_code, pv.option_id from configurable_variant cv join product_attribute_value pv on pv.product_id = cv.child_id
    ) as v on v.owner = m.product_id
    join attribute_option o on o.option_id = v.option_id
    where v.attribute_code in (${sql.join(codes)})
    group by v.attribute_code, o.option_id, o.label_th, o.label_en, o.sort_order
    order by v.attribute_code, o.sort_order, o.option_id`.execute(ctx.db);
  return attributes.flatMap((attribute) => {
    const options = rows.filter((row) => row.attribute_code === attribute.code);
    if (options.length === 0) return [];
    return [{
      attribute_code: attribute.code,
      label: english ? attribute.label_en : attribute.label_th,
      count: options.length,
      position: attribute.position + 1,
      options: options.map((row) => ({ label: english ? row.label_en : row.label_th, value: String(row.option_id), count: row.count })),
    }];
  });
}

export async function aggregations(ctx: GraphQLContext, input: AggregationInput): Promise<Aggregation[]> {
  const attributes = await ctx.db.selectFrom('attribute').select(['code', 'label_th', 'label_en', 'position'])
    .where('is_filterable', '=', true).orderBy('position').orderBy('code').execute();
  const filtered = new Set(input.query.filters.map((filter) => filter.key));
  // Attributes without a filter of their own share one query; each filtered one needs its own.
  const shared = attributes.filter((attribute) => !filtered.has(attribute.code));
  const own = attributes.filter((attribute) => filtered.has(attribute.code));
  const [price, category, sharedAggs, ...ownAggs] = await Promise.all([
    priceAggregation(ctx, input),
    categoryAggregation(ctx, input),
    attributeAggregations(ctx, input, shared),
    ...own.map((attribute) => attributeAggregations(ctx, input, [attribute], attribute.code)),
  ]);
  const byCode = new Map([...sharedAggs, ...ownAggs.flat()].map((aggregation) => [aggregation.attribute_code, aggregation]));
  const attributeAggs = attributes.flatMap((attribute) => {
    const found = byCode.get(attribute.code);
    return found ? [found] : [];
  });
  return [price, category, ...attributeAggs].filter((aggregation): aggregation is Aggregation => aggregation !== null);
}
