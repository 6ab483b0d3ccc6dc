// Generic route resolution's lookup (storefront spec section 2): Magento's `route(url)` reshaped into the route
// machine's RouteLookupResult. Product types of every kind answer PRODUCT.
import type { GraphQLClient } from '../graphql-client';
import { GetRouteDataDocument } from '../../gql/generated/graphql';
import type { RouteLookupOutput, RoutePageType } from '../../machines/route-resolution.machine';

const PAGE_TYPES: readonly RoutePageType[] = ['CMS_PAGE', 'CATEGORY', 'PRODUCT'];

function asPageType(value: string | null): RoutePageType | null {
  return PAGE_TYPES.find((type) => type === value) ?? null;
}

/** Magento matches url without the leading slash. */
export function routeUrlOf(pathname: string): string {
  return pathname.replace(/^\/+/, '');
}

export async function lookupRoute(client: GraphQLClient, pathname: string): Promise<RouteLookupOutput> {
  const { route } = await client.request(GetRouteDataDocument, { url: routeUrlOf(pathname) });
  if (!route) return null;
  return {
    type: asPageType(route.type),
    relativeUrl: route.relative_url,
    redirectCode: route.redirect_code,
    identifier: 'identifier' in route ? route.identifier : null,
    uid: 'uid' in route ? route.uid : null,
    urlKey: 'uid' in route ? route.url_key : null,
  };
}
