import { sql, type Kysely } from 'kysely';

/**
 * State every node must share, kept in the one database (issue 29, docs/decisions/shared-state-in-postgres.md):
 *
 * - throttle_counter: one fixed window per throttle rule and key (server/security/throttle.ts). One row per
 *   rule+key, reused when its window has ended, so an attempt is one upsert; ended windows are deleted in
 *   bulk by `window_ends` (its index) now and then.
 * - kbank_sandbox_card_token: the KBank sandbox's single-use card tokens (server/payments/kbank), so a token
 *   issued by one node is charged by another. Only the last four digits and the brand, as before.
 * - server_secret: secrets the shop generates once (the operator token), the same on every node.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table throttle_counter (
      rule text not null,
      key text not null,
      count integer not null,
      window_ends timestamptz not null,
      primary key (rule, key)
    );
    create index throttle_counter_window_ends on throttle_counter (window_ends);

    create table kbank_sandbox_card_token (
      token text primary key,
      last4 text not null,
      brand text not null,
      expires_at timestamptz not null
    );
    create index kbank_sandbox_card_token_expires_at on kbank_sandbox_card_token (expires_at);

    create table server_secret (
      name text primary key,
      secret text not null,
      created_at timestamptz not null default now()
    );
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop table server_secret;
    drop table kbank_sandbox_card_token;
    drop table throttle_counter;
  `).execute(db);
}
