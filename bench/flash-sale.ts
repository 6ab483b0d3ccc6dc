/**
 * `npm run bench:flash-sale` (issue 34): a flash sale's rush beside shoppers who only browse. On a fresh shop
 * (embedded database, then PostgreSQL), one product's stock is set to BENCH_STOCK (53); BENCH_BUYERS (500)
 * guest buyers get a cart for it ready to place; BENCH_SHOPPERS (20) shoppers keep opening a category page
 * (its route and product list) and searching. After BENCH_BEFORE_SECONDS (5) of browsing alone, every buyer
 * sends placeOrder at the same moment. Prints the issue's table: orders placed against the stock, oversold
 * units (counted in the database afterwards), silent refusals, HTTP 5xx, how long the rush took, the buyers'
 * answer times, and the browsing shoppers' p99 before and during the rush.
 *
 * BENCH_DATABASES=embedded,postgres picks the databases (default both); PostgreSQL is BENCH_DATABASE_URL's
 * server or a throwaway one started on BENCH_POSTGRES_PORT (55446). The server runs in its own process on
 * BENCH_PORT (8196), with the default configuration, as `npm start` would. A benchmark prints figures; it does
 * not pass or fail.
 */
import { cpus, loadavg } from 'node:os';
import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed/index';
import { GetProductListDocument, GetRouteDataDocument, ProductSearchDocument } from '../src/gql/generated/graphql';
import { PLACE_ORDER, prepareGuestCart, type GraphQLSend } from '../tests/server/support/checkout-flow';
import { PLACE_RETRIES, PLACE_RETRY_MS } from '../src/machines/checkout-setup';
import { ensureDatabase, postgresUrl } from './support/bench-postgres';
import { sender } from './support/buyers';
import { getPath, graphql, startServer } from './support/start-server';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 500);
const STOCK = Number(process.env.BENCH_STOCK ?? 53);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 20);
const BEFORE_SECONDS = Number(process.env.BENCH_BEFORE_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8196);
const DATABASES = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',').map((name) => name.trim());
const DATA_DIR = '.tmp/h6-bench-flash-sale-data';
const terms = ['ข้าว', 'rice', 'น้ำปลา', 'chicken', 'ผัก', 'oil', 'นม', 'sauce', 'กุ้ง', 'coffee', 'noodle', 'ไข่'];

interface Timed {
  started: number;
  ms: number;
  status: number;
}

interface BuyerAnswer extends Timed {
  placed: boolean;
  /** The refusal's code (placeOrder.errors) or GraphQL error category; '' for none at all (silent). */
  reason: string;
  /** How often it was placed again after a "busy" answer. */
  againAfterBusy: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}


/** Migrates and seeds the database, then sets one cheap-enough simple product's stock; returns its id and sku. */
async function prepareShop(database: { databaseUrl?: string; dataDir?: string }): Promise<{ productId: number; sku: string }> {
  const handle = await openDatabase(database);
  try {
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, { mediaDir: `${DATA_DIR}-media`, log: () => undefined });
    // A plain simple product above the demo's minimum order, with no options to choose and not a pre-order.
    const product = await handle.db
      .selectFrom('product')
      .select(['product_id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('status', '=', 1)
      .where('visibility', '=', 4)
      .where('price', '>=', 15_000)
      .where('price', '<=', 200_000)
      .where('is_preorder', '=', false)
      .where('is_weighing', '=', false)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('product_option').select('option_id').whereRef('product_option.product_id', '=', 'product.product_id'))))
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    await handle.db.updateTable('product').set({ qty: STOCK, stock_status: 'IN_STOCK' }).where('product_id', '=', product.product_id).execute();
    return { productId: product.product_id, sku: product.sku };
  } finally {
    await handle.close();
  }
}

/** Units of the product in orders, and its stock left, read after the server stopped. */
async function countSold(database: { databaseUrl?: string; dataDir?: string }, productId: number): Promise<{ sold: number; left: number }> {
  const handle = await openDatabase(database);
  try {
    const sold = await handle.db.selectFrom('sales_order_item').select(sql<number>`coalesce(sum(qty_ordered), 0)::int`.as('n')).where('product_id', '=', productId).executeTakeFirstOrThrow();
    const left = await handle.db.selectFrom('product').select('qty').where('product_id', '=', productId).executeTakeFirstOrThrow();
    return { sold: sold.n, left: Number(left.qty) };
  } finally {
    await handle.close();
  }
}

