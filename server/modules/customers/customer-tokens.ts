import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** Magento's default customer token lifetime (oauth/access_token_lifetime/customer is in hours: 1). */
export const TOKEN_LIFETIME_SECONDS = 3600;

/** Tokens are kept as SHA-256: random 256-bit tokens need no slow hash, only not to be stored in clear. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function issueToken(db: Kysely<Database>, customerId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('customer_token')
    .values({
      token_hash: hashToken(token),
      customer_id: customerId,
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000),
    })
    .execute();
  return token;
}

/** The customer a bearer token belongs to, or null when it is unknown, revoked, expired or the account is off. */
export async function customerIdForToken(db: Kysely<Database>, token: string, now = new Date()): Promise<number | null> {
  const row = await db
    .selectFrom('customer_token as t')
    .innerJoin('customer as c', 'c.customer_id', 't.customer_id')
    .select('t.customer_id')
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked', '=', false)
    .where('t.expires_at', '>', now)
    .where('c.is_active', '=', true)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/** Revokes every token of the customer, as Magento's revokeCustomerToken does. */
export async function revokeTokens(db: Kysely<Database>, customerId: number): Promise<void> {
  await db.updateTable('customer_token').set({ revoked: true }).where('customer_id', '=', customerId).execute();
}
