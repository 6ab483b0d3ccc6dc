// Namespaced localStorage with a time to live, compatible with Magento PWA Studio's BrowserPersistence
// (same namespace and key shape), so a shop that moves from PWA Studio keeps its shoppers' sign-in and cart.

export const PERSISTENCE_NAMESPACE = 'M2_VENIA_BROWSER_PERSISTENCE';

/** The keys of storefront spec section 9 and account spec section 9, with the type each one stores. */
export interface PersistedValues {
  signin_token: string;
  cartId: string;
  cartIdRepayment: string;
  split_cart_new_cart_id: string;
  imagesBySku: Record<string, string>;
  lastOrderNumber: string;
  lastCartId: string;
  /** The last order's link token (guestOrderByToken), a guest's proof of it for repayment. */
  lastOrderToken: string;
  /** Checkout stored data (storefront spec section 3), under PWA Studio's key names. */
  shipping_address: import('../domain/checkout-types').CheckoutAddress;
  billing_address: import('../domain/checkout-types').CheckoutAddress;
  shippingMethod: import('../domain/checkout-types').ChosenShippingMethod;
  paymentMethod: import('../domain/checkout-types').ChosenPaymentMethod;
  availableShippingMethods: import('../domain/checkout-types').ShippingMethodOption[];
  /** The cart the stored checkout steps were accepted on (talat's own key: steps of another cart are not resumed). */
  checkoutCartId: string;
  redirectOrderNumber: string;
  recent_viewed: string[];
  store_view_code: string;
  store_locale_code: string;
  store_view_currency: string;
  store_view_secure_base_media_url: string;
  magento_cache_id: string;
  'data-id-redirect': string;
  token_firebase: string;
  'am-last-cookie-acceptance': string;
  'am-privacy-policy-cookie-acceptance': string;
  /** Consents a guest chose, sent once they sign in (src/machines/pending-consents.machine.ts). */
  'am-pending-consents': { code: string; agreed: boolean; location: string }[];
  /** The shopping list popup is open (or to open after sign-in) for this product (src/ui/lists). */
  isShowShoppingListPopup: import('../domain/list-types').ChooserProduct | false;
}
export type PersistedKey = keyof PersistedValues;

/** What is stored under each key; timestamp in ms since the epoch, ttl in seconds (absent: no expiry). */
export interface PersistedEntry<T> {
  value: T;
  timestamp: number;
  ttl?: number;
}

/** The part of the Web Storage API we use; window.localStorage in the browser, a Map-backed one in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface BrowserPersistence {
  get<K extends PersistedKey>(key: K): PersistedValues[K] | undefined;
  /** The stored entry with its timestamp and ttl, e.g. to schedule the sign-out when a token expires. */
  getEntry<K extends PersistedKey>(key: K): PersistedEntry<PersistedValues[K]> | undefined;
  set<K extends PersistedKey>(key: K, value: PersistedValues[K], ttlSeconds?: number): void;
  remove(key: PersistedKey): void;
}

export function storageKey(key: string): string {
  return `${PERSISTENCE_NAMESPACE}__${key}`;
}

/** Epoch ms at which an entry expires, or undefined when it has no ttl. */
export function expiresAt(entry: PersistedEntry<unknown>): number | undefined {
  return entry.ttl === undefined ? undefined : entry.timestamp + entry.ttl * 1000;
}

function isEntry(raw: unknown): raw is PersistedEntry<unknown> {
  if (typeof raw !== 'object' || raw === null || !('value' in raw) || !('timestamp' in raw)) return false;
  const { timestamp, ttl } = raw as { timestamp: unknown; ttl?: unknown };
  return typeof timestamp === 'number' && (ttl === undefined || typeof ttl === 'number');
}

export function createBrowserPersistence(storage: KeyValueStorage, now: () => number = Date.now): BrowserPersistence {
  function read(key: PersistedKey): PersistedEntry<unknown> | undefined {
    let raw: string | null;
    try {
      raw = storage.getItem(storageKey(key));
    } catch {
      // Safari private mode and disabled storage throw on access; behave as if nothing was stored.
      return undefined;
    }
    if (raw === null) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (!isEntry(parsed)) {
      storage.removeItem(storageKey(key));
      return undefined;
    }
    const expiry = expiresAt(parsed);
    if (expiry !== undefined && now() >= expiry) {
      storage.removeItem(storageKey(key));
      return undefined;
    }
    return parsed;
  }

  return {
    get(key) {
      return read(key)?.value as PersistedValues[typeof key] | undefined;
    },
    getEntry(key) {
      return read(key) as PersistedEntry<PersistedValues[typeof key]> | undefined;
    },
    set(key, value, ttlSeconds) {
      const entry: PersistedEntry<unknown> = { value, timestamp: now() };
      if (ttlSeconds !== undefined) entry.ttl = ttlSeconds;
      try {
        storage.setItem(storageKey(key), JSON.stringify(entry));
      } catch {
        // Quota exceeded or storage disabled: the shop still works for this page view without persistence.
      }
    },
    remove(key) {
      try {
        storage.removeItem(storageKey(key));
      } catch {
        // Same as above: nothing to remove when storage is unavailable.
      }
    },
  };
}

/** Memory-backed storage for places without window.localStorage (server rendering, tests). */
export function createMemoryStorage(): KeyValueStorage & { readonly size: number } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    get size() {
      return map.size;
    },
  };
}

let shared: BrowserPersistence | undefined;

/** The app-wide instance on window.localStorage (memory when unavailable). */
export function browserPersistence(): BrowserPersistence {
  if (!shared) {
    let storage: KeyValueStorage;
    try {
      storage = globalThis.localStorage ?? createMemoryStorage();
    } catch {
      storage = createMemoryStorage();
    }
    shared = createBrowserPersistence(storage);
  }
  return shared;
}
