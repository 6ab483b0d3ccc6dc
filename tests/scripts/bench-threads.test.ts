// bench/side-by-side/threads.ts reads each thread's CPU from /proc: checked on this very process, with a
// worker thread that spins (as the embedded database's worker does under load) while the main thread waits.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { databaseThread, split, threadTicks } from '../../bench/side-by-side/threads';

/** CPU the worker spins for, in clock ticks (40 = 0.4 s at the usual 100 a second). */
const SPIN_TICKS = 40;

/**
 * A worker that spins until it has itself used `ticks` of CPU (its own /proc/thread-self/stat: on a loaded
 * machine wall time says little), says so, and stays alive until terminated (an ended thread leaves
 * /proc/<pid>/task). Bounded by 30 s of wall time.
 */
async function spinningWorker(ticks: number): Promise<Worker> {
  const worker = new Worker(
    `const { readFileSync } = require('node:fs');
     const own = () => { const s = readFileSync('/proc/thread-self/stat', 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return Number(f[11]) + Number(f[12]); };
     const start = own(); const until = Date.now() + 30000; let x = 0;
     while (own() - start < ${ticks} && Date.now() < until) { for (let i = 0; i < 1e5; i++) x += i; }
     setInterval(() => {}, 1000);
     require('node:worker_threads').parentPort.postMessage(x);`,
    { eval: true },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return worker;
}

describe.runIf(process.platform === 'linux')('bench thread CPU from /proc', () => {
  it('lists the main thread under the pid, named, with the ticks it has used', () => {
    const threads = threadTicks(process.pid);
    const main = threads.get(process.pid);
    expect(main).toBeDefined();
    expect(main!.comm.length).toBeGreaterThan(0);
    expect(main!.ticks).toBeGreaterThan(0);
  });

  it('tells the busy worker thread apart and charges its CPU to it, not to the waiting main thread', async () => {
    const before = threadTicks(process.pid);
    const worker = await spinningWorker(SPIN_TICKS);
    const after = threadTicks(process.pid);
    await worker.terminate();
    const found = databaseThread(before, after, process.pid);
    expect(found).not.toBeNull();
    expect(found!.tid).not.toBe(process.pid);
    const used = split(before, after, process.pid, found!.tid);
    expect(used.db).toBeGreaterThanOrEqual(SPIN_TICKS);
    expect(used.db).toBeGreaterThan(used.http);
    expect(found!.ticks).toBeGreaterThan(found!.next);
  });
});
