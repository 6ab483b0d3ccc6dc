import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * The data_version table, read at most once per `minIntervalMs`. Writers (seed, admin scripts, other
 * processes on the same PostgreSQL) bump a scope's version; whoever caches derived data compares stamps.
 * The stamp joins every scope's version, so a bump in any scope changes it.
 */
export class DataVersionWatcher {
  private stamp = '';
  private checkedAt = 0;
  private inFlight: Promise<string> | null = null;
  private localBumps = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly minIntervalMs = 1000,
  ) {}

  /** The current stamp; re-reads the table when the last read is older than the interval. */
  async current(now = Date.now()): Promise<string> {
    if (now - this.checkedAt < this.minIntervalMs && this.checkedAt !== 0) return this.composed();
    this.inFlight ??= this.read().finally(() => {
      this.inFlight = null;
    });
    await this.inFlight;
    return this.composed();
  }

  /** In-process writers call this (through ResponseCache.invalidate) so their change is seen at once. */
  bumpLocal(): void {
    this.localBumps += 1;
  }

  private composed(): string {
    return `${this.stamp}#${this.localBumps}`;
  }

  private async read(): Promise<string> {
    this.stamp = await readDataVersionStamp(this.db);
    this.checkedAt = Date.now();
    return this.stamp;
  }
}

/** Every scope's version joined into one stamp ("catalog:12,cms:3"), read now: a bump in any scope changes it. */
export async function readDataVersionStamp(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('data_version')
    .select(sql<string>`coalesce(string_agg(scope || ':' || version::text, ',' order by scope), '')`.as('stamp'))
    .executeTakeFirst();
  return row?.stamp ?? '';
}

/** For writers: bump one scope (insert it at 2 when new, so the stamp differs from "absent"). */
export async function bumpDataVersion(db: Kysely<Database>, scope: string): Promise<void> {
  await db
    .insertInto('data_version')
    .values({ scope, version: 2 })
    .onConflict((oc) => oc.column('scope').doUpdateSet({ version: sql`data_version.version + 1` }))
    .execute();
}

const watchers = new WeakMap<Kysely<Database>, DataVersionWatcher>();

/** One watcher per database handle, shared by the response cache and the store directory. */
export function dataVersionFor(db: Kysely<Database>): DataVersionWatcher {
  let watcher = watchers.get(db);
  if (!watcher) {
    watcher = new DataVersionWatcher(db);
    watchers.set(db, watcher);
  }
  return watcher;
}
