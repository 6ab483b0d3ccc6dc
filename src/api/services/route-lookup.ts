// Generic route resolution's lookup (storefront spec section 2): Magento's `route(url)` reshaped into the route
// machine's RouteLookupResult. Product types of every kind answer PRODUCT. A server render does not ask again: the
// server's one `route` answer for the request (src/ssr/render-contract.ts, ServerRoute) is reshaped here too.
import type { GraphQLClient } from '../graphql-client';
import { GetRouteDataDocument } from '../../gql/generated/graphql';
import type { RouteLookupOutput, RoutePageType } from '../../machines/route-resolution.machine';
import type { RouteAnswer } from '../../ssr/server-route';

const PAGE_TYPES: readonly RoutePageType[] = ['CMS_PAGE', 'CATEGORY', 'PRODUCT'];

function asPageType(value: string | null | undefined): RoutePageType | null {
  return PAGE_TYPES.find((type) => type === value) ?? null;
}

/** Magento matches url without the leading slash. */
export function routeUrlOf(pathname: string): string {
  return pathname.replace(/^\/+/, '');
}

/** The route machine's answer from a `route` answer (the storefront's getRouteData, or the server's own). */
export function routeLookupOf(route: RouteAnswer | null): RouteLookupOutput {
  if (!route) return null;
  return {
    type: asPageType(route.type),
    relativeUrl: route.relative_url ?? null,
    redirectCode: route.redirect_code,
    identifier: 'identifier' in route ? (route.identifier ?? null) : null,
    uid: 'uid' in route ? (route.uid ?? null) : null,
    urlKey: 'uid' in route ? (route.url_key ?? null) : null,
  };
}

export async function lookupRoute(client: GraphQLClient, pathname: string): Promise<RouteLookupOutput> {
  const { route } = await client.request(GetRouteDataDocument, { url: routeUrlOf(pathname) });
  return routeLookupOf(route ?? null);
}
