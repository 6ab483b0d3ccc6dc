import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMail, queueMail } from '../../server/mail/outbox';
import { startMailSender } from '../../server/mail/smtp-sender';
import { buildTestApp, openTestDatabase, type TestApp } from './support/test-app';
import type { DatabaseHandle } from '../../server/db/connection';

// The outbox: mail queued in a transaction, listed by /dev/mail with every field escaped, delivered by the
// sender through a real nodemailer transport (its JSON transport builds the message without a network).

let database: DatabaseHandle;
let viewerApp: TestApp;
let hiddenApp: TestApp;
let viewer: TestApp['app'];
let hidden: TestApp['app'];

beforeAll(async () => {
  database = await openTestDatabase();
  viewerApp = await buildTestApp({ database });
  hiddenApp = await buildTestApp({ database, mail: { smtpUrl: undefined, from: 'shop@example.test', devViewer: false } });
  viewer = viewerApp.app;
  hidden = hiddenApp.app;
});

afterAll(async () => {
  await viewerApp?.close();
  await hiddenApp?.close();
  await database?.close();
});

describe('mail outbox', () => {
  it('keeps a mail only when the transaction that queued it commits', async () => {
    await database.db.transaction().execute((trx) => queueMail(trx, { to: 'kept@example.test', subject: 'Kept', text: 'body', kind: 'test', storeCode: 'th' }));
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queueMail(trx, { to: 'lost@example.test', subject: 'Lost', text: 'body', kind: 'test', storeCode: 'th' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await listMail(database.db, { to: 'kept@example.test' })).map((m) => m.subject)).toEqual(['Kept']);
    expect(await listMail(database.db, { to: 'lost@example.test' })).toEqual([]);
  });

  it('refuses a header injection in the recipient or subject', async () => {
    await expect(queueMail(database.db, { to: 'a@example.test\r\nBcc: x@example.test', subject: 'x', text: 'x', kind: 'test', storeCode: 'th' })).rejects.toThrow();
    await expect(queueMail(database.db, { to: 'a@example.test', subject: 'x\nBcc: y', text: 'x', kind: 'test', storeCode: 'th' })).rejects.toThrow();
  });

  it('shows the outbox at /dev/mail with mail fields escaped and the HTML body in a sandboxed frame', async () => {
    const id = await queueMail(database.db, {
      to: 'viewer@example.test',
      subject: '<script>alert(1)</script> คำสั่งซื้อ',
      text: 'line <b>one</b>',
      html: '<p onclick="x()">Hello</p><script>steal()</script>',
      kind: 'order_confirmation',
      storeCode: 'th',
    });
    const list = await viewer.inject({ method: 'GET', url: '/dev/mail?to=viewer@example.test' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; คำสั่งซื้อ');
    expect(list.body).not.toContain('<script>alert(1)');

    const one = await viewer.inject({ method: 'GET', url: `/dev/mail/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('line &lt;b&gt;one&lt;/b&gt;');
    expect(one.body).toMatch(/<iframe title="[^"]+" sandbox srcdoc="&lt;p onclick=&quot;x\(\)&quot;&gt;Hello/);
    expect(one.body).not.toContain('<script>steal()');

    const json = await viewer.inject({ method: 'GET', url: '/dev/mail/messages.json?to=viewer@example.test' });
    expect(json.json<{ items: { subject: string }[] }>().items[0]?.subject).toContain('คำสั่งซื้อ');
    expect((await viewer.inject({ method: 'GET', url: '/dev/mail/999999999' })).statusCode).toBe(404);
  });

  it('has no /dev/mail when the viewer is switched off', async () => {
    expect((await hidden.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
  });

  it('delivers queued mail through the SMTP transport and marks it sent', async () => {
    const id = await queueMail(database.db, { to: 'smtp@example.test', subject: 'Delivered', text: 'plain', html: '<p>rich</p>', kind: 'test', storeCode: 'en' });
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const delivered: string[] = [];
    const sender = startMailSender(database.db, { sendMail: async (mail) => delivered.push(JSON.parse((await transport.sendMail(mail)).message).subject as string) }, 'shop@example.test', { intervalMs: 60_000 });
    try {
      await sender.runOnce();
    } finally {
      sender.stop();
    }
    expect(delivered).toContain('Delivered');
    const [mail] = await listMail(database.db, { to: 'smtp@example.test' });
    expect(mail?.mailId).toBe(id);
    expect(mail?.status).toBe('sent');
    expect(mail?.sentAt).not.toBeNull();
  });
});
