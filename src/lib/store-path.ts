// Store-view prefixes in paths (storefront spec section 2): an optional /th or /en may lead the path, and the
// store switcher rebuilds the current path as /{storeCode}/... with the target view's URL suffix.

export const STORE_CODES = ['th', 'en'] as const;
/** The store view when neither the path nor browser storage names one (the one definition: the charts, the adapter and the startup locale import it). */
export const DEFAULT_STORE_CODE = 'th';

export interface StorePrefix {
  /** The leading store code, or null when the path has none. */
  storeCode: string | null;
  /** The path without the prefix, always starting with '/'. */
  path: string;
}

export function parseStorePrefix(pathname: string, storeCodes: readonly string[] = STORE_CODES): StorePrefix {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first !== undefined && storeCodes.includes(first)) return { storeCode: first, path: match?.[2] ?? '/' };
  return { storeCode: null, path: pathname.startsWith('/') ? pathname : `/${pathname}` };
}

/** True when the path names a store view other than the stored one: the caller stores it and reloads. */
export function needsStoreSwitch(pathname: string, storedCode: string | null | undefined, storeCodes: readonly string[] = STORE_CODES): string | null {
  const { storeCode } = parseStorePrefix(pathname, storeCodes);
  return storeCode !== null && storeCode !== (storedCode ?? DEFAULT_STORE_CODE) ? storeCode : null;
}

export interface UrlSuffixes {
  category_url_suffix?: string | null;
  product_url_suffix?: string | null;
}

export type SwitchPageType = 'CATEGORY' | 'PRODUCT' | 'OTHER';

export interface StoreSwitchInput {
  pathname: string;
  search?: string;
  pageType: SwitchPageType;
  targetStoreCode: string;
  /** Suffixes of the store view being left and of the target view (from availableStores). */
  from: UrlSuffixes;
  to: UrlSuffixes;
  storeCodes?: readonly string[];
}

function swapSuffix(path: string, from: string | null | undefined, to: string | null | undefined): string {
  const fromSuffix = from ?? '';
  const toSuffix = to ?? '';
  if (fromSuffix && path.endsWith(fromSuffix)) return path.slice(0, -fromSuffix.length) + toSuffix;
  if (!fromSuffix && path !== '/') return path.replace(/\/$/, '') + toSuffix;
  return path;
}

/** The URL to load for the target store view: /{storeCode}/{path with swapped suffix}{search}. */
export function storeSwitchPath(input: StoreSwitchInput): string {
  const { path } = parseStorePrefix(input.pathname, input.storeCodes ?? STORE_CODES);
  let next = path;
  if (input.pageType === 'CATEGORY') next = swapSuffix(path, input.from.category_url_suffix, input.to.category_url_suffix);
  if (input.pageType === 'PRODUCT') next = swapSuffix(path, input.from.product_url_suffix, input.to.product_url_suffix);
  return `/${input.targetStoreCode}${next === '/' ? '/' : next}${input.search ?? ''}`;
}