async function browsingPaths(url: string): Promise<string[]> {
  const data = await graphql<{ categoryList: Array<{ children: Array<{ uid: string; url_path: string; url_suffix: string | null }> }> }>(url, '{ categoryList { children { uid url_path url_suffix } } }');
  const category = data.categoryList[0]?.children[0];
  if (!category) throw new Error('no category to browse');
  return [
    getPath(GetRouteDataDocument.toString(), { url: `/${category.url_path}${category.url_suffix ?? ''}` }),
    getPath(GetProductListDocument.toString(), { filter: { category_uid: { eq: category.uid } }, pageSize: 24, currentPage: 1 }),
    ...terms.map((term) => getPath(ProductSearchDocument.toString(), { inputText: term, pageSize: 20, currentPage: 1, filters: {} })),
  ];
}

/** The shoppers browse until `stop` resolves; every answer is kept with when it was asked. */
async function browse(url: string, paths: string[], stop: { done: boolean }): Promise<Timed[]> {
  const answers: Timed[] = [];
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, shopper) => {
      for (let n = shopper; !stop.done; n += 1) {
        const started = performance.now();
        const response = await fetchRetryingStaleSocket(`${url}${paths[n % paths.length]!}`, { headers: { store: 'th' } });
        await response?.arrayBuffer();
        answers.push({ started, ms: performance.now() - started, status: response?.status ?? 0 });
      }
    }),
  );
  return answers;
}

/**
 * A kept-alive socket the server closes as idle (10 s) just as a request goes out fails with "other side
 * closed" before any answer; a browser sends such a GET again on a new socket, and so does this. A POST is
 * not sent twice (placeOrder may have run): its failure is counted.
 */
async function fetchRetryingStaleSocket(url: string, init: RequestInit): Promise<Response | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code === 'UND_ERR_SOCKET' && attempt === 0 && (init.method ?? 'GET') === 'GET') {
        staleSocketRetries += 1;
        continue;
      }
      return null;
    }
  }
}

let staleSocketRetries = 0;

