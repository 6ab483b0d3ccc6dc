import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { SCOPE_TAGS, tagsOfScope } from './cache-tags';

/** What changed: tags of cached answers to drop (coarse and fine), or everything. */
export interface DataChange {
  tags: readonly string[];
  all: boolean;
}

export type DataChangeListener = (change: DataChange) => void;

/**
 * A commit takes its tag `seq` at the write, so a slow transaction may commit a smaller seq after a larger
 * one was seen: each poll re-reads what was committed in this window behind the newest seq it had seen.
 */
const LATE_COMMIT_WINDOW_MS = 10_000;
/** More fine changes than this in one poll: drop everything rather than read them all. */
const MAX_TAG_ROWS = 5000;

/**
 * The data_version scopes, the fine tags of data_tag_version and the next special-price window boundary,
 * read at most once per `minIntervalMs` (and at once when told: LISTEN/NOTIFY, an in-process writer).
 * Writers (triggers of migration 0132, the seed, scripts, other nodes) bump scopes and tags; listeners
 * (the response cache, the HTTP cache purger) hear what changed. `current()` is the coarse stamp: every
 * scope's version joined, which per-process memos of catalogue settings and trees compare.
 */
export class DataVersionWatcher {
  private stamp = '';
  private checkedAt = 0;
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private localBumps = 0;
  private fine = 0;
  private scopes: Map<string, number> | null = null;
  private seqFloor: number | null = null;
  private maxSeq = 0;
  private seqHistory: Array<{ at: number; maxSeq: number }> = [];
  private knownTags = new Map<string, { version: number; seq: number }>();
  private boundary: number | null = null;
  private boundaryRead = false;
  private readonly listeners = new Set<DataChangeListener>();
  private timer: NodeJS.Timeout | null = null;
  private users = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly minIntervalMs = 1000,
  ) {}

  /** The current coarse stamp; re-reads the tables when the last read is older than the interval. */
  async current(now = Date.now()): Promise<string> {
    if (now - this.checkedAt >= this.minIntervalMs || this.checkedAt === 0) await this.poll();
    this.passBoundary(Date.now());
    return this.composed();
  }

  /**
   * Reads now (a notification, a local write). A read already under way may have started before the change
   * committed: one more follows it, shared by everyone who asks meanwhile.
   */
  refresh(): Promise<void> {
    if (!this.inFlight) return this.poll();
    this.queued ??= this.inFlight
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.poll();
      });
    return this.queued;
  }

  /** One read at a time; callers while it runs share it (polls must not queue behind a busy server's reads). */
  private poll(): Promise<void> {
    this.inFlight ??= this.read().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** In-process writers call this (through ResponseCache.invalidate) so their change is seen at once. */
  bumpLocal(): void {
    this.localBumps += 1;
  }

  /**
   * Moves whenever a fine tag changed (a product's stock or reviews): per-process row memos that hold
   * products (server/modules/catalog/versioned-rows.ts) key on it beside the coarse stamp.
   */
  get fineEpoch(): number {
    return this.fine;
  }

  /** Seconds until the next special-price / flash-sale window opens or closes; null when none is ahead. */
  secondsToNextWindow(now = Date.now()): number | null {
    if (this.boundary === null) return null;
    return Math.max(0, Math.ceil((this.boundary - now) / 1000));
  }

  onChange(listener: DataChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Polls every interval while someone needs prompt changes without traffic (apps; stopped on close). */
  start(): void {
    this.users += 1;
    if (this.timer) return;
    this.timer = setInterval(() => {
      void this.current().catch(() => undefined);
    }, this.minIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0 || !this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
  }

  private composed(): string {
    return `${this.stamp}#${this.localBumps}`;
  }

  private emit(change: DataChange): void {
    if (!change.all && change.tags.length === 0) return;
    for (const listener of this.listeners) listener(change);
  }

  private passBoundary(now: number): void {
    if (this.boundary === null || now < this.boundary) return;
    // A price window opened or closed: every answer with prices is stale, though nobody wrote anything.
    this.boundary = null;
    this.boundaryRead = false;
    this.emit({ tags: tagsOfScope('catalog'), all: false });
  }

  private async read(): Promise<void> {
    const now = Date.now();
    const rows = await this.db.selectFrom('data_version').select(['scope', 'version']).orderBy('scope').execute();
    const tagRows = await this.readTags(now);
    const tags = new Set<string>();
    let all = false;
    const previous = this.scopes;
    const next = new Map(rows.map((row) => [row.scope, Number(row.version)]));
    let catalogMoved = previous === null;
    if (previous) {
      for (const [scope, version] of next) {
        if (previous.get(scope) === version) continue;
        if (scope === 'catalog') catalogMoved = true;
        if (!(scope in SCOPE_TAGS)) all = true;
        for (const tag of tagsOfScope(scope)) tags.add(tag);
      }
    }
    this.scopes = next;
    this.stamp = rows.map((row) => `${row.scope}:${row.version}`).join(',');
    if (tagRows === 'overflow') all = true;
    else if (tagRows.length > 0) {
      this.fine += 1;
      for (const tag of tagRows) tags.add(tag);
    }
    if (catalogMoved || !this.boundaryRead) await this.readBoundary();
    this.checkedAt = Date.now();
    this.emit({ tags: [...tags], all });
  }

  /** Fine tags committed since the last polls (see LATE_COMMIT_WINDOW_MS); 'overflow' past MAX_TAG_ROWS. */
  private async readTags(now: number): Promise<string[] | 'overflow'> {
    if (this.seqFloor === null) {
      const row = await this.db.selectFrom('data_tag_version').select(sql<number>`coalesce(max(seq), 0)`.as('seq')).executeTakeFirst();
      this.seqFloor = Number(row?.seq ?? 0);
      this.maxSeq = this.seqFloor;
      this.seqHistory = [{ at: now, maxSeq: this.maxSeq }];
      return [];
    }
    // The newest seq seen at least a window ago: anything committed since then is read again.
    while (this.seqHistory.length > 1 && (this.seqHistory[1]?.at ?? now) <= now - LATE_COMMIT_WINDOW_MS) this.seqHistory.shift();
    const first = this.seqHistory[0];
    const low = first && first.at <= now - LATE_COMMIT_WINDOW_MS ? first.maxSeq : this.seqFloor;
    const rows = await this.db
      .selectFrom('data_tag_version')
      .select(['tag', 'version', 'seq'])
      .where('seq', '>', low)
      .orderBy('seq')
      .limit(MAX_TAG_ROWS + 1)
      .execute();
    for (const [tag, known] of this.knownTags) if (known.seq <= low) this.knownTags.delete(tag);
    const changed: string[] = [];
    for (const row of rows) {
      const seq = Number(row.seq);
      const version = Number(row.version);
      if (seq > this.maxSeq) this.maxSeq = seq;
      if (this.knownTags.get(row.tag)?.version === version) continue;
      this.knownTags.set(row.tag, { version, seq });
      changed.push(row.tag);
    }
    this.seqHistory.push({ at: now, maxSeq: this.maxSeq });
    return rows.length > MAX_TAG_ROWS ? 'overflow' : changed;
  }

  /** special_from opens a window; a window closes just after special_to (isSpecialPriceActive). */
  private async readBoundary(): Promise<void> {
    const { rows } = await sql<{ opens: Date | string | null; closes: Date | string | null }>`
      select (select min(special_from) from product where special_from > now()) as opens,
             (select min(special_to) from product where special_to >= now()) as closes`.execute(this.db);
    const row = rows[0];
    const opens = row?.opens ? new Date(row.opens).getTime() : null;
    const closes = row?.closes ? new Date(row.closes).getTime() + 1 : null;
    const moments = [opens, closes].filter((moment): moment is number => moment !== null);
    this.boundary = moments.length > 0 ? Math.min(...moments) : null;
    this.boundaryRead = true;
  }
}

/** Every scope's version joined into one stamp ("catalog:12,cms_page:3"), read now: a bump in any scope changes it. */
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
