import { sql, type Kysely } from 'kysely';

/**
 * Mail the shop sends (order confirmations, account mails). Written in the same transaction as what it
 * reports (the outbox pattern): an order that committed has its mail, a rolled-back one has none. A sender
 * delivers queued mail over SMTP when one is configured; without one the mail stays for the /dev/mail viewer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table mail_outbox (
      mail_id integer generated always as identity primary key,
      -- What the mail is about (order_confirmation, account_created, password_reset, ...).
      kind text not null,
      store_code text not null,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text,
      -- queued: waiting for the sender (or for an SMTP server to be configured); sent; failed (gave up).
      status text not null default 'queued' check (status in ('queued','sent','failed')),
      attempts integer not null default 0,
      last_error text,
      next_attempt_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index mail_outbox_queued_idx on mail_outbox (next_attempt_at) where status = 'queued';
    create index mail_outbox_created_idx on mail_outbox (created_at);
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table mail_outbox').execute(db);
}
