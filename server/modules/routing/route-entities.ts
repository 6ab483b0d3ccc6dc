import type { GraphQLContext } from '../../graphql/context';
import { encodeUid } from '../../graphql/uid';
import { productRowLoader, type ProductRow } from '../catalog/product/product-rows';
import { findPageById } from '../cms/cms-queries';
import { toCmsPage } from '../cms/cms-page-shape';
import { directiveUrlsFor } from '../cms/directive-urls';

/** The concrete GraphQL type of each product type_id (Magento's RoutableInterfaceTypeResolver). */
export const PRODUCT_TYPENAMES: Readonly<Record<string, string>> = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  downloadable: 'DownloadableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
  configurable: 'ConfigurableProduct',
};

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
 * A product as the catalogue module's row (its field resolvers take ProductRow as parent), with id/uid
 * for the default resolvers. Disabled products and products not visible on their own are not routable.
 */
export async function loadProduct(context: GraphQLContext, productId: number, route: RouteFields): Promise<RoutedEntity | null> {
  const row: ProductRow | null = await productRowLoader(context).load(productId);
  if (!row || row.status !== 1 || row.visibility === 1) return null;
  return {
    ...row,
    id: row.product_id,
    uid: encodeUid(row.product_id),
    __typename: PRODUCT_TYPENAMES[row.type_id] ?? 'SimpleProduct',
    type: 'PRODUCT',
    relative_url: route.relativeUrl,
    redirect_code: route.redirectCode,
  };
}

/** A category row with its texts in the store view; inactive categories are not routable. */
export async function loadCategory(context: GraphQLContext, categoryId: number, route: RouteFields): Promise<RoutedEntity | null> {
  const row = await context.db
    .selectFrom('category as c')
    .innerJoin('category_text as t', (join) => join.onRef('t.category_id', '=', 'c.category_id').on('t.store_id', '=', context.store.id))
    .selectAll('c')
    .select(['t.name', 't.description', 't.meta_title', 't.meta_keywords', 't.meta_description'])
    .where('c.category_id', '=', categoryId)
    .where('c.is_active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...row,
    id: row.category_id,
    uid: encodeUid(row.category_id),
    __typename: 'CategoryTree',
    type: 'CATEGORY',
    relative_url: route.relativeUrl,
    redirect_code: route.redirectCode,
  };
}
