/**
 * Tells the shared HTTP caches in front (Varnish with the xkey vmod; TALAT_HTTP_CACHE_PURGE_URLS) to drop
 * the answers carrying tags that changed: `PURGE <url>` with `xkey-purge: <tags>` (space-separated, as the
 * vmod reads it). Every node purges what its own watcher saw change, after dropping its own entries: the
 * last purge then comes after every node forgot the old answer, so the cache cannot refill from a node
 * that had not heard yet (the duplicates cost a few small requests). A failure is logged, never thrown:
 * a write must not fail because a cache is down (its answers then live up to their max-age).
 */

export interface PurgeLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Tags sent in one request at most: the header stays far below Varnish's 8 KB header limit. */
const TAGS_PER_REQUEST = 200;
/** Changes arriving this close together go out in one request per cache. */
const BATCH_MS = 20;

export class HttpCachePurger {
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private inFlight = new Set<Promise<void>>();

  constructor(
    private readonly urls: readonly string[],
    private readonly log: PurgeLogger,
    private readonly send: typeof fetch = fetch,
  ) {}

  get enabled(): boolean {
    return this.urls.length > 0;
  }

  purge(tags: readonly string[]): void {
    if (!this.enabled || tags.length === 0) return;
    for (const tag of tags) this.pending.add(tag);
    this.timer ??= setTimeout(() => this.flush(), BATCH_MS);
  }

  /** Sends what is pending now and waits for every request under way (app close, tests). */
  async settle(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.flush();
    }
    await Promise.all([...this.inFlight]);
  }

  private flush(): void {
    this.timer = null;
    const tags = [...this.pending].sort();
    this.pending.clear();
    for (let start = 0; start < tags.length; start += TAGS_PER_REQUEST) {
      const header = tags.slice(start, start + TAGS_PER_REQUEST).join(' ');
      for (const url of this.urls) {
        const request = this.purgeOne(url, header).finally(() => this.inFlight.delete(request));
        this.inFlight.add(request);
      }
    }
  }

  private async purgeOne(url: string, tags: string): Promise<void> {
    try {
      const response = await this.send(url, { method: 'PURGE', headers: { 'xkey-purge': tags }, signal: AbortSignal.timeout(5000) });
      await response.body?.cancel();
      if (!response.ok) this.log.warn({ url, status: response.status, tags }, 'HTTP cache purge refused');
    } catch (error) {
      this.log.warn({ url, tags, error: error instanceof Error ? error.message : String(error) }, 'HTTP cache purge failed');
    }
  }
}
