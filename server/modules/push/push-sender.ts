import type { Agent } from 'node:https';
import { sql, type Kysely } from 'kysely';
import webpush, { WebPushError } from 'web-push';
import type { Database } from '../../db/types';
import { fcmClient, type FcmClient } from './fcm-send';
import type { PushPayload } from './push-outbox';
import type { PushSettings } from './push-settings';
import { removeSubscription, subscriptionsOf, type StoredSubscription } from './push-subscriptions';
import { vapidKeys, type VapidKeys } from './vapid-keys';
import { leaseEnd, newLease, type Lease } from '../../work/lease';

export interface PushSenderOptions {
  settings: PushSettings;
  /** The HTTPS agent for push services (default: Node's, trusting the system CAs and NODE_EXTRA_CA_CERTS). */
  agent?: Agent;
  /** How often queued messages are looked for; 0 (default): only when runOnce is called (tests, the operator route). */
  intervalMs?: number;
  /** How long a claim holds (ms, default 2 minutes), renewed before each message. */
  leaseMs?: number;
}

export interface PushRunResult {
  /** Messages handled in this run. */
  messages: number;
  /** Browsers whose push service accepted a message. */
  delivered: number;
  /** Subscriptions removed because their push service said they are gone (Web Push 404/410, FCM UNREGISTERED). */
  removed: number;
}

export interface PushSender {
  /** Sends what is due now. */
  runOnce(): Promise<PushRunResult>;
  stop(): void;
}

const MAX_ATTEMPTS = 6;
const BATCH = 20;
/** A claimed message is not picked again for this long (another process, or this one after a crash). */
const LEASE_MS = 2 * 60_000;

/** Back-off after a run in which no browser took the message: 1, 2, 4 … minutes. */
const retryDelayMs = (attempts: number): number => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

type Outcome = 'delivered' | 'gone' | 'failed';

async function sendOne(subscription: StoredSubscription, payload: PushPayload, keys: VapidKeys, fcm: FcmClient | null, options: PushSenderOptions): Promise<{ outcome: Outcome; error?: string }> {
  if (subscription.provider === 'fcm') {
    // A Firebase registration token: FCM HTTP v1. Kept when the shop left Firebase (it may come back), not sent.
    return fcm ? fcm.send(subscription.endpoint, payload) : { outcome: 'failed', error: 'Firebase is not configured on this shop' };
  }
  if (!subscription.p256dh || !subscription.auth) return { outcome: 'failed', error: 'The subscription has no encryption keys' };
  try {
    await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject: options.settings.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: 24 * 60 * 60,
      urgency: 'normal',
      timeout: 10_000,
      ...(options.agent ? { agent: options.agent } : {}),
    });
    return { outcome: 'delivered' };
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return { outcome: 'gone' };
    return { outcome: 'failed', error: error instanceof Error ? error.message.slice(0, 300) : String(error) };
  }
}

/**
 * Delivers queued push messages: to standard Web Push subscriptions through the Web Push protocol (web-push:
 * VAPID-signed, aes128gcm-encrypted), to Firebase registration tokens through FCM HTTP v1 (fcm-send.ts).
 * A batch is claimed with a lease (one statement: `for update skip locked`, a token of this run written and
 * next_attempt_at moved to the lease's end) and sent outside any transaction, so a slow push service never
 * holds the database. Each message's lease is renewed before it is sent (skipped when another sender took it
 * over) and its outcome written only while the lease is still ours (docs/decisions/server-work-leases.md). A message goes to every subscription of its
 * customer; addresses their push service calls gone are removed. When no browser took it, it is retried with
 * back-off and given up after 6 attempts; once one browser took it, it is not sent again (no duplicates).
 */
export function startPushSender(db: Kysely<Database>, options: PushSenderOptions): PushSender {
  let running: Promise<PushRunResult> | null = null;
  // One client for the sender's life: it keeps the service account's access token for its hour.
  const fcm = options.settings.fcm ? fcmClient(options.settings.fcm, options.agent) : null;

  /** One statement claims a batch: skips rows another sender is claiming, writes this run's lease. */
  const claim = (lease: Lease) =>
    db
      .updateTable('push_message')
      .set({ lease_token: lease.token, next_attempt_at: leaseEnd(lease), attempts: sql<number>`attempts + 1` })
      .where('message_id', 'in', (eb) =>
        eb
          .selectFrom('push_message')
          .select('message_id')
          .where('status', '=', 'queued')
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .orderBy('message_id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();

  /** Renews one message's lease before it is sent; false when another sender took it over (ours ran out). */
  const stillOurs = async (lease: Lease, messageId: number): Promise<boolean> => {
    const row = await db
      .updateTable('push_message')
      .set({ next_attempt_at: leaseEnd(lease) })
      .where('message_id', '=', messageId)
      .where('lease_token', '=', lease.token)
      .where('status', '=', 'queued')
      .returning('message_id')
      .executeTakeFirst();
    return row !== undefined;
  };

  async function run(): Promise<PushRunResult> {
    const result: PushRunResult = { messages: 0, delivered: 0, removed: 0 };
    const lease = newLease(options.leaseMs ?? LEASE_MS);
    const due = (await claim(lease)).sort((a, b) => a.message_id - b.message_id);
    if (due.length === 0) return result;
    const keys = await vapidKeys(db, options.settings);
    for (const message of due) {
      // A batch may run past the lease (slow push services): each message is checked and renewed first.
      if (!(await stillOurs(lease, message.message_id))) continue;
      const payload: PushPayload = { title: message.title, body: message.body, url: message.url, tag: `${message.kind}-${message.message_id}` };
      const subscriptions = await subscriptionsOf(db, message.customer_id);
      let delivered = 0;
      const errors: string[] = [];
      for (const subscription of subscriptions) {
        const sent = await sendOne(subscription, payload, keys, fcm, options);
        if (sent.outcome === 'delivered') delivered += 1;
        if (sent.outcome === 'gone') {
          await removeSubscription(db, subscription.subscriptionId);
          result.removed += 1;
        }
        if (sent.outcome === 'failed' && sent.error) errors.push(sent.error);
      }
      // attempts was counted by the claim.
      const attempts = message.attempts;
      const failedEverywhere = delivered === 0 && errors.length > 0;
      const marked = await db
        .updateTable('push_message')
        .set(
          failedEverywhere
            ? { status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', last_error: errors[0] ?? null, next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)), lease_token: null }
            : { status: 'sent', delivered, sent_at: new Date(), last_error: errors[0] ?? null, lease_token: null },
        )
        .where('message_id', '=', message.message_id)
        // Only while the lease is ours: a sender that took the message over writes its own outcome.
        .where('lease_token', '=', lease.token)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      if (marked.numUpdatedRows === 0n) console.error(`push sender: the lease on message ${message.message_id} ran out during its delivery`);
      result.messages += 1;
      result.delivered += delivered;
    }
    return result;
  }

  const runOnce = (): Promise<PushRunResult> => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  const intervalMs = options.intervalMs ?? 0;
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          runOnce().catch((error: unknown) => console.error('push sender:', error instanceof Error ? error.message : error));
        }, intervalMs)
      : null;
  timer?.unref();
  return {
    runOnce,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
