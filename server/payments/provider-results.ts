import type { Kysely } from 'kysely';
import type { Database, PaymentProviderCode, PaymentTransactionStatus } from '../db/types';
import type { PaymentRuntime } from './payment-runtime';
import { hasValidSignature, type SignedFields } from './signing';
import { findTransaction, mayMove, syncOrder, type PaymentTransaction } from './transactions';

/**
 * A provider's word on one payment attempt, as every sandbox sends it (server-to-server callback and the
 * browser's return carry the same signed fields):
 *   reference        our transaction reference
 *   nonce            the provider's id for this result (its transaction id): never accepted twice
 *   result           approved | declined | cancelled
 *   amount, currency satang and ISO code, checked against the transaction
 *   provider_reference, timestamp (ISO 8601), signature (HMAC-SHA256, see signing.ts)
 */
export type ProviderResult = 'approved' | 'declined' | 'cancelled';

const STATUS_FOR: Readonly<Record<ProviderResult, PaymentTransactionStatus>> = {
  approved: 'paid',
  declined: 'failed',
  cancelled: 'cancelled',
};

/** A result older than this (or this far in the future) is refused: the nonce store need not be kept forever. */
export const RESULT_MAX_AGE_MS = 60 * 60 * 1000;
const FUTURE_SKEW_MS = 5 * 60 * 1000;

export type ResultOutcome =
  | { kind: 'bad-signature' }
  | { kind: 'malformed' }
  | { kind: 'stale' }
  | { kind: 'unknown-transaction' }
  | { kind: 'mismatch'; transaction: PaymentTransaction }
  | { kind: 'replayed'; transaction: PaymentTransaction }
  | { kind: 'ignored'; transaction: PaymentTransaction }
  | { kind: 'applied'; transaction: PaymentTransaction };

function isResult(value: string | undefined): value is ProviderResult {
  return value === 'approved' || value === 'declined' || value === 'cancelled';
}

/**
 * Verifies and applies a provider result. Nothing is written unless the signature is right (checked
 * first, in constant time) and the result is fresh. The nonce is stored in the same database transaction
 * that moves the payment, with the payment row locked, so a replay — concurrent or later — finds the
 * nonce and changes nothing, and a late result cannot move a paid payment back (mayMove).
 */
export async function applyProviderResult(runtime: PaymentRuntime, provider: PaymentProviderCode, fields: SignedFields, now = Date.now()): Promise<ResultOutcome> {
  const secret = await runtime.secretFor(provider);
  if (!hasValidSignature(fields, secret)) return { kind: 'bad-signature' };
  const { reference, nonce, result, amount, currency, timestamp } = fields;
  if (!reference || !nonce || !isResult(result) || !amount || !currency || !timestamp) return { kind: 'malformed' };
  const at = Date.parse(timestamp);
  if (!Number.isFinite(at) || now - at > RESULT_MAX_AGE_MS || at - now > FUTURE_SKEW_MS) return { kind: 'stale' };

  const outcome = await runtime.db.transaction().execute(async (trx) => {
    const transaction = await trx.selectFrom('payment_transaction').selectAll().where('reference', '=', reference).forUpdate().executeTakeFirst();
    if (!transaction || transaction.provider !== provider) return { kind: 'unknown-transaction' } as const;
    const fresh = await trx
      .insertInto('payment_callback')
      .values({ provider, nonce, reference, outcome: result, applied: false })
      .onConflict((oc) => oc.columns(['provider', 'nonce']).doNothing())
      .returning('nonce')
      .executeTakeFirst();
    if (!fresh) return { kind: 'replayed', transaction } as const;
    if (String(transaction.amount_satang) !== amount || transaction.currency !== currency) return { kind: 'mismatch', transaction } as const;
    const next = STATUS_FOR[result];
    if (!mayMove(transaction.status, next)) return { kind: 'ignored', transaction } as const;
    const moved = await trx
      .updateTable('payment_transaction')
      .set({ status: next, provider_reference: fields.provider_reference || nonce, updated_at: new Date() })
      .where('reference', '=', reference)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('payment_callback').set({ applied: true }).where('provider', '=', provider).where('nonce', '=', nonce).execute();
    return { kind: 'applied', transaction: moved } as const;
  });
  if (outcome.kind === 'applied') await syncOrder(runtime.db, outcome.transaction);
  return outcome;
}

/** The HTTP answer a provider gets for its callback: 200 for anything we understood, even a replay. */
export function callbackStatusCode(outcome: ResultOutcome): number {
  switch (outcome.kind) {
    case 'bad-signature':
      return 401;
    case 'malformed':
    case 'stale':
      return 400;
    case 'unknown-transaction':
      return 404;
    case 'mismatch':
      return 409;
    default:
      return 200;
  }
}

/** Where the shopper's browser goes after a provider sends them back: by what the database says. */
export async function returnPathFor(db: Kysely<Database>, reference: string | undefined): Promise<string> {
  const transaction = reference ? await findTransaction(db, reference) : undefined;
  if (!transaction) return '/checkout/onepage/failure';
  await syncOrder(db, transaction);
  if (transaction.status === 'paid') return '/checkout/onepage/success';
  const reason = transaction.status === 'cancelled' ? 'payment_cancelled' : transaction.status === 'pending' ? 'payment_pending' : 'payment_failed';
  return `/checkout/onepage/failure/${reason}`;
}
