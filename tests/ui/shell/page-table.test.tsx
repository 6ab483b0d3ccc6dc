// The page table (src/pages/page-table.ts) against the app it describes: every route the app has is a kind of the
// table (not left to the catalogue's route lookup, where the server would answer 404), every path, prefix and
// module of the table is one the app has, and the rules read from it ("/" home or landing, popup page types).
import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appPageOf, PAGES, popupPageType, routedPageOf, SERVING, shownAtHome, type PageKind } from '../../../src/pages/page-table';
import { storefrontRoutes } from '../../../src/storefront';
import { shellRoutes } from '../../../src/ui/routes';

/** Every path pattern of the app's routes, joined below their parents ('' is "/"), the catch-all left out. */
function appPatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent : route.path === undefined ? parent : [parent, route.path].filter(Boolean).join('/').replace(/^\//, '');
    const here = route.path === '*' ? [] : route.index || route.path !== undefined ? [own] : [];
    return [...here, ...appPatterns(route.children ?? [], own)];
  });
}

/** A path a pattern matches: parameters filled in, optional ones once left out and once given. */
function examplesOf(pattern: string): string[] {
  const without = pattern.split('/').filter((part) => !part.endsWith('?')).map((part) => (part.startsWith(':') ? '12' : part));
  const withAll = pattern.split('/').map((part) => (part.startsWith(':') ? '12' : part));
  return [...new Set([`/${without.join('/')}`, `/${withAll.join('/')}`])].map((path) => path.replace(/\/+$/, '') || '/');
}

const patterns = appPatterns(shellRoutes({ children: storefrontRoutes() }));
const kinds = Object.keys(PAGES) as PageKind[];

describe('the page table', () => {
  it('knows every route of the app', () => {
    expect(patterns.length).toBeGreaterThan(40);
    for (const pattern of patterns) {
      for (const path of examplesOf(pattern)) expect(appPageOf(path), `${pattern} (${path})`).not.toBeNull();
    }
  });

  it('has no path or prefix that no route of the app has', () => {
    for (const kind of kinds) {
      const { match } = PAGES[kind];
      if ('paths' in match) for (const path of match.paths) expect(patterns, `${kind}: ${path}`).toContain(path);
      if ('prefixes' in match) {
        for (const prefix of match.prefixes) expect(patterns.some((pattern) => pattern.split('/')[0] === prefix), `${kind}: ${prefix}`).toBe(true);
      }
    }
  });

  it('names modules that exist, and a kind for every route type', () => {
    for (const kind of kinds) {
      const { module } = PAGES[kind];
      if (module) expect(existsSync(module), `${kind}: ${module}`).toBe(true);
    }
    expect(routedPageOf('PRODUCT')).toBe('product');
    expect(routedPageOf('CATEGORY')).toBe('category');
    expect(routedPageOf('CMS_PAGE')).toBe('cms');
  });

  it('leaves catalogue URLs to the route lookup, trailing slashes and .html included', () => {
    expect(appPageOf('/rice.html')).toBeNull();
    expect(appPageOf('/about-us')).toBeNull();
    expect(appPageOf('/checkout/cart/')).toBe('cart');
    expect(appPageOf('/checkout')).toBe('checkout');
    expect(appPageOf('/downloadable/customer/products/')).toBe('account');
    expect(appPageOf('/brands/acme')).toBe('brands');
    expect(appPageOf('/brands/acme/more')).toBeNull();
    expect(appPageOf('/search.html?query=rice')).toBe('search');
  });

  it('says once what "/" shows: the landing page to a guest but a business visitor, the home page otherwise', () => {
    expect(shownAtHome({ signedIn: false, redirectValue: null, businessIdentifier: 'b2b' })).toBe('landing');
    expect(shownAtHome({ signedIn: false, redirectValue: 'restaurant', businessIdentifier: 'b2b' })).toBe('landing');
    expect(shownAtHome({ signedIn: false, redirectValue: 'b2b', businessIdentifier: 'b2b' })).toBe('home');
    expect(shownAtHome({ signedIn: false, redirectValue: 'b2b', businessIdentifier: null })).toBe('landing');
    expect(shownAtHome({ signedIn: true, redirectValue: null, businessIdentifier: 'b2b' })).toBe('home');
  });

  it('gives no shopper page to a shared cache or a crawler', () => {
    for (const kind of ['cart', 'checkout', 'account', 'buy-often', 'home', 'not-found'] as const) {
      expect(SERVING[kind].cache, kind).not.toBe('shared');
    }
    for (const kind of ['cart', 'checkout', 'account', 'buy-often', 'search', 'not-found'] as const) expect(SERVING[kind].indexable, kind).toBe(false);
    expect(popupPageType('/landing', null)).toBe('default');
    expect(popupPageType('/checkout/onepage/success', null)).toBe('checkout_index_index');
  });
});
