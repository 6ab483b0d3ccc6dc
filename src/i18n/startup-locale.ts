// Which store view and locale the app starts in, before any store config is fetched: a /th or /en path prefix
// wins over the stored view (at start-up nothing is loaded yet, so storing it is the "change and reload" of
// spec section 2 without the reload), then the stored locale, then the store view's known locale.
import type { BrowserPersistence } from '../lib/browser-persistence';
import { DEFAULT_STORE_CODE, needsStoreSwitch } from '../lib/store-path';
import { DEFAULT_LOCALE, resolveLocale, type AppLocale } from './locale';

const STORE_LOCALES: Record<string, AppLocale> = { th: 'th-TH', en: 'en-US' };

export interface StartupStore {
  storeCode: string;
  locale: AppLocale;
}

export function startupStore(persistence: BrowserPersistence, pathname: string): StartupStore {
  const prefixed = needsStoreSwitch(pathname, persistence.get('store_view_code'));
  if (prefixed) {
    persistence.set('store_view_code', prefixed);
    persistence.remove('store_locale_code');
  }
  const storeCode = persistence.get('store_view_code') ?? DEFAULT_STORE_CODE;
  const stored = persistence.get('store_locale_code');
  if (stored) {
    try {
      return { storeCode, locale: resolveLocale(stored) };
    } catch {
      // A locale we have no catalogue for (a misconfigured store): fall back to the store view's own.
      persistence.remove('store_locale_code');
    }
  }
  return { storeCode, locale: STORE_LOCALES[storeCode] ?? DEFAULT_LOCALE };
}