/** One placeOrder as the storefront sends it. */
async function placeOnce(url: string, cartId: string): Promise<Omit<BuyerAnswer, 'started' | 'againAfterBusy'>> {
  const started = performance.now();
  const response = await fetchRetryingStaleSocket(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', store: 'th' }, body: JSON.stringify({ query: PLACE_ORDER, variables: { cartId } }) });
  if (!response) return { ms: performance.now() - started, status: 0, placed: false, reason: 'network' };
  const body = (await response.json().catch(() => ({}))) as Awaited<ReturnType<GraphQLSend>>;
  const answer = body.data?.placeOrder as { orderV2: unknown; errors: Array<{ code: string }> } | null | undefined;
  const reason = answer?.errors[0]?.code ?? body.errors?.[0]?.extensions?.category ?? '';
  return { ms: performance.now() - started, status: response.status, placed: Boolean(answer?.orderV2), reason };
}

/**
 * Every buyer places at once and, told "busy", places again as the storefront's checkout chart does
 * (PLACE_RETRIES times, PLACE_RETRY_MS times the attempt later). `ms` is each answer's own time, the slowest one.
 */
async function placeAll(url: string, carts: string[]): Promise<BuyerAnswer[]> {
  return Promise.all(
    carts.map(async (cartId) => {
      const started = performance.now();
      let answer = await placeOnce(url, cartId);
      let ms = answer.ms;
      let againAfterBusy = 0;
      while (answer.reason === 'graphql-checkout-busy' && againAfterBusy < PLACE_RETRIES) {
        againAfterBusy += 1;
        await new Promise((resolve) => setTimeout(resolve, PLACE_RETRY_MS * againAfterBusy));
        answer = await placeOnce(url, cartId);
        ms = Math.max(ms, answer.ms);
      }
      return { ...answer, started, ms, againAfterBusy };
    }),
  );
}

async function runOn(label: string, database: { databaseUrl?: string; dataDir?: string }, env: Record<string, string>, port: number): Promise<string[]> {
  const { productId, sku } = await prepareShop(database);
  const server = await startServer({ ...env, LOG_LEVEL: 'warn' }, port);
  let before: Timed[];
  let during: Timed[];
  let buyers: BuyerAnswer[];
  let rushMs: number;
  try {
    const send = sender(server.url);
    const carts: string[] = [];
    const stamp = Date.now();
    for (let next = 0; next < BUYERS; ) {
      const batch = Array.from({ length: Math.min(8, BUYERS - next) }, (_, i) => next + i);
      next += batch.length;
      carts.push(...(await Promise.all(batch.map((n) => prepareGuestCart(send, [{ sku, quantity: 1 }], { email: `flash-${n}-${stamp}@example.test` })))));
    }
    const paths = await browsingPaths(server.url);
    const stop = { done: false };
    const browsing = browse(server.url, paths, stop);
    await new Promise((resolve) => setTimeout(resolve, BEFORE_SECONDS * 1000));
    const rushStarted = performance.now();
    buyers = await placeAll(server.url, carts);
    const rushEnded = performance.now();
    rushMs = rushEnded - rushStarted;
    stop.done = true;
    const answers = await browsing;
    // Before: the last BEFORE_SECONDS - 1 s of browsing alone (the first second warms the caches up).
    before = answers.filter((a) => a.started >= rushStarted - (BEFORE_SECONDS - 1) * 1000 && a.started + a.ms < rushStarted);
    during = answers.filter((a) => a.started >= rushStarted && a.started < rushEnded);
    if (during.some((a) => a.status >= 500) || before.some((a) => a.status >= 500)) console.log(`${label}: browsing answered 5xx`);
  } finally {
    await server.stop();
  }
  const { sold, left } = await countSold(database, productId);
  const placed = buyers.filter((b) => b.placed).length;
  const silent = buyers.filter((b) => !b.placed && !b.reason).length;
  const http5xx = buyers.filter((b) => b.status >= 500 || b.status === 0).length + during.filter((a) => a.status >= 500 || a.status === 0).length;
  const reasons = new Map<string, number>();
  for (const b of buyers) if (!b.placed) reasons.set(b.reason || '(none)', (reasons.get(b.reason || '(none)') ?? 0) + 1);
  const buyerMs = buyers.map((b) => b.ms).sort((a, b) => a - b);
  const refusedMs = buyers.filter((b) => !b.placed).map((b) => b.ms).sort((a, b) => a - b);
  const p99 = (list: Timed[]): string => `${percentile(list.map((a) => a.ms).sort((a, b) => a - b), 99).toFixed(0)} ms (${list.length} requests)`;
  return [
    `${label}:`,
    `  orders placed / fitting the stock          ${placed} / ${Math.min(STOCK, BUYERS)}   (units sold ${sold}, stock left ${left})`,
    `  oversold, silent refusals, HTTP 5xx        ${Math.max(0, sold - STOCK) + (left < 0 ? -left : 0)}, ${silent}, ${http5xx}`,
    `  browsing GETs resent (socket closed idle)  ${staleSocketRetries}`,
    `  refusals                                   ${[...reasons].map(([reason, count]) => `${reason} ×${count}`).join(', ') || 'none'}`,
    `  the rush (${BUYERS} placeOrder) took             ${(rushMs / 1000).toFixed(1)} s`,
    `  buyers placed again after "busy"           ${buyers.filter((b) => b.againAfterBusy > 0).length} (${buyers.reduce((sum, b) => sum + b.againAfterBusy, 0)} times)`,
    `  buyers' answer p50 / p99                   ${percentile(buyerMs, 50).toFixed(0)} ms / ${percentile(buyerMs, 99).toFixed(0)} ms (refused buyers p50 ${percentile(refusedMs, 50).toFixed(0)} ms, p99 ${percentile(refusedMs, 99).toFixed(0)} ms)`,
    `  browsing shoppers' p99 before the rush     ${p99(before)}`,
    `  browsing shoppers' p99 during the rush     ${p99(during)}`,
  ];
}

async function freshPostgres(): Promise<string> {
  const url = postgresUrl('talat_bench_flash_sale', process.env.BENCH_POSTGRES_PORT ?? '55446');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query('drop database if exists talat_bench_flash_sale with (force)');
  await client.end();
  await ensureDatabase(url);
  return url;
}

async function main(): Promise<void> {
  console.log(`bench:flash-sale: ${BUYERS} buyers, stock ${STOCK}, ${SHOPPERS} browsing shoppers; ${cpus().length} cores`);
  for (const name of DATABASES) {
    let lines: string[];
    if (name === 'embedded') {
      await rm(DATA_DIR, { recursive: true, force: true });
      lines = await runOn('embedded database', { dataDir: DATA_DIR }, { TALAT_DATA_DIR: DATA_DIR }, PORT);
    } else if (name === 'postgres') {
      const url = await freshPostgres();
      // The next port: a server stopped by its shutdown limit may not have let go of the first one yet.
      lines = await runOn('PostgreSQL', { databaseUrl: url }, { DATABASE_URL: url, TALAT_DATA_DIR: `${DATA_DIR}-pg` }, PORT + 1);
    } else {
      throw new Error(`unknown database ${name} (embedded, postgres)`);
    }
    const load = loadavg().map((value) => value.toFixed(1)).join(' ');
    console.log([...lines, `  load average after it                      ${load}`].join('\n'));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
