import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Magento's default customer token lifetime (oauth/access_token_lifetime/customer is in hours: 1). The
 * server's lifetime comes from TALAT_CUSTOMER_TOKEN_TTL_SECONDS (server/config.ts); this is its default.
 */
export const DEFAULT_CUSTOMER_TOKEN_TTL_SECONDS = 3600;

/** Tokens are kept as SHA-256: random 256-bit tokens need no slow hash, only not to be stored in clear. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random secret for URLs and bearer headers (256 bits, base64url). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(db: Db, customerId: number, ttlSeconds = DEFAULT_CUSTOMER_TOKEN_TTL_SECONDS, now = new Date()): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('customer_token')
    .values({
      token_hash: hashToken(token),
      customer_id: customerId,
      created_at: now,
      expires_at: new Date(now.getTime() + ttlSeconds * 1000),
    })
    .execute();
  return token;
}

/** The customer a bearer token belongs to, or null when it is unknown, revoked, expired or the account is off. */
export async function customerIdForToken(db: Db, token: string, now = new Date()): Promise<number | null> {
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
export async function revokeTokens(db: Db, customerId: number): Promise<void> {
  await db.updateTable('customer_token').set({ revoked: true }).where('customer_id', '=', customerId).where('revoked', '=', false).execute();
}

/** Revokes every token of the customer except the one in use (after a password or email change). */
export async function revokeOtherTokens(db: Db, customerId: number, keepToken: string | null): Promise<void> {
  let update = db.updateTable('customer_token').set({ revoked: true }).where('customer_id', '=', customerId).where('revoked', '=', false);
  if (keepToken) update = update.where('token_hash', '!=', hashToken(keepToken));
  await update.execute();
}
