// What the browser keeps of privacy choices (account spec section 9 keys): am-last-cookie-acceptance holds the
// cookie acceptance, am-privacy-policy-cookie-acceptance the accepted policy version. Stored as JSON text; a
// damaged value counts as no choice.
import type { BrowserPersistence } from '../../lib/browser-persistence';
import type { CookieAcceptance } from '../../domain/privacy-types';

export function readCookieAcceptance(persistence: BrowserPersistence): CookieAcceptance | null {
  const raw = persistence.get('am-last-cookie-acceptance');
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { all, codes, lastUpdate } = value as Record<string, unknown>;
    if (typeof all !== 'boolean' || !Array.isArray(codes) || !codes.every((c) => typeof c === 'string')) return null;
    return { all, codes, lastUpdate: typeof lastUpdate === 'string' ? lastUpdate : null };
  } catch {
    return null;
  }
}

export function writeCookieAcceptance(persistence: BrowserPersistence, acceptance: CookieAcceptance | null): void {
  if (acceptance) persistence.set('am-last-cookie-acceptance', JSON.stringify(acceptance));
  else persistence.remove('am-last-cookie-acceptance');
}

export function readAcceptedPolicyVersion(persistence: BrowserPersistence): string | null {
  return persistence.get('am-privacy-policy-cookie-acceptance') ?? null;
}

export function writeAcceptedPolicyVersion(persistence: BrowserPersistence, version: string): void {
  persistence.set('am-privacy-policy-cookie-acceptance', version);
}
