/**
 * Throttling of sensitive actions (sign-in, coupons, contact form, password reset, newsletter, list sharing).
 * The whole API:
 *
 *   const signIns = new Throttle({ name: 'sign-in per account', limit: 10, windowSeconds: 900 });
 *   const attempt = await signIns.attempt(db, [`account:${email}`]);  // throws graphql-too-many-requests when used up
 *   ...do the work...
 *   await attempt.succeeded();                                        // optional: a success does not count
 *   await signIns.reset(db, `account:${email}`);                      // optional: forget the key entirely
 *
 *   attemptAll(db, [[rule, key], ...])  one attempt under several rules (per account and per address).
 *   clientAddress(context)  (./client-address.ts): the caller's IP for per-address keys.
 *   THROTTLES               (./throttles.ts): the shop's rules, shared by every module that applies them.
 *
 * Each rule is a fixed window per key: at most `limit` attempts counted in `windowSeconds`, counted from
 * the first. An attempt is counted before the work runs, so parallel requests each use one. When a key is
 * used up the answer is the same whatever the key names (an e-mail with or without an account), with
 * Retry-After.
 *
 * Counters live in the database (table throttle_counter, one row per rule and key), so every node counts
 * against the same limits and a restart forgets nothing: an attempt is one statement, an upsert returning
 * the count (docs/decisions/server-throttling.md). Pass the database itself, never a transaction: a
 * refused sign-in must stay counted when the request's work rolls back.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { GraphQlTooManyRequestsException } from '../graphql/errors';
import { msg } from '../i18n/message';

export interface ThrottleRule {
  /** The rule's key in throttle_counter (so unique per rule), for logs and the decision record. */
  name: string;
  /** Attempts allowed per key and window. */
  limit: number;
  windowSeconds: number;
}

/** An attempt counted against its keys; `succeeded()` takes it back (sign-in, coupon accepted). */
export interface Attempt {
  succeeded(): Promise<void>;
}

type Db = Kysely<Database>;

/** Ended windows are deleted at most this often per process (one indexed delete; rows are reused meanwhile). */
const SWEEP_EVERY_MS = 5 * 60 * 1000;
let lastSweep = 0;

export class Throttle {
  /**
   * `now` (epoch ms) only for tests that move time; by default the database's clock, so nodes whose clocks
   * differ still agree on when a window ends.
   */
  constructor(
    readonly rule: ThrottleRule,
    readonly now: (() => number) | null = null,
  ) {}

  /**
   * Counts one attempt against every key, or throws graphql-too-many-requests (counting nothing) when any
   * of them has used its limit in the current window.
   */
  attempt(db: Db, keys: readonly string[]): Promise<Attempt> {
    return attemptAll(db, keys.map((key) => [this, key] as const));
  }

  /** Seconds until `key` may try again; 0 when it may now. */
  async retryAfter(db: Db, key: string): Promise<number> {
    const row = await sql<{ wait: number }>`
      select greatest(1, ceil(extract(epoch from window_ends - ${clock(this)})))::int as wait
      from throttle_counter
      where rule = ${this.rule.name} and key = ${key} and window_ends > ${clock(this)} and count >= ${this.rule.limit}
    `.execute(db);
    return row.rows[0]?.wait ?? 0;
  }

  /** Forgets everything counted for `key` (e.g. the account's failures after a successful sign-in). */
  async reset(db: Db, key: string): Promise<void> {
    await db.deleteFrom('throttle_counter').where('rule', '=', this.rule.name).where('key', '=', key).execute();
  }
}

/** The moment an attempt is counted at: the test's clock, else the database's. */
function clock(throttle: Throttle) {
  const at = throttle.now?.();
  return at === undefined ? sql`statement_timestamp()` : sql`${new Date(at).toISOString()}::timestamptz`;
}

interface CountedRow {
  state: 'blocked' | 'counted';
  rule: string | null;
  key: string | null;
  count: number;
  lim: number;
  /** The counted window's end, as text, so `succeeded()` matches it exactly (microseconds). */
  window_ends: string | null;
  wait: number;
}

