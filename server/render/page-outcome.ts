// What the server answers for a page URL before any script runs: the status (200, 404, or a 301/302 to the
// entity's current URL) and the head (title, description, canonical, JSON-LD). Catalogue URLs are resolved
// with the same `route` query the storefront's route-resolution machine sends; the shell's own paths and their
// heads are the page table's (src/pages/page-table.ts).
import { GALLERY_IMAGE, imageSrcSet, imageUrl } from '../../src/lib/image-url';
import { msg, type MessageKey } from '../i18n/message';
import { translate } from '../i18n/translate';
import { appPageOf, SERVING, type PageKind, type PageServing } from '../../src/pages/page-table';
import { InProcessGraphqlError, type GraphqlCaller } from './in-process-graphql';
import { breadcrumbList, product, type Crumb } from './json-ld';
import { PageRouteDocument, PageStoreDocument, type PageRouteQuery } from './generated/graphql';
import type { LeadImage, PageHead, PageOutcome, PageStore } from './page-types';
import type { ServerRoute } from '../../src/ssr/render-contract';
import { ancestorsTopDown, deepestCategory } from '../../src/lib/breadcrumb-trail';

/** What `route` answers for a page (server/render/operations/page-route.graphql), typed from the schema. */
type RoutedPage = NonNullable<PageRouteQuery['route']>;
type RoutedProduct = Extract<RoutedPage, { sku: unknown }>;
type RoutedCategory = Extract<RoutedPage, { __typename: 'CategoryTree' }>;
type Breadcrumb = { category_name: string | null; category_url_path: string | null; category_level: number | null } | null;


export async function loadPageStore(graphql: GraphqlCaller): Promise<PageStore> {
  const { storeConfig: config, availableStores } = await graphql(PageStoreDocument);
  // The schema lets every field be null; a store view that answers without its code or locale is no store view.
  if (!config?.store_code || !config.locale) throw new InProcessGraphqlError([], 'storeConfig answered no store code or locale');
  return {
    code: config.store_code,
    locale: config.locale,
    // The shop's name as its logo says it (store_name is the store view's, "TH"/"EN").
    name: config.logo_alt || config.store_name || '',
    defaultTitle: config.default_title ?? config.store_name ?? '',
    titlePrefix: config.title_prefix ?? '',
    titleSuffix: config.title_suffix ?? '',
    defaultDescription: config.default_description ?? '',
    logo: config.header_logo_src,
    storeCodes: (availableStores ?? []).flatMap((store) => (store?.store_code && store.locale ? [{ code: store.store_code, locale: store.locale }] : [])),
    businessIdentifier: config.b2b_redirect_identifier || null,
  };
}

/** Plain text of an HTML fragment, for meta descriptions (tags dropped, entities of the common kind read). */
export function plainText(html: string, limit = 300): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;
}

function head(store: PageStore, path: string, fields: Partial<PageHead> & { title: string }): PageHead {
  return { description: store.defaultDescription, path, indexable: true, ogType: 'website', image: null, jsonLd: [], leadImage: null, ...fields };
}

function crumbsOf(breadcrumbs: readonly Breadcrumb[] | null | undefined, suffix: string, url: (path: string) => string): Crumb[] {
  return ancestorsTopDown(breadcrumbs)
    .flatMap((crumb) => (crumb.category_name && crumb.category_url_path ? [{ ...crumb, category_name: crumb.category_name }] : []))
    .map((crumb) => ({ name: crumb.category_name, url: url(`/${crumb.category_url_path}${suffix}`) }));
}

function productHead(store: PageStore, entity: RoutedProduct, path: string, url: (path: string) => string, origin: string): PageHead {
  const image = entity.image?.url ?? null;
  const price = entity.price_range?.minimum_price.final_price;
  const name = entity.name ?? '';
  const description = entity.meta_description || plainText(entity.short_description?.html ?? '') || store.defaultDescription;
  // The deepest category the product is in gives the breadcrumb trail, as the product page shows it.
  const category = deepestCategory(entity.categories);
  const suffix = category?.url_suffix ?? '';
  const crumbs: Crumb[] = category
    ? [...crumbsOf(category.breadcrumbs, suffix, url), { name: category.name ?? '', url: url(`/${category.url_path}${suffix}`) }]
    : [];
  const lead: LeadImage | null = image
    ? { href: imageUrl(image, { type: 'product', width: GALLERY_IMAGE.width }), srcset: imageSrcSet(image, { type: 'product', widths: GALLERY_IMAGE.widths }), sizes: GALLERY_IMAGE.sizes }
    : null;
  return head(store, path, {
    title: entity.meta_title || name,
    description,
    ogType: 'product',
    image: image ? imageUrl(image, { type: 'product', width: 1280 }) : null,
    leadImage: lead,
    jsonLd: [
      product({
        name,
        sku: entity.sku ?? '',
        description,
        image: image ? `${origin}${imageUrl(image, { type: 'product', width: 1280 })}` : null,
        url: url(path),
        price: price?.value ?? null,
        currency: price?.currency ?? 'THB',
        inStock: entity.stock_status === 'IN_STOCK',
      }),
      ...(crumbs.length ? [breadcrumbList([...crumbs, { name, url: url(path) }])] : []),
    ],
  });
}

