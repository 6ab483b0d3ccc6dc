import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';

/**
 * Background work (mail, push) is claimed with a lease: the claiming statement writes a token of its own and
 * moves the row's next_attempt_at to the lease's end, in one short statement (no transaction stays open while
 * the work runs). Completion is written only where the token is still ours, so a sender whose lease ran out
 * and was taken over cannot mark, fail or overwrite what the new holder does. docs/decisions/server-work-leases.md
 */
export interface Lease {
  /** This claim's token (one per run of a sender). */
  token: string;
  /** How long a claim holds, in ms. */
  ms: number;
}

export function newLease(ms: number): Lease {
  return { token: randomUUID(), ms };
}

/** The lease's end, from the database's clock: every node compares with the same now(). */
export function leaseEnd(lease: Lease): RawBuilder<Date> {
  return sql<Date>`now() + ${lease.ms / 1000}::double precision * interval '1 second'`;
}
