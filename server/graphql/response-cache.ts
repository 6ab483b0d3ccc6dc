import { LRUCache } from 'lru-cache';
import type { DataVersionWatcher } from './data-version';

export interface ResponseCacheOptions {
  /** Entries kept at most (by count). */
  maxEntries?: number;
  /** Total bytes of cached bodies. */
  maxBytes?: number;
  /** An entry is dropped after this long even if nothing it is tagged with changed. */
  ttlMs?: number;
}

interface Entry {
  body: string;
  tags: readonly string[];
}

/** Past this many remembered tag invalidations the memory starts again (every pending answer is refused once). */
const MAX_TAG_EPOCHS = 50_000;

/**
 * In-process cache of whole GraphQL response bodies for public GET queries, each tagged with what it shows
 * (server/graphql/cache-tags.ts). The data version watcher reports what changed (scopes and fine tags, from
 * this node, other nodes or scripts) and the entries with those tags are dropped; nothing else is.
 *
 * An answer computed while one of its tags changed may hold the old data: `begin()` hands out a ticket
 * before the query runs, and `set()` refuses an answer whose tags were invalidated after its ticket.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly tagEpochs = new Map<string, number>();
  private epoch = 0;
  private clearedAt = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly version: DataVersionWatcher,
    options: ResponseCacheOptions = {},
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 5000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
      ttl: options.ttlMs ?? 10 * 60_000,
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
    this.unsubscribe = version.onChange((change) => {
      if (change.all) this.clear();
      else this.invalidateTags(change.tags);
    });
  }

  /**
   * The raw request URL (path and query string: query, variables, operationName, store parameter) with the
   * store and currency headers and the origin: computable before anything is parsed, so a hit skips it all.
   */
  static key(parts: { url: string; store: string; currency: string; origin: string }): string {
    return `${parts.store}\u0000${parts.currency}\u0000${parts.origin}\u0000${parts.url}`;
  }

  /**
   * Brings the data version up to date (read at most once a second, so other writers' changes are applied
   * before a lookup) and returns the ticket a new answer is stored with.
   */
  async begin(): Promise<number> {
    await this.version.current();
    return this.epoch;
  }

  /** The answer kept under `key` and the tags it was stored with. */
  get(key: string): { body: string; tags: readonly string[] } | undefined {
    return this.entries.get(key);
  }

  /** Keeps an answer unless something it shows changed since `ticket` (see begin). */
  set(key: string, ticket: number, body: string, tags: readonly string[]): void {
    if (this.clearedAt > ticket) return;
    for (const tag of tags) if ((this.tagEpochs.get(tag) ?? 0) > ticket) return;
    this.entries.delete(key);
    this.entries.set(key, { body, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.byTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  /** Drops the answers carrying any of `tags`. */
  invalidateTags(tags: readonly string[]): void {
    if (tags.length === 0) return;
    this.epoch += 1;
    if (this.tagEpochs.size + tags.length > MAX_TAG_EPOCHS) {
      this.tagEpochs.clear();
      this.clearedAt = this.epoch;
    }
    for (const tag of tags) {
      this.tagEpochs.set(tag, this.epoch);
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.entries.delete(key);
    }
  }

  /** An in-process writer that cannot say what it changed: drop everything, now. */
  invalidate(): void {
    this.version.bumpLocal();
    this.clear();
  }

  /** Stops hearing changes (the app closed; the watcher outlives it, one per database handle). */
  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private clear(): void {
    this.epoch += 1;
    this.clearedAt = this.epoch;
    this.tagEpochs.clear();
    this.entries.clear();
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}
