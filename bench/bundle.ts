/**
 * `npm run bench:bundle`: how much JavaScript (gzip) a first visit loads on home, a category page and a
 * product page. Measured in a real browser (Debian's Chromium), counting every script response the page
 * fetched, so lazy chunks, catalogues and content blocks a page pulls in are all counted.
 * Target from the shell issue: at most 120 KB gzip for home.
 */
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { graphql, startServer } from './support/start-server';

const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await startServer({ TALAT_DATA_DIR: process.env.TALAT_DATA_DIR ?? '.tmp/bench-data' }, 8291);
try {
  const data = await graphql<{
    categoryList: Array<{ children: Array<{ url_path: string; url_suffix: string | null }> }>;
    products: { items: Array<{ url_key: string; url_suffix: string | null }> };
  }>(server.url, '{ categoryList { children { url_path url_suffix } } products(search: "", pageSize: 1) { items { url_key url_suffix } } }');
  const category = data.categoryList[0]?.children[0];
  const product = data.products.items[0];
  if (!category || !product) throw new Error('the seeded shop has no category or product');
  const pages: Array<[string, string]> = [
    // data-id-redirect is set so "/" shows home rather than redirecting a guest to /landing.
    ['home', '/'],
    ['landing', '/landing'],
    ['category', `/${category.url_path}${category.url_suffix ?? ''}`],
    ['product', `/${product.url_key}${product.url_suffix ?? ''}`],
  ];

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  console.log('page      scripts  raw KB   gzip KB');
  for (const [name, path] of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Buffer[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        bodies.push(Buffer.alloc(0));
        const index = bodies.length - 1;
        void response.body().then((b) => (bodies[index] = b), () => undefined);
      }
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const raw = bodies.reduce((n, b) => n + b.length, 0);
    const gzip = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    console.log(`${name.padEnd(9)} ${String(bodies.length).padStart(7)} ${(raw / 1024).toFixed(1).padStart(7)} ${(gzip / 1024).toFixed(1).padStart(9)}`);
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
