// Each thread's CPU use during a figure, read from outside the server (no bench-only code in it): utime and
// stime of /proc/<pid>/task/<tid>/stat before and after, in clock ticks. Node names all its own threads
// "node" (comm), so the HTTP thread is the main one (tid = pid), and the embedded database's worker thread is
// the other "node" thread that used the most CPU during the first figure's warm-up (it runs every statement;
// V8's GC helpers and libuv's pool far less). On PostgreSQL there is none:
// its backends are other processes, read by pid from pg_stat_activity (postgresBackends).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

export interface ThreadTicks {
  comm: string;
  ticks: number;
}

/** utime + stime of one task (or process) from its stat line; the name may hold spaces and parentheses. */
function ticksOf(statPath: string): number | null {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the name start at field 3 (state): utime is field 14, stime field 15.
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null; // the task ended between listing and reading
  }
}

export function threadTicks(pid: number): Map<number, ThreadTicks> {
  const out = new Map<number, ThreadTicks>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const ticks = ticksOf(`/proc/${pid}/task/${tid}/stat`);
    if (ticks === null) continue;
    out.set(Number(tid), { comm: readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim(), ticks });
  }
  return out;
}

/**
 * The embedded database's worker, by the rule above: the non-main "node" thread that used the most CPU
 * between two readings taken around database-bound load (cumulative time would pick tsx's module loader
 * thread, which compiled the server at start). Also returns its share against the next busiest, to print.
 */
export function databaseThread(before: Map<number, ThreadTicks>, after: Map<number, ThreadTicks>, pid: number): { tid: number; ticks: number; next: number } | null {
  const used = [...after]
    .filter(([tid, t]) => tid !== pid && t.comm === 'node')
    .map(([tid, t]) => ({ tid, ticks: t.ticks - (before.get(tid)?.ticks ?? 0) }))
    .sort((a, b) => b.ticks - a.ticks);
  const [best, next] = used;
  return best && best.ticks > 0 ? { ...best, next: next?.ticks ?? 0 } : null;
}

export function processTicks(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (ticksOf(`/proc/${pid}/stat`) ?? 0), 0);
}

/**
 * Waits (at most `limitMs`) until the server has finished the work of requests the load generator gave up on
 * at the end of a round: CPU under 10% of a core over 200 ms. The other side's round then runs on a machine
 * this server no longer loads.
 */
export async function settle(pid: number, limitMs = 5_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let last = processTicks([pid]);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    const now = processTicks([pid]);
    if (busyPercent(now - last, 0.2) < 10) return;
    last = now;
  }
}

export function residentMegabytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** CPU use between two readings as a share of one core (100% = one core busy all the time). */
export function busyPercent(ticks: number, seconds: number): number {
  return seconds > 0 ? (100 * ticks) / TICKS_PER_SECOND / seconds : 0;
}

/** Ticks used between two readings, for the HTTP thread, the database thread and all the others together. */
export function split(before: Map<number, ThreadTicks>, after: Map<number, ThreadTicks>, pid: number, dbTid: number | null): { http: number; db: number; other: number } {
  let http = 0;
  let db = 0;
  let other = 0;
  for (const [tid, t] of after) {
    const used = t.ticks - (before.get(tid)?.ticks ?? 0);
    if (tid === pid) http += used;
    else if (tid === dbTid) db += used;
    else other += used;
  }
  return { http, db, other };
}
