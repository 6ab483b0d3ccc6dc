import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** One notification for a customer, shown on each browser they subscribed. */
export interface OutgoingPush {
  customerId: number;
  /** What it is about: order_paid, operator. */
  kind: string;
  title: string;
  body: string;
  /** The shop path a click opens. */
  url: string;
}

/** What the service worker receives (src/sw/push-display.ts reads it). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * Queues a notification. Pass the transaction of the change it reports (the outbox pattern, as for mail): an
 * order that is paid has its notification, a rolled-back change has none. The push sender delivers it.
 */
export async function queuePush(db: Db, push: OutgoingPush): Promise<number> {
  const row = await db
    .insertInto('push_message')
    .values({ customer_id: push.customerId, kind: push.kind, title: push.title.slice(0, 200), body: push.body.slice(0, 1000), url: push.url })
    .returning('message_id')
    .executeTakeFirstOrThrow();
  return row.message_id;
}
