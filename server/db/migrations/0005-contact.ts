import { sql, type Kysely } from 'kysely';

/**
 * Messages sent with the contact form (contactusFormSubmit). Kept for the shop's staff to read and answer;
 * the store view tells them which language to answer in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table contact_message (
      message_id integer generated always as identity primary key,
      store_id integer not null,
      fullname text not null,
      email text not null,
      telephone text,
      comment text,
      created_at timestamptz not null default now()
    );
    create index contact_message_created_idx on contact_message (created_at);
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table contact_message').execute(db);
}
