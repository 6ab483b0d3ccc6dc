// `npm run bench:cluster`: what a shared cache and more nodes buy on this machine. Through Varnish beside one node
// alone: catalogue-page and search throughput (with Varnish's hit ratio); then orders per second with one node and
// with three on one PostgreSQL. Each figure has the CPU the processes used beside it: on 2 cores, three nodes
// contend for the same CPU, so a flat orders/s with the CPU at 200% is contention, not a failure to scale.
// Bounded: BENCH_SECONDS per throughput run (default 10), BENCH_ORDERS per order run (default 60); loopback only.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { insertStockedProduct, PLACE_ORDER, prepareGuestCart, type GraphQLSend } from '../tests/server/support/checkout-flow';
import { openDatabase } from '../server/db/connection';
import { startCluster, type Cluster } from '../tests/cluster/cluster-harness';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const orders = Number(process.env.BENCH_ORDERS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CLOCK_TICKS = 100;

/** CPU seconds a process and its children have used (user + system), from /proc (varnishd's worker is its child). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const own = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return own + children.reduce((sum, child) => sum + cpuSeconds(child), 0);
  } catch {
    return 0;
  }
}

/** The whole machine's busy share (all processes, others' too), from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const total = cpu.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

interface Measured<T> {
  value: T;
  /** CPU of each watched process, in % of one core. */
  cpu: Record<string, number>;
  machineBusy: number;
}

async function measure<T>(c: Cluster, varnishPid: number | undefined, work: () => Promise<T>): Promise<Measured<T>> {
  const pids: Record<string, number | undefined> = Object.fromEntries(c.nodes.map((node) => [node.name, node.child.pid]));
  pids.Varnish = varnishPid;
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
  const machineBefore = machineTicks();
  const started = Date.now();
  const value = await work();
  const wall = (Date.now() - started) / 1000;
  const machineAfter = machineTicks();
  const cpu = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, Math.round(((cpuSeconds(pid) - (before[name] ?? 0)) / wall) * 100)]));
  return { value, cpu, machineBusy: Math.round(((machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)) * 100) };
}

const cpuText = (cpu: Record<string, number>, machine: number) =>
  `${Object.entries(cpu).filter(([, v]) => v > 0).map(([k, v]) => `${k} ${v}%`).join(', ')}; machine ${machine}% of 2 cores`;

async function throughput(c: Cluster, varnishPid: number | undefined, label: string, url: string, headers: Record<string, string>): Promise<void> {
  const statBefore = await c.varnishStat();
  const run = await measure(c, varnishPid, () => autocannon({ url, connections, duration: seconds, headers }));
  const statAfter = await c.varnishStat();
  const hits = (statAfter['MAIN.cache_hit'] ?? 0) - (statBefore['MAIN.cache_hit'] ?? 0);
  const misses = (statAfter['MAIN.cache_miss'] ?? 0) - (statBefore['MAIN.cache_miss'] ?? 0);
  const ratio = hits + misses > 0 ? ` · hit ratio ${((hits / (hits + misses)) * 100).toFixed(1)}%` : '';
  const r = run.value;
  console.log(`  ${label.padEnd(34)} ${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}${ratio}\n  ${''.padEnd(34)} CPU: ${cpuText(run.cpu, run.machineBusy)}`);
}

function poster(base: () => string): GraphQLSend {
  return async (query, variables, headers) => {
    const response = await fetch(`${base()}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', store: 'en', ...headers }, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as Awaited<ReturnType<GraphQLSend>>;
  };
}

async function orderRun(c: Cluster, varnishPid: number | undefined, nodes: string[], label: string): Promise<void> {
  let turn = 0;
  const next = () => nodes[turn++ % nodes.length]!;
  const concurrency = 6;
  let placed = 0;
  let failed = 0;
  let queued = orders;
  const run = await measure(c, varnishPid, async () => {
    const started = Date.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (queued > 0) {
          queued -= 1;
          try {
            const send = poster(next);
            const cartId = await prepareGuestCart(send, [{ sku: 'BENCHCLUSTER', quantity: 1 }], { email: 'bench@cluster.test' });
            const answer = await send(PLACE_ORDER, { cartId });
            if ((answer.data?.placeOrder as { orderV2: unknown } | undefined)?.orderV2) placed += 1;
            else failed += 1;
          } catch {
            failed += 1;
          }
        }
      }),
    );
    return (Date.now() - started) / 1000;
  });
  console.log(`  ${label.padEnd(34)} ${(placed / run.value).toFixed(1).padStart(6)} orders/s (${placed} placed, ${failed} failed, whole checkout: cart, address, delivery, payment, placeOrder; ${concurrency} shoppers)\n  ${''.padEnd(34)} CPU: ${cpuText(run.cpu, run.machineBusy)}`);
}

async function main(): Promise<void> {
  const cluster = await startCluster({
    pgPort: Number(process.env.CLUSTER_PG_PORT ?? 55447),
    nodePorts: (process.env.CLUSTER_NODE_PORTS ?? '8301,8302,8303').split(',').map(Number),
    varnishPort: Number(process.env.CLUSTER_VARNISH_PORT ?? 8300),
    varnishAdminPort: Number(process.env.CLUSTER_VARNISH_ADMIN_PORT ?? 8309),
    distDir: resolve(root, process.env.TALAT_DIST_DIR ?? '.tmp/dist-cluster'),
    workDir: join(root, '.tmp/cluster-bench'),
  });
  const database = await openDatabase({ databaseUrl: cluster.databaseUrl, poolSize: 2 });
  try {
    const varnishPid = Number(readFileSync(join(root, `.tmp/varnish-${process.env.CLUSTER_VARNISH_PORT ?? 8300}/varnishd.pid`), 'utf8').trim());
    const node = cluster.nodes[0]!.url;
    const category = '/en/fruits-vegetables.html';
    const search = `/graphql?${new URLSearchParams({ query: '{ products(search: "rice", pageSize: 12) { total_count items { sku name price_range { minimum_price { final_price { value } } } } } }' }).toString()}`;
    // As a browser asks: compressed (Varnish keeps the gzip copy and would otherwise unzip it for every request).
    const page = { 'accept-encoding': 'gzip, br' };
    console.log(`\nThroughput (${seconds} s each, ${connections} connections, loopback):`);
    await throughput(cluster, varnishPid, 'category page, one node alone', `${node}${category}`, page);
    await throughput(cluster, varnishPid, 'category page, through Varnish', `${cluster.varnish}${category}`, page);
    await throughput(cluster, varnishPid, 'search, one node alone', `${node}${search}`, { store: 'en', 'accept-encoding': 'gzip' });
    await throughput(cluster, varnishPid, 'search, through Varnish', `${cluster.varnish}${search}`, { store: 'en', 'accept-encoding': 'gzip' });

    await insertStockedProduct(database.db, 978_901, 'BENCHCLUSTER', 10_000, 1_000_000);
    console.log(`\nOrders on one PostgreSQL (${orders} per run):`);
    await orderRun(cluster, varnishPid, [node], 'one node');
    await orderRun(cluster, varnishPid, cluster.nodes.map((n) => n.url), 'three nodes, round-robin');
  } finally {
    await database.close();
    await cluster.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
