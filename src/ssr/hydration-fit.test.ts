import { describe, expect, it } from 'vitest';
import { createBrowserPersistence, createMemoryStorage } from '../lib/browser-persistence';
import { hydrationScript, readRenderedIn } from './hydration-data';
import { rendersLikeServer } from './hydration-fit';

// Whether a browser would render the page the server rendered (src/ssr/hydration-fit.ts): asked by the page's
// entry to start at once when not, and by the app's start to hydrate or render afresh.
const guest = () => createBrowserPersistence(createMemoryStorage());
const th = { storeCode: 'th', locale: 'th-TH' as const };

describe('rendersLikeServer', () => {
  it("is true for a guest in the page's store view", () => {
    expect(rendersLikeServer(th, guest(), '/fruits-vegetables.html')).toBe(true);
    expect(rendersLikeServer({ storeCode: 'en', locale: 'en-US' }, guest(), '/en/fruits-vegetables.html')).toBe(true);
  });

  it('is false when signed in, with a chosen currency, or in another store view', () => {
    const signedIn = guest();
    signedIn.set('signin_token', 'token', 3600);
    expect(rendersLikeServer(th, signedIn, '/fruits-vegetables.html')).toBe(false);
    const currency = guest();
    currency.set('store_view_currency', 'USD');
    expect(rendersLikeServer(th, currency, '/fruits-vegetables.html')).toBe(false);
    expect(rendersLikeServer(th, guest(), '/en/fruits-vegetables.html')).toBe(false);
  });

  it('is true for "/" only when the value stored here is the one the server rendered with (home or landing)', () => {
    const business = guest();
    business.set('data-id-redirect', 'b2b');
    expect(rendersLikeServer(th, business, '/')).toBe(false);
    expect(rendersLikeServer({ ...th, redirect: 'b2b' }, business, '/')).toBe(true);
    expect(rendersLikeServer({ ...th, redirect: 'restaurant' }, business, '/')).toBe(false);
    expect(rendersLikeServer({ ...th, redirect: 'b2b' }, guest(), '/')).toBe(false);
    expect(rendersLikeServer(th, guest(), '/')).toBe(true);
    expect(rendersLikeServer(th, business, '/fruits-vegetables.html')).toBe(true);
  });
});

describe('readRenderedIn', () => {
  it('reads the store view and locale from the hydration script without its answers', () => {
    const html = hydrationScript({ storeCode: 'en', locale: 'en-US', responses: { '/graphql?x': { data: 1 } }, snapshots: {} });
    const attributes = Object.fromEntries([...html.matchAll(/ (data-[a-z]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
    const doc = { getElementById: () => ({ getAttribute: (name: string) => attributes[name] ?? null }) as unknown as HTMLElement };
    expect(readRenderedIn(doc)).toEqual({ storeCode: 'en', locale: 'en-US', redirect: '' });
    expect(readRenderedIn({ getElementById: () => null })).toBeNull();
  });

  it('reads the data-id-redirect value "/" was rendered with', () => {
    const html = hydrationScript({ storeCode: 'th', locale: 'th-TH', responses: {}, snapshots: {}, redirect: 'b2b' });
    expect(html).toContain(' data-redirect="b2b"');
    const doc = { getElementById: () => ({ getAttribute: (name: string) => (name === 'data-redirect' ? 'b2b' : name === 'data-store' ? 'th' : 'th-TH') }) as unknown as HTMLElement };
    expect(readRenderedIn(doc)).toEqual({ storeCode: 'th', locale: 'th-TH', redirect: 'b2b' });
  });
});
