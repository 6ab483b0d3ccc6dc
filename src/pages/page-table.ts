// The page table (docs/architecture.md, "How a page is added"): every kind of page the storefront has, said once
// and read by the browser (routes, catalogue page modules, popup page types, "/" home or landing), the server
// (status, head, whether it renders, cache policy, chunks) and the build (scripts/app-chunks.ts). React-free and
// pure, so all three can import it. tests/ui/shell/page-table.test.tsx fails when a route of the app is missing here or
// an entry points at nothing.

/** What a catalogue or CMS URL resolved to (the `route` query's answer type, as the route-resolution chart keeps it). */
export type RouteType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT';

/** Who may keep the answer: a shared cache (briefly), only the shopper's browser, or nobody. */
export type CachePolicy = 'shared' | 'private' | 'none';

/**
 * The data a shared page shows, by Magento's cache tag names (server/graphql/cache-tags.ts): a change to it purges
 * the page from a shared cache in front (Varnish xkey). Every page also shows the menu's categories and the
 * footer's CMS blocks, and the server adds the fine tags of what the URL resolved to (cat_p_12).
 */
export type PageData = 'cat_p' | 'cat_c' | 'cms_p' | 'cms_b' | 'url_rewrite' | 'price_rule';

/** Titles of pages whose head is a fixed text (server/i18n catalogues hold them). */
export type FixedTitle = 'Brands' | 'Flash sales' | 'Buy often' | 'Shopping cart' | 'Contact Us';

/**
 * Where the head comes from: `home` the CMS home page (or the store's title), `store` the store's default title,
 * `search` the words searched, `resolved` the route answer (product, category, CMS page), `not-found` the 404
 * title; `fixed` one text.
 */
export type HeadKind = { kind: 'home' } | { kind: 'store' } | { kind: 'search' } | { kind: 'resolved' } | { kind: 'not-found' } | { kind: 'fixed'; title: FixedTitle };

/**
 * How a path is recognised: React Router patterns below the store prefix ('' is "/"), first path segments of a
 * group of the shopper's own pages, or a `route` answer type (any other path, looked up in the catalogue).
 */
export type PageMatch = { paths: readonly string[] } | { prefixes: readonly string[] } | { route: RouteType } | { notFound: true };

/** How a kind is found and loaded: what the browser reads (routes, catalogue page modules, popup types). */
export interface PageRoute {
  match: PageMatch;
  /** The Magento layout handle a popup is chosen for (account spec section 4). */
  popup: string;
  /** The page's own module (a catalogue page, loaded lazily), as the build's manifest keys it. */
  module: string | null;
}

/** How a kind is served: what the server reads (and the server render). */
export interface PageServing {
  /** The server renders the body (else the browser does, from the plain page with this head). */
  rendered: boolean;
  cache: CachePolicy;
  /** For a shared page: what it shows besides the menu and footer (PageData). */
  shows: readonly PageData[];
  indexable: boolean;
  head: HeadKind;
}

export type PageEntry = PageRoute & PageServing;

const CATALOG = 'src/ui/catalog';

/** Checkout, payment redirects and the shopper's order pages. */
const CHECKOUT_PREFIXES = ['checkout', 'kpayment', '2c2payment', '2c2preib', '2c2precc', 'scb', 'repayment', 'order-tracking', 'orderAndReturn', 'print-order'] as const;

/** Account, lists and credit pages: a shopper's own, never indexed or shared. */
const ACCOUNT_PREFIXES = [
  'sign-in',
  'create-account',
  'forgot-password',
  'customer',
  'social',
  'social-accounts',
  'account-information',
  'address-book',
  'sales',
  'order-history',
  'review',
  'downloadable',
  'downloadable-orders',
  'saved-payments',
  'privacy-settings',
  'communications',
  'wishlist',
  'shoppinglist',
  'newsletter',
] as const;

