import type { GraphQLContext } from '../../graphql/context';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { findPageByIdentifier } from '../cms/cms-queries';
import { storeDirectoryFor } from '../store/store-directory';
import type { RouteFields } from './route-entities';
import { candidatePaths, findByRequestPaths, followRedirects, parseRouteUrl } from './url-lookup';

export type RoutedEntityType = 'CMS_PAGE' | 'PRODUCT' | 'CATEGORY';

/** Where a URL leads: an entity (by type and id), or a redirect to a URL that is not an entity. */
export type RouteTarget =
  | { kind: 'entity'; entityType: RoutedEntityType; entityId: number; route: RouteFields }
  | { kind: 'url'; route: RouteFields };

const ENTITY_TYPES: ReadonlySet<string> = new Set<RoutedEntityType>(['CMS_PAGE', 'PRODUCT', 'CATEGORY']);

/**
 * The URL lookup both `route` and the deprecated `urlResolver` answer from: find the rewrite for the path in
 * this store (by request path, else by target path), follow redirects to the entity, and say where it ends
 * with `relative_url`/`redirect_code`. A 301/302 answers the final URL to redirect to. Unknown paths are null.
 */
export async function lookupRoute(context: GraphQLContext, url: string): Promise<RouteTarget | null> {
  if (!url.trim()) throw new GraphQlInputException(msg('"url" argument should be specified and not empty'));
  const snapshot = await storeDirectoryFor(context.db).snapshot();
  const storeId = context.store.id;
  const parsed = parseRouteUrl(url);
  // Magento's CustomUrlLocator: "/" is the configured home page.
  const path = parsed.path === '/' || parsed.path === '' ? (snapshot.config(storeId, 'web/default/cms_home_page') ?? 'home') : parsed.path;
  const suffixes = [
    snapshot.config(storeId, 'catalog/seo/category_url_suffix') ?? '.html',
    snapshot.config(storeId, 'catalog/seo/product_url_suffix') ?? '.html',
  ];
  const withQuery = (relative: string): string => (parsed.query ? `${relative}?${parsed.query}` : relative);

  const rewrite =
    (await findByRequestPaths(context.db, storeId, candidatePaths(path, suffixes))) ??
    (await context.db.selectFrom('url_rewrite').selectAll().where('store_id', '=', storeId).where('target_path', '=', path).where('redirect_type', '=', 0).executeTakeFirst()) ??
    null;

  if (!rewrite) {
    // A CMS page without a rewrite row is still reachable by its identifier (Magento's cms/page/view route).
    const page = await findPageByIdentifier(context.db, storeId, path.replace(/\/+$/, ''));
    return page ? { kind: 'entity', entityType: 'CMS_PAGE', entityId: page.page_id, route: { relativeUrl: withQuery(page.identifier), redirectCode: 0 } } : null;
  }

  const redirectCode = rewrite.redirect_type;
  const final = redirectCode > 0 ? await followRedirects(context.db, rewrite) : rewrite;
  const relative = redirectCode > 0 ? (final.redirect_type > 0 ? final.target_path : final.request_path) : rewrite.request_path;
  const route: RouteFields = { relativeUrl: withQuery(relative), redirectCode };

  if (final.entity_type === 'CUSTOM' || final.entity_id <= 0) {
    if (redirectCode === 0) throw new GraphQlNoSuchEntityException(msg('No such entity found with matching URL key: {path}', { path }));
    return { kind: 'url', route };
  }
  if (!ENTITY_TYPES.has(final.entity_type)) return null;
  return { kind: 'entity', entityType: final.entity_type, entityId: final.entity_id, route };
}
