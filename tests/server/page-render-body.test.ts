import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kind } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { inProcessGraphql } from '../../server/render/in-process-graphql';
import { PageRouteDocument } from '../../server/render/generated/graphql';
import { streamPage, type ServerEntry } from '../../server/render/page-render';
import { renderShedding } from '../../server/render/render-shedding';
import { readHydrationData, type HydrationData } from '../../src/ssr/hydration-data';
import { buildTestApp, type TestApp } from './support/test-app';

// The page body React renders on the server (src/entry-server.tsx through server/render/page-render.ts), from
// the catalogue in-process: product names and ฿ prices in the HTML with the head, in th and en; the data the
// browser hydrates with; the not-found view with 404; the client-rendered page when rendering fails.
let t: TestApp;
let broken: TestApp;
let busy: TestApp;
/** The event loop's utilisation as the busy app's shedding sees it. */
let load = 0;
let distDir: string;

const SHELL = [
  '<!doctype html>',
  '<html lang="th">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <meta name="description" content="generic" />',
  '    <title>generic</title>',
  '  </head>',
  '  <body><div id="splash" role="status"><img src="/favicon.svg" alt="" /></div>',
  '<div id="root"></div><script type="module" crossorigin src="/assets/index-abc123.js"></script></body>',
  '</html>',
].join('\n');

const serverEntry = async (): Promise<ServerEntry> => import('../../src/entry-server');

async function gql<T>(query: string, store = 'th'): Promise<T> {
  const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', store }, payload: { query } });
  return response.json<{ data: T }>().data;
}

/** The rendered #root (what React wrote), and the hydration data after it. */
function parts(html: string): { root: string; data: HydrationData } {
  const start = html.indexOf('<div id="root">');
  const end = html.search(/<script type="application\/json" id="talat-ssr"/);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const script = /<script type="application\/json" id="talat-ssr"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const data = readHydrationData({ getElementById: () => ({ textContent: script }) as HTMLElement });
  expect(data).not.toBeNull();
  return { root: html.slice(start, end), data: data! };
}

const text = (html: string) => html.replace(/<!--.*?-->/g, '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

type Items = { products: { items: Array<{ name: string; url_key: string; url_suffix: string; price_range: { minimum_price: { final_price: { value: number } } } }> } };
const PRODUCT_QUERY = '{ products(filter: { sku: { eq: "TL000001" } }) { items { name url_key url_suffix price_range { minimum_price { final_price { value } } } } } }';

let product: { url: string; th: string; en: string; price: number };
let category: { url: string; uid: string; th: string; en: string; productsTh: string[]; productsEn: string[] };

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'talat-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), SHELL);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200));
  // The build's manifest: the entry imports the app's start, which the product page's chunk shares React with.
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(
    join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_boot.js'] },
      '_boot.js': { file: 'assets/boot-1.js', imports: ['_preload-helper.js'], dynamicImports: ['_main-1.js'] },
      '_preload-helper.js': { file: 'assets/preload-helper-1.js' },
      '_main-1.js': { file: 'assets/main-1.js', imports: ['_react.js'], css: ['assets/main-1.css'] },
      '_react.js': { file: 'assets/react-1.js' },
      'src/ui/catalog/product-page.tsx': { file: 'assets/product-page-1.js', imports: ['_react.js', '_gallery.js'], css: ['assets/product-1.css'] },
      '_gallery.js': { file: 'assets/gallery-1.js' },
      'src/i18n/compiled/th.json': { file: 'assets/th-1.js' },
      'src/i18n/compiled/en.json': { file: 'assets/en-1.js' },
    }),
  );
  t = await buildTestApp({ distDir, serverEntry });
  broken = await buildTestApp({
    distDir,
    database: t.database,
    serverEntry: async () => ({ render: () => Promise.reject(new Error('a render that fails')) }),
  });
  busy = await buildTestApp({ distDir, database: t.database, serverEntry, pageShedding: renderShedding({ busy: () => load, stop: () => undefined }) });
  const th = (await gql<Items>(PRODUCT_QUERY)).products.items[0]!;
  const en = (await gql<Items>(PRODUCT_QUERY, 'en')).products.items[0]!;
  product = { url: `/${th.url_key}${th.url_suffix}`, th: th.name, en: en.name, price: th.price_range.minimum_price.final_price.value };
  type Categories = { categoryList: Array<{ children: Array<{ uid: string; name: string; url_path: string; url_suffix: string }> }> };
  const thCategory = (await gql<Categories>('{ categoryList { children { uid name url_path url_suffix } } }')).categoryList[0]!.children[0]!;
  const enCategory = (await gql<Categories>('{ categoryList { children { uid name url_path url_suffix } } }', 'en')).categoryList[0]!.children[0]!;
  const listing = (store: string) => gql<Items>(`{ products(filter: { category_uid: { eq: "${thCategory.uid}" } }, pageSize: 3) { items { name url_key url_suffix price_range { minimum_price { final_price { value } } } } } }`, store);
  category = {
    url: `/${thCategory.url_path}${thCategory.url_suffix}`,
    uid: thCategory.uid,
    th: thCategory.name,
    en: enCategory.name,
    productsTh: (await listing('th')).products.items.map((item) => item.name),
    productsEn: (await listing('en')).products.items.map((item) => item.name),
  };
});

