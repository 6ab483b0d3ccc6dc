// The page table (docs/architecture.md, "How a page is added"): every kind of page the storefront has, said once
// and read by the browser (routes, catalogue page modules, popup page types, "/" home or landing), the server
// (status, head, whether it renders, cache policy, chunks) and the build (scripts/app-chunks.ts). React-free and
// pure, so all three can import it. tests/ui/page-table.test.ts fails when a route of the app is missing here or
// an entry points at nothing.

/** What a catalogue or CMS URL resolved to (the `route` query's answer type, as the route-resolution chart keeps it). */
export type RouteType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT';

/** Who may keep the answer: a shared cache (briefly), only the shopper's browser, or nobody. */
export type CachePolicy = 'shared' | 'private' | 'none';

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

export interface PageEntry {
  match: PageMatch;
  /** The server renders the body (else the browser does, from the plain page with this head). */
  rendered: boolean;
  cache: CachePolicy;
  indexable: boolean;
  /** The Magento layout handle a popup is chosen for (account spec section 4). */
  popup: string;
  /** The page's own module (a catalogue page, loaded lazily), as the build's manifest keys it. */
  module: string | null;
  head: HeadKind;
}

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
  'wishlist',
  'shoppinglist',
  'newsletter',
] as const;

/** Fields most pages share: rendered on the server, shareable, indexable, no popups of their own. */
const CATALOGUE_PAGE = { rendered: true, cache: 'shared', indexable: true, popup: 'default' } as const;
const OWN_PAGE = { rendered: false, cache: 'none', indexable: false, popup: 'default', module: null, head: { kind: 'store' } } as const;

export const PAGES = {
  // "/": the home page for a signed-in or business shopper, a guest's landing page otherwise (shownAtHome).
  home: { ...CATALOGUE_PAGE, match: { paths: [''] }, cache: 'private', popup: 'cms_index_index', module: `${CATALOG}/home-page.tsx`, head: { kind: 'home' } },
  landing: { ...CATALOGUE_PAGE, match: { paths: ['landing'] }, module: `${CATALOG}/landing-page.tsx`, head: { kind: 'store' } },
  // Result lists are not pages to index; the words searched may be anything.
  search: { ...CATALOGUE_PAGE, match: { paths: ['search.html'] }, indexable: false, popup: 'catalogsearch_result_index', module: `${CATALOG}/search-page.tsx`, head: { kind: 'search' } },
  brands: { ...CATALOGUE_PAGE, match: { paths: ['brands/:slug?'] }, module: `${CATALOG}/brands-page.tsx`, head: { kind: 'fixed', title: 'Brands' } },
  'flash-sales': { ...CATALOGUE_PAGE, match: { paths: ['flash-sales'] }, module: `${CATALOG}/flash-sales-page.tsx`, head: { kind: 'fixed', title: 'Flash sales' } },
  // What a shopper buys often is theirs: rendered in the browser.
  'buy-often': { ...OWN_PAGE, match: { paths: ['buy-often'] }, module: `${CATALOG}/buy-often-page.tsx`, head: { kind: 'fixed', title: 'Buy often' } },
  cart: { ...OWN_PAGE, match: { paths: ['cart', 'checkout/cart'] }, popup: 'checkout_cart_index', head: { kind: 'fixed', title: 'Shopping cart' } },
  contact: { ...CATALOGUE_PAGE, match: { paths: ['contact', 'contact-us'] }, rendered: false, module: null, head: { kind: 'fixed', title: 'Contact Us' } },
  checkout: { ...OWN_PAGE, match: { prefixes: CHECKOUT_PREFIXES }, popup: 'checkout_index_index' },
  account: { ...OWN_PAGE, match: { prefixes: ACCOUNT_PREFIXES } },
  cms: { ...CATALOGUE_PAGE, match: { route: 'CMS_PAGE' }, popup: 'cms_page_view', module: `${CATALOG}/cms-page.tsx`, head: { kind: 'resolved' } },
  category: { ...CATALOGUE_PAGE, match: { route: 'CATEGORY' }, popup: 'catalog_category_view', module: `${CATALOG}/category-page.tsx`, head: { kind: 'resolved' } },
  product: { ...CATALOGUE_PAGE, match: { route: 'PRODUCT' }, popup: 'catalog_product_view', module: `${CATALOG}/product-page.tsx`, head: { kind: 'resolved' } },
  // A catalogue URL with nothing there: the not-found view, rendered through the same route resolution.
  'not-found': { ...CATALOGUE_PAGE, match: { notFound: true }, cache: 'none', indexable: false, module: null, head: { kind: 'not-found' } },
} as const satisfies Record<string, PageEntry>;

export type PageKind = keyof typeof PAGES;

export function pageEntry(kind: PageKind): PageEntry {
  return PAGES[kind];
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
  const { match, rendered, popup } = PAGES[kind];
  return rendered && 'paths' in match && popup !== 'default' ? popup : null;
}
