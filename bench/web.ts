/**
 * `npm run bench:web`: Lighthouse 12 (mobile defaults: simulated slow 4G, 4× CPU slowdown) in Debian's Chromium
 * on home, a category, a product and a search page of a freshly built and started shop, as a new shopper sees
 * them (no storage, no cookies). Prints performance, FCP, LCP, TBT, CLS and transferred bytes per page.
 * Lighthouse is CPU-heavy: on a shared machine the figures move with the load (TBT most of all), so the script
 * prints the load average before and after.
 *   BENCH_WEB_PORT (default 8292), TALAT_DATA_DIR (.tmp/bench-web-data), TALAT_DIST_DIR (.tmp/bench-web-dist),
 *   BENCH_WEB_RUNS (default 1: the median run per page is printed when more),
 *   BENCH_WEB_REPORTS (a folder: each run's Lighthouse report is written there as <page>-<run>.json, to read the
 *   LCP element, long tasks and request chain behind a figure).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { graphql, startServer } from './support/start-server';

const distDir = process.env.TALAT_DIST_DIR ?? '.tmp/bench-web-dist';
const port = Number(process.env.BENCH_WEB_PORT ?? 8292);
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const reports = process.env.BENCH_WEB_REPORTS;
if (reports) mkdirSync(reports, { recursive: true });

const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// The server-rendering build beside it, so pages arrive rendered as with `npm start`.
const ssrBuild = spawnSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', `${distDir}/.ssr`, '--emptyOutDir'], { stdio: 'inherit' });
if (ssrBuild.status !== 0) process.exit(ssrBuild.status ?? 1);

interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`load average before: ${load()}`);

const server = await startServer({ TALAT_DATA_DIR: process.env.TALAT_DATA_DIR ?? '.tmp/bench-web-data', TALAT_DIST_DIR: distDir }, port);
// Same flags as the Playwright journeys (playwright.config.ts): no calls to Google's hosts on this network.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const data = await graphql<{
    categoryList: Array<{ children: Array<{ url_path: string; url_suffix: string | null }> }>;
    products: { items: Array<{ url_key: string; url_suffix: string | null }> };
  }>(server.url, '{ categoryList { children { url_path url_suffix } } products(filter: { sku: { eq: "TL000001" } }, pageSize: 1) { items { url_key url_suffix } } }');
  const category = data.categoryList[0]?.children[0];
  const product = data.products.items[0];
  if (!category || !product) throw new Error('the seeded shop has no category or product');
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['category', `/${category.url_path}${category.url_suffix ?? ''}`],
    ['product', `/${product.url_key}${product.url_suffix ?? ''}`],
    ['search', `/search.html?query=${encodeURIComponent('ข้าว')}`],
  ];

  // A first request per page warms the server's caches (as a shop that has been serving for a while).
  for (const [, path] of pages) await fetch(`${server.url}${path}`).then((r) => r.arrayBuffer());

  console.log('page       perf    FCP s   LCP s  TBT ms     CLS   KiB  path');
  for (const [name, path] of pages) {
    const results: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (reports) writeFileSync(join(reports, `${name}-${i + 1}.json`), JSON.stringify(result.lhr));
      const { audits, categories } = result.lhr;
      results.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        bytes: audits['total-byte-weight']?.numericValue ?? NaN,
      });
    }
    const median = results.sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;
    console.log(
      `${name.padEnd(9)} ${String(median.performance).padStart(5)} ${(median.fcp / 1000).toFixed(2).padStart(8)} ${(median.lcp / 1000).toFixed(2).padStart(7)} ${median.tbt.toFixed(0).padStart(7)} ${median.cls.toFixed(3).padStart(7)} ${(median.bytes / 1024).toFixed(0).padStart(5)}  ${path}`,
    );
  }
  console.log(`load average after: ${load()}`);
} finally {
  chrome.kill();
  await server.stop();
}
