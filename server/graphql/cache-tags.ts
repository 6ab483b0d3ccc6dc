import type { IResolvers } from 'mercurius';

/**
 * Cache tags: what a public answer shows, named as Magento names them (cat_p, cat_p_12, cat_c, cms_b,
 * cms_b_footer, cms_p), so a shared cache in front (Varnish xkey, X-Magento-Tags) and our in-process response
 * cache drop exactly the answers a change touches. Coarse tags come from the root fields an answer asks for;
 * fine tags from the resolvers that build the objects (a product shape records cat_p_<id>).
 *
 * The database says what changed in scopes (data_version) and fine tags (data_tag_version); SCOPE_TAGS maps
 * a scope to the coarse tags whose answers it feeds. docs/decisions/server-response-cache.md.
 */

/** Every data answer carries it: the store's settings and currency rates shape prices, names and URLs. */
export const STORE_CONFIG_TAG = 'store_config';
/** Purged when a scope nobody mapped changes: every cacheable answer carries it. */
export const ALL_TAG = 'talat';

/** data_version scope → the coarse tags of the answers it feeds (migration 0132 names the scopes). */
export const SCOPE_TAGS: Readonly<Record<string, readonly string[]>> = {
  // The catalogue tables, and the clock crossing a special-price / flash-sale window (data-version.ts).
  catalog: ['cat_p', 'cat_c'],
  cms_block: ['cms_b'],
  cms_page: ['cms_p'],
  url_rewrite: ['url_rewrite'],
  price_rule: ['price_rule'],
  popup: ['popup'],
  delivery_area: ['delivery_area'],
  store_config: [STORE_CONFIG_TAG],
};

/** The tags of one scope's change; a scope without a mapping reaches every answer. */
export function tagsOfScope(scope: string): readonly string[] {
  return SCOPE_TAGS[scope] ?? [ALL_TAG];
}

/**
 * Root query field → the coarse tags of its answer. Introspection shows no data. A public field missing here
 * (cache-policy.ts lists them) still carries ALL_TAG and store_config, so only an unmapped scope's purge
 * reaches it: add the field here when adding it there (tests/server/cache-scopes.test.ts checks both lists agree).
 */
export const ROOT_FIELD_TAGS: Readonly<Record<string, readonly string[]>> = {
  __typename: [],
  __schema: [],
  __type: [],
  storeConfig: [],
  availableStores: [],
  currency: [],
  countries: [],
  country: [],
  amSocialLoginButtonConfig: [],
  // A route resolves a URL rewrite to a product, a category or a CMS page, and answers with its fields.
  route: ['url_rewrite', 'cat_p', 'cat_c', 'cms_p'],
  urlResolver: ['url_rewrite', 'cat_p', 'cat_c', 'cms_p'],
  cmsPage: ['cms_p'],
  cmsBlocks: ['cms_b'],
  getRegionsData: ['delivery_area'],
  getThaiAddressByPostcode: ['delivery_area'],
  // Categories carry product counts and their landing CMS block.
  categories: ['cat_c', 'cat_p', 'cms_b'],
  categoryList: ['cat_c', 'cat_p', 'cms_b'],
  products: ['cat_p', 'cat_c'],
  productGroupRuleList: ['price_rule'],
  ambrandlist: ['cat_p'],
  ambrandslider: ['cat_p'],
  ambrand: ['cat_p'],
  // A popup may show a CMS block's content.
  popupWidget: ['popup', 'cms_b'],
};

const INTROSPECTION = new Set(['__typename', '__schema', '__type']);

export function productTag(productId: number): string {
  return `cat_p_${productId}`;
}

export function cmsBlockTag(identifier: string): string {
  return `cms_b_${identifier}`;
}

/** The tags a root field's answer carries before its resolvers add fine ones (args: cmsBlocks' identifiers). */
export function rootFieldTags(field: string, args: Readonly<Record<string, unknown>>): string[] {
  if (INTROSPECTION.has(field)) return [];
  const tags = [ALL_TAG, STORE_CONFIG_TAG, ...(ROOT_FIELD_TAGS[field] ?? [])];
  const identifiers = field === 'cmsBlocks' ? args.identifiers : undefined;
  if (Array.isArray(identifiers)) for (const id of identifiers) if (typeof id === 'string') tags.push(cmsBlockTag(id));
  return tags;
}

/** Where a context's tags accumulate: a field on the context, so mercurius' copy of it shares the set. */
interface TagCarrier {
  cacheTags?: Set<string>;
}

/**
 * Starts collecting the cache tags of what runs with this context and returns the set, which fills as
 * resolvers run. The /graphql route calls it for public GETs; the page renderer may call it on the context
 * of its in-process queries (server/render/in-process-graphql.ts) and read the set once the page's queries
 * are done, to tag the page itself with everything it was built from.
 */
export function collectCacheTags(ctx: object): Set<string> {
  const carrier = ctx as TagCarrier;
  carrier.cacheTags ??= new Set();
  return carrier.cacheTags;
}

/** Resolvers call this with what they show; a no-op when nobody collects (POSTs, private answers). */
export function recordCacheTags(ctx: object, tags: Iterable<string>): void {
  const set = (ctx as TagCarrier).cacheTags;
  if (!set) return;
  for (const tag of tags) set.add(tag);
}

/** The tags collected so far for a context, sorted (empty when nobody collected). */
export function cacheTagsOf(ctx: object): string[] {
  return [...((ctx as TagCarrier).cacheTags ?? [])].sort();
}

/** The `xkey` header value (Varnish xkey vmod: space-separated). */
export function xkeyHeader(tags: readonly string[]): string {
  return tags.join(' ');
}

/** The `X-Magento-Tags` header value (Magento's convention: comma-separated). */
export function magentoTagsHeader(tags: readonly string[]): string {
  return tags.join(',');
}

type RootResolver = (parent: unknown, args: Record<string, unknown>, ctx: object, info: unknown) => unknown;

/** Wraps every Query root resolver so its answer's coarse tags are recorded on the context before it runs. */
export function tagQueryRoots(resolvers: IResolvers): IResolvers {
  const map = resolvers as Record<string, Record<string, unknown>>;
  const query = map.Query;
  if (!query) return resolvers;
  const tagged: Record<string, unknown> = {};
  for (const [field, resolver] of Object.entries(query)) {
    if (typeof resolver !== 'function') {
      tagged[field] = resolver;
      continue;
    }
    const run = resolver as RootResolver;
    tagged[field] = (parent: unknown, args: Record<string, unknown>, ctx: object, info: unknown) => {
      recordCacheTags(ctx, rootFieldTags(field, args));
      return run(parent, args, ctx, info);
    };
  }
  return { ...map, Query: tagged } as IResolvers;
}
