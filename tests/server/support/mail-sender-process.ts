// A mail sender in a process of its own, for the kill -9 test (mail-kill.test.ts): argv is the database URL,
// the file each delivered mail is appended to (its Message-ID, one a line) and the lease in ms. Each delivery
// takes 50 ms, like a quick SMTP server, so the test can kill it mid-batch.
import { appendFileSync } from 'node:fs';
import { openDatabase } from '../../../server/db/connection';
import { startMailSender } from '../../../server/mail/smtp-sender';

const [url, deliveredFile, leaseMs] = process.argv.slice(2);
if (!url || !deliveredFile || !leaseMs) throw new Error('usage: mail-sender-process <database url> <delivered file> <lease ms>');
const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
const sender = startMailSender(
  handle.db,
  {
    async sendMail(mail) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      appendFileSync(deliveredFile, `${mail.messageId}\n`);
    },
  },
  'talat <shop@talat.example>',
  { intervalMs: 100, leaseMs: Number(leaseMs) },
);
void sender;
