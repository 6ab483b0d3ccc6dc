import { sql, type Kysely } from 'kysely';

/**
 * A social identity whose provider did not share everything an account needs (no email): kept for the
 * shopper to complete at /social/account/update (Amasty's update step), behind a one-time ticket whose
 * hash only is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table social_pending_identity (
      ticket_hash text primary key,
      type text not null,
      subject text not null,
      name text not null,
      email text,
      store_code text not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table social_pending_identity;').execute(db);
}
