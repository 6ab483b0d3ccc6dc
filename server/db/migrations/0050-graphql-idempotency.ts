import { sql, type Kysely } from 'kysely';

/**
 * The answers to mutations sent with an idempotency key (the storefront's transport sends one per mutation and
 * keeps it across its retries): a repeated key gets the stored answer instead of running the mutation again.
 * Rows live a bounded time (server/graphql/idempotency.ts deletes them after a day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table graphql_idempotency (
      idempotency_key text primary key,
      -- Hash of what the key was first sent with (body, token, store, currency): the same key with another
      -- request is refused, so a key never answers for someone else's request.
      fingerprint text not null,
      -- Null while the first request is still running.
      status integer,
      response text,
      created_at timestamptz not null default now()
    );
    create index graphql_idempotency_created_idx on graphql_idempotency (created_at);
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table graphql_idempotency').execute(db);
}
