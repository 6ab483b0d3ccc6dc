import { LRUCache } from 'lru-cache';
import type { DataVersionWatcher } from './data-version';

export interface ResponseCacheOptions {
  /** Entries kept at most (by count). */
  maxEntries?: number;
  /** Total bytes of cached bodies. */
  maxBytes?: number;
  /** An entry is dropped after this long even if the data version did not move. */
  ttlMs?: number;
}

interface Entry {
  stamp: string;
  body: string;
}

/**
 * In-process cache of whole GraphQL response bodies for public GET queries. An entry is stamped with the
 * data version read before the query ran; a different version now means the data changed, and the entry
 * is dropped. Writers in this process call `invalidate()`; other processes bump data_version.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly version: DataVersionWatcher,
    options: ResponseCacheOptions = {},
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 5000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
      ttl: options.ttlMs ?? 10 * 60_000,
    });
  }

  /**
   * The raw request URL (path and query string: query, variables, operationName, store parameter) with the
   * store and currency headers and the origin: computable before anything is parsed, so a hit skips it all.
   */
  static key(parts: { url: string; store: string; currency: string; origin: string }): string {
    return `${parts.store}\u0000${parts.currency}\u0000${parts.origin}\u0000${parts.url}`;
  }

  /** The data version to stamp a new entry with, read before running the query. */
  currentStamp(): Promise<string> {
    return this.version.current();
  }

  get(key: string, stamp: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, stamp: string, body: string): void {
    this.entries.set(key, { stamp, body });
  }

  invalidate(): void {
    this.version.bumpLocal();
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
