// Shared steps of the shell and catalogue journeys: a returning shopper's browser state (delivery area chosen,
// the business identifier stored so "/" shows the home page, a store view), written before the app starts, and
// the seeded demo shop's fixed points the journeys walk through.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** src/lib/browser-persistence.ts: PWA Studio's namespace, each value stored as { value, timestamp, ttl }. */
export const PERSISTENCE_PREFIX = 'M2_VENIA_BROWSER_PERSISTENCE__';

/** An active Bangkok area (server/db/seed/delivery-areas.ts), as the delivery-area popup saves it. */
const SAVED_AREA = { key: '10110-1', label: 'คลองตัน, คลองเตย, กรุงเทพมหานคร 10110' };

/** Seeded demo shop (server/db/seed): a category with brand and price aggregations, and one of its products. */
export const DEMO = {
  parentCategory: { th: 'ข้าวและธัญพืช', en: 'Rice & Grains' },
  category: { th: 'ข้าวสาร', en: 'Rice', path: '/rice-grains/rice.html' },
  product: { th: 'ข้าวหอมมะลิ 100% ตราช้างทอง', en: 'Golden Elephant 100% Jasmine Rice', path: '/golden-elephant-100-jasmine-rice.html' },
  /** A word inside compound Thai product names (ข้าวหอมมะลิ), with no space around it. */
  thaiWord: 'มะลิ',
  englishWord: 'jasmine',
} as const;

/** The cookies the delivery-area popup writes, so the first-visit popup stays shut. */
export async function chooseDeliveryArea(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([
    { name: 'location_key', value: SAVED_AREA.key, url: baseURL },
    { name: 'location_value', value: encodeURIComponent(SAVED_AREA.label), url: baseURL },
  ]);
}

/** Writes persisted keys before every page load of the context (only where the key is still unset). */
async function persistBeforeStart(context: BrowserContext, entries: Record<string, string>): Promise<void> {
  await context.addInitScript(
    ({ prefix, values }) => {
      for (const [key, value] of Object.entries(values)) {
        if (window.localStorage.getItem(prefix + key) === null) {
          window.localStorage.setItem(prefix + key, JSON.stringify({ value, timestamp: Date.now() }));
        }
      }
    },
    { prefix: PERSISTENCE_PREFIX, values: entries },
  );
}

/** A shopper who once chose a currency: pages are then rendered afresh in the browser, not hydrated. */
export async function storeCurrencyChoice(context: BrowserContext, code: string): Promise<void> {
  await persistBeforeStart(context, { store_view_currency: code });
}

/** A guest who came in through the "shop by business" menu: "/" shows the home page instead of /landing. */
export async function storeBusinessIdentifier(context: BrowserContext): Promise<void> {
  await persistBeforeStart(context, { 'data-id-redirect': 'b2b' });
}

/** The shopper's stored store view (store_view_code). */
export async function storedStoreView(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { value?: string }).value ?? null : null;
  }, `${PERSISTENCE_PREFIX}store_view_code`);
}

/** The page is the app's, in the given language, with its main landmark drawn (the splash is gone). */
export async function expectAppReady(page: Page, lang: 'th' | 'en'): Promise<void> {
  // A server-rendered page shows before the app starts (src/boot.ts): wait for the app itself (src/ui/app.tsx).
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('main')).toBeVisible();
}

/**
 * The footer mounts once the shopper scrolls within 200 px of it (or at once on phones and short pages): scroll
 * to it, wait for its store-view switchers, and return them.
 */
export async function footerSwitchers(page: Page, groupName: string) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const switchers = footer.getByRole('group', { name: groupName });
  await expect(switchers).toBeVisible();
  return switchers;
}
