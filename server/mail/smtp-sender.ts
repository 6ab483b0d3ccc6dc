import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/types';
import { leaseEnd, newLease, type Lease } from '../work/lease';

/** A way to deliver one mail; nodemailer's SMTP transport in production, any stand-in with the same shape. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html?: string; messageId: string }): Promise<unknown>;
  close?(): void;
}

export interface MailSender {
  /** Sends what is due now; resolves to how many mails this sender sent and marked sent. */
  runOnce(): Promise<number>;
  stop(): void;
}

export interface MailSenderOptions {
  /** How often due mail is looked for (ms). */
  intervalMs?: number;
  /** How long a claim holds (ms); a mail claimed by a sender that died falls due again after it. */
  leaseMs?: number;
}

const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** Longer than one SMTP exchange can take (the transport's timeouts below), renewed before each mail. */
const LEASE_MS = 5 * 60_000;

/** Back-off after a failed attempt: 1, 2, 4 … minutes, at most an hour. */
function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  // Bounded exchanges (nodemailer's socket default is 10 minutes): one mail never outlasts the lease.
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
}

/** The sender's domain, for Message-IDs (RFC 5322 wants a domain on the right of the @). */
function messageIdDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'talat.invalid';
}

/** The Message-ID of an outbox row: the same on every attempt, so a resend after a crash is recognisable. */
export function outboxMessageId(messageUid: string, from: string): string {
  return `<${messageUid}@${messageIdDomain(from)}>`;
}

/**
 * Delivers queued mail, exactly once per mail while a lease holds, with any number of senders on one
 * database. A run claims a batch in one statement (`for update skip locked`, lease token written, next_attempt_at
 * moved to the lease's end), then sends each mail outside any transaction: a slow SMTP server never holds
 * the database. Before each mail the lease is renewed, and skipped if it was lost; a mail is marked sent
 * only while the lease is still ours. A sender killed mid-batch loses nothing: its rows fall due again when
 * the lease ends (a mail sent but not yet marked goes again, with the same Message-ID). A failure is retried
 * with back-off and given up after 8 attempts.
 */
export function startMailSender(db: Kysely<Database>, transport: MailTransport, from: string, options: MailSenderOptions = {}): MailSender {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  let running: Promise<number> | null = null;

  const claim = (lease: Lease) =>
    db
      .updateTable('mail_outbox')
      .set({ lease_token: lease.token, next_attempt_at: leaseEnd(lease), attempts: sql<number>`attempts + 1` })
      .where('mail_id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('mail_id')
          .where('status', '=', 'queued')
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .orderBy('mail_id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();

  /** Renews the lease of one mail; false when another sender holds it now (ours ran out). */
  const stillOurs = async (lease: Lease, mailId: number): Promise<boolean> => {
    const row = await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: leaseEnd(lease) })
      .where('mail_id', '=', mailId)
      .where('lease_token', '=', lease.token)
      .where('status', '=', 'queued')
      .returning('mail_id')
      .executeTakeFirst();
    return row !== undefined;
  };

  async function run(): Promise<number> {
    const lease = newLease(leaseMs);
    const claimed = (await claim(lease)).sort((a, b) => a.mail_id - b.mail_id);
    let sent = 0;
    for (const mail of claimed) {
      if (!(await stillOurs(lease, mail.mail_id))) continue;
      const ours = db.updateTable('mail_outbox').where('mail_id', '=', mail.mail_id).where('lease_token', '=', lease.token).where('status', '=', 'queued');
      try {
        await transport.sendMail({
          from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          ...(mail.html_body ? { html: mail.html_body } : {}),
          messageId: outboxMessageId(mail.message_uid, from),
        });
      } catch (error) {
        // attempts was counted by the claim.
        await ours
          .set({
            status: mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
            last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
            next_attempt_at: new Date(Date.now() + retryDelayMs(mail.attempts)),
            lease_token: null,
          })
          .execute();
        continue;
      }
      const marked = await ours.set({ status: 'sent', sent_at: new Date(), last_error: null, lease_token: null }).executeTakeFirst();
      if (marked.numUpdatedRows > 0n) sent += 1;
      else console.error(`mail sender: the lease on mail ${mail.mail_id} ran out during its delivery; another sender may send it again`);
    }
    return sent;
  }

  const runOnce = (): Promise<number> => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => console.error('mail sender:', error instanceof Error ? error.message : error));
  }, options.intervalMs ?? 5_000);
  timer.unref();
  return {
    runOnce,
    stop() {
      clearInterval(timer);
      transport.close?.();
    },
  };
}
