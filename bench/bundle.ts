/**
 * `npm run bench:bundle`: how much JavaScript (gzip) a first visit loads on home, a category page and a
 * product page. Measured in a real browser (Debian's Chromium), counting every script response the page
 * fetched, so lazy chunks, catalogues and content blocks a page pulls in are all counted.
 * Budget (docs/decisions/bundle-budget.md): at most 175 KB gzip for category and product, 210 KB for home. The
 * *-phone rows load the same pages at a phone's size (390 × 844, touch).
 * From the build's source maps, the bytes of the Page Builder renderer (src/ui/content), the app's content parts
 * (src/ui/content-parts) and DOMPurify are counted in every script home's first visit loads (gzip estimated pro
 * rata of each chunk's ratio): what the content code adds to the first visit. Then the same first visit by origin —
 * each npm package and each src/ area — so the largest contributors to the home budget are visible.
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
// The server-rendering build beside it, so pages arrive rendered as with `npm start`.
const ssrBuild = spawnSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', `${distDir}/.ssr`, '--emptyOutDir'], { stdio: 'inherit' });
if (ssrBuild.status !== 0) process.exit(ssrBuild.status ?? 1);

/** Content code: the Page Builder renderer, the app's content parts and the sanitiser only they use. */
const isContentSource = (source: string) => /(^|\/)src\/ui\/content(-parts)?\//.test(source) || /node_modules\/dompurify\//.test(source);

/** The origin a source belongs to: its npm package, or the src/ area (src/ui/shell, src/machines, ...). */
function originOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (pkg) return pkg[1]!;
  const area = /(^|\/)(src\/(?:ui\/)?[^/]+)/.exec(source);
  return area ? area[2]!.replace(/\.[tj]sx?$/, '') : source || '(unmapped)';
}

/** Estimated gzip bytes per source of one loaded chunk (gzip pro rata of the chunk's ratio). */
function gzipBySource(file: string, body: Buffer): Map<string, number> {
  const mapPath = join(distDir, `${file}.map`);
  const ratio = body.length ? gzipSync(body, { level: 9 }).length / body.length : 0;
  if (!existsSync(mapPath)) return new Map([[file, body.length * ratio]]);
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
  const out = new Map<string, number>();
  for (const [source, bytes] of bytesBySource(body.toString('utf8'), map)) out.set(source, bytes * ratio);
  return out;
}

/** Raw and estimated gzip bytes of content code in one loaded chunk. */
function contentShare(file: string, body: Buffer): { raw: number; gzip: number } {
  const ratio = body.length ? gzipSync(body, { level: 9 }).length / body.length : 0;
  let gzip = 0;
  for (const [source, bytes] of gzipBySource(file, body)) if (isContentSource(source)) gzip += bytes;
  return { raw: ratio ? gzip / ratio : 0, gzip };
}

