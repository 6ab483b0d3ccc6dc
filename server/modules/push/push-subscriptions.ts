import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { PushToken } from './push-token';

/** Browsers kept per customer: the newest ones (nobody uses more; a script registering endless addresses fills nothing). */
export const MAX_SUBSCRIPTIONS_PER_CUSTOMER = 20;

/**
 * Keeps a browser's push address for a customer. One browser has one row (the endpoint is unique): when another
 * customer signs in on it, the address moves to them, so a shared computer does not show the previous
 * customer's order news.
 */
export async function saveSubscription(db: Kysely<Database>, customerId: number, token: PushToken, storeCode: string): Promise<void> {
  const keys = token.provider === 'webpush' ? { p256dh: token.p256dh, auth: token.auth } : { p256dh: null, auth: null };
  await db
    .insertInto('push_subscription')
    .values({ customer_id: customerId, provider: token.provider, endpoint: token.endpoint, store_code: storeCode, ...keys })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ customer_id: customerId, provider: token.provider, store_code: storeCode, updated_at: new Date(), ...keys }))
    .execute();
  const keep = db
    .selectFrom('push_subscription')
    .select('subscription_id')
    .where('customer_id', '=', customerId)
    .orderBy('updated_at', 'desc')
    .orderBy('subscription_id', 'desc')
    .limit(MAX_SUBSCRIPTIONS_PER_CUSTOMER);
  await db.deleteFrom('push_subscription').where('customer_id', '=', customerId).where('subscription_id', 'not in', keep).execute();
}

export interface StoredSubscription {
  subscriptionId: number;
  provider: 'webpush' | 'fcm';
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
}

export async function subscriptionsOf(db: Kysely<Database>, customerId: number): Promise<StoredSubscription[]> {
  const rows = await db
    .selectFrom('push_subscription')
    .select(['subscription_id', 'provider', 'endpoint', 'p256dh', 'auth'])
    .where('customer_id', '=', customerId)
    .orderBy('subscription_id')
    .execute();
  return rows.map((row) => ({ subscriptionId: row.subscription_id, provider: row.provider, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }));
}

/** A push service said the address is gone (404/410): the browser unsubscribed or the subscription expired. */
export async function removeSubscription(db: Kysely<Database>, subscriptionId: number): Promise<void> {
  await db.deleteFrom('push_subscription').where('subscription_id', '=', subscriptionId).execute();
}

export type BrowserRemoval = 'removed' | 'not-subscribed' | 'not-yours';

/**
 * A browser leaves (its customer signed out): its row goes when the token is the whole subscription the shop
 * holds, the endpoint and, for Web Push, the keys too. That token exists only in the browser that made it and in
 * this table, so it proves the caller is that browser even after the sign-out revoked the customer's bearer
 * token (and after a session that ran out). A signed-in caller removes only their own browser's row.
 */
export async function removeBrowserSubscription(db: Kysely<Database>, token: PushToken, customerId: number | null): Promise<BrowserRemoval> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('push_subscription')
      .select(['subscription_id', 'customer_id', 'provider', 'p256dh', 'auth'])
      .where('endpoint', '=', token.endpoint)
      .forUpdate()
      .executeTakeFirst();
    const sameBrowser =
      row !== undefined &&
      row.provider === token.provider &&
      (token.provider === 'fcm' || (row.p256dh === token.p256dh && row.auth === token.auth));
    if (!row || !sameBrowser) return 'not-subscribed';
    if (customerId !== null && row.customer_id !== customerId) return 'not-yours';
    await trx.deleteFrom('push_subscription').where('subscription_id', '=', row.subscription_id).execute();
    return 'removed';
  });
}
