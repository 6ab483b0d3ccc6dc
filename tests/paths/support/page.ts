import { expect, type Locator, type Page } from '@playwright/test';

// Page steps every UI model shares: the shop started, the footer mounted (it mounts on approach), and a short
// account of what the page shows, for a failing step's report.

/** The cookies the delivery-area popup writes (an active Bangkok area of the seed), so the first-visit popup stays shut. */
export const SAVED_AREA = { key: '10110-1', label: 'คลองตัน, คลองเตย, กรุงเทพมหานคร 10110' };

export async function chooseDeliveryArea(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([
    { name: 'location_key', value: SAVED_AREA.key, url: baseURL },
    { name: 'location_value', value: encodeURIComponent(SAVED_AREA.label), url: baseURL },
  ]);
}

/** The app itself has started (not only the server-rendered page) in the given language. */
export async function appReady(page: Page, lang: 'th' | 'en'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('main')).toBeVisible();
}

/**
 * The footer mounts once the shopper scrolls near it; it may be replaced while the first page settles, so scroll
 * again until the app's footer has mounted.
 */
export async function footer(page: Page): Promise<Locator> {
  const info = page.getByRole('contentinfo');
  await expect(async () => {
    await info.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(info).toHaveAttribute('data-mounted', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return info;
}

/** What a person sees that matters to a chart: open dialogs, notices, alerts and statuses, the main heading. */
export async function pageShows(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const seen = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
      const name = (el: Element) => {
        const by = el.getAttribute('aria-labelledby');
        return el.getAttribute('aria-label') ?? (by ? document.getElementById(by)?.textContent?.trim() : undefined) ?? '';
      };
      const lines: string[] = [];
      for (const el of document.querySelectorAll('[role=dialog], dialog[open]')) if (seen(el)) lines.push(`dialog "${name(el)}": ${text(el)}`);
      // Landmark regions of the shell (notices, toasts), not the page's carousels.
      for (const el of document.querySelectorAll('section[aria-label]:not([aria-roledescription])')) {
        if (seen(el) && text(el) && !/carousel/i.test(name(el))) lines.push(`region "${name(el)}": ${text(el)}`);
      }
      for (const el of document.querySelectorAll('[role=alert], [role=status]')) if (seen(el) && text(el)) lines.push(`${el.getAttribute('role')}: ${text(el)}`);
      const h1 = document.querySelector('h1');
      if (h1) lines.push(`heading: ${text(h1)}`);
      return [...new Set(lines)].join('\n') || '(nothing of note)';
    });
  } catch (error) {
    return `(the page could not be read: ${error instanceof Error ? error.message : String(error)})`;
  }
}
