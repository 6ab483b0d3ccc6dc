import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/types';
import type { PushSettings } from './push-settings';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const kept = new WeakMap<Kysely<Database>, Promise<VapidKeys>>();

async function loadOrCreate(db: Kysely<Database>): Promise<VapidKeys> {
  const found = await db.selectFrom('push_vapid_key').select(['public_key', 'private_key']).where('key_id', '=', 1).executeTakeFirst();
  if (found) return { publicKey: found.public_key, privateKey: found.private_key };
  const made = webpush.generateVAPIDKeys();
  // Two processes starting together: the first insert wins and both use its pair.
  await db.insertInto('push_vapid_key').values({ key_id: 1, public_key: made.publicKey, private_key: made.privateKey }).onConflict((oc) => oc.column('key_id').doNothing()).execute();
  const row = await db.selectFrom('push_vapid_key').select(['public_key', 'private_key']).where('key_id', '=', 1).executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/**
 * The shop's VAPID key pair: configured, else made once and kept in the database. Every browser subscription
 * is bound to the public key it was made with, so the pair must never change by itself.
 */
export function vapidKeys(db: Kysely<Database>, settings: PushSettings): Promise<VapidKeys> {
  if (settings.vapidKeys) return Promise.resolve(settings.vapidKeys);
  let pending = kept.get(db);
  if (!pending) {
    pending = loadOrCreate(db);
    pending.catch(() => kept.delete(db));
    kept.set(db, pending);
  }
  return pending;
}
