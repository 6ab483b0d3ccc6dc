import type { GraphQLContext } from '../../graphql/context';
import { loadCategory, loadCmsPage, loadProduct, type RoutedEntity } from './route-entities';
import { lookupRoute } from './lookup-route';

/**
 * Magento's `route(url)`: the entity the URL leads to, shaped by its own module, with `relative_url` and
 * `redirect_code`; a redirect to a URL that is no entity is a RoutableUrl. Unknown paths are null (the
 * storefront shows its not-found page).
 */
export async function resolveRoute(context: GraphQLContext, url: string): Promise<RoutedEntity | null> {
  const target = await lookupRoute(context, url);
  if (!target) return null;
  if (target.kind === 'url') {
    return { __typename: 'RoutableUrl', type: null, relative_url: target.route.relativeUrl, redirect_code: target.route.redirectCode };
  }
  switch (target.entityType) {
    case 'CMS_PAGE':
      return loadCmsPage(context, target.entityId, target.route);
    case 'PRODUCT':
      return loadProduct(context, target.entityId, target.route);
    case 'CATEGORY':
      return loadCategory(context, target.entityId, target.route);
  }
}
