// What a first request of a page gets from the server before any script runs (server/render), and that the
// app then takes over as before: status, title, canonical and hreflang, JSON-LD, compression of the page and
// the assets, and the not-found view behind a 404.
import { expect, test } from '@playwright/test';
import { chooseDeliveryArea, DEMO, expectAppReady } from './support/shell-fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseDeliveryArea(context, baseURL!);
});

test('an English product page: head written by the server, then the app renders the product', async ({ page, baseURL }) => {
  const response = await page.goto(`/en${DEMO.product.path}`);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain(`<title>${DEMO.product.en} | talat</title>`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en${DEMO.product.path}" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="th-TH" href="${baseURL}/th${DEMO.product.path}" />`);
  const product = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string; name?: string; offers?: { priceCurrency: string } })
    .find((data) => data['@type'] === 'Product');
  expect(product).toMatchObject({ name: DEMO.product.en, offers: { priceCurrency: 'THB' } });

  await expectAppReady(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.product.en })).toBeVisible();
});

test('pages and scripts travel compressed', async ({ page }) => {
  const encodings: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'document' || type === 'script') encodings.push(`${type}:${response.headers()['content-encoding'] ?? 'none'}`);
  });
  await page.goto(DEMO.category.path);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.category.th })).toBeVisible();
  expect(encodings.length).toBeGreaterThan(1);
  // Small chunks (< 1 KB) are sent as they are; every larger one is brotli.
  expect(encodings.filter((entry) => entry.endsWith(':br')).length).toBeGreaterThan(encodings.length / 2);
  expect(encodings).toContain('document:br');
});

test('a missing product answers 404 and shows the not-found view', async ({ page }) => {
  const response = await page.goto('/no-such-product-here.html');
  expect(response?.status()).toBe(404);
  await expectAppReady(page, 'th');
  await expect(page.getByRole('button', { name: 'กลับสู่หน้าแรก' }).or(page.getByRole('link', { name: 'กลับสู่หน้าแรก' }))).toBeVisible();
});

test('sitemap.xml lists the product and robots.txt names the sitemap', async ({ request }) => {
  const sitemap = await request.get('/th/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`/th${DEMO.product.path}</loc>`);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: ');
});
