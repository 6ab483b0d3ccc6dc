import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { queueMail } from '../../server/mail/outbox';
import { outboxMessageId, startMailSender } from '../../server/mail/smtp-sender';
import { databaseName, dropDatabase, recreateDatabase, withDatabase } from './support/seeded-database';
import { exited } from './support/server-process';

// A sender process killed with -9 mid-batch (issue 29): nothing is lost, and only the mail in flight at the kill
// may go twice, with the same Message-ID. Two processes need a database they share: PostgreSQL only (the
// embedded database is one process by design, data-dir-lock.ts).

const templateUrl = inject('seededDatabase').databaseUrl;
const FROM = 'talat <shop@talat.example>';
let name = '';
let url = '';
let database: DatabaseHandle | null = null;
let dir = '';

beforeAll(async () => {
  if (!templateUrl) return;
  const template = databaseName(templateUrl);
  name = `${template.replace(/_template$/, '')}_mail_kill_${process.pid}`;
  await recreateDatabase(templateUrl, name, template);
  url = withDatabase(templateUrl, name);
  database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  dir = mkdtempSync(join(tmpdir(), 'talat-mail-kill-'));
});

afterAll(async () => {
  await database?.close();
  if (templateUrl && name) await dropDatabase(templateUrl, name);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const lines = (file: string): string[] => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!templateUrl)('a mail sender killed with -9', () => {
  it('loses nothing: another sender sends the rest after the lease, and only the one in flight goes twice, with its Message-ID', async () => {
    const db = database!.db;
    await db.deleteFrom('mail_outbox').execute();
    for (let i = 0; i < 50; i++) await queueMail(db, { to: `kill-${i}@example.test`, subject: `Kill ${i}`, text: 'body', kind: 'test', storeCode: 'en' });
    const killedFile = join(dir, 'killed.txt');
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/support/mail-sender-process.ts', url, killedFile, '3000'], { stdio: ['ignore', 'inherit', 'inherit'] });
    try {
      // Mid-batch: some of its first twenty mails delivered, not all.
      for (const deadline = Date.now() + 60_000; lines(killedFile).length < 7 && Date.now() < deadline; ) await sleep(20);
      child.kill('SIGKILL');
      await exited(child);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    const killedSent = lines(killedFile);
    expect(killedSent.length).toBeGreaterThanOrEqual(7);
    expect(killedSent.length).toBeLessThan(20);

    const survivor: string[] = [];
    const sender = startMailSender(db, { sendMail: async (mail) => void survivor.push(mail.messageId) }, FROM, { intervalMs: 60_000 });
    try {
      // While the killed sender's lease holds, its claimed mails wait; the rest go.
      await sender.runOnce();
      expect(survivor.length).toBeLessThanOrEqual(30);
      await sleep(3_200);
      for (let sent = await sender.runOnce(); sent > 0; sent = await sender.runOnce());
    } finally {
      sender.stop();
    }
    const rows = await db.selectFrom('mail_outbox').select(['message_uid', 'status']).execute();
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    const all = rows.map((row) => outboxMessageId(row.message_uid, FROM)).sort();
    // Every mail went out; each exactly once but at most the one in flight at the kill (sent, not yet marked).
    expect([...new Set([...killedSent, ...survivor])].sort()).toEqual(all);
    const twice = killedSent.filter((id) => survivor.includes(id));
    expect(twice.length).toBeLessThanOrEqual(1);
    expect(killedSent.length + survivor.length).toBe(50 + twice.length);
  }, 120_000);
});
