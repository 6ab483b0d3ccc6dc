import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { queuePush } from './push-outbox';
import type { PushSender } from './push-sender';
import { subscriptionsOf } from './push-subscriptions';

export interface OperatorPushInput {
  title: unknown;
  body: unknown;
  url?: unknown;
}

export type OperatorPushResult =
  | { ok: true; messageId: number; subscriptions: number; delivered: number; status: string; error: string | null }
  | { ok: false; reason: 'bad-input'; message: string };

function readInput(input: OperatorPushInput): { title: string; body: string; url: string } | string {
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  const body = typeof input.body === 'string' ? input.body.trim() : '';
  const url = input.url === undefined ? '/' : typeof input.url === 'string' ? input.url.trim() : '';
  if (title === '' || title.length > 200) return 'Send a title of 1 to 200 characters.';
  if (body === '' || body.length > 1000) return 'Send a body of 1 to 1000 characters.';
  // Only a path of this shop: a notification must not send shoppers elsewhere.
  if (!url.startsWith('/') || url.startsWith('//') || url.length > 500) return 'The url must be a path of the shop, such as /customer/account.';
  return { title, body, url };
}

/** The operator's message to one customer, queued and sent at once; answers what the push services said. */
export async function sendOperatorPush(db: Kysely<Database>, sender: PushSender, customerId: number, input: OperatorPushInput): Promise<OperatorPushResult> {
  const push = readInput(input);
  if (typeof push === 'string') return { ok: false, reason: 'bad-input', message: push };
  const subscriptions = (await subscriptionsOf(db, customerId)).length;
  const messageId = await queuePush(db, { customerId, kind: 'operator', ...push });
  // A run already going may have looked before this message existed: then one more run takes it.
  for (let round = 0; round < 2; round += 1) {
    await sender.runOnce();
    const row = await db.selectFrom('push_message').select(['status', 'attempts', 'delivered', 'last_error']).where('message_id', '=', messageId).executeTakeFirstOrThrow();
    if (row.attempts > 0) return { ok: true, messageId, subscriptions, delivered: row.delivered, status: row.status, error: row.last_error };
  }
  return { ok: true, messageId, subscriptions, delivered: 0, status: 'queued', error: null };
}
