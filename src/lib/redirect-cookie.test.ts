// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createBrowserPersistence, createMemoryStorage } from './browser-persistence';
import { getCookie, type CookieJar } from './cookies';
import { followRedirectLinks, mirrorRedirectCookie, REDIRECT_COOKIE, redirectValueOfCookies, storeRedirectValue } from './redirect-cookie';

/** A cookie jar that keeps name=value pairs as document.cookie does (attributes dropped, max-age=0 removes). */
function jar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

describe('the data-id-redirect cookie', () => {
  it('is written with the stored value when a link stores one', () => {
    const persistence = createBrowserPersistence(createMemoryStorage());
    const cookies = jar();
    storeRedirectValue(persistence, cookies, 'b2b');
    expect(persistence.get('data-id-redirect')).toBe('b2b');
    expect(getCookie(REDIRECT_COOKIE, cookies)).toBe('b2b');
  });

  it('follows storage at start: set from a value stored before it existed, removed when storage has none', () => {
    const persistence = createBrowserPersistence(createMemoryStorage());
    const cookies = jar();
    persistence.set('data-id-redirect', 'b2b');
    mirrorRedirectCookie(persistence, cookies);
    expect(getCookie(REDIRECT_COOKIE, cookies)).toBe('b2b');
    persistence.remove('data-id-redirect');
    mirrorRedirectCookie(persistence, cookies);
    expect(getCookie(REDIRECT_COOKIE, cookies)).toBeUndefined();
  });

  it('is read from a request only as a plain identifier', () => {
    expect(redirectValueOfCookies('a=1; data-id-redirect=b2b; b=2')).toBe('b2b');
    expect(redirectValueOfCookies('a=1')).toBe('');
    expect(redirectValueOfCookies('data-id-redirect=%3Cscript%3E')).toBe('');
    expect(redirectValueOfCookies(`data-id-redirect=${'x'.repeat(65)}`)).toBe('');
  });
});

describe('links with data-id-redirect', () => {
  it('store their value and its cookie when followed, before any app code runs', () => {
    const persistence = createBrowserPersistence(createMemoryStorage());
    followRedirectLinks(document, persistence);
    document.body.innerHTML = '<a href="#business" data-id-redirect="b2b"><span>For restaurants</span></a><a href="#other">Other</a>';
    document.querySelector<HTMLAnchorElement>('a[href="#other"]')!.click();
    expect(persistence.get('data-id-redirect')).toBeUndefined();
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(persistence.get('data-id-redirect')).toBe('b2b');
    expect(getCookie(REDIRECT_COOKIE, document)).toBe('b2b');
  });
});
