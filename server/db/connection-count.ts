import type { Kysely } from 'kysely';
import type { Database } from './types';

/**
 * How many connections a database handle has (the embedded database one, a PostgreSQL pool its size), for code
 * that must leave part of them to others: placeOrder's admission (modules/checkout/order-admission.ts) keeps
 * a rush from taking every connection shoppers' reads need. Recorded by openDatabase (connection.ts).
 */
const counts = new WeakMap<Kysely<Database>, number>();

export function recordConnectionCount(db: Kysely<Database>, connections: number): void {
  counts.set(db, connections);
}

/** The handle's connections; one when it was not opened by openDatabase (a single connection is the safe guess). */
export function connectionCountOf(db: Kysely<Database>): number {
  return counts.get(db) ?? 1;
}
