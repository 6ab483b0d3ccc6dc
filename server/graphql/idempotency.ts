// A retry never applies a mutation twice. The storefront's transport sends every mutation with an
// `X-Idempotency-Key` (one per mutation, kept across its retries after a connection loss). The first request with
// a key runs and its answer is stored; a repeated key gets that answer without running anything again. A repeat
// that arrives while the first is still running waits for its answer. Keys are bound to what they were first
// sent with (body, token, store, currency), and rows are deleted after a day.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { GraphQlInputException, GraphQlRequestException } from './errors';

export const IDEMPOTENCY_HEADER = 'x-idempotency-key';
/** How long an answer is kept: far beyond the transport's retries (5 attempts within seconds). */
export const IDEMPOTENCY_LIFETIME_HOURS = 24;
/** How long a repeat waits for the first request's answer before giving up. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function fingerprintOf(request: FastifyRequest): string {
  const parts = [JSON.stringify(request.body ?? null), header(request, 'authorization'), header(request, 'store'), header(request, 'content-currency')];
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createIdempotency(db: Kysely<Database>) {
  let lastSweep = 0;

  /** Expired rows go at most once a minute, on the way in of a keyed request. */
  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    await db
      .deleteFrom('graphql_idempotency')
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_LIFETIME_HOURS})`)
      .execute();
  }

  /** preValidation of POST /graphql: claims a new key, or answers a repeated one with the stored answer. */
  async function replay(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    request.idempotencyKey = null;
    const key = header(request, IDEMPOTENCY_HEADER);
    if (request.method !== 'POST' || key === '') return undefined;
    if (!KEY_SHAPE.test(key)) throw new GraphQlRequestException('The idempotency key must be 16 to 128 letters, digits, "-" or "_".');
    await sweep();
    const fingerprint = fingerprintOf(request);
    const claimed = await db
      .insertInto('graphql_idempotency')
      .values({ idempotency_key: key, fingerprint })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    if (claimed) {
      request.idempotencyKey = key;
      return undefined;
    }
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const row = await db.selectFrom('graphql_idempotency').select(['fingerprint', 'status', 'response']).where('idempotency_key', '=', key).executeTakeFirst();
      // The first request failed in a way worth retrying (its row was released): this one runs instead.
      if (!row) return replay(request, reply);
      if (row.fingerprint !== fingerprint) throw new GraphQlInputException('This idempotency key was already used for another request.');
      if (row.status !== null && row.response !== null) {
        return reply.code(row.status).header('idempotent-replay', 'true').type('application/json; charset=utf-8').send(row.response);
      }
      if (Date.now() > deadline) throw new GraphQlRequestException('The first request with this idempotency key is still running. Try again.');
      await sleep(POLL_MS);
    }
  }

  /**
   * onSend: keeps the answer of a claimed key. An answer of the mutation (200, with or without GraphQL errors) is
   * kept; a server failure (5xx) releases the key, so the transport's retry runs the mutation as if it were new.
   */
  async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const key = request.idempotencyKey;
    if (!key) return;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.deleteFrom('graphql_idempotency').where('idempotency_key', '=', key).execute();
      return;
    }
    await db.updateTable('graphql_idempotency').set({ status: reply.statusCode, response: payload }).where('idempotency_key', '=', key).execute();
  }

  return { replay, store };
}
