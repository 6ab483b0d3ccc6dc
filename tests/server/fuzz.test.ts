import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRequests } from '../fuzz/generate-requests';
import { prng } from '../fuzz/hostile-values';
import { healthQueryMs, introspect, runFuzz } from '../fuzz/run-fuzz';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Generated hostile requests against a listening server (issue 14). `npm test` sends a slice of 300;
 * `npm run test:fuzz` sends FUZZ_REQUESTS=3000. FUZZ_SEED reproduces a run.
 */
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 14);

let t: TestApp;
let baseUrl = '';
const logLines: { level: number; msg: string; reqId?: string }[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  t = await buildTestApp({ logger: { level: 'info', stream } });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

describe(`fuzz: ${COUNT} generated hostile requests (seed ${SEED})`, () => {
  it('answers every one without a 5xx, an internal error, an uncategorised error or a leak, and stays fast', { timeout: 600_000 }, async () => {
    const schema = await introspect(baseUrl);
    const requests = generateRequests(schema, COUNT, prng(SEED));
    const report = await runFuzz(baseUrl, requests);
    const health = await healthQueryMs(baseUrl);
    console.log(
      `fuzz: ${report.sent} sent in ${Math.round(report.totalMs)} ms, slowest ${Math.round(report.slowestMs)} ms, ` +
        `health query afterwards ${Math.round(health)} ms; statuses ${JSON.stringify(report.byStatus)}; categories ${JSON.stringify(report.byCategory)}\n` +
        `slowest: ${report.slowest.slice(0, 300)}`,
    );
    const problems = [...new Set(report.failures.map((failure) => `${failure.problem} ← ${failure.request.slice(0, 200)} → ${failure.answer.slice(0, 200)}`))];
    if (problems.length > 0) console.log(problems.slice(0, 40).join('\n'));
    expect(report.failures.slice(0, 10)).toEqual([]);
    expect(report.sent).toBe(COUNT);
    expect(health).toBeLessThan(1_000);
    // Every request logged once, at info; nothing warned or errored (no double answers, no faults).
    const noisy = logLines.filter((line) => line.level >= 40).map((line) => line.msg);
    if (noisy.length > 0) console.log(`log lines at warn or above:\n${[...new Set(noisy)].join("\n")}`);
    expect(noisy.slice(0, 5)).toEqual([]);
    // One line per request fastify routed (node answers oversized headers and undecodable URLs itself),
    // and never two for the same request id.
    const requestLines = logLines.filter((line) => line.msg === 'request');
    expect(requestLines.length).toBeGreaterThanOrEqual(COUNT * 0.9);
    expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(requestLines.length);
  });
});