afterAll(async () => {
  await busy?.close();
  await broken?.close();
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('a product page rendered on the server', () => {
  it('has the product name, its ฿ price, the head and the hydration data in th', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/th${product.url}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    const html = response.body;
    expect(html).not.toContain('id="splash"');
    expect(html).toMatch(/<title>[^<]+ \| ตลาด<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:80/th${product.url}" />`);
    expect(html).toContain(`hreflang="en-US" href="http://localhost:80/en${product.url}"`);
    expect(html).toContain('"@type":"Product"');
    const { root, data } = parts(html);
    expect(text(root)).toContain(`<h1 class="page-title">${product.th}</h1>`);
    expect(text(root)).toContain(`฿${product.price.toFixed(2)}`);
    expect(data.storeCode).toBe('th');
    expect(data.locale).toBe('th-TH');
    // The machines' snapshots (route resolution found the product; the page's data is ready) and the answers.
    const snapshots = Object.values(data.snapshots) as Array<{ value: unknown; context: Record<string, unknown> }>;
    expect(snapshots.some((s) => s.value === 'found' && (s.context.page as { type: string }).type === 'PRODUCT')).toBe(true);
    expect(snapshots.some((s) => s.value === 'ready' && (JSON.stringify(s.context.data) ?? '').includes(product.th))).toBe(true);
    expect(Object.keys(data.responses).every((url) => url.startsWith('/graphql?'))).toBe(true);
    expect(Object.keys(data.responses).some((url) => url.includes('store=th'))).toBe(true);
    // The page module it rendered, which the browser loads before hydrating (docs/decisions/hydration-tap-race.md).
    expect(data.pages).toEqual(['product-page']);
  });

  it('lists the type-specific parts it rendered with the page module: a configurable product its options', async () => {
    const { products } = await gql<{ products: { items: Array<{ url_key: string; url_suffix: string; configurable_options: Array<{ label: string }> }> } }>(
      '{ products(filter: { sku: { eq: "TLC001" } }) { items { url_key url_suffix ... on ConfigurableProduct { configurable_options { label } } } } }',
    );
    const apron = products.items[0]!;
    const response = await t.app.inject({ method: 'GET', url: `/th/${apron.url_key}${apron.url_suffix}` });
    expect(response.statusCode).toBe(200);
    const { root, data } = parts(response.body);
    expect(text(root)).toContain(apron.configurable_options[0]!.label);
    // Loaded before hydrating, so a press on an option while the page hydrates is not lost; a simple product's
    // page (above) lists only the page module.
    expect(data.pages).toEqual(['product-page', 'catalog/configurable-options']);
  });

  it('is English under /en', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/en${product.url}` });
    expect(response.statusCode).toBe(200);
    const { root, data } = parts(response.body);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain(`<link rel="canonical" href="http://localhost:80/en${product.url}" />`);
    expect(text(root)).toContain(`<h1 class="page-title">${product.en}</h1>`);
    expect(text(root)).toContain(`฿${product.price.toFixed(2)}`);
    expect(text(root)).toContain('<h2 id="description-heading">Description</h2>');
    expect(data.locale).toBe('en-US');
    // The cookie bar renders only in the browser: its stored text comes sanitised with the page's data, so the
    // browser shows it without loading the sanitiser (src/ui/common/sanitized-ahead.ts).
    const barText = 'This website uses cookies to give you the best experience. <a href="/privacy-policy">Privacy policy</a>';
    expect(data.sanitized).toEqual({ [barText]: barText });
  });

  it('answers 404 with the not-found view for a product that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/th/no-such-product-anywhere.html' });
    expect(response.statusCode).toBe(404);
    expect(text(parts(response.body).root)).toContain('ขออภัย ไม่พบหน้าที่คุณกำลังค้นหา');
  });
});

describe('"/" for a business visitor (the data-id-redirect cookie)', () => {
  it('is the home page, with the value it was rendered with and its popups fetched and parsed for the browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'data-id-redirect=b2b' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const { data } = parts(response.body);
    expect(response.body).toContain('data-redirect="b2b"');
    expect(data.redirect).toBe('b2b');
    // Its content has scripts of its own (a slider, tabs, product lists): the renderer and the blocks it rendered
    // are named, so the browser loads them before hydrating; a product's static description names none (above).
    expect(data.pages?.[0]).toBe('home-page');
    expect(data.pages).toEqual(expect.arrayContaining(['content/parsed', 'content/block-slider', 'content/block-products', 'content-parts/products']));
    // The home page's popup (seeded for cms_index_index): its answer and its content's tree travel with the page,
    // so the browser shows it without the parser and the sanitiser.
    const popupAnswers = Object.entries(data.responses).filter(([url]) => url.includes('operationName=popupWidget'));
    expect(popupAnswers).toHaveLength(1);
    const items = (popupAnswers[0]![1] as { data: { popupWidget: { items: Array<{ widget_parameters: { popup_content: string | null } }> } } }).data.popupWidget.items;
    const contents = items.map((item) => item.widget_parameters.popup_content ?? '').filter(Boolean);
    expect(contents.length).toBeGreaterThan(0);
    expect(contents.some((content) => Object.keys(data.parsed ?? {}).some((key) => content.includes(key)))).toBe(true);
    // Its newsletter form's consent texts come sanitised with the page too.
    const consents = Object.entries(data.responses).find(([url]) => url.includes('operationName=amGetGdprConsents') && url.includes('subscription'));
    const texts = (consents?.[1] as { data: { amGetGdprConsents: Array<{ consent_text: string }> } } | undefined)?.data.amGetGdprConsents.map((c) => c.consent_text) ?? [];
    expect(texts.length).toBeGreaterThan(0);
    for (const consentText of texts) expect(Object.keys(data.sanitized ?? {})).toContain(consentText);
  });

  it('is the landing page for every other guest, with no popup asked for', async () => {
    for (const cookie of ['', 'data-id-redirect=restaurant']) {
      const response = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
      const { data } = parts(response.body);
      expect(data.redirect ?? '').toBe(cookie ? 'restaurant' : '');
      expect(data.pages?.[0]).toBe('landing-page');
      expect(data.pages).toContain('content/parsed');
      expect(Object.keys(data.responses).filter((url) => url.includes('operationName=popupWidget'))).toEqual([]);
    }
  });
});

describe("the shopper's own pages", () => {
  it('are left to the browser: sign-in, account, checkout, cart, orders and payments arrive with an empty root and no hydration data', async () => {
    const urls = ['/th/sign-in', '/th/customer/account', '/th/sales/order/history', '/th/checkout', '/th/checkout/cart'];
    const orders = ['/th/order-tracking', '/th/orderAndReturn/print/view', '/th/print-order/12', '/th/review/customer', '/th/saved-payments'];
    const payments = ['/th/downloadable/customer/products/', '/th/scb/qrCode', '/th/kpayment/redirect', '/th/2c2payment/redirect'];
    for (const url of [...urls, ...orders, ...payments]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('id="talat-ssr"');
    }
  });
});

describe('a category page rendered on the server', () => {
  it('lists its products with ฿ prices under its name, with the head, in th and en', async () => {
    for (const [store, name, products] of [['th', category.th, category.productsTh], ['en', category.en, category.productsEn]] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/${store}${category.url}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<link rel="canonical" href="http://localhost:80/${store}${category.url}" />`);
      expect(response.body).toContain('hreflang="th-TH"');
      expect(response.body).toContain('"@type":"BreadcrumbList"');
      const root = text(parts(response.body).root);
      expect(root).toContain(`<h1 class="page-title">${name}</h1>`);
      for (const productName of products) expect(root).toContain(productName);
      expect(root).toMatch(/฿\d/);
    }
  });
});

