import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import type { FuzzRequest } from './generate-requests';

/**
 * What no answer may show, whatever was sent: stack frames, source paths, database errors, framework
 * error codes. Phrases are those of PostgreSQL/node/fastify themselves, so an echoed injection string
 * ("'; drop table product; --") does not count as a leak.
 */
export const LEAK = new RegExp(
  [
    String.raw`\bat [\w.<>]+ \(`,
    String.raw`\.(?:ts|js|mjs|cjs):\d+`,
    'node_modules',
    '/work/',
    'node:internal',
    'syntax error at or near',
    'relation "',
    'violates ',
    'SQLSTATE',
    'duplicate key value',
    'invalid input syntax for',
    'out of range for type',
    'value too long for type',
    'PGlite',
    'FST_ERR',
    'MER_ERR',
    '"stack"',
  ].join('|'),
  'i',
);

export interface FuzzFailure {
  request: string;
  status: number;
  problem: string;
  answer: string;
}

export interface FuzzReport {
  sent: number;
  failures: FuzzFailure[];
  byStatus: Record<number, number>;
  byCategory: Record<string, number>;
  slowestMs: number;
  /** The slowest request, described (what to look at when the figure grows). */
  slowest: string;
  totalMs: number;
}

interface GraphQLAnswer {
  errors?: { message?: unknown; extensions?: { category?: unknown } }[];
}

/** The schema as the running server reports it. */
export async function introspect(baseUrl: string): Promise<GraphQLSchema> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const body = (await response.json()) as { data: IntrospectionQuery };
  return buildClientSchema(body.data);
}

function describe(request: FuzzRequest): string {
  const text = `${request.kind}: ${request.method} ${request.path} ${JSON.stringify(request.headers)} ${request.body ?? ''}`;
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

/** Judges one answer; returns the problem, or null when the answer is acceptable. */
function judge(request: FuzzRequest, status: number, text: string, report: FuzzReport): string | null {
  if (status >= 500) return `HTTP ${status}`;
  if (LEAK.test(text)) return `leak: ${LEAK.exec(text)?.[0]}`;
  // Oversized headers or URLs are refused by node's parser before any route (fastify's clientError answer).
  if (!request.graphql || status === 431 || status === 414) return null;
  let body: GraphQLAnswer;
  try {
    body = JSON.parse(text) as GraphQLAnswer;
  } catch {
    return 'answer is not JSON';
  }
  if (status >= 400 && !body.errors?.length) return `HTTP ${status} without errors`;
  for (const error of body.errors ?? []) {
    const category = error.extensions?.category;
    if (typeof category !== 'string') return 'error without extensions.category';
    report.byCategory[category] = (report.byCategory[category] ?? 0) + 1;
    if (category === 'internal') return `internal: ${String(error.message)}`;
  }
  return null;
}

/** Sends the requests, `concurrency` at a time, and judges every answer. */
export async function runFuzz(baseUrl: string, requests: readonly FuzzRequest[], concurrency = 6): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, failures: [], byStatus: {}, byCategory: {}, slowestMs: 0, slowest: '', totalMs: 0 };
  const started = performance.now();
  let next = 0;
  async function worker(): Promise<void> {
    while (next < requests.length) {
      const request = requests[next++]!;
      const sentAt = performance.now();
      let status = 0;
      let text = '';
      try {
        const headers = Object.fromEntries(Object.entries(request.headers).filter(([, value]) => value !== ''));
        const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers, body: request.body, redirect: 'manual' });
        status = response.status;
        text = await response.text();
      } catch (error) {
        report.failures.push({ request: describe(request), status: 0, problem: `no answer: ${String(error)}`, answer: '' });
        continue;
      }
      report.sent += 1;
      const took = performance.now() - sentAt;
      if (took > report.slowestMs) {
        report.slowestMs = took;
        report.slowest = describe(request);
      }
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      const problem = judge(request, status, text, report);
      if (problem) report.failures.push({ request: describe(request), status, problem, answer: text.slice(0, 300) });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  report.totalMs = performance.now() - started;
  return report;
}

/** The storefront's cheapest real query, timed: the shop must still answer quickly after the run. */
export async function healthQueryMs(baseUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`, { headers: { store: 'th' } });
  await response.text();
  if (response.status !== 200) throw new Error(`health query answered ${response.status}`);
  return performance.now() - started;
}
