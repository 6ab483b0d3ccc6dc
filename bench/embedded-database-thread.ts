/**
 * `npx tsx bench/embedded-database-thread.ts`: what a slow statement on the embedded database does to the
 * HTTP thread, with PGlite in process ('main') and in its worker thread ('worker', the default). Opens an
 * in-memory database each way, runs one deliberately slow statement (a count over generate_series) and
 * meanwhile measures the longest the event loop went without running a 5 ms timer. A benchmark prints
 * figures; it does not pass or fail. docs/decisions/server-embedded-database-thread.md.
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { openDatabase, type EmbeddedThread } from '../server/db/connection';

const ROWS = Number(process.env.BENCH_ROWS ?? 3_000_000);

async function measure(thread: EmbeddedThread): Promise<string> {
  const handle = await openDatabase({ embeddedThread: thread });
  try {
    await sql`select 1`.execute(handle.db);
    let last = performance.now();
    let longestStall = 0;
    let ticks = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
      ticks += 1;
    }, 5);
    const started = performance.now();
    await sql`select count(*) from generate_series(1, ${ROWS})`.execute(handle.db);
    const took = performance.now() - started;
    // In process, no tick runs during the statement: the stall lasts until it ends.
    longestStall = Math.max(longestStall, performance.now() - last);
    clearInterval(timer);
    return `${thread.padEnd(6)} statement ${took.toFixed(0).padStart(5)} ms; event loop: longest stall ${longestStall.toFixed(0).padStart(5)} ms, ${ticks} timer ticks of 5 ms ran meanwhile`;
  } finally {
    await handle.close();
  }
}

const load = loadavg().map((value) => value.toFixed(1)).join(' ');
console.log(`embedded database thread, count over ${ROWS.toLocaleString('en')} rows; load average ${load} on ${cpus().length} cores`);
for (const thread of ['main', 'worker', 'main', 'worker'] as const) console.log(await measure(thread));