describe('a catalogue page', () => {
  it('is resolved once per request: one `route` query gives its status, head and the route chart its answer, recorded as getRouteData answers it', async () => {
    let routes = 0;
    let counting = true;
    t.app.graphql.addHook('preExecution', async (_schema, document) => {
      const asksRoute = document.definitions.some(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.selectionSet.selections.some((field) => field.kind === Kind.FIELD && field.name.value === 'route'),
      );
      if (counting && asksRoute) routes += 1;
    });
    try {
      for (const url of [`/en${category.url}`, `/en${product.url}`, '/en/about-us', '/en/no-such-page.html']) {
        routes = 0;
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(url.includes('no-such') ? 404 : 200);
        expect(routes).toBe(1);
        const { data } = parts(response.body);
        const states = Object.values(data.snapshots).map((snapshot) => (snapshot as { value?: unknown }).value);
        expect(states).toContain(url.includes('no-such') ? 'notFound' : 'found');
        // The page's data carries the answer under the storefront's own request, as GET /graphql gives it: the
        // service worker keeps it, so the page opens again offline (tests/e2e/offline.spec.ts).
        const asked = Object.keys(data.responses).filter((key) => key.includes('operationName=getRouteData'));
        expect(asked).toHaveLength(1);
        counting = false;
        const overHttp = await t.app.inject({ method: 'GET', url: asked[0]!, headers: { store: 'en' } });
        counting = true;
        expect(data.responses[asked[0]!]).toStrictEqual(overHttp.json());
      }
    } finally {
      counting = false;
    }
  });
});

