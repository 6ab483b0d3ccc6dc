import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/connection';
import { queueMail } from '../../server/mail/outbox';
import { startMailSender, type MailSender, type MailTransport } from '../../server/mail/smtp-sender';
import { openTestDatabase } from './support/test-app';

// The mail sender's lease (docs/decisions/server-work-leases.md): several senders on one database send each
// mail once, a sender that stops mid-batch (killed, or stuck on a dead SMTP server) loses nothing, a sender
// whose lease ran out cannot mark what another took over, and every attempt of a mail has one Message-ID.

let database: DatabaseHandle;
const FROM = 'talat <shop@talat.example>';

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.deleteFrom('mail_outbox').execute();
});

type SentMail = Parameters<MailTransport['sendMail']>[0];

/** An SMTP stand-in: records what it is given; with `hang`, the matching sends never answer (a dead server, a killed sender). */
function recordingTransport(hang: (mail: SentMail) => boolean = () => false) {
  const sent: SentMail[] = [];
  const transport: MailTransport = {
    sendMail(mail) {
      sent.push(mail);
      return hang(mail) ? new Promise<never>(() => {}) : Promise.resolve({});
    },
  };
  return { sent, transport };
}

async function queue(count: number, prefix = 'lease'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await queueMail(database.db, { to: `${prefix}-${i}@example.test`, subject: `${prefix} ${i}`, text: 'body', kind: 'test', storeCode: 'en' }));
  return ids;
}

const statuses = async () => (await database.db.selectFrom('mail_outbox').select(['mail_id', 'status']).orderBy('mail_id').execute()).map((r) => r.status);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs until a run sends nothing more (each run takes at most one batch of 20). */
async function drain(sender: MailSender): Promise<number> {
  let total = 0;
  for (let sent = await sender.runOnce(); sent > 0; sent = await sender.runOnce()) total += sent;
  return total;
}