/**
 * One attempt counted under several rules at once (per account and per address), in one statement:
 * refused, counting nothing, when any of them is used up; `succeeded()` takes it back from all. Two
 * attempts racing for a key's last try both count and the one past the limit is refused.
 */
export async function attemptAll(db: Db, entries: ReadonlyArray<readonly [Throttle, string]>): Promise<Attempt> {
  if (entries.length === 0) return { succeeded: async () => undefined };
  // Rows in one order whoever asks, so two attempts sharing keys never wait on each other crosswise.
  const sorted = [...entries].sort(([a, x], [b, y]) => (a.rule.name === b.rule.name ? (x < y ? -1 : x > y ? 1 : 0) : a.rule.name < b.rule.name ? -1 : 1));
  const at = clock(sorted[0]![0]);
  const { rows } = await sql<CountedRow>`
    with input as (
      select * from unnest(
        ${sorted.map(([throttle]) => throttle.rule.name)}::text[], ${sorted.map(([, key]) => key)}::text[],
        ${sorted.map(([throttle]) => throttle.rule.limit)}::int[], ${sorted.map(([throttle]) => throttle.rule.windowSeconds)}::int[]
      ) with ordinality as i(rule, key, lim, secs, position)
    ),
    clock as (select ${at} as at),
    blocked as (
      select t.window_ends from throttle_counter t join input i on t.rule = i.rule and t.key = i.key
      where t.window_ends > (select at from clock) and t.count >= i.lim
    ),
    counted as (
      insert into throttle_counter as t (rule, key, count, window_ends)
      select i.rule, i.key, 1, (select at from clock) + make_interval(secs => i.secs) from input i
      where not exists (select 1 from blocked)
      order by i.position
      on conflict (rule, key) do update set
        count = case when t.window_ends <= (select at from clock) then 1 else t.count + 1 end,
        window_ends = case when t.window_ends <= (select at from clock) then excluded.window_ends else t.window_ends end
      returning t.rule, t.key, t.count, t.window_ends
    )
    select 'blocked' as state, null::text as rule, null::text as key, 0 as count, 0 as lim, null::text as window_ends,
      greatest(1, ceil(extract(epoch from b.window_ends - (select at from clock))))::int as wait
    from blocked b
    union all
    select 'counted', c.rule, c.key, c.count, i.lim, c.window_ends::text,
      greatest(1, ceil(extract(epoch from c.window_ends - (select at from clock))))::int
    from counted c join input i on i.rule = c.rule and i.key = c.key
  `.execute(db);
  sweepNowAndThen(db);
  const over = rows.filter((row) => row.state === 'blocked' || row.count > row.lim);
  if (over.length > 0) {
    throw new GraphQlTooManyRequestsException(msg('Too many attempts. Please wait and try again later.'), Math.max(...over.map((row) => row.wait)));
  }
  let open = true;
  return {
    succeeded: async () => {
      if (!open) return;
      open = false;
      // Only the window this attempt was counted in: a new one that started meanwhile owes it nothing.
      await sql`
        update throttle_counter t set count = greatest(0, t.count - 1)
        from unnest(${rows.map((row) => row.rule)}::text[], ${rows.map((row) => row.key)}::text[], ${rows.map((row) => row.window_ends)}::timestamptz[]) as c(rule, key, window_ends)
        where t.rule = c.rule and t.key = c.key and t.window_ends = c.window_ends
      `.execute(db);
    },
  };
}

/** Deletes windows that ended (any node may; the work is the same whoever does it). */
export async function sweepThrottleCounters(db: Db): Promise<number> {
  const result = await db.deleteFrom('throttle_counter').where('window_ends', '<', sql<Date>`statement_timestamp()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function sweepNowAndThen(db: Db): void {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  // Not awaited: the shopper's attempt does not wait for housekeeping; a failed sweep is retried next time.
  sweepThrottleCounters(db).catch(() => undefined);
}