describe("a shopper's cookies on a shareable page", () => {
  it("leave nothing of theirs in it: no delivery place, no data-id-redirect value, so a shared cache may keep it", async () => {
    const place = 'Zq9Plaza Khlong Toei';
    const cookie = `location_key=zq9-key; location_value=${encodeURIComponent(place)}; data-id-redirect=restaurant`;
    const plain = await t.app.inject({ method: 'GET', url: `/th${category.url}` });
    const response = await t.app.inject({ method: 'GET', url: `/th${category.url}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const { root, data } = parts(response.body);
    // Rendered (the category's products are there), with the shell's generic delivery button.
    for (const productName of category.productsTh) expect(text(root)).toContain(productName);
    expect(root).toContain('class="delivery-trigger"');
    for (const fragment of ['Zq9', 'zq9-key', 'restaurant']) expect(response.body).not.toContain(fragment);
    expect(data.redirect ?? '').toBe('');
    // The same policy as the page without cookies: the page table's for a category.
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(response.headers['cache-control']).toBe(plain.headers['cache-control']);
  });
});

describe("a server-rendered page's data", () => {
  it('carries the answers of requests still running when the body is done (the cookie consent loads its groups)', async () => {
    // The cookie bar is never rendered on the server, so nothing in the body waits for its groups. Held here until
    // every part of the body is ready, their answer arrives after the body: the page must still carry it, or the
    // browser asks again.
    let bodyReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (bodyReady = resolve));
    const entry = await serverEntry();
    const watched: ServerEntry = {
      render: async (input, log) => {
        const page = await entry.render(input, log);
        void page.allReady.then(bodyReady);
        return page;
      },
    };
    const graphql = inProcessGraphql(t.app, t.database.db, 'th', null);
    const inProcess = graphql.fetch;
    // The server's one resolution of the path, which the render's route chart starts from (page-response.ts).
    const route = { path: category.url, answer: (await graphql(PageRouteDocument, { url: category.url })).route ?? null };
    const lateCookies: typeof inProcess = async (url, init) => {
      if (url.includes('operationName=cookieData')) await ready.then(() => new Promise((resolve) => setTimeout(resolve, 30)));
      return inProcess(url, init);
    };
    const out = new PassThrough();
    let html = '';
    out.on('data', (chunk: Buffer) => (html += chunk.toString()));
    const ended = new Promise((resolve) => out.on('end', resolve));
    const input = { url: category.url, prefix: null, storeCode: 'th', locale: 'th-TH' as const, cookie: '', fetch: lateCookies, route };
    await streamPage(watched, input, { before: '<html><body>', after: '</body></html>' }, out, () => undefined);
    await ended;
    const { data } = parts(html);
    expect(Object.keys(data.responses).some((url) => url.includes('operationName=cookieData'))).toBe(true);
  });
});

describe('when server rendering fails', () => {
  it('serves the client-rendered page (splash and empty root), never a blank one', async () => {
    const response = await broken.app.inject({ method: 'GET', url: `/th${product.url}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('id="splash"');
    expect(response.body).toContain('"@type":"Product"');
    expect(response.body).not.toContain('talat-ssr');
  });
});

describe('a page rendered with the development template (npm run dev)', () => {
  it("hints none of a build's chunks, styles or fonts left in the dist folder: Vite serves the page's modules", async () => {
    const dev = await buildTestApp({ distDir, database: t.database, serverEntry, pageTemplate: async () => SHELL });
    try {
      const response = await dev.app.inject({ method: 'GET', url: `/th${product.url}` });
      expect(response.statusCode).toBe(200);
      expect(text(parts(response.body).root)).toContain(product.th);
      for (const file of ['main-1', 'react-1', 'product-page-1', 'gallery-1', 'product-1.css']) {
        expect(response.body).not.toContain(file);
        expect(response.headers.link ?? '').not.toContain(file);
      }
    } finally {
      await dev.close();
    }
  });
});

describe("a server-rendered page's scripts", () => {
  it("are listed for the entry to fetch after the first paint, not hinted; the app's and the page's styles are in the head", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/th${product.url}` });
    expect(response.body).toContain('<script type="application/json" id="talat-chunks">["/assets/main-1.js","/assets/react-1.js","/assets/th-1.js","/assets/product-page-1.js","/assets/gallery-1.js"]</script>');
    expect(response.body).not.toContain('rel="modulepreload"');
    for (const script of ['main-1.js', 'react-1.js', 'product-page-1.js', 'gallery-1.js']) expect(response.headers.link).not.toContain(script);
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/main-1.css" crossorigin />');
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/product-1.css" crossorigin />');
    // Only the entry's own script is hinted.
    expect(response.headers.link).toContain('</assets/index-abc123.js>; rel=modulepreload');
  });

  it("list the store language's catalogue, which the app loads before hydrating", async () => {
    const english = await t.app.inject({ method: 'GET', url: `/en${product.url}` });
    expect(english.body).toMatch(/id="talat-chunks">\[[^\]]*"\/assets\/en-1\.js"/);
    expect(english.body).not.toContain('th-1.js');
  });

  it("are hinted at once on a page the browser renders: the app's start and its imports", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/th/checkout/cart' });
    expect(response.body).toContain('<link rel="modulepreload" href="/assets/main-1.js" />');
    expect(response.body).toContain('<link rel="modulepreload" href="/assets/react-1.js" />');
    expect(response.body).toContain('<link rel="modulepreload" href="/assets/th-1.js" />');
    expect(response.body).not.toContain('preload-helper-1.js" />');
    expect(response.body).not.toContain('talat-chunks');
    expect(response.headers.link).toContain('</assets/main-1.js>; rel=modulepreload');
  });
});

describe('when the server is busy', () => {
  it('answers a page with its status and head for the browser to render, hinted at once and kept by no shared cache', async () => {
    load = 0.95;
    const response = await busy.app.inject({ method: 'GET', url: `/th${product.url}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"@type":"Product"');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('talat-ssr');
    expect(response.body).toContain('<link rel="modulepreload" href="/assets/product-page-1.js" />');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('renders real pages before not-found ones: at 0.8 of the event loop a product renders, a junk path does not', async () => {
    load = 0.8;
    const page = await busy.app.inject({ method: 'GET', url: `/th${product.url}` });
    expect(page.body).toContain('id="talat-ssr"');
    const junk = await busy.app.inject({ method: 'GET', url: `/th/${'ข้าวหอมมะลิ-'.repeat(20)}.html` });
    expect(junk.statusCode).toBe(404);
    expect(junk.body).toContain('<div id="root"></div>');
    expect(junk.body).not.toContain('talat-ssr');
  });

  it('frees the render slot when a page has streamed: one not-found page after another both render when idle', async () => {
    load = 0;
    for (const url of ['/th/no-such-page-1.html', '/th/no-such-page-2.html']) {
      const response = await busy.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(text(parts(response.body).root), url).toContain('ขออภัย ไม่พบหน้าที่คุณกำลังค้นหา');
    }
  });
});

describe('the cache tags of a page (Varnish xkey, X-Magento-Tags)', () => {
  const tagsOf = (header: string | string[] | number | undefined) => String(header ?? '').split(' ').filter(Boolean);

  it("tag a product page with its product, so a change to that product's stock purges it", async () => {
    const { product_id: id } = await t.database.db.selectFrom('product').select('product_id').where('sku', '=', 'TL000001').executeTakeFirstOrThrow();
    const response = await t.app.inject({ method: 'GET', url: `/th${product.url}` });
    const tags = tagsOf(response.headers.xkey);
    expect(tags).toEqual(expect.arrayContaining([`cat_p_${id}`, 'cat_p', 'cat_c', 'cms_b', 'url_rewrite', 'store_config', 'talat']));
    expect(String(response.headers['x-magento-tags']).split(',')).toEqual(tags);
  });

  it('tag a category page with what it lists, and give a shopper’s own pages none', async () => {
    const listing = await t.app.inject({ method: 'GET', url: `/th${category.url}` });
    expect(tagsOf(listing.headers.xkey)).toEqual(expect.arrayContaining(['cat_p', 'cat_c', 'url_rewrite']));
    for (const url of ['/th/checkout/cart', '/th/customer/account']) {
      const own = await t.app.inject({ method: 'GET', url });
      expect(own.headers.xkey, url).toBeUndefined();
    }
  });
});