function categoryHead(store: PageStore, entity: RoutedCategory, path: string, url: (path: string) => string): PageHead {
  const name = entity.name ?? '';
  const crumbs = crumbsOf(entity.breadcrumbs, entity.url_suffix ?? '', url);
  const image = entity.category_image ? imageUrl(entity.category_image, { type: 'category', width: 1280, height: null }) : null;
  return head(store, path, {
    title: entity.meta_title || name,
    description: entity.meta_description || store.defaultDescription,
    image,
    jsonLd: [breadcrumbList([...crumbs, { name, url: url(path) }])],
  });
}

function text(store: PageStore, key: MessageKey, values?: Record<string, string>): string {
  return translate(store.locale, msg(key, values));
}

/** The head of an app page whose head the table fixes (not the catalogue's: home, resolved, not-found). */
function appHead(store: PageStore, path: string, search: URLSearchParams, entry: PageServing): PageHead {
  const { head: kind, indexable } = entry;
  switch (kind.kind) {
    case 'search': {
      const query = search.get('query') ?? search.get('q') ?? '';
      return head(store, path, { title: query ? text(store, 'Search results for "{query}"', { query }) : text(store, 'Search'), indexable });
    }
    case 'fixed':
      return head(store, path, { title: text(store, kind.title), indexable });
    default:
      return head(store, path, { title: store.defaultTitle, indexable });
  }
}

/**
 * The outcome for a path without its store prefix ("/rice.html", "/search.html?query=x"): its kind from the page
 * table, the catalogue's `route` answer for "/" and any path the table leaves to it. `url` makes an absolute URL
 * in this store view from such a path; `origin` is the shop's (for media URLs).
 */
export async function pageOutcome(graphql: GraphqlCaller, store: PageStore, path: string, search: URLSearchParams, url: (path: string) => string, origin: string): Promise<PageOutcome> {
  const page = (kind: PageKind, pageHead: PageHead, route: ServerRoute | null = null): PageOutcome => ({
    kind: 'page',
    page: kind,
    status: kind === 'not-found' ? 404 : 200,
    head: pageHead,
    route,
  });
  const appPage = appPageOf(path);
  if (appPage && appPage !== 'home') return page(appPage, appHead(store, path, search, SERVING[appPage]));

  let entity: RoutedPage | null;
  // What the render's route chart is answered with (ssr/server-route.ts); an error is no answer it could be given
  // as data, so then the render asks itself.
  let route: ServerRoute;
  try {
    entity = (await graphql(PageRouteDocument, { url: path })).route;
    route = { path, answer: entity };
  } catch (error) {
    if (error instanceof InProcessGraphqlError && error.categories.includes('graphql-no-such-entity')) entity = null;
    else throw error;
    route = { path };
  }
  if (!entity) {
    if (appPage === 'home') return page('home', head(store, '/', { title: store.defaultTitle }));
    return page('not-found', head(store, path, { title: text(store, 'Page not found'), indexable: SERVING['not-found'].indexable }), route);
  }
  if (entity.redirect_code === 301 || entity.redirect_code === 302) {
    const target = entity.relative_url ?? '';
    return { kind: 'redirect', status: entity.redirect_code, location: /^https?:\/\//.test(target) ? target : `/${store.code}/${target.replace(/^\/+/, '')}` };
  }
  if (appPage === 'home') {
    // "/" is the shop's home CMS page: its title and description, when it has them.
    const cms = entity.__typename === 'CmsPage' ? entity : null;
    return page('home', head(store, '/', { title: cms?.meta_title || cms?.title || store.defaultTitle, description: cms?.meta_description || store.defaultDescription }));
  }
  switch (entity.__typename) {
    case 'CmsPage':
      return page('cms', head(store, path, { title: entity.meta_title || entity.title || store.defaultTitle, description: entity.meta_description || store.defaultDescription }), route);
    case 'CategoryTree':
      return page('category', categoryHead(store, entity, path, url), route);
    case 'RoutableUrl':
      return page('product', head(store, path, { title: store.defaultTitle }), route);
    default:
      return page('product', entity.sku ? productHead(store, entity, path, url, origin) : head(store, path, { title: store.defaultTitle }), route);
  }
}
