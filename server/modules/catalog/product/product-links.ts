import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../../graphql/context';
import type { ProductLinkType } from '../../../db/types';
import { perRequest } from '../request-scope';
import { rowsPerKey } from '../versioned-rows';
import { groupBy } from '../product-types/group-by';
import { storeLanguage } from '../../../i18n/store-language';

/** Linked product ids per product and link type, in link position order, enabled and visible ones only. */
export function linkLoader(ctx: GraphQLContext, type: ProductLinkType): DataLoader<number, number[]> {
  return perRequest(ctx, `product-links-${type}`, () => new DataLoader(async (ids: readonly number[]) => {
    const rows = await ctx.db.selectFrom('product_link as l').innerJoin('product as p', 'p.product_id', 'l.linked_product_id')
      .select(['l.product_id', 'l.linked_product_id']).where('l.product_id', 'in', [...ids]).where('l.link_type', '=', type)
      .where('p.status', '=', 1).where('p.visibility', '<>', 1).orderBy('l.position').orderBy('l.linked_product_id').execute();
    return ids.map((id) => rows.filter((row) => row.product_id === id).map((row) => row.linked_product_id));
  }));
}

/** Category ids per product. */
export function productCategoryLoader(ctx: GraphQLContext): DataLoader<number, number[]> {
  return perRequest(ctx, 'product-categories', () => new DataLoader(async (ids: readonly number[]) => {
    const rows = await ctx.db.selectFrom('product_category').select(['product_id', 'category_id']).where('product_id', 'in', [...ids])
      .orderBy('category_id').execute();
    return ids.map((id) => rows.filter((row) => row.product_id === id).map((row) => row.category_id));
  }));
}

interface AttributeValue {
  code: string;
  label: string;
  value: string;
}

async function loadAttributeValues(ctx: GraphQLContext, english: boolean, ids: readonly number[]): Promise<AttributeValue[][]> {
  const rows = await ctx.db.selectFrom('product_attribute_value as v').innerJoin('attribute as a', 'a.code', 'v.attribute_code')
    .leftJoin('attribute_option as o', 'o.option_id', 'v.option_id')
    .select(['v.product_id', 'a.code', 'a.label_th', 'a.label_en', 'o.label_th as option_th', 'o.label_en as option_en', 'v.value_text'])
    .where('v.product_id', 'in', [...ids]).where('a.is_visible_on_front', '=', true).orderBy('a.position').orderBy('a.code').execute();
  const byProduct = groupBy(rows, (row) => row.product_id);
  return ids.map((id) => (byProduct.get(id) ?? []).map((row) => ({
    code: row.code,
    label: english ? row.label_en : row.label_th,
    value: (english ? row.option_en : row.option_th) ?? row.value_text ?? '',
  })));
}

/** Select-attribute values per product, labels in the store's language, attribute position order. */
export function attributeValueLoader(ctx: GraphQLContext): DataLoader<number, AttributeValue[]> {
  const english = storeLanguage(ctx.store) === 'en';
  return perRequest(ctx, 'product-attributes', () => new DataLoader((ids: readonly number[]) =>
    rowsPerKey(ctx, `product-attributes:${english ? 'en' : 'th'}`, ids, (missing) => loadAttributeValues(ctx, english, missing))));
}