describe('mail leases', () => {
  it('two senders on one database send each of 50 mails exactly once', async () => {
    await queue(50);
    const a = recordingTransport();
    const b = recordingTransport();
    const senderA = startMailSender(database.db, a.transport, FROM, { intervalMs: 60_000 });
    const senderB = startMailSender(database.db, b.transport, FROM, { intervalMs: 60_000 });
    try {
      const [sentA, sentB] = await Promise.all([drain(senderA), drain(senderB)]);
      expect(sentA + sentB).toBe(50);
    } finally {
      senderA.stop();
      senderB.stop();
    }
    const recipients = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(recipients).toEqual(Array.from({ length: 50 }, (_, i) => `lease-${i}@example.test`).sort());
    expect(new Set([...a.sent, ...b.sent].map((m) => m.messageId)).size).toBe(50);
    expect(await statuses()).toEqual(Array(50).fill('sent'));
  });

  it('sends nothing claimed by another sender while its lease holds, and does not hold the database meanwhile', async () => {
    await queue(3);
    // A is stuck on its first mail (an SMTP server that stopped answering).
    const a = recordingTransport(() => true);
    const b = recordingTransport();
    const senderA = startMailSender(database.db, a.transport, FROM, { intervalMs: 60_000, leaseMs: 60_000 });
    const senderB = startMailSender(database.db, b.transport, FROM, { intervalMs: 60_000 });
    try {
      void senderA.runOnce();
      while (a.sent.length === 0) await sleep(10);
      // The claim is committed and no transaction is open: another mail queues and B sends that one only.
      await queue(1, 'later');
      expect(await senderB.runOnce()).toBe(1);
      expect(b.sent.map((m) => m.to)).toEqual(['later-0@example.test']);
      expect(a.sent).toHaveLength(1);
    } finally {
      senderA.stop();
      senderB.stop();
    }
  });

  it('a sender stopped mid-batch loses nothing: another sends the rest once its lease ends, with the same Message-ID', async () => {
    const ids = await queue(6);
    // A delivers two mails, then stops on the third (killed after the SMTP server took it, before marking it).
    const a = recordingTransport((mail) => mail.to === 'lease-2@example.test');
    const b = recordingTransport();
    const senderA = startMailSender(database.db, a.transport, FROM, { intervalMs: 60_000, leaseMs: 300 });
    const senderB = startMailSender(database.db, b.transport, FROM, { intervalMs: 60_000 });
    try {
      void senderA.runOnce();
      while (a.sent.length < 3) await sleep(10);
      // While A's lease holds (renewed before the third mail), B finds nothing due.
      expect(await senderB.runOnce()).toBe(0);
      await sleep(400);
      expect(await senderB.runOnce()).toBe(4);
    } finally {
      senderA.stop();
      senderB.stop();
    }
    expect(a.sent.map((m) => m.to)).toEqual(['lease-0@example.test', 'lease-1@example.test', 'lease-2@example.test']);
    expect(b.sent.map((m) => m.to)).toEqual(['lease-2@example.test', 'lease-3@example.test', 'lease-4@example.test', 'lease-5@example.test']);
    // The one mail that went twice (in flight when A stopped) carries the same Message-ID both times.
    expect(b.sent[0]?.messageId).toBe(a.sent[2]?.messageId);
    expect(await statuses()).toEqual(Array(6).fill('sent'));
    const rows = await database.db.selectFrom('mail_outbox').select(['mail_id', 'attempts', 'lease_token']).where('mail_id', 'in', ids).orderBy('mail_id').execute();
    expect(rows.map((r) => r.attempts)).toEqual([1, 1, 2, 2, 2, 2]);
    expect(rows.every((r) => r.lease_token === null)).toBe(true);
  });

  it('a sender whose lease ran out cannot mark the mail another sender took over', async () => {
    const [id] = await queue(1);
    let finishA: () => void = () => {};
    const aSent: SentMail[] = [];
    const slowA: MailTransport = {
      sendMail(mail) {
        aSent.push(mail);
        return new Promise<void>((resolve) => {
          finishA = resolve;
        });
      },
    };
    // B's delivery fails: the row goes back to queued with B's error and back-off.
    const failingB: MailTransport = { sendMail: () => Promise.reject(new Error('421 try later')) };
    const senderA = startMailSender(database.db, slowA, FROM, { intervalMs: 60_000, leaseMs: 200 });
    const senderB = startMailSender(database.db, failingB, FROM, { intervalMs: 60_000 });
    try {
      const runA = senderA.runOnce();
      while (aSent.length === 0) await sleep(10);
      await sleep(300);
      expect(await senderB.runOnce()).toBe(0);
      finishA();
      // A's SMTP exchange ends after its lease: it neither counts nor marks the mail sent.
      expect(await runA).toBe(0);
    } finally {
      senderA.stop();
      senderB.stop();
    }
    const row = await database.db.selectFrom('mail_outbox').selectAll().where('mail_id', '=', id!).executeTakeFirstOrThrow();
    expect(row.status).toBe('queued');
    expect(row.last_error).toBe('421 try later');
    expect(row.sent_at).toBeNull();
  });

  it('gives each outbox row a Message-ID of its own, in the message nodemailer builds', async () => {
    const [id] = await queue(1);
    const json = nodemailer.createTransport({ jsonTransport: true });
    const built: { messageId: string }[] = [];
    const sender = startMailSender(database.db, { sendMail: async (mail) => built.push(JSON.parse((await json.sendMail(mail)).message) as { messageId: string }) }, FROM, { intervalMs: 60_000 });
    try {
      expect(await sender.runOnce()).toBe(1);
    } finally {
      sender.stop();
    }
    const row = await database.db.selectFrom('mail_outbox').select('message_uid').where('mail_id', '=', id!).executeTakeFirstOrThrow();
    expect(row.message_uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(built[0]?.messageId).toBe(`<${row.message_uid}@talat.example>`);
  });
});
