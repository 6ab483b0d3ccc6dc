// What the page and the service worker share: message types, cache names and which GraphQL requests are
// catalogue data (no DOM or worker globals here, so both sides and the tests import it).

export const SW_MESSAGES = { prefetchImages: 'PREFETCH_IMAGES', version: 'GET_VERSION', keepData: 'KEEP_DATA' } as const;

/** A GraphQL GET answer a server-rendered page came with (its URL as the browser would request it, its JSON). */
export interface KeptAnswer {
  url: string;
  body: string;
}

export type SwRequest =
  | { type: typeof SW_MESSAGES.prefetchImages; urls: string[] }
  | { type: typeof SW_MESSAGES.version }
  | { type: typeof SW_MESSAGES.keepData; entries: KeptAnswer[] };

export type SwReply = { ok: true; fetched?: number; version?: string } | { ok: false };

export const CACHE_NAMES = { pages: 'talat-pages', data: 'talat-catalogue-data', images: 'talat-images' } as const;

/** GraphQL queries that are the same for every shopper: no customer token, not the cart or the customer. */
export function isCatalogueQuery(url: URL, headers: { get(name: string): string | null }): boolean {
  if (url.pathname !== '/graphql' || headers.get('authorization')) return false;
  const query = url.searchParams.get('query') ?? '';
  // A field selection of shopper-specific data anywhere in the (minified) query: `cart(cart_id:…){`, `customer{`.
  return query !== '' && !/(^|[^A-Za-z0-9_])(cart|customerCart|customer|customerOrders|guestOrder|order|wishlist\w*|amGetGdpr\w*)\s*[({]/.test(query);
}
