import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { loadServerConfig } from '../server/config';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed/index';
import { buildContext } from '../server/graphql/request-context';
import { createGuestCart } from '../server/modules/cart/cart-lifecycle';
import { customerOrderOutput } from '../server/modules/orders/order-output';
import { loadOrderRecords } from '../server/modules/orders/order-records';
import { placeOrder } from '../server/modules/orders/place-order';
import { PLACE_ORDER, prepareGuestCart, type GraphQLSend } from '../tests/server/support/checkout-flow';

/**
 * Where placeOrder's time goes, measured in-process (the machine is shared, so wall-clock load figures mislead):
 * a started server (embedded PGlite, or PostgreSQL with DATABASE_URL) on its own data folder, N guest carts
 * prepared, then each placed one after another through app.inject while the V8 CPU profiler runs. Prints the
 * mean and median placeOrder time and the functions that used the most CPU (self time, by file).
 *   npx tsx bench/place-order-profile.ts [orders=40]   (TALAT_DATA_DIR=.tmp/data-profile PORT=8212)
 */
const ORDERS = Number(process.argv[2] ?? 40);

const config = loadServerConfig({ ...process.env, TALAT_DATA_DIR: process.env.TALAT_DATA_DIR ?? '.tmp/data-profile', PORT: process.env.PORT ?? '8212', LOG_LEVEL: 'warn', HOST: '127.0.0.1' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: config.statementTimeoutMs });
await migrateToLatest(database.db);
await seedDatabase(database.db, { mediaDir: config.mediaDir, log: () => undefined });
const app = await buildApp({ config, db: database.db, logger: { level: 'warn' } });
const server = { app, close: async () => { await app.close(); await database.close(); } };
const send: GraphQLSend = async (query, variables) => {
  const response = await server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', store: 'th' }, payload: JSON.stringify({ query, variables }) });
  return response.json();
};

try {
  const found = await send('query { products(search: "", pageSize: 50, filter: { price: { from: "150", to: "2000" } }) { items { __typename sku stock_status only_x_left_in_stock } } }', {});
  const items = (found.data?.products as { items: { __typename: string; sku: string; stock_status: string; only_x_left_in_stock: number | null }[] }).items;
  const skus = items.filter((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK' && p.only_x_left_in_stock === null).map((p) => p.sku);
  const carts: string[] = [];
  for (let i = 0; carts.length < ORDERS && i < ORDERS * 3; i++) {
    try {
      carts.push(await prepareGuestCart(send, [{ sku: skus[i % skus.length]!, quantity: 1 }], { email: `profile-${Date.now()}-${i}@example.test` }));
    } catch {
      // A product the demo cannot sell this way (options, area): the next one.
    }
  }
  // Warm-up (JIT, caches, prepared plans), not measured.
  for (const cartId of carts.splice(0, 5)) await send(PLACE_ORDER, { cartId });

  // The resolver's parts, called directly: the order transaction, then reading the order back for the
  // answer, then the shopper's next cart.
  const stages = { transaction: 0, answer: 0, nextCart: 0 };
  // Every statement the order transaction sends, by kind and table (PROFILE_SQL=1 lists them).
  const statements: string[] = [];
  const counted = database.db.withPlugin({
    transformQuery: (args) => {
      const node = args.node as unknown as { kind: string; from?: { froms: { table?: { identifier?: { name: string } } }[] }; table?: { table?: { identifier?: { name: string } } }; into?: { table?: { identifier?: { name: string } } } };
      const table = node.from?.froms[0]?.table?.identifier?.name ?? node.table?.table?.identifier?.name ?? node.into?.table?.identifier?.name ?? '';
      statements.push(`${node.kind.replace('QueryNode', '')} ${table}`);
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  const staged = carts.splice(0, Math.min(10, Math.floor(carts.length / 3)));
  for (const cartId of staged) {
    const ctx = await buildContext(process.env.PROFILE_SQL ? counted : database.db, { storeCode: 'th', currency: null, bearerToken: null, isRepayment: false });
    statements.length = 0;
    let t = performance.now();
    const placed = await placeOrder(ctx, cartId, [{ consent_code: 'privacy_policy', is_agreed: true }]);
    if (cartId === staged[0] && process.env.PROFILE_SQL) {
      const kinds = new Map<string, number>();
      for (const statement of statements) kinds.set(statement, (kinds.get(statement) ?? 0) + 1);
      console.log(`order transaction: ${statements.length} Kysely statements: ${[...kinds.entries()].map(([k, n]) => `${k}×${n}`).join(', ')}`);
    }
    stages.transaction += performance.now() - t;
    t = performance.now();
    const [record] = await loadOrderRecords(ctx.db, [await ctx.db.selectFrom('sales_order').selectAll().where('order_id', '=', placed.orderId).executeTakeFirstOrThrow()]);
    if (record) await customerOrderOutput(ctx, record);
    stages.answer += performance.now() - t;
    t = performance.now();
    await createGuestCart(ctx, null);
    stages.nextCart += performance.now() - t;
  }
  console.log(`stages over ${staged.length} orders, mean ms: ${Object.entries(stages).map(([k, v]) => `${k} ${(v / staged.length).toFixed(1)}`).join(', ')}`);

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const times: number[] = [];
  for (const cartId of carts) {
    const t0 = performance.now();
    const body = await send(PLACE_ORDER, { cartId });
    times.push(performance.now() - t0);
    if (!(body.data?.placeOrder as { orderV2: unknown } | undefined)?.orderV2) console.warn('refused', JSON.stringify(body).slice(0, 200));
  }
  const { profile } = await session.post('Profiler.stop');
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));

  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`placeOrder in-process, ${times.length} orders one at a time: mean ${mean.toFixed(1)} ms, p50 ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`);

  // Self time per function, from the sampled profile.
  const self = new Map<string, number>();
  const dt = new Map<number, number>();
  profile.samples?.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  let total = 0;
  for (const node of profile.nodes) {
    const us = dt.get(node.id) ?? 0;
    total += us;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^.*\/(node_modules\/[^/]+|server|src)\//, '$1/');
    const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + us);
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(`CPU samples: ${(total / 1000).toFixed(0)} ms over the measured orders; top self time:`);
  for (const [key, us] of top) console.log(`${(us / 1000).toFixed(1).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);

  // Inclusive time of our own functions (server/): the sampled time of each node and everything under it.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  const visit = (id: number, seen: Set<string>): number => {
    const node = byId.get(id)!;
    let us = dt.get(id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const ours = url.includes('/server/') && !url.includes('node_modules');
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\/server\//, 'server/')}:${lineNumber + 1}`;
    const inner = ours && !seen.has(key) ? new Set([...seen, key]) : seen;
    for (const child of node.children ?? []) us += visit(child, inner);
    if (ours && !seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    return us;
  };
  visit(profile.nodes[0]!.id, new Set());
  console.log('our functions by inclusive CPU time:');
  for (const [key, us] of [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(us / 1000).toFixed(1).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);
} finally {
  await server.close();
}
