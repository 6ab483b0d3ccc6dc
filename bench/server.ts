/**
 * `npm run bench:server`: req/s and p50/p99 at 32 connections for the storefront's three hottest GETs —
 * a 20-item product search with price_range, a category product page and route resolution — on the
 * embedded database and on PostgreSQL, with the response cache on and off. Then, with `--large`, the
 * uncached single-request search latency (p50/p95) over a 100,000-product catalogue on PostgreSQL.
 *
 * PostgreSQL: BENCH_DATABASE_URL, or a throwaway server from scripts/start-test-postgres.sh.
 * Targets (issue 2): p99 < 50 ms at 32 connections embedded; >= 1,500 req/s search on PostgreSQL;
 * 100k products: search p95 < 30 ms uncached on PostgreSQL. Then the checkout: orders per second at 8
 * concurrent buyers, end to end, on both databases (bench/checkout.ts; `--checkout-only` runs just that).
 * `--uncached`: only the cache-off runs (search, category, route, add to cart), no checkout.
 * `--search-only`: the search results page's requests per search (SEARCH_PAGE_REQUESTS, as
 * src/api/catalog/listing-api.ts sends them), uncached, one search after another: p50/p95 per search, on both
 * databases.
 * `--side-by-side`: a baseline commit (BENCH_BASE or --base=<ref>, default cb02c59) and the working tree (or
 * BENCH_NEW / --new=<ref>) at once, cache off, each figure on both in alternation, with the ratio new/old and
 * each thread's CPU use (bench/side-by-side/run.ts; `--postgres` on PostgreSQL, `--only=search,checkout`).
 */
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { GetCategoryDataDocument, GetRouteDataDocument, ProductSearchDocument } from '../src/gql/generated/graphql';
import { getPath, graphql, startServer, type RunningServer } from './support/start-server';
import { ensureDatabase, postgresUrl } from './support/bench-postgres';
import { measureCheckout } from './checkout';
import { measureAddToCart } from './add-to-cart';
import { DEFAULT_BASELINE } from './side-by-side/baseline';
import { sideBySide } from './side-by-side/run';

