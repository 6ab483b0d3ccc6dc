import type { Kysely } from 'kysely';
import type { GraphQLContext } from '../../graphql/context';
import type { Database } from '../../db/types';
import { dataVersionFor, readDataVersionStamp } from '../../graphql/data-version';
import { perRequest } from './request-scope';

/**
 * Rows the catalogue reads per product or per category (product rows, media, attribute values, custom
 * options, price children, product counts, CMS blocks), kept per process and keyed by the data version read
 * at the start of the request. Migration 0006 bumps data_version in the same transaction as every write to
 * those tables, so a request that reads the version sees the rows as they are now: nothing is ever older
 * than the request (unlike the one-second watcher of version-cache.ts, this is exact, and costs one small
 * statement per request that uses it). Profiled: the rows of a 20-product page were six statements, each a
 * planner round plus a protocol round trip on the embedded database.
 *
 * Values are shared between requests: callers must treat them as read-only.
 */
interface Shelf {
  stamp: string;
  values: Map<string, unknown>;
}

/** Past this many entries the shelf starts again (a 100,000-product catalogue should not live in memory). */
const MAX_ENTRIES = 40_000;

const shelves = new WeakMap<Kysely<Database>, Shelf>();

/**
 * The data version as this request found it, read once per request. Stock and review changes bump fine tags,
 * not a scope (migration 0132): the watcher's fine epoch moves with them, seen within its poll or at once
 * through LISTEN/NOTIFY or the writer's own refresh.
 */
export function requestStamp(ctx: GraphQLContext): Promise<string> {
  return perRequest(ctx, 'data-version-stamp', async () => `${await readDataVersionStamp(ctx.db)}#${dataVersionFor(ctx.db).fineEpoch}`);
}

function shelfFor(db: Kysely<Database>, stamp: string): Shelf {
  let shelf = shelves.get(db);
  if (!shelf || shelf.stamp !== stamp) {
    shelf = { stamp, values: new Map() };
    shelves.set(db, shelf);
  }
  return shelf;
}

/**
 * Values for `keys` in `namespace` (one per key, in order): those known at this request's data version
 * from memory, the others from `load(missing)` (one batch), which are then kept.
 */
export async function rowsPerKey<K extends string | number, V>(
  ctx: GraphQLContext,
  namespace: string,
  keys: readonly K[],
  load: (missing: readonly K[]) => Promise<readonly V[]>,
): Promise<V[]> {
  const stamp = await requestStamp(ctx);
  const shelf = shelfFor(ctx.db, stamp);
  const found = new Map<K, V>();
  const missing = new Set<K>();
  for (const key of keys) {
    const entry = `${namespace}\u0000${key}`;
    if (shelf.values.has(entry)) found.set(key, shelf.values.get(entry) as V);
    else missing.add(key);
  }
  if (missing.size > 0) {
    const asked = [...missing];
    const loaded = await load(asked);
    // Another request may have moved the shelf on to a newer version meanwhile: keep only on our own.
    const keep = shelves.get(ctx.db) === shelf;
    if (keep && shelf.values.size + asked.length > MAX_ENTRIES) shelf.values.clear();
    asked.forEach((key, index) => {
      const value = loaded[index] as V;
      found.set(key, value);
      if (keep) shelf.values.set(`${namespace}\u0000${key}`, value);
    });
  }
  return keys.map((key) => found.get(key) as V);
}
