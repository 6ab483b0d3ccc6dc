// No internal link of the demo shop answers 404: every link of the seeded CMS pages and blocks (header promo,
// shop-by-business and mobile menus, footer), the header's category menu, the account menu, the footer's fixed
// links and the order mail's, followed through the server's page routing (the status a shopper's browser gets,
// decided by the page table and route resolution, server/render) in both store views.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_NAV } from '../../src/ui/account/account-nav';
import { FAVOURITES_PATH, REORDER_PATH } from '../../src/ui/shell/header/account-links';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'talat-links-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="th"><head><title>talat</title></head><body><div id="root"></div></body></html>');
  t = await buildTestApp({ distDir });
});

afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** Internal hrefs of some HTML: root-relative paths, without fragment; absolute, mailto: and tel: links are not ours. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)]
    .map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0] ?? href)
    .filter((href) => href !== '');
}

async function status(path: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: path })).statusCode;
}

describe('internal links of the demo shop', () => {
  it('answers a path nothing serves with 404, so the walk below can tell', async () => {
    expect(await status('/th/privacy-policy-cookie-restriction-mode')).toBe(404);
    expect(await status('/th/no-such-page')).toBe(404);
  });

  for (const store of ['th', 'en'] as const) {
    it(`finds no 404 behind any header, footer, CMS, account-menu or mail link (${store})`, async () => {
      const { db } = t.database;
      const storeId = (await db.selectFrom('store').select('store_id').where('code', '=', store).executeTakeFirstOrThrow()).store_id;
      const blocks = await db.selectFrom('cms_block').select(['identifier', 'content']).where('is_active', '=', true).where('store_id', 'in', [0, storeId]).execute();
      const pages = await db.selectFrom('cms_page').select(['identifier', 'content']).where('is_active', '=', true).where('store_id', 'in', [0, storeId]).execute();
      const categories = await db.selectFrom('url_rewrite').select('request_path').where('store_id', '=', storeId).where('entity_type', '=', 'CATEGORY').where('redirect_type', '=', 0).execute();
      const sources = new Map<string, string>();
      const add = (from: string, hrefs: string[]) => hrefs.forEach((href) => sources.has(href) || sources.set(href, from));
      for (const block of blocks) add(`block ${block.identifier}`, internalLinks(block.content));
      for (const page of pages) add(`page ${page.identifier}`, internalLinks(page.content ?? ''));
      add('header categories', categories.map((row) => `/${row.request_path}`));
      add('account menu', ACCOUNT_NAV.map((item) => item.path));
      // The header's own links (logo, sign-in, create account, favourites, buy often, cart, brands), and the order
      // mail's tracking link; the footer is its CMS block.
      add('header', ['/', '/sign-in', '/create-account', FAVOURITES_PATH, REORDER_PATH, '/cart', '/brands']);
      add('order mail', ['/order-tracking/']);

      expect(sources.size).toBeGreaterThan(20);
      expect([...sources.keys()]).toContain('/privacy-policy');
      const broken: string[] = [];
      for (const [href, from] of sources) {
        const url = store === 'th' ? href : `/en${href}`;
        if ((await status(url)) === 404) broken.push(`${url} (${from})`);
      }
      expect(broken).toEqual([]);
    });
  }
});
