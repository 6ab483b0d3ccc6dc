import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';

// The page a first request gets (server/render): status, redirects, the head (title, canonical, hreflang,
// Open Graph, JSON-LD), sitemap.xml, robots.txt, and compression of what the server writes per request.
let t: TestApp;
let distDir: string;

const SHELL = [
  '<!doctype html>',
  '<html lang="th">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <meta name="description" content="generic" />',
  '    <title>generic</title>',
  '  </head>',
  '  <body><div id="root"></div><script type="module" crossorigin src="/assets/index-abc123.js"></script></body>',
  '</html>',
].join('\n');

async function gql<T>(query: string, store = 'th'): Promise<T> {
  const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', store }, payload: { query } });
  return response.json<{ data: T }>().data;
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

let product: { name: string; url: string; sku: string; price: number; nameEn: string };
let category: { name: string; url: string; nameEn: string };

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'talat-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), SHELL);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200));
  t = await buildTestApp({ distDir });
  type Found = { products: { items: Array<{ name: string; sku: string; url_key: string; url_suffix: string; price_range: { minimum_price: { final_price: { value: number } } } }> } };
  const query = '{ products(filter: { sku: { eq: "TL000001" } }) { items { name sku url_key url_suffix price_range { minimum_price { final_price { value } } } } } }';
  const th = (await gql<Found>(query)).products.items[0]!;
  const en = (await gql<Found>(query, 'en')).products.items[0]!;
  product = { name: th.name, nameEn: en.name, sku: th.sku, url: `/${th.url_key}${th.url_suffix}`, price: th.price_range.minimum_price.final_price.value };
  type Categories = { categoryList: Array<{ children: Array<{ name: string; url_path: string; url_suffix: string }> }> };
  const thCategory = (await gql<Categories>('{ categoryList { children { name url_path url_suffix } } }')).categoryList[0]!.children[0]!;
  const enCategory = (await gql<Categories>('{ categoryList { children { name url_path url_suffix } } }', 'en')).categoryList[0]!.children[0]!;
  category = { name: thCategory.name, nameEn: enCategory.name, url: `/${thCategory.url_path}${thCategory.url_suffix}` };
});

afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('a product page on first request', () => {
  it('has its title with the store suffix, canonical, hreflang, Open Graph and Product JSON-LD in th', async () => {
    const response = await t.app.inject({ method: 'GET', url: product.url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="th">');
    expect(html).toMatch(new RegExp(`<title>${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| ตลาด</title>`));
    expect(html).not.toContain('<title>generic</title>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:80/th${product.url}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-US" href="http://localhost:80/en${product.url}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="th-TH" href="http://localhost:80/th${product.url}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    const data = jsonLd(html);
    const item = data.find((entry) => entry['@type'] === 'Product') as { name: string; sku: string; offers: { price: string; priceCurrency: string; availability: string } };
    expect(item.name).toBe(product.name);
    expect(item.sku).toBe(product.sku);
    expect(item.offers.priceCurrency).toBe('THB');
    expect(Number(item.offers.price)).toBe(product.price);
    expect(item.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(data.map((entry) => entry['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'BreadcrumbList']));
    expect(html).toContain('rel="preload" as="image"');
  });

  it('is English under /en', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/en${product.url}` })).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`${product.nameEn} | talat</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:80/en${product.url}" />`);
    expect(jsonLd(html).find((entry) => entry['@type'] === 'Product')?.name).toBe(product.nameEn);
  });

  it('answers 404 with the not-found title when the product does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-product-anywhere.html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(response.body).toContain('<title>ไม่พบหน้าที่คุณกำลังค้นหา | ตลาด</title>');
  });

  it('redirects an old URL with its 301', async () => {
    const rewrite = await t.database.db.selectFrom('url_rewrite').select('request_path').where('redirect_type', '=', 301).where('entity_type', '=', 'PRODUCT').where('store_id', '=', 1).executeTakeFirstOrThrow();
    const response = await t.app.inject({ method: 'GET', url: `/${rewrite.request_path}` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toMatch(/^\/th\/.+\.html$/);
  });
});

describe('a category page on first request', () => {
  it('has its title, canonical, hreflang and BreadcrumbList in th and en', async () => {
    const th = (await t.app.inject({ method: 'GET', url: category.url })).body;
    expect(th).toContain(`<link rel="canonical" href="http://localhost:80/th${category.url}" />`);
    expect(th).toContain(`hreflang="en-US" href="http://localhost:80/en${category.url}"`);
    expect(jsonLd(th).find((entry) => entry['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: category.name }] });
    const en = (await t.app.inject({ method: 'GET', url: `/en${category.url}` })).body;
    expect(en).toContain(`<title>${category.nameEn.replace(/&/g, '&amp;')}`);
    expect(jsonLd(en).find((entry) => entry['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: category.nameEn }] });
  });

  it('sends the entry and the page chunks as Link hints', async () => {
    const response = await t.app.inject({ method: 'GET', url: category.url });
    expect(response.headers.link).toContain('</assets/index-abc123.js>; rel=modulepreload');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every visible product and category in both store views', async () => {
    const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(index).toContain('<loc>http://localhost:80/th/sitemap.xml</loc>');
    expect(index).toContain('<loc>http://localhost:80/en/sitemap.xml</loc>');
    type Page = { products: { total_count: number; items: Array<{ url_key: string; url_suffix: string }>; page_info: { total_pages: number } } };
    const root = (await gql<{ storeConfig: { root_category_uid: string } }>('{ storeConfig { root_category_uid } }')).storeConfig.root_category_uid;
    const urls: string[] = [];
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const answer = await gql<Page>(`{ products(filter: { category_uid: { eq: "${root}" } }, pageSize: 100, currentPage: ${page}) { total_count items { url_key url_suffix } page_info { total_pages } } }`);
      pages = answer.products.page_info.total_pages;
      urls.push(...answer.products.items.map((item) => `/${item.url_key}${item.url_suffix}`));
    }
    expect(urls.length).toBeGreaterThan(100);
    const categories = await t.database.db.selectFrom('url_rewrite').select('request_path').where('entity_type', '=', 'CATEGORY').where('redirect_type', '=', 0).where('store_id', '=', 1).execute();
    for (const store of ['th', 'en']) {
      const response = await t.app.inject({ method: 'GET', url: `/${store}/sitemap.xml` });
      expect(response.statusCode).toBe(200);
      const locs = new Set([...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
      for (const url of urls) expect(locs.has(`http://localhost:80/${store}${url}`), url).toBe(true);
      for (const row of categories) expect(locs.has(`http://localhost:80/${store}/${row.request_path}`), row.request_path).toBe(true);
    }
  });

  it('robots.txt points at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Sitemap: http://localhost:80/sitemap.xml');
    expect(response.body).toContain('Disallow: /checkout');
  });
});

describe('compression', () => {
  it('compresses pages and GraphQL answers with brotli or gzip as accepted', async () => {
    const br = await t.app.inject({ method: 'GET', url: product.url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
    const gzip = await t.app.inject({ method: 'GET', url: '/th/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<urlset');
    const query = new URLSearchParams({ query: '{ products(filter: { category_uid: { eq: "Mg==" } }, pageSize: 20) { items { name sku url_key } } }' });
    const api = await t.app.inject({ method: 'GET', url: `/graphql?${query.toString()}`, headers: { 'accept-encoding': 'gzip' } });
    expect(api.rawPayload.length).toBeLessThan(JSON.stringify(JSON.parse(gunzipSync(api.rawPayload).toString())).length);
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(String(api.headers.vary)).toMatch(/accept-encoding/i);
    const plain = await t.app.inject({ method: 'GET', url: product.url });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves a precompressed asset as it was built, immutable', async () => {
    const { brotliCompressSync } = await import('node:zlib');
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'.repeat(200)));
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)'.repeat(200));
  });
});