const args = new Set(process.argv.slice(2));
/** `--name=value` arguments (the side-by-side run's). */
function option(name: string): string | undefined {
  return process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 32;
/** BENCH_PORT: where the measured server listens (default 8292). */
const port = Number(process.env.BENCH_PORT ?? 8292);
/**
 * The requests the search results page sends per search (fetchSearchListing), in parallel. Since issue 11:
 * one, products with aggregations and sort fields (before: productSearch, getProductFiltersBySearch and
 * getSearchAvailableSortMethods, three searches on the server).
 */
const SEARCH_PAGE_REQUESTS = [
  (term: string) => getPath(ProductSearchDocument.toString(), { inputText: term, pageSize: 12, currentPage: 1, filters: {} }),
];
const searchTerms = ['ข้าว', 'rice', 'น้ำปลา', 'chicken', 'ผัก', 'oil', 'นม', 'sauce', 'กุ้ง', 'coffee', 'noodle', 'ไข่'];

interface Targets {
  search: string;
  category: string;
  route: string;
}

async function targetsFor(server: RunningServer): Promise<Targets> {
  const data = await graphql<{
    categoryList: Array<{ children: Array<{ uid: string; url_path: string; url_suffix: string | null }> }>;
  }>(server.url, '{ categoryList { children { uid url_path url_suffix } } }');
  const category = data.categoryList[0]?.children[0];
  if (!category) throw new Error('no category to measure');
  return {
    search: getPath(ProductSearchDocument.toString(), { inputText: 'ข้าว', pageSize: 20, currentPage: 1, filters: { price: { from: '0', to: '100000' } } }),
    // Variables as getCategoryData.graphql declares them ($uid, $filter).
    category: getPath(GetCategoryDataDocument.toString(), { uid: category.uid, pageSize: 12, currentPage: 1, filter: { category_uid: { eq: category.uid } }, sort: {} }),
    route: getPath(GetRouteDataDocument.toString(), { url: `/${category.url_path}${category.url_suffix ?? ''}` }),
  };
}

/** A query that answers errors would measure the error path: check each target once before loading it. */
async function assertAnswers(url: string, targets: Targets): Promise<void> {
  for (const [name, path] of Object.entries(targets)) {
    const body = (await (await fetch(`${url}${path}`, { headers: { store: 'th' } })).json()) as { errors?: Array<{ message: string }> };
    if (body.errors) throw new Error(`${name}: ${body.errors.map((e) => e.message).join(', ')}`);
  }
}

async function load(url: string, path: string): Promise<autocannon.Result> {
  return autocannon({ url: `${url}${path}`, connections, duration, headers: { store: 'th' } });
}

function row(label: string, r: autocannon.Result): string {
  const errors = r.errors + r.non2xx;
  return `${label.padEnd(44)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms${errors ? `  (${errors} errors)` : ''}`;
}

async function measure(label: string, env: Record<string, string>, port: number): Promise<void> {
  for (const cache of args.has('--uncached') ? (['off'] as const) : (['on', 'off'] as const)) {
    const server = await startServer({ ...env, TALAT_RESPONSE_CACHE: cache }, port);
    try {
      const targets = await targetsFor(server);
      await assertAnswers(server.url, targets);
      for (const [name, path] of Object.entries(targets)) {
        console.log(row(`${label}, cache ${cache}: ${name}`, await load(server.url, path)));
      }
      // A mutation is never cached: measured once, with the cache off.
      if (cache === 'off') console.log(row(`${label}, cache ${cache}: add to cart`, await measureAddToCart(server, connections, duration)));
    } finally {
      await server.stop();
    }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function largeCatalogue(): Promise<void> {
  const url = postgresUrl('talat_bench_large');
  await ensureDatabase(url);
  console.log('seeding 100,000 products on PostgreSQL (once; reused by later runs)...');
  const seed = spawnSync('npx', ['tsx', 'server/db/seed/cli.ts', '--products', '100000'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, TALAT_DATA_DIR: '.tmp/bench-large-data' },
  });
  if (seed.status !== 0) throw new Error('seeding the large catalogue failed');
  const server = await startServer({ DATABASE_URL: url, TALAT_DATA_DIR: '.tmp/bench-large-data', TALAT_RESPONSE_CACHE: 'off' }, 8293);
  try {
    const timings: number[] = [];
    for (let i = 0; i < 400; i++) {
      const term = searchTerms[i % searchTerms.length]!;
      const path = getPath(ProductSearchDocument.toString(), { inputText: term, pageSize: 20, currentPage: 1 + (i % 3), filters: {} });
      const started = performance.now();
      const res = await fetch(`${server.url}${path}`, { headers: { store: i % 2 ? 'en' : 'th' } });
      await res.arrayBuffer();
      if (i >= 20) timings.push(performance.now() - started); // the first 20 warm the plan caches
    }
    timings.sort((a, b) => a - b);
    console.log(`100k products, PostgreSQL, uncached search (${timings.length} requests): p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${percentile(timings, 95).toFixed(1)} ms  p99 ${percentile(timings, 99).toFixed(1)} ms`);
  } finally {
    await server.stop();
  }
}

/** One search after another, uncached: the time until every request of the search page has answered. */
async function searchPage(label: string, env: Record<string, string>, port: number): Promise<void> {
  const server = await startServer({ ...env, TALAT_RESPONSE_CACHE: 'off' }, port);
  try {
    const timings: number[] = [];
    for (let i = 0; i < 220; i++) {
      const term = searchTerms[i % searchTerms.length]!;
      const store = i % 2 ? 'en' : 'th';
      const started = performance.now();
      await Promise.all(SEARCH_PAGE_REQUESTS.map(async (path) => {
        const res = await fetch(`${server.url}${path(term)}`, { headers: { store } });
        const body = (await res.json()) as { errors?: Array<{ message: string }> };
        if (body.errors) throw new Error(`${term}: ${body.errors.map((e) => e.message).join(', ')}`);
      }));
      if (i >= 20) timings.push(performance.now() - started); // the first 20 warm the plan caches
    }
    timings.sort((a, b) => a - b);
    console.log(`${label}, cache off: search page (${SEARCH_PAGE_REQUESTS.length} request(s) per search, ${timings.length} searches): p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${percentile(timings, 95).toFixed(1)} ms`);
  } finally {
    await server.stop();
  }
}

if (args.has('--side-by-side')) {
  await sideBySide({
    base: option('base') ?? process.env.BENCH_BASE ?? DEFAULT_BASELINE,
    head: option('new') ?? process.env.BENCH_NEW ?? null,
    postgres: args.has('--postgres'),
    seconds: duration,
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
    only: (option('only') ?? '').split(',').filter(Boolean),
    port,
    pgPort: process.env.BENCH_PG_PORT ?? '55432',
    dir: process.env.BENCH_DIR ?? '.tmp/bench-side-by-side',
  });
} else {
  if (args.has('--search-only')) {
    await searchPage('embedded', { TALAT_DATA_DIR: '.tmp/bench-data' }, port);
    const url = postgresUrl('talat_bench');
    await ensureDatabase(url);
    await searchPage('postgres', { DATABASE_URL: url, TALAT_DATA_DIR: '.tmp/bench-pg-data' }, port);
  }
  if (!args.has('--large-only') && !args.has('--checkout-only') && !args.has('--search-only')) {
    await measure('embedded', { TALAT_DATA_DIR: '.tmp/bench-data' }, port);
    const url = postgresUrl('talat_bench');
    await ensureDatabase(url);
    await measure('postgres', { DATABASE_URL: url, TALAT_DATA_DIR: '.tmp/bench-pg-data' }, port);
  }
  // Checkout (issue 8): orders per second end to end at 8 concurrent buyers, on both databases.
  if (!args.has('--large-only') && !args.has('--search-only') && !args.has('--uncached')) {
    await measureCheckout('embedded', { TALAT_DATA_DIR: '.tmp/bench-data' }, port, duration);
    const url = postgresUrl('talat_bench');
    await ensureDatabase(url);
    await measureCheckout('postgres', { DATABASE_URL: url, TALAT_DATA_DIR: '.tmp/bench-pg-data' }, port, duration);
  }
  if (args.has('--large') || args.has('--large-only')) await largeCatalogue();
}
