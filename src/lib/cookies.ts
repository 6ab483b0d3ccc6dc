// Plain document.cookie access with max-age, for the few cookies the spec names (delivery area, popups).

/** Location cookies live one day (storefront spec section 9). */
export const LOCATION_COOKIE_MAX_AGE = 86_400;
export const LOCATION_KEY_COOKIE = 'location_key';
export const LOCATION_VALUE_COOKIE = 'location_value';

/** A popup is marked as seen by mb-popup-{unique_id} for cookie_expires seconds (account spec section 4). */
export function popupCookieName(uniqueId: string | number): string {
  return `mb-popup-${uniqueId}`;
}

/** Anything with a document.cookie-like property: the real document, or a jsdom one in tests. */
export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  /** Lifetime in seconds; absent means a session cookie. */
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

function defaultJar(): CookieJar {
  return globalThis.document;
}

export function getCookie(name: string, jar: CookieJar = defaultJar()): string | undefined {
  for (const part of jar.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}, jar: CookieJar = defaultJar()): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAge))}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure ?? options.sameSite === 'None') parts.push('Secure');
  jar.cookie = parts.join('; ');
}

export function removeCookie(name: string, path = '/', jar: CookieJar = defaultJar()): void {
  jar.cookie = `${name}=; path=${path}; max-age=0`;
}

/** The unique_ids of the popups whose mb-popup-{unique_id} cookie is set (seen within their cookie_expires). */
export function seenPopupIds(jar: CookieJar = defaultJar()): string[] {
  const prefix = popupCookieName('');
  return jar.cookie
    .split(';')
    .map((part) => part.slice(0, Math.max(0, part.indexOf('='))).trim())
    .filter((name) => name.startsWith(prefix) && name.length > prefix.length)
    .map((name) => name.slice(prefix.length));
}
