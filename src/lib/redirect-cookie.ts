// The stored data-id-redirect (the specs' browser storage key: "/" shows the home page instead of /landing to a
// guest whose value is the business identifier) travels as a cookie of the same name too. The server renders "/"
// as this visitor sees it, so a business visitor's home page arrives rendered and hydrates: rendered afresh in the
// browser, it needed the Page Builder parser and the sanitiser on the first visit (docs/decisions/business-home-rendered.md).
// Storage stays the source of truth: the cookie only follows it.
import type { BrowserPersistence } from './browser-persistence';
import { getCookie, removeCookie, setCookie, type CookieJar } from './cookies';

export const REDIRECT_COOKIE = 'data-id-redirect';
/** A year, renewed at every start while the value is stored (the stored value itself has no expiry). */
export const REDIRECT_COOKIE_MAX_AGE = 365 * 86_400;

type Persistence = Pick<BrowserPersistence, 'get' | 'set'>;

/** Stores a link's data-id-redirect value (account spec section 2) and its cookie. */
export function storeRedirectValue(persistence: Persistence, jar: CookieJar, value: string): void {
  persistence.set('data-id-redirect', value);
  setCookie(REDIRECT_COOKIE, value, { maxAge: REDIRECT_COOKIE_MAX_AGE }, jar);
}

/** At the app's start: the cookie follows storage (a value stored before the cookie existed, or storage cleared). */
export function mirrorRedirectCookie(persistence: Pick<BrowserPersistence, 'get'>, jar: CookieJar): void {
  const stored = persistence.get('data-id-redirect');
  if (stored) setCookie(REDIRECT_COOKIE, stored, { maxAge: REDIRECT_COOKIE_MAX_AGE }, jar);
  else if (getCookie(REDIRECT_COOKIE, jar) !== undefined) removeCookie(REDIRECT_COOKIE, '/', jar);
}

/**
 * The value a request's Cookie header carries: what the server renders "/" with. '' without one, or for a value that
 * is not a plain identifier (letters, digits, - and _): the page's attribute carries it as it is.
 */
export function redirectValueOfCookies(cookieHeader: string): string {
  const value = getCookie(REDIRECT_COOKIE, { cookie: cookieHeader }) ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : '';
}

/**
 * Stores the data-id-redirect of any link followed in `doc` (account spec section 2: links with the attribute
 * store its value). Listening on the document from the page's entry, the choice is kept also when the link is
 * followed natively, before the app has started or hydrated that part of the page; the app's own handler
 * (content links) stores the same value again, which changes nothing.
 */
export function followRedirectLinks(doc: Document, persistence: Persistence): void {
  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-id-redirect]') : null;
      const value = link?.getAttribute('data-id-redirect');
      if (value) storeRedirectValue(persistence, doc, value);
    },
    true,
  );
}
