import { sql, type Kysely } from 'kysely';

/**
 * Leases for background work (issue 29, docs/decisions/server-work-leases.md). A sender claims queued mail
 * and push messages by writing its own lease token and moving next_attempt_at to the lease's end, sends
 * outside any transaction, and marks a row done only while the token is still its own: a sender killed
 * mid-batch leaves rows that fall due again when the lease ends, and a sender whose lease ran out cannot
 * overwrite the work of the one that took the row over.
 *
 * message_uid gives each mail a Message-ID that stays the same on every attempt, so a mail sent again after
 * a crash (sent, then killed before it was marked) is recognisable as the same message by the receiver.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    alter table mail_outbox add column message_uid uuid not null default gen_random_uuid();
    alter table mail_outbox add column lease_token uuid;
    alter table push_message add column lease_token uuid;
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    alter table mail_outbox drop column message_uid;
    alter table mail_outbox drop column lease_token;
    alter table push_message drop column lease_token;
  `).execute(db);
}
