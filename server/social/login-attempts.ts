import { timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SocialLoginAttemptTable } from '../db/types';
import { hashToken, newSecret } from '../modules/customers/customer-tokens';

type Db = Kysely<Database>;
export type LoginAttempt = Selectable<SocialLoginAttemptTable>;

/** A popup has this long from the button to the provider's answer. */
export const ATTEMPT_SECONDS = 600;
/** A link ticket (amSocialLoginLinkAccount) must be used this soon. */
export const LINK_TICKET_SECONDS = 300;

export interface NewAttempt {
  state: string;
  nonce: string;
}

/** A fresh attempt with its own random state and nonce (never fixed values); only the state's hash is kept. */
export async function startAttempt(
  db: Db,
  values: { type: string; action: 'login' | 'link'; customerId: number | null; redirectUri: string; storeCode: string },
  now = new Date(),
): Promise<NewAttempt> {
  const state = newSecret();
  const nonce = newSecret();
  await db
    .insertInto('social_login_attempt')
    .values({
      state_hash: hashToken(state),
      type: values.type,
      nonce,
      action: values.action,
      customer_id: values.customerId,
      redirect_uri: values.redirectUri,
      store_code: values.storeCode,
      created_at: now,
      expires_at: new Date(now.getTime() + ATTEMPT_SECONDS * 1000),
    })
    .execute();
  return { state, nonce };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The attempt a callback belongs to, spent at once: the state in the query must equal the one this
 * browser was given (its cookie), and be known, unused, unexpired and for this type. Null otherwise.
 */
export async function consumeAttempt(db: Db, type: string, queryState: string, cookieState: string | null, now = new Date()): Promise<LoginAttempt | null> {
  if (!queryState || !cookieState || !sameText(queryState, cookieState)) return null;
  const row = await db
    .updateTable('social_login_attempt')
    .set({ used_at: now })
    .where('state_hash', '=', hashToken(queryState))
    .where('type', '=', type)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** A one-time ticket that lets the signed-in customer's popup start a link attempt. */
export async function issueLinkTicket(db: Db, customerId: number, type: string, now = new Date()): Promise<string> {
  const ticket = newSecret();
  await db
    .insertInto('social_link_ticket')
    .values({ ticket_hash: hashToken(ticket), customer_id: customerId, type, expires_at: new Date(now.getTime() + LINK_TICKET_SECONDS * 1000) })
    .execute();
  return ticket;
}

/** The customer a link ticket was issued to, spending it; null when unknown, used, expired or for another type. */
export async function consumeLinkTicket(db: Db, ticket: string, type: string, now = new Date()): Promise<number | null> {
  const row = await db
    .updateTable('social_link_ticket')
    .set({ used_at: now })
    .where('ticket_hash', '=', hashToken(ticket))
    .where('type', '=', type)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('customer_id')
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/** The store view an attempt was started from (read only: used to word a refusal). */
export async function attemptStoreCode(db: Db, state: string): Promise<string | null> {
  const row = await db.selectFrom('social_login_attempt').select('store_code').where('state_hash', '=', hashToken(state)).executeTakeFirst();
  return row?.store_code ?? null;
}
