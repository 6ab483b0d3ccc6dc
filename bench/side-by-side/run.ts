/**
 * `npm run bench:server -- --side-by-side`: a baseline commit ("old": BENCH_BASE or --base=<ref>, default
 * cb02c59) and the working tree ("new"; or BENCH_NEW / --new=<ref>) started at once, cache off, and every
 * figure measured on both in alternation (old new, new old, …: a drift of the machine's load falls on both
 * alike), so a change is judged by the ratio new/old measured within the same minute on the same machine.
 * Per figure and side: the rate, p50 and p99 (median of the rounds), each thread's CPU use during the rounds
 * and the server's resident memory. docs/decisions/bench-side-by-side.md says how to read it.
 */
import { resolve } from 'node:path';
import pg from 'pg';
import { postgresUrl } from '../support/bench-postgres';
import { isPristine, markPristine, pristineDataDir, resolveCommit, runDataDir, worktreeFor } from './baseline';
import { CONNECTIONS, FIGURES, type Sample } from './figures';
import { startSideServer, type SideServer } from './node-server';
import { busyPercent, databaseThread, processTicks, residentMegabytes, settle, split, threadTicks } from './threads';

export interface SideBySideOptions {
  /** The baseline's ref. */
  base: string;
  /** The other side's ref; null: the working tree as it is. */
  head: string | null;
  postgres: boolean;
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  /** Only figures whose name contains one of these (all when empty). */
  only: string[];
  port: number;
  pgPort: string;
  /** Folder for the run's data folders. */
  dir: string;
}

interface Side {
  label: 'old' | 'new';
  description: string;
  cwd: string;
  commit: string | null;
  database: string | null;
  server?: SideServer;
  dbTid?: number | null;
}

interface Measured {
  samples: Sample[];
  seconds: number;
  http: number;
  db: number;
  other: number;
  postgres: number;
  rssMb: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function recreateDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}" encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C.UTF-8' template template0`);
  } finally {
    await client.end();
  }
}

/** The pids of a database's backends and the CPU ticks each has used so far. */
async function backendTicks(admin: pg.Client | null, database: string | null): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!admin || !database) return out;
  const rows = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]);
  for (const { pid } of rows.rows) out.set(pid, processTicks([pid]));
  return out;
}

function sideOf(label: 'old' | 'new', ref: string | null): Side {
  if (ref === null) return { label, description: 'working tree', cwd: process.cwd(), commit: null, database: null };
  const commit = resolveCommit(ref);
  return { label, description: `${ref} (${commit.slice(0, 10)})`, cwd: worktreeFor(commit), commit, database: null };
}

/** The side's environment: a fresh data folder (a copy of the commit's seed) or a recreated PostgreSQL database. */
async function prepareSide(side: Side, options: SideBySideOptions): Promise<Record<string, string>> {
  const dataDir = resolve(options.dir, `${side.label}-data`);
  const env: Record<string, string> = { TALAT_RESPONSE_CACHE: 'off', TALAT_DATA_DIR: dataDir };
  if (options.postgres) {
    side.database = `talat_side_by_side_${side.label}`;
    const url = postgresUrl(side.database, options.pgPort);
    await recreateDatabase(url);
    runDataDir(null, dataDir);
    return { ...env, DATABASE_URL: url };
  }
  if (side.commit) {
    const pristine = pristineDataDir(side.commit);
    if (!isPristine(pristine)) {
      console.log(`seeding ${side.description}'s embedded database once (kept in ${pristine})...`);
      runDataDir(null, pristine);
      const seeding = await startSideServer(side.cwd, { ...env, TALAT_DATA_DIR: pristine }, options.port + 2);
      await seeding.stop();
      markPristine(pristine);
    }
    runDataDir(pristine, dataDir);
  } else {
    runDataDir(null, dataDir);
  }
  return env;
}

