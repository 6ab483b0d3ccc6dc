import { sql } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import { groupBy } from '../product-types/group-by';
import { rowsPerKey } from '../versioned-rows';

/**
 * What layered navigation needs to know about one product, kept per data version (versioned-rows.ts):
 * the categories it sits in (with their paths, whose ancestors count it too) and the select-attribute
 * options it carries, its configurable children's included (Magento indexes both on the parent). Counting
 * a page's facets is then a walk over the matched ids in memory instead of joins per request.
 */
export interface ProductFacets {
  categories: ReadonlyArray<{ id: number; path: string }>;
  /** Distinct (attribute code, option id) pairs. */
  options: ReadonlyArray<{ code: string; optionId: number }>;
}

export interface OptionLabel {
  code: string;
  labelTh: string;
  labelEn: string;
  sortOrder: number;
}

async function loadFacets(ctx: GraphQLContext, ids: readonly number[]): Promise<ProductFacets[]> {
  // One array parameter: a search's facets may cover thousands of products.
  const list = [...ids];
  const [categories, options] = await Promise.all([
    sql<{ product_id: number; category_id: number; path: string }>`
      select pc.product_id, c.category_id, c.path from product_category pc join category c on c.category_id = pc.category_id
      where pc.product_id = any(${list}::int[])`.execute(ctx.db),
    sql<{ owner: number; attribute_code: string; option_id: number }>`
      select v.product_id as owner, v.attribute_code, v.option_id from product_attribute_value v
      where v.product_id = any(${list}::int[]) and v.option_id is not null
      union all
      select cv.parent_id, pv.attribute_code, pv.option_id from configurable_variant cv
      join product_attribute_value pv on pv.product_id = cv.child_id
      where cv.parent_id = any(${list}::int[]) and pv.option_id is not null`.execute(ctx.db),
  ]);
  const categoriesOf = groupBy(categories.rows, (row) => row.product_id);
  const optionsOf = groupBy(options.rows, (row) => row.owner);
  return ids.map((id) => {
    const seen = new Set<string>();
    const own: { code: string; optionId: number }[] = [];
    for (const row of optionsOf.get(id) ?? []) {
      const key = `${row.attribute_code}\u0000${row.option_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      own.push({ code: row.attribute_code, optionId: row.option_id });
    }
    return { categories: (categoriesOf.get(id) ?? []).map((row) => ({ id: row.category_id, path: row.path })), options: own };
  });
}

export function productFacets(ctx: GraphQLContext, ids: readonly number[]): Promise<ProductFacets[]> {
  return rowsPerKey(ctx, 'product-facets', ids, (missing) => loadFacets(ctx, missing));
}

/** Every attribute option's labels and sort order, by option id. */
export async function optionLabels(ctx: GraphQLContext): Promise<ReadonlyMap<number, OptionLabel>> {
  const [labels] = await rowsPerKey(ctx, 'attribute-option-labels', ['all'], async () => {
    const rows = await ctx.db.selectFrom('attribute_option').select(['option_id', 'attribute_code', 'label_th', 'label_en', 'sort_order']).execute();
    return [new Map(rows.map((row) => [row.option_id, { code: row.attribute_code, labelTh: row.label_th, labelEn: row.label_en, sortOrder: row.sort_order }]))];
  });
  return labels ?? new Map();
}
