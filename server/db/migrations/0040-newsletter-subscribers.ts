import { sql, type Kysely } from 'kysely';

/**
 * Newsletter subscribers (Magento's newsletter_subscriber): one row per address, with its status and the hash of
 * the code its confirmation and unsubscribe links carry (the clear code only ever goes out in the mail). A
 * subscription asked for but not confirmed is NOT_ACTIVE; the link makes it SUBSCRIBED (double opt-in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table newsletter_subscriber (
      subscriber_id integer generated always as identity primary key,
      store_id integer not null,
      email text not null,
      customer_id integer references customer (customer_id) on delete set null,
      status text not null check (status in ('NOT_ACTIVE', 'SUBSCRIBED', 'UNSUBSCRIBED', 'UNCONFIRMED')),
      code_hash text not null,
      created_at timestamptz not null default now(),
      changed_at timestamptz not null default now()
    );
    create unique index newsletter_subscriber_email_idx on newsletter_subscriber (lower(email));
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table newsletter_subscriber').execute(db);
}
