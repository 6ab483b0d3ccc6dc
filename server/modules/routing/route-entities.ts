import type { GraphQLContext } from '../../graphql/context';
import { catalogSettings } from '../catalog/catalog-settings';
import { categoryShape } from '../catalog/category/category-shape';
import { categoryTree } from '../catalog/category/category-tree';
import { productRowLoader } from '../catalog/product/product-rows';
import { PRODUCT_TYPENAMES, productShapes } from '../catalog/product/product-shape';
import { findPageById } from '../cms/cms-queries';
import { toCmsPage } from '../cms/cms-page-shape';
import { directiveUrlsFor } from '../cms/directive-urls';


export interface RouteFields {
  relativeUrl: string;
  redirectCode: number;
}

/** What `route` answers: the entity as its own module shapes it, plus the RoutableInterface fields. */
export type RoutedEntity = Record<string, unknown> & {
  __typename: string;
  type: 'CMS_PAGE' | 'PRODUCT' | 'CATEGORY' | null;
  relative_url: string;
  redirect_code: number;
};

export async function loadCmsPage(context: GraphQLContext, pageId: number, route: RouteFields): Promise<RoutedEntity | null> {
  const row = await findPageById(context.db, context.store.id, pageId);
  if (!row) return null;
  const page = toCmsPage(row, await directiveUrlsFor(context), route);
  return { ...page, type: 'CMS_PAGE', relative_url: route.relativeUrl, redirect_code: route.redirectCode };
}

/**
 * A product as the catalogue module shapes it (productShapes), so every product field the route query asks
 * for resolves as in `products`. Disabled products and products not visible on their own are not routable.
 */
export async function loadProduct(context: GraphQLContext, productId: number, route: RouteFields): Promise<RoutedEntity | null> {
  if (!(await productIsRoutable(context, productId))) return null;
  const row = await productRowLoader(context).load(productId);
  if (!row) return null;
  const [shape] = await productShapes(context, [productId]);
  if (!shape) return null;
  // productShapes answers resolved objects (its type allows promises, which it never returns).
  const fields = shape as Record<string, unknown> & { __typename?: string };
  const typename = fields.__typename ?? PRODUCT_TYPENAMES[row.type_id] ?? 'SimpleProduct';
  return { ...fields, __typename: typename, type: 'PRODUCT', relative_url: route.relativeUrl, redirect_code: route.redirectCode };
}

/** A category as the catalogue module shapes it; the tree holds active categories only. */
export async function loadCategory(context: GraphQLContext, categoryId: number, route: RouteFields): Promise<RoutedEntity | null> {
  const [tree, settings] = await Promise.all([categoryTree(context), catalogSettings(context)]);
  const record = tree.byId.get(categoryId);
  if (!record) return null;
  const fields = categoryShape(record, tree, settings) as Record<string, unknown>;
  return { ...fields, __typename: 'CategoryTree', type: 'CATEGORY', relative_url: route.relativeUrl, redirect_code: route.redirectCode };
}

async function productIsRoutable(context: GraphQLContext, productId: number): Promise<boolean> {
  const row = await productRowLoader(context).load(productId);
  return Boolean(row && row.status === 1 && row.visibility !== 1);
}

/** Whether the entity a URL leads to may be shown: the same tests the loaders above make, without shaping it. */
export async function entityIsRoutable(context: GraphQLContext, type: 'CMS_PAGE' | 'PRODUCT' | 'CATEGORY', id: number): Promise<boolean> {
  switch (type) {
    case 'CMS_PAGE':
      return (await findPageById(context.db, context.store.id, id)) !== null;
    case 'PRODUCT':
      return productIsRoutable(context, id);
    case 'CATEGORY':
      return (await categoryTree(context)).byId.has(id);
  }
}