function formatSample(side: string, unit: string, m: Measured, showDb: boolean, showPg: boolean): string {
  const rate = median(m.samples.map((s) => s.rate));
  const errors = m.samples.reduce((sum, s) => sum + s.errors, 0);
  const cpu = (ticks: number): string => `${busyPercent(ticks, m.seconds).toFixed(0)}%`.padStart(5);
  return [
    `  ${side.padEnd(8)}`,
    `${rate.toFixed(1).padStart(8)} ${unit.padEnd(8)}`,
    `p50 ${median(m.samples.map((s) => s.p50)).toFixed(0).padStart(5)} ms`,
    `p99 ${median(m.samples.map((s) => s.p99)).toFixed(0).padStart(5)} ms`,
    `  CPU http ${cpu(m.http)}`,
    showDb ? `db ${cpu(m.db)}` : '',
    `other ${cpu(m.other)}`,
    showPg ? `postgres ${cpu(m.postgres)}` : '',
    `  rss ${m.rssMb.toFixed(0)} MB`,
    errors ? `  (${errors} errors)` : '',
    rate === 0 ? '  (no answer within the rounds: longer BENCH_SECONDS)' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** new/old; '—' when a side has no figure (a latency of 0: no request answered within the rounds). */
function ratio(newValue: number, oldValue: number, zeroIsAnswer: boolean): string {
  return oldValue > 0 && (zeroIsAnswer || newValue > 0) ? `${(newValue / oldValue).toFixed(2)}×` : '—';
}

export async function sideBySide(options: SideBySideOptions): Promise<void> {
  const sides: [Side, Side] = [sideOf('old', options.base), sideOf('new', options.head)];
  const figures = FIGURES.filter((f) => options.only.length === 0 || options.only.some((o) => f.name.includes(o)));
  if (figures.length === 0) throw new Error(`no figure matches ${options.only.join(', ')}`);
  const envs = await Promise.all(sides.map((side) => prepareSide(side, options)));
  let admin: pg.Client | null = null;
  try {
    // Both at once: the idle side waits on its event loop while the other is measured.
    const started = await Promise.allSettled(sides.map((side, i) => startSideServer(side.cwd, envs[i]!, options.port + i)));
    started.forEach((s, i) => {
      if (s.status === 'fulfilled') sides[i]!.server = s.value;
    });
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    if (options.postgres) {
      const url = new URL(postgresUrl('postgres', options.pgPort));
      admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
    }
    const where = options.postgres ? 'PostgreSQL' : 'embedded database';
    console.log(`side by side on the ${where}, response cache off, ${CONNECTIONS} connections: old = ${sides[0].description}, new = ${sides[1].description}`);
    console.log(`${options.rounds} round(s) of ${options.seconds} s per side and figure after ${options.warmupSeconds} s of warm-up, alternating; rate, p50 and p99 are medians of the rounds; CPU in % of one core during the rounds`);
    for (const figure of figures) {
      const runs = await Promise.all(sides.map((side) => figure.prepare(side.server!.url)));
      for (const [i, side] of sides.entries()) {
        const before = threadTicks(side.server!.pid);
        await runs[i]!(options.warmupSeconds);
        // The database worker is told apart by the first warm-up's work (threads.ts); on PostgreSQL there is none.
        if (side.dbTid === undefined && !options.postgres) {
          const found = databaseThread(before, threadTicks(side.server!.pid), side.server!.pid);
          side.dbTid = found?.tid ?? null;
          console.log(`${side.label}: database thread ${found ? `tid ${found.tid} (${found.ticks} ticks in the warm-up, next busiest thread ${found.next})` : 'not found'}`);
        }
      }
      const measured: Measured[] = sides.map(() => ({ samples: [], seconds: 0, http: 0, db: 0, other: 0, postgres: 0, rssMb: 0 }));
      for (let round = 0; round < options.rounds; round++) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const i of order) {
          const side = sides[i]!;
          const pid = side.server!.pid;
          const m = measured[i]!;
          const before = threadTicks(pid);
          const pgBefore = await backendTicks(admin, side.database);
          const t0 = performance.now();
          m.samples.push(await runs[i]!(options.seconds));
          m.seconds += (performance.now() - t0) / 1000;
          const used = split(before, threadTicks(pid), pid, side.dbTid ?? null);
          m.http += used.http;
          m.db += used.db;
          m.other += used.other;
          for (const [backend, ticks] of await backendTicks(admin, side.database)) m.postgres += ticks - (pgBefore.get(backend) ?? 0);
          m.rssMb = Math.max(m.rssMb, residentMegabytes(pid));
          await settle(pid);
        }
      }
      const [old, now] = measured as [Measured, Measured];
      const showDb = !options.postgres;
      console.log(`\n${figure.name}`);
      console.log(formatSample('old', figure.unit, old, showDb, options.postgres));
      console.log(formatSample('new', figure.unit, now, showDb, options.postgres));
      const m = (x: Measured, key: keyof Sample): number => median(x.samples.map((s) => s[key]));
      console.log(`  new/old  rate ${ratio(m(now, 'rate'), m(old, 'rate'), true)}  p50 ${ratio(m(now, 'p50'), m(old, 'p50'), false)}  p99 ${ratio(m(now, 'p99'), m(old, 'p99'), false)}`);
    }
  } finally {
    await admin?.end();
    await Promise.all(sides.map((side) => side.server?.stop() ?? Promise.resolve()));
  }
}
