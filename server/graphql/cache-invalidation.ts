import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ALL_TAG } from './cache-tags';
import { listenForDataChanges } from './data-change-listener';
import { dataVersionFor } from './data-version';
import { HttpCachePurger } from './http-cache-purge';
import type { ResponseCache } from './response-cache';

export interface CacheInvalidationOptions {
  /** PostgreSQL: LISTEN for changes on a connection of its own. Unset (PGlite): the poll alone. */
  databaseUrl?: string | undefined;
  /** TALAT_HTTP_CACHE_PURGE_URLS. */
  purgeUrls?: readonly string[] | undefined;
}

/**
 * How a change reaches this node's caches and the shared caches in front: the data version watcher polls
 * every second (also without traffic), LISTEN/NOTIFY makes it read at once, the response cache drops the
 * answers tagged with what changed, and then the purger tells Varnish. Everything stops when the app closes.
 */
export function startCacheInvalidation(app: FastifyInstance, db: Kysely<Database>, responseCache: ResponseCache, options: CacheInvalidationOptions): void {
  const watcher = dataVersionFor(db);
  const purger = new HttpCachePurger(options.purgeUrls ?? [], app.log);
  // Registered after the response cache's own listener: this node forgets the answers before Varnish is told.
  const stopPurging = watcher.onChange((change) => purger.purge(change.all ? [ALL_TAG] : change.tags));
  watcher.start();
  const listener = options.databaseUrl
    ? listenForDataChanges(options.databaseUrl, () => void watcher.refresh().catch(() => undefined), app.log)
    : null;
  app.decorate('httpCachePurger', purger);
  app.addHook('onClose', async () => {
    watcher.stop();
    stopPurging();
    responseCache.close();
    await listener?.close();
    await purger.settle();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Purges of the shared HTTP caches (TALAT_HTTP_CACHE_PURGE_URLS); disabled when none is configured. */
    httpCachePurger: HttpCachePurger;
  }
}
