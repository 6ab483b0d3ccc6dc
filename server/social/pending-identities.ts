import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { hashToken, newSecret } from '../modules/customers/customer-tokens';
import type { SocialIdentity } from './social-accounts';

type Db = Kysely<Database>;

/** The shopper has this long to complete the account at /social/account/update. */
export const PENDING_IDENTITY_SECONDS = 1800;

/** Keeps an identity that needs completing; answers the one-time ticket the update page sends back. */
export async function savePendingIdentity(db: Db, identity: SocialIdentity, storeCode: string, now = new Date()): Promise<string> {
  const ticket = newSecret();
  await db
    .insertInto('social_pending_identity')
    .values({
      ticket_hash: hashToken(ticket),
      type: identity.type,
      subject: identity.subject,
      name: identity.name,
      email: identity.email,
      store_code: storeCode,
      expires_at: new Date(now.getTime() + PENDING_IDENTITY_SECONDS * 1000),
    })
    .execute();
  return ticket;
}

/**
 * The identity behind a ticket, spent at once so two submits cannot both create an account; `release`
 * gives it back when the completion is refused (an email already taken) so the shopper can try again.
 */
export async function takePendingIdentity(db: Db, ticket: string, now = new Date()): Promise<{ identity: SocialIdentity; release: () => Promise<void> } | null> {
  const hash = hashToken(ticket);
  const row = await db
    .updateTable('social_pending_identity')
    .set({ used_at: now })
    .where('ticket_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  return {
    identity: { type: row.type, subject: row.subject, name: row.name, email: row.email },
    release: async () => {
      await db.updateTable('social_pending_identity').set({ used_at: null }).where('ticket_hash', '=', hash).execute();
    },
  };
}
