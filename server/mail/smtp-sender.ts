import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/types';

/** A way to deliver one mail; nodemailer's SMTP transport in production, any stand-in with the same shape. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
  close?(): void;
}

export interface MailSender {
  /** Sends what is due now; resolves to how many mails were sent. */
  runOnce(): Promise<number>;
  stop(): void;
}

const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Back-off after a failed attempt: 1, 2, 4 … minutes, at most an hour. */
function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/**
 * Delivers queued mail. Each batch is claimed with `for update skip locked`, so two server processes on one
 * PostgreSQL never send the same mail; a failure is retried with back-off and given up after 8 attempts.
 */
export function startMailSender(db: Kysely<Database>, transport: MailTransport, from: string, intervalMs = 5_000): MailSender {
  let running: Promise<number> | null = null;
  const runOnce = (): Promise<number> => {
    running ??= db
      .transaction()
      .execute(async (trx) => {
        const due = await trx
          .selectFrom('mail_outbox')
          .selectAll()
          .where('status', '=', 'queued')
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .orderBy('mail_id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked()
          .execute();
        let sent = 0;
        for (const mail of due) {
          try {
            await transport.sendMail({
              from,
              to: mail.to_address,
              subject: mail.subject,
              text: mail.text_body,
              ...(mail.html_body ? { html: mail.html_body } : {}),
            });
            await trx
              .updateTable('mail_outbox')
              .set({ status: 'sent', sent_at: new Date(), attempts: mail.attempts + 1, last_error: null })
              .where('mail_id', '=', mail.mail_id)
              .execute();
            sent += 1;
          } catch (error) {
            const attempts = mail.attempts + 1;
            await trx
              .updateTable('mail_outbox')
              .set({
                status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
                attempts,
                last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
                next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)),
              })
              .where('mail_id', '=', mail.mail_id)
              .execute();
          }
        }
        return sent;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => console.error('mail sender:', error instanceof Error ? error.message : error));
  }, intervalMs);
  timer.unref();
  return {
    runOnce,
    stop() {
      clearInterval(timer);
      transport.close?.();
    },
  };
}