// One table in two records keyed by the same kinds (each must name every kind): the browser's bundle carries only
// what it reads, PAGES; SERVING is tree-shaken out of it (no spreads, so the bundler sees plain data).
export const PAGES = {
  // "/": the home page for a signed-in or business shopper, a guest's landing page otherwise (shownAtHome).
  home: { match: { paths: [''] }, popup: 'cms_index_index', module: `${CATALOG}/home-page.tsx` },
  landing: { match: { paths: ['landing'] }, popup: 'default', module: `${CATALOG}/landing-page.tsx` },
  search: { match: { paths: ['search.html'] }, popup: 'catalogsearch_result_index', module: `${CATALOG}/search-page.tsx` },
  brands: { match: { paths: ['brands/:slug?'] }, popup: 'default', module: `${CATALOG}/brands-page.tsx` },
  'flash-sales': { match: { paths: ['flash-sales'] }, popup: 'default', module: `${CATALOG}/flash-sales-page.tsx` },
  'buy-often': { match: { paths: ['buy-often'] }, popup: 'default', module: `${CATALOG}/buy-often-page.tsx` },
  cart: { match: { paths: ['cart', 'checkout/cart'] }, popup: 'checkout_cart_index', module: null },
  contact: { match: { paths: ['contact', 'contact-us'] }, popup: 'default', module: null },
  checkout: { match: { prefixes: CHECKOUT_PREFIXES }, popup: 'checkout_index_index', module: null },
  account: { match: { prefixes: ACCOUNT_PREFIXES }, popup: 'default', module: null },
  cms: { match: { route: 'CMS_PAGE' }, popup: 'cms_page_view', module: `${CATALOG}/cms-page.tsx` },
  category: { match: { route: 'CATEGORY' }, popup: 'catalog_category_view', module: `${CATALOG}/category-page.tsx` },
  product: { match: { route: 'PRODUCT' }, popup: 'catalog_product_view', module: `${CATALOG}/product-page.tsx` },
  // A catalogue URL with nothing there: the not-found view, rendered through the same route resolution.
  'not-found': { match: { notFound: true }, popup: 'default', module: null },
} as const satisfies Record<string, PageRoute>;

export type PageKind = keyof typeof PAGES;

export const SERVING: Record<PageKind, PageServing> = {
  // A guest's "/" is served as the landing page (shared); the home page is a business visitor's (private).
  home: { rendered: true, cache: 'private', shows: [], indexable: true, head: { kind: 'home' } },
  landing: { rendered: true, cache: 'shared', shows: ['cms_p', 'cat_p'], indexable: true, head: { kind: 'store' } },
  // Result lists are not pages to index; the words searched may be anything.
  search: { rendered: true, cache: 'shared', shows: ['cat_p'], indexable: false, head: { kind: 'search' } },
  brands: { rendered: true, cache: 'shared', shows: ['cat_p'], indexable: true, head: { kind: 'fixed', title: 'Brands' } },
  'flash-sales': { rendered: true, cache: 'shared', shows: ['cat_p', 'price_rule'], indexable: true, head: { kind: 'fixed', title: 'Flash sales' } },
  // What a shopper buys often is theirs: rendered in the browser.
  'buy-often': { rendered: false, cache: 'none', shows: [], indexable: false, head: { kind: 'fixed', title: 'Buy often' } },
  cart: { rendered: false, cache: 'none', shows: [], indexable: false, head: { kind: 'fixed', title: 'Shopping cart' } },
  contact: { rendered: false, cache: 'shared', shows: [], indexable: true, head: { kind: 'fixed', title: 'Contact Us' } },
  checkout: { rendered: false, cache: 'none', shows: [], indexable: false, head: { kind: 'store' } },
  account: { rendered: false, cache: 'none', shows: [], indexable: false, head: { kind: 'store' } },
  cms: { rendered: true, cache: 'shared', shows: ['url_rewrite', 'cms_p', 'cat_p'], indexable: true, head: { kind: 'resolved' } },
  category: { rendered: true, cache: 'shared', shows: ['url_rewrite', 'cat_p'], indexable: true, head: { kind: 'resolved' } },
  product: { rendered: true, cache: 'shared', shows: ['url_rewrite', 'cat_p', 'price_rule'], indexable: true, head: { kind: 'resolved' } },
  'not-found': { rendered: true, cache: 'none', shows: [], indexable: false, head: { kind: 'not-found' } },
};

