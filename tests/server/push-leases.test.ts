import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/connection';
import { queuePush } from '../../server/modules/push/push-outbox';
import { startPushSender, type PushSender } from '../../server/modules/push/push-sender';
import { loadPushSettings } from '../../server/modules/push/push-settings';
import { browserKeys, decryptPush, PUSH_SERVICE_CERT_FILE, type BrowserKeys } from '../fixtures/push-service/push-service';
import { openTestDatabase } from './support/test-app';

// The push sender's lease per message (docs/decisions/server-work-leases.md). Before it, a batch running past
// its 2-minute lease was claimed again by another sender and its last update did not check the lease, so the
// rest of the batch went out twice. Here the lease is short and a push service that holds a request stands in
// for a slow one; each browser's decrypted payload tag says which message arrived.

let database: DatabaseHandle;
let server: Server;
let origin: string;
let customerId: number;
const keys: BrowserKeys = browserKeys();
/** The tags of the messages the push service took, in order. */
const arrived: string[] = [];
/** While set, the next request is held until release() is called. */
let holdNext = false;
let release: () => void = () => {};
const agent = new Agent({ ca: readFileSync(PUSH_SERVICE_CERT_FILE) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  const here = join(process.cwd(), 'tests', 'fixtures', 'push-service');
  server = createServer({ key: readFileSync(join(here, 'key.pem')), cert: readFileSync(PUSH_SERVICE_CERT_FILE) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrived.push((JSON.parse(decryptPush(Buffer.concat(chunks), keys)) as { tag: string }).tag);
      const answer = () => response.writeHead(201, { location: '/m' }).end();
      if (!holdNext) return answer();
      holdNext = false;
      release = answer;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  database = await openTestDatabase();
  const customer = await database.db
    .insertInto('customer')
    .values({ email: 'push-leases@example.test', firstname: 'Lease', lastname: 'Test', password_hash: 'x' })
    .returning('customer_id')
    .executeTakeFirstOrThrow();
  customerId = customer.customer_id;
  await database.db
    .insertInto('push_subscription')
    .values({ customer_id: customerId, provider: 'webpush', endpoint: `${origin}/browser`, store_code: 'en', p256dh: keys.p256dh, auth: keys.auth })
    .execute();
});

afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => server?.close(resolve));
  agent.destroy();
});

beforeEach(async () => {
  await database.db.deleteFrom('push_message').execute();
  arrived.length = 0;
});

const sender = (leaseMs?: number): PushSender => startPushSender(database.db, { settings: loadPushSettings({}), agent, ...(leaseMs ? { leaseMs } : {}) });
const queue = async (count: number): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await queuePush(database.db, { customerId, kind: 'test', title: `t${i}`, body: 'b', url: '/' }));
  return ids;
};
const tag = (id: number) => `test-${id}`;

describe('push leases', () => {
  it('two senders on one database send each of 30 messages exactly once', async () => {
    const ids = await queue(30);
    const a = sender();
    const b = sender();
    const drain = async (s: PushSender) => {
      while ((await s.runOnce()).messages > 0);
    };
    await Promise.all([drain(a), drain(b)]);
    expect([...arrived].sort()).toEqual(ids.map(tag).sort());
    const rows = await database.db.selectFrom('push_message').select(['status', 'delivered', 'lease_token']).execute();
    expect(rows.every((r) => r.status === 'sent' && r.delivered === 1 && r.lease_token === null)).toBe(true);
  });

  it('a batch that runs past its lease neither sends the rest again nor overwrites what the next sender did', async () => {
    const ids = await queue(3);
    const slow = sender(300);
    const next = sender();
    holdNext = true;
    const slowRun = slow.runOnce();
    while (arrived.length === 0) await sleep(10);
    // While the lease holds, the other sender finds nothing.
    expect((await next.runOnce()).messages).toBe(0);
    await sleep(400);
    // The lease ran out: the next sender takes all three (the first again: it may not have arrived).
    expect((await next.runOnce()).messages).toBe(3);
    // The batch resumes after its lease: its first message's outcome is not written, the rest are not sent.
    await database.db.updateTable('push_message').set({ last_error: 'written by the next sender' }).where('message_id', '=', ids[0]!).execute();
    release();
    await slowRun;
    expect(arrived).toEqual([tag(ids[0]!), tag(ids[0]!), tag(ids[1]!), tag(ids[2]!)]);
    const first = await database.db.selectFrom('push_message').selectAll().where('message_id', '=', ids[0]!).executeTakeFirstOrThrow();
    expect(first.status).toBe('sent');
    expect(first.last_error).toBe('written by the next sender');
    expect(first.attempts).toBe(2);
  });

  it('a sender that died mid-batch loses nothing: its messages fall due when the lease ends', async () => {
    const ids = await queue(2);
    // Claimed by a sender that is gone (killed): its lease is all that is left of it.
    await database.db.updateTable('push_message').set({ lease_token: '00000000-0000-4000-8000-000000000000', next_attempt_at: new Date(Date.now() + 300), attempts: 1 }).execute();
    const s = sender();
    expect((await s.runOnce()).messages).toBe(0);
    await sleep(400);
    expect((await s.runOnce()).messages).toBe(2);
    expect(arrived).toEqual(ids.map(tag));
  });
});
