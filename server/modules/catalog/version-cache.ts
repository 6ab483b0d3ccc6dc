import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { dataVersionFor } from '../../graphql/data-version';

/**
 * Values every request reads but only an operator changes (catalogue settings, the category tree, the
 * filterable attributes), kept per process and dropped when data_version moves — the rule the response
 * cache and the store directory follow: writers bump data_version (or call ResponseCache.invalidate() in
 * process). Saves a query each, which on the embedded database is a whole planner round per request.
 */
interface Shelf {
  stamp: string;
  values: Map<string, Promise<unknown>>;
}

const shelves = new WeakMap<Kysely<Database>, Shelf>();

export async function sharedUntilDataChanges<T>(db: Kysely<Database>, key: string, load: () => Promise<T>): Promise<T> {
  const stamp = await dataVersionFor(db).current();
  let shelf = shelves.get(db);
  if (!shelf || shelf.stamp !== stamp) {
    shelf = { stamp, values: new Map() };
    shelves.set(db, shelf);
  }
  const known = shelf.values.get(key);
  if (known) return known as Promise<T>;
  const loading = load();
  const values = shelf.values;
  values.set(key, loading);
  // A failed load (database restarting) is tried again by the next request.
  loading.catch(() => values.delete(key));
  return loading;
}