/** Everything the table says of a kind. */
export function pageEntry(kind: PageKind): PageEntry {
  return { ...PAGES[kind], ...SERVING[kind] };
}

const KINDS = Object.keys(PAGES) as PageKind[];

/** Whether a React Router pattern ('brands/:slug?', 'search.html') matches a path's segments. */
function patternMatches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  let i = 0;
  for (const part of parts) {
    if (part.endsWith('?') && part.startsWith(':')) {
      if (i < segments.length) i += 1;
    } else if (part.startsWith(':')) {
      if (i >= segments.length) return false;
      i += 1;
    } else if (segments[i] === part) i += 1;
    else return false;
  }
  return i === segments.length;
}

/** A path below the store prefix ("/rice.html", "/checkout/cart/") as segments, without empty ones. */
function segmentsOf(path: string): string[] {
  return path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
}

/**
 * The kind of the app's own page at `path` (below the store prefix), or null for a path the catalogue resolves
 * (`route`): a CMS page, category, product, or nothing there.
 */
export function appPageOf(path: string): PageKind | null {
  const segments = segmentsOf(path);
  const first = segments[0]?.replace(/\.html$/, '');
  for (const kind of KINDS) {
    const { match } = PAGES[kind];
    if ('paths' in match && match.paths.some((pattern) => patternMatches(pattern, segments))) return kind;
  }
  for (const kind of KINDS) {
    const { match } = PAGES[kind];
    if ('prefixes' in match && first !== undefined && (match.prefixes as readonly string[]).includes(first)) return kind;
  }
  return null;
}

/** The kind a `route` answer type shows. */
export function routedPageOf(type: RouteType): PageKind {
  return KINDS.find((kind) => {
    const { match } = PAGES[kind];
    return 'route' in match && match.route === type;
  })!;
}

export interface HomeShopper {
  signedIn: boolean;
  /** The stored data-id-redirect value (storage in the browser, its cookie on the server). */
  redirectValue: string | null;
  /** The store's b2b_redirect_identifier. */
  businessIdentifier: string | null;
}

/**
 * What "/" shows (storefront spec section 2), the one rule: a guest goes to the landing page unless their stored
 * data-id-redirect equals the business identifier; everyone else sees the home page. The server renders "/" as a
 * guest (it knows no session), so its answer is `landing` or a business visitor's `home`.
 */
export function shownAtHome({ signedIn, redirectValue, businessIdentifier }: HomeShopper): 'home' | 'landing' {
  return !signedIn && (!businessIdentifier || redirectValue !== businessIdentifier) ? 'landing' : 'home';
}

/**
 * The page type a popup is chosen for at `pathname` (below the store prefix); `routed` the resolved type when the
 * path is a catalogue/CMS URL. The home page counts as cms_index_index; anything else unknown as `default`.
 */
export function popupPageType(pathname: string, routed: RouteType | null): string {
  const kind = appPageOf(pathname);
  if (kind) return PAGES[kind].popup;
  return routed ? PAGES[routedPageOf(routed)].popup : 'default';
}


/**
 * The popup type a server render fetches ahead for a page kind (src/ui/engagement/popups-ahead.ts): only kinds the
 * server renders whose type their path tells. A catalogue URL's type follows the route lookup, so a guess would
 * send an answer the browser never asks for.
 */
export function popupTypeAhead(kind: PageKind): string | null {
  const { match, popup } = PAGES[kind];
  return SERVING[kind].rendered && 'paths' in match && popup !== 'default' ? popup : null;
}
