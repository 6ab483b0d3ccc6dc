import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, MailOutboxTable } from '../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** One mail to send. `html` is optional: every mail has a plain-text body, the HTML one is extra. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** What the mail is about: order_confirmation, account_created, password_reset, ... */
  kind: string;
  /** The store view whose language the mail is written in (th, en). */
  storeCode: string;
}

/**
 * Queues a mail. Pass the transaction of the change the mail reports, so the mail exists exactly when that
 * change committed (an order rolled back sends no confirmation). Delivery happens later, in the sender.
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const to = mail.to.trim();
  if (!to || /[\r\n]/.test(to) || /[\r\n]/.test(mail.subject)) throw new Error('A mail needs one recipient and a one-line subject');
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      store_code: mail.storeCode,
      to_address: to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
    })
    .returning('mail_id')
    .executeTakeFirstOrThrow();
  return row.mail_id;
}

export interface MailRecord {
  mailId: number;
  kind: string;
  storeCode: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

function toRecord(row: Selectable<MailOutboxTable>): MailRecord {
  return {
    mailId: row.mail_id,
    kind: row.kind,
    storeCode: row.store_code,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: toDate(row.created_at),
    sentAt: row.sent_at ? toDate(row.sent_at) : null,
  };
}

/** The newest mails first (the development viewer's list), optionally only those sent to one address. */
export async function listMail(db: Db, options: { to?: string; limit?: number } = {}): Promise<MailRecord[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('mail_id', 'desc').limit(Math.min(options.limit ?? 100, 500));
  if (options.to) query = query.where(sql<string>`lower(to_address)`, '=', options.to.trim().toLowerCase());
  return (await query.execute()).map(toRecord);
}

export async function findMail(db: Db, mailId: number): Promise<MailRecord | undefined> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('mail_id', '=', mailId).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}
