// The server's one resolution of a page's path (server/render/operations/page-route.graphql), handed to the render
// (render-contract.ts). The render does not run `route` again: when the route chart asks the storefront's
// getRouteData for that path, the render's transport answers it from this (src/entry-server.tsx) and records the
// answer with the page's others, so the browser and its service worker keep it as if it had been asked. Plain data:
// the server and the entry both read it.

/** The fields of Magento's `route(url)` answer that the storefront's getRouteData selects (and page-route.graphql). */
export interface RouteAnswer {
  __typename?: string;
  type?: string | null;
  relative_url?: string | null;
  redirect_code: number;
  identifier?: string | null;
  uid?: string;
  id?: number | null;
  url_key?: string | null;
}

/** A path the render resolves with the route chart, and what the server's `route` answered for it. */
export interface ServerRoute {
  /** The path without the store prefix, as the route chart resolves it ("/fruits-vegetables.html"). */
  path: string;
  /** null: nothing there; absent: the server has no answer to give (an error), so the render asks itself. */
  answer?: RouteAnswer | null;
}

/**
 * getRouteData's answer for the path as GraphQL would shape it (src/gql/operations/store/getRouteData.graphql):
 * the common fields, then a CMS page's identifier and url_key, or a product's or category's uid, id and url_key.
 * tests/server/page-render-body.test.ts holds it equal to what GET /graphql answers.
 */
export function routeDataOf(answer: RouteAnswer | null): { data: { route: RouteAnswer | null } } {
  if (!answer) return { data: { route: null } };
  const common = { __typename: answer.__typename, type: answer.type ?? null, relative_url: answer.relative_url ?? null, redirect_code: answer.redirect_code };
  if (answer.__typename === 'CmsPage') return { data: { route: { ...common, identifier: answer.identifier ?? null, url_key: answer.url_key ?? null } } };
  if (answer.uid === undefined) return { data: { route: common } };
  return { data: { route: { ...common, uid: answer.uid, id: answer.id ?? null, url_key: answer.url_key ?? null } } };
}

/**
 * Whether a storefront request is getRouteData for this path in this store view (the variables carry the path
 * without its leading slash, src/api/services/route-lookup.ts routeUrlOf).
 */
export function asksRouteOf(href: string, route: ServerRoute, storeCode: string): route is ServerRoute & { answer: RouteAnswer | null } {
  if (route.answer === undefined) return false;
  const url = new URL(href, 'http://local');
  if (url.searchParams.get('operationName') !== 'getRouteData' || url.searchParams.get('store') !== storeCode) return false;
  try {
    const variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as { url?: unknown };
    return variables.url === route.path.replace(/^\/+/, '');
  } catch {
    return false;
  }
}