const server = await startServer({ TALAT_DATA_DIR: process.env.TALAT_DATA_DIR ?? '.tmp/bench-data', TALAT_DIST_DIR: distDir }, Number(process.env.BENCH_BUNDLE_PORT ?? 8291));
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
    // A returning visitor: a saved delivery area, so the delivery-area popup does not open (and is not loaded).
    ['home-returning', '/'],
    ['landing', '/landing'],
    ['category', `/${category.url_path}${category.url_suffix ?? ''}`],
    ['product', `/${product.url_key}${product.url_suffix ?? ''}`],
    // On a phone (390 × 844, touch): the footer mounts at once there (the spec), and the layout differs.
    ['landing-phone', '/landing'],
    ['category-phone', `/${category.url_path}${category.url_suffix ?? ''}`],
    ['product-phone', `/${product.url_key}${product.url_suffix ?? ''}`],
  ];

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const contentBreakdown: Array<{ file: string; raw: number; gzip: number }> = [];
  const homeByOrigin = new Map<string, number>();
  const homeChunks: Array<[file: string, gzip: number]> = [];
  const perPage: Array<{ name: string; chunks: Array<{ file: string; gzip: number; preloaded: boolean }> }> = [];
  console.log('page             scripts  raw KB   gzip KB');
  for (const [name, path] of pages) {
    const context = await browser.newContext(name.endsWith('-phone') ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
    await context.addInitScript(() => {
      window.localStorage.setItem('M2_VENIA_BROWSER_PERSISTENCE__data-id-redirect', JSON.stringify({ value: 'b2b', timestamp: Date.now() }));
    });
    // A business visitor who chose their business through a link has its cookie too (src/lib/redirect-cookie.ts): the
    // server renders "/" as their home page. Without it (a value stored before the cookie existed) the first visit
    // renders "/" afresh in the browser and the cookie is set for the next one.
    await context.addCookies([{ name: 'data-id-redirect', value: 'b2b', url: server.url }]);
    if (name.endsWith('-returning')) {
      await context.addCookies([
        { name: 'location_key', value: '1', url: server.url },
        { name: 'location_value', value: encodeURIComponent('10110'), url: server.url },
      ]);
    }
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
    // What the page's HTML asks for up front (entry script and modulepreload hints): the rest loaded after.
    const preloaded = new Set(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel=modulepreload], script[type=module][src]')].map((el) => new URL('href' in el ? el.href : el.src).pathname.replace(/^\//, ''))));
    perPage.push({ name, chunks: files.map((file, i) => ({ file, gzip: gzipSync(bodies[i] ?? Buffer.alloc(0), { level: 9 }).length, preloaded: preloaded.has(file) })) });
    const raw = bodies.reduce((n, b) => n + b.length, 0);
    const gzip = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    console.log(`${name.padEnd(16)} ${String(bodies.length).padStart(7)} ${(raw / 1024).toFixed(1).padStart(7)} ${(gzip / 1024).toFixed(1).padStart(9)}`);
    if (name === 'home') {
      contentBreakdown.push(...files.map((file, i) => ({ file, ...contentShare(file, bodies[i] ?? Buffer.alloc(0)) })));
      files.forEach((file, i) => {
        homeChunks.push([file, gzipSync(bodies[i] ?? Buffer.alloc(0), { level: 9 }).length]);
        for (const [source, gzip] of gzipBySource(file, bodies[i] ?? Buffer.alloc(0))) {
          const origin = originOf(source);
          homeByOrigin.set(origin, (homeByOrigin.get(origin) ?? 0) + gzip);
        }
      });
    }
    await context.close();
  }
  await browser.close();
  // Per page: each script of the first visit, whether the HTML preloads it (P) or the page fetched it after (·).
  for (const { name, chunks } of perPage) {
    const total = (filter: (c: { preloaded: boolean }) => boolean) => (chunks.filter(filter).reduce((n, c) => n + c.gzip, 0) / 1024).toFixed(1);
    console.log(`\n${name}: ${total(() => true)} KB gzip, of which preloaded by the HTML ${total((c) => c.preloaded)} KB, fetched after ${total((c) => !c.preloaded)} KB`);
    for (const chunk of [...chunks].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${chunk.preloaded ? 'P' : '·'} ${(chunk.gzip / 1024).toFixed(1).padStart(6)}  ${chunk.file}`);
  }
  // Home's first visit: the content chunks it loaded (renderer, blocks, parts) and their sum.
  const content = contentBreakdown.filter((c) => c.raw > 0).sort((a, b) => b.gzip - a.gzip);
  console.log('\ncontent code (src/ui/content, src/ui/content-parts, DOMPurify) in the scripts of home\'s first visit');
  console.log('  raw KB  ~gzip KB  chunk');
  for (const c of content) console.log(`  ${(c.raw / 1024).toFixed(1).padStart(6)}  ${(c.gzip / 1024).toFixed(1).padStart(8)}  ${c.file}`);
  const sum = (key: 'raw' | 'gzip') => (content.reduce((n, c) => n + c[key], 0) / 1024).toFixed(1);
  console.log(`  ${sum('raw').padStart(6)}  ${sum('gzip').padStart(8)}  total in ${content.length} chunks`);
  console.log('\nhome\'s largest scripts (gzip KB)');
  for (const [file, gzip] of homeChunks.sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)}  ${file}`);
  console.log('\nhome\'s first visit by origin (~gzip KB, estimated per chunk)');
  for (const [origin, gzip] of [...homeByOrigin].sort((a, b) => b[1] - a[1]).filter(([, g]) => g >= 256)) {
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)}  ${origin}`);
  }
} finally {
  await server.stop();
}
