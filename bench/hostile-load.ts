/**
 * `npm run bench:hostile`: normal shoppers' latency while attackers send hostile requests beside them
 * (issue 14). Starts the server in its own process (embedded database, response cache off so every
 * normal request does its real work), then for BENCH_SECONDS (default 20):
 * - 4 shoppers loop over storefront GETs (product search with varied terms, a category page, a route);
 * - 4 attackers loop over the issue's hostile requests (a 450 KB search, a 1 MB name filter, sign-in
 *   and coupon aliases, a 900 KB cart id, NUL bytes, price overflow… tests/fuzz/issue-attacks.ts) and
 *   schema-generated fuzz requests.
 * Prints the shoppers' p50/p95/p99/max, first alone (baseline), then beside the attackers. Target: p99 under
 * 200 ms beside them. A benchmark prints figures; it does not pass or fail.
 */
import { cpus, loadavg } from 'node:os';
import { ProductSearchDocument, GetRouteDataDocument } from '../src/gql/generated/graphql';
import { generateRequests } from '../tests/fuzz/generate-requests';
import { prng } from '../tests/fuzz/hostile-values';
import { introspect } from '../tests/fuzz/run-fuzz';
import { issueAttacks } from '../tests/fuzz/issue-attacks';
import { getPath, graphql, startServer } from './support/start-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 8202);
const SHOPPERS = 4;
const ATTACKERS = 4;
const terms = ['ข้าว', 'rice', 'น้ำปลา', 'chicken', 'ผัก', 'oil', 'นม', 'sauce', 'กุ้ง', 'coffee', 'noodle', 'ไข่'];

interface Sent {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function send(url: string, request: Sent): Promise<number> {
  const response = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  await response.arrayBuffer();
  return response.status;
}

async function shoppers(url: string, paths: string[], until: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      while (Date.now() < until) {
        const path = paths[next++ % paths.length]!;
        const started = performance.now();
        await send(url, { kind: 'shopper', method: 'GET', path, headers: { store: 'th' } });
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

interface AttackReport {
  sent: number;
  statuses: Record<number, number>;
  /** Total ms spent answering each kind of hostile request, and how many were sent. */
  byKind: Map<string, { ms: number; count: number }>;
}

async function attackers(url: string, requests: Sent[], until: number): Promise<AttackReport> {
  const report: AttackReport = { sent: 0, statuses: {}, byKind: new Map() };
  let next = 0;
  await Promise.all(
    Array.from({ length: ATTACKERS }, async () => {
      while (Date.now() < until) {
        const request = requests[next++ % requests.length]!;
        const started = performance.now();
        const status = await send(url, request).catch(() => 0);
        const kind = report.byKind.get(request.kind) ?? { ms: 0, count: 0 };
        kind.ms += performance.now() - started;
        kind.count += 1;
        report.byKind.set(request.kind, kind);
        report.statuses[status] = (report.statuses[status] ?? 0) + 1;
        report.sent += 1;
      }
    }),
  );
  return report;
}

function line(label: string, latencies: number[]): string {
  const f = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  return `${label.padEnd(34)} ${String(latencies.length).padStart(6)} requests  p50 ${f(percentile(latencies, 50))}  p95 ${f(percentile(latencies, 95))}  p99 ${f(percentile(latencies, 99))}  max ${f(latencies.at(-1) ?? 0)}`;
}

async function main(): Promise<void> {
  const server = await startServer({ TALAT_DATA_DIR: '.tmp/bench-hostile-data', TALAT_RESPONSE_CACHE: 'off', LOG_LEVEL: 'warn' }, port);
  try {
    const data = await graphql<{ categoryList: Array<{ children: Array<{ url_path: string; url_suffix: string | null }> }> }>(server.url, '{ categoryList { children { url_path url_suffix } } }');
    const category = data.categoryList[0]?.children[0];
    const paths = [
      ...terms.map((term) => getPath(ProductSearchDocument.toString(), { inputText: term, pageSize: 20, currentPage: 1, filters: {} })),
      getPath(GetRouteDataDocument.toString(), { url: `/${category?.url_path ?? ''}${category?.url_suffix ?? ''}` }),
    ];
    const schema = await introspect(server.url);
    const fuzz: Sent[] = generateRequests(schema, 500, prng(7))
      .filter((request) => request.method === 'GET' || request.method === 'POST')
      .map((request) => ({ kind: `fuzz ${request.kind}`, method: request.method as 'GET' | 'POST', path: request.path, headers: request.headers, body: request.body }));
    const attacks: Sent[] = issueAttacks().map(({ kind, method, path, headers, body }) => ({ kind, method: method as 'GET' | 'POST', path, headers, body }));
    const hostile = [...attacks, ...fuzz];

    await shoppers(server.url, paths, Date.now() + 3_000); // warm-up
    const baseline = await shoppers(server.url, paths, Date.now() + seconds * 1000);
    const until = Date.now() + seconds * 1000;
    const [beside, attack] = await Promise.all([shoppers(server.url, paths, until), attackers(server.url, hostile, until)]);
    const thread = process.env.TALAT_EMBEDDED_DATABASE_THREAD || 'worker';
    const load = loadavg().map((value) => value.toFixed(1)).join(' ');
    console.log(`bench:hostile, ${seconds} s each, ${SHOPPERS} shoppers, response cache off, embedded database in the ${thread} thread; load average ${load} on ${cpus().length} cores`);
    console.log(line('shoppers alone', baseline));
    console.log(line(`shoppers beside ${ATTACKERS} attackers`, beside));
    console.log(`attackers sent ${attack.sent} hostile requests; statuses ${JSON.stringify(attack.statuses)}`);
    const costly = [...attack.byKind].map(([kind, { ms, count }]) => ({ kind, average: ms / count, count })).sort((a, b) => b.average - a.average);
    console.log('slowest hostile kinds (average answer time):');
    for (const { kind, average, count } of costly.slice(0, 8)) console.log(`  ${kind.slice(0, 60).padEnd(60)} ${average.toFixed(0).padStart(6)} ms  ×${count}`);
    console.log(`target: p99 beside attackers < 200 ms: ${percentile(beside, 99) < 200 ? 'met' : 'NOT met'}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
