// The storefront's own paths (src/ui/routes.tsx and the areas' route lists), as the server needs to know them
// for a first request: their status, whether they may be indexed and cached. Any other path is a catalogue or
// CMS URL resolved with `route`, and answers 404 when nothing is found there.
//
// A new client route that is not a catalogue/CMS URL must be added here: to SHELL_PATHS when crawlers may
// index it, else under CLIENT_ONLY_PREFIXES (signed-in, cart and checkout pages). Until then it still works in
// the browser (the same page is served), but a first request answers 404.

export type AppPath = 'home' | 'landing' | 'search' | 'brands' | 'flash-sales' | 'buy-often' | 'cart' | 'contact' | 'client-only';

const SHELL_PATHS: ReadonlyArray<[RegExp, AppPath]> = [
  [/^\/$/, 'home'],
  [/^\/landing\/?$/, 'landing'],
  [/^\/search\.html$/, 'search'],
  [/^\/brands(\/[^/]+)?\/?$/, 'brands'],
  [/^\/flash-sales\/?$/, 'flash-sales'],
  [/^\/buy-often\/?$/, 'buy-often'],
  [/^\/(cart|checkout\/cart)\/?$/, 'cart'],
  [/^\/contact(-us)?\/?$/, 'contact'],
];

/** First path segments of pages that only make sense to a shopper in the browser (never indexed or shared). */
export const CLIENT_ONLY_PREFIXES: readonly string[] = [
  'checkout',
  'account',
  'customer',
  'sign-in',
  'sign-up',
  'create-account',
  'forgot-password',
  'reset-password',
  'wishlist',
  'shoppinglist',
  'order',
  'orders',
  'sales',
  'payment',
  'repay',
  'repayment',
  'social-login',
  'social',
  'social-accounts',
  'account-information',
  'address-book',
  'order-history',
  'communications',
  'newsletter',
  'privacy-settings',
  'order-tracking',
  'orderAndReturn',
  'print-order',
  'review',
  'downloadable',
  'downloadable-orders',
  'saved-payments',
  'kpayment',
  '2c2payment',
  '2c2preib',
  '2c2precc',
  'scb',
];

export function appPathOf(path: string): AppPath | null {
  for (const [pattern, name] of SHELL_PATHS) if (pattern.test(path)) return name;
  const first = /^\/([^/?#]+)/.exec(path)?.[1]?.replace(/\.html$/, '');
  return first !== undefined && CLIENT_ONLY_PREFIXES.includes(first) ? 'client-only' : null;
}
