/**
 * `npm run bench:bundle`: how much JavaScript (gzip) a first visit loads on home, a category page and a
 * product page. Measured in a real browser (Debian's Chromium), counting every script response the page
 * fetched, so lazy chunks, catalogues and content blocks a page pulls in are all counted.
 * Target from the shell issue: at most 120 KB gzip for home.
 * From the build's source maps, the bytes of the Page Builder renderer (src/ui/content), the app's content parts
 * (src/ui/content-parts) and DOMPurify are counted in every script home's first visit loads (gzip estimated pro
 * rata of each chunk's ratio): what the content code adds to the first visit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { bytesBySource } from './support/source-attribution';
import { graphql, startServer } from './support/start-server';

// Its own output folder, so a running `npm start` elsewhere keeps serving its build.
const distDir = process.env.TALAT_DIST_DIR ?? '.tmp/bench-dist';
const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/** Content code: the Page Builder renderer, the app's content parts and the sanitiser only they use. */
const isContentSource = (source: string) => /(^|\/)src\/ui\/content(-parts)?\//.test(source) || /node_modules\/dompurify\//.test(source);

/** Raw and estimated gzip bytes of content code in one loaded chunk (gzip pro rata of the chunk's ratio). */
function contentShare(file: string, body: Buffer): { raw: number; gzip: number } {
  const mapPath = join(distDir, `${file}.map`);
  if (!existsSync(mapPath)) return { raw: 0, gzip: 0 };
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
  let raw = 0;
  for (const [source, bytes] of bytesBySource(body.toString('utf8'), map)) if (isContentSource(source)) raw += bytes;
  const ratio = body.length ? gzipSync(body, { level: 9 }).length / body.length : 0;
  return { raw, gzip: raw * ratio };
}

const server = await startServer({ TALAT_DATA_DIR: process.env.TALAT_DATA_DIR ?? '.tmp/bench-data', TALAT_DIST_DIR: distDir }, 8291);
try {
  const data = await graphql<{
    categoryList: Array<{ children: Array<{ url_path: string; url_suffix: string | null }> }>;
    products: { items: Array<{ url_key: string; url_suffix: string | null }> };
  }>(server.url, '{ categoryList { children { url_path url_suffix } } products(filter: { sku: { eq: "TL000001" } }, pageSize: 1) { items { url_key url_suffix } } }');
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
  const contentBreakdown: Array<{ file: string; raw: number; gzip: number }> = [];
  console.log('page      scripts  raw KB   gzip KB');
  for (const [name, path] of pages) {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      window.localStorage.setItem('M2_VENIA_BROWSER_PERSISTENCE__data-id-redirect', JSON.stringify({ value: 'b2b', timestamp: Date.now() }));
    });
    const page = await context.newPage();
    const bodies: Buffer[] = [];
    const files: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        bodies.push(Buffer.alloc(0));
        files.push(new URL(response.url()).pathname.replace(/^\//, ''));
        const index = bodies.length - 1;
        void response.body().then((b) => (bodies[index] = b), () => undefined);
      }
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const raw = bodies.reduce((n, b) => n + b.length, 0);
    const gzip = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    console.log(`${name.padEnd(9)} ${String(bodies.length).padStart(7)} ${(raw / 1024).toFixed(1).padStart(7)} ${(gzip / 1024).toFixed(1).padStart(9)}`);
    if (name === 'home') contentBreakdown.push(...files.map((file, i) => ({ file, ...contentShare(file, bodies[i] ?? Buffer.alloc(0)) })));
    await context.close();
  }
  await browser.close();
  // Home's first visit: the content chunks it loaded (renderer, blocks, parts) and their sum.
  const content = contentBreakdown.filter((c) => c.raw > 0).sort((a, b) => b.gzip - a.gzip);
  console.log('\ncontent code (src/ui/content, src/ui/content-parts, DOMPurify) in the scripts of home\'s first visit');
  console.log('  raw KB  ~gzip KB  chunk');
  for (const c of content) console.log(`  ${(c.raw / 1024).toFixed(1).padStart(6)}  ${(c.gzip / 1024).toFixed(1).padStart(8)}  ${c.file}`);
  const sum = (key: 'raw' | 'gzip') => (content.reduce((n, c) => n + c[key], 0) / 1024).toFixed(1);
  console.log(`  ${sum('raw').padStart(6)}  ${sum('gzip').padStart(8)}  total in ${content.length} chunks`);
} finally {
  await server.stop();
}
