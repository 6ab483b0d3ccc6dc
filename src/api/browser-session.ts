// The app's real dependencies for the transport: window.fetch, stored session values, navigator.onLine, timers.
import { browserPersistence, type BrowserPersistence } from '../lib/browser-persistence';
import { DEFAULT_STORE_CODE } from '../lib/store-path';
import type { RequestSession } from './request-headers';

export function readSession(persistence: BrowserPersistence, pathname: string): RequestSession {
  return {
    storeCode: persistence.get('store_view_code') ?? DEFAULT_STORE_CODE,
    currency: persistence.get('store_view_currency') ?? null,
    token: persistence.get('signin_token') ?? null,
    pathname,
  };
}

export const browserEnvironment = {
  fetch: (url: string, init: RequestInit) => globalThis.fetch(url, init),
  session: () => readSession(browserPersistence(), globalThis.location?.pathname ?? '/'),
  isOnline: () => globalThis.navigator?.onLine ?? true,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  random: () => Math.random(),
};
