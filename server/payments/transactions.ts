import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentProviderCode, PaymentTransactionStatus, PaymentTransactionTable } from '../db/types';
import { recordPaymentOutcome, type OrderPaymentOutcome } from './order-link';

export type PaymentTransaction = Selectable<PaymentTransactionTable>;

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Our reference for one payment attempt: 16 upper-case letters and digits, which fits every provider's
 * invoice/ref field (2C2P invoice_no ≤ 20, SCB ref1 ≤ 20 of [A-Z0-9]) and cannot be guessed (~80 bits):
 * it is the key of the provider pages and return URLs.
 */
export function newReference(): string {
  let out = '';
  for (let i = 0; i < 16; i += 1) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

export interface OpenTransactionInput {
  orderNumber: string;
  provider: PaymentProviderCode;
  methodCode: string;
  amountSatang: number;
  currency: string;
  expiresAt?: Date | null;
}

/**
 * The attempt to pay this order with this method: the pending one still payable if there is one (a
 * reloaded redirect page must not start a second payment of the same order), else a new one. A unique
 * index allows one pending attempt per order and method, so concurrent calls end up sharing it.
 */
export async function openTransaction(db: Kysely<Database>, input: OpenTransactionInput): Promise<{ transaction: PaymentTransaction; created: boolean }> {
  // A pending attempt past its time is expired first, so it neither is reused nor blocks a new one.
  await db
    .updateTable('payment_transaction')
    .set({ status: 'expired', updated_at: new Date() })
    .where('order_number', '=', input.orderNumber)
    .where('method_code', '=', input.methodCode)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', new Date())
    .execute();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await db
      .selectFrom('payment_transaction')
      .selectAll()
      .where('order_number', '=', input.orderNumber)
      .where('method_code', '=', input.methodCode)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (existing && existing.amount_satang === input.amountSatang && existing.currency === input.currency) return { transaction: existing, created: false };
    // The order's amount cannot change after placing; a pending attempt for another amount is stale.
    if (existing) await db.updateTable('payment_transaction').set({ status: 'expired', updated_at: new Date() }).where('reference', '=', existing.reference).where('status', '=', 'pending').execute();
    const transaction = await db
      .insertInto('payment_transaction')
      .values({
        reference: newReference(),
        order_number: input.orderNumber,
        provider: input.provider,
        method_code: input.methodCode,
        amount_satang: input.amountSatang,
        currency: input.currency,
        expires_at: input.expiresAt ?? null,
      })
      .onConflict((oc) => oc.columns(['order_number', 'method_code']).where('status', '=', 'pending').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (transaction) return { transaction, created: true };
  }
  throw new Error(`Could not open a payment for order ${input.orderNumber}`);
}

export async function findTransaction(db: Kysely<Database>, reference: string): Promise<PaymentTransaction | undefined> {
  return db.selectFrom('payment_transaction').selectAll().where('reference', '=', reference).executeTakeFirst();
}

export async function saveTransactionDetails(db: Kysely<Database>, reference: string, details: Record<string, string>, providerReference?: string): Promise<void> {
  await db
    .updateTable('payment_transaction')
    .set({ details, ...(providerReference ? { provider_reference: providerReference } : {}), updated_at: new Date() })
    .where('reference', '=', reference)
    .execute();
}

/** A pending QR or deeplink past its time: expired (the order stays unpaid and can be paid again). */
export async function expireIfDue(db: Kysely<Database>, transaction: PaymentTransaction): Promise<PaymentTransaction> {
  if (transaction.status !== 'pending' || !transaction.expires_at || new Date(transaction.expires_at).getTime() > Date.now()) return transaction;
  const updated = await db
    .updateTable('payment_transaction')
    .set({ status: 'expired', updated_at: new Date() })
    .where('reference', '=', transaction.reference)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return updated ?? (await findTransaction(db, transaction.reference)) ?? transaction;
}

/** Which moves a result may make: paid is final; a refusal may still be followed by a real payment. */
export function mayMove(from: PaymentTransactionStatus, to: PaymentTransactionStatus): boolean {
  if (from === to || from === 'paid') return false;
  if (from === 'pending') return true;
  return to === 'paid';
}

export const ORDER_OUTCOME: Readonly<Record<'paid' | 'failed' | 'cancelled', OrderPaymentOutcome>> = {
  paid: 'paid',
  failed: 'payment_failed',
  cancelled: 'cancelled',
};

/**
 * Carries a transaction's final result to its order. Idempotent (recordPaymentOutcome answers changed:
 * false when the order already is there), so it is also run again on every browser return and status
 * poll: an order update lost after the transaction was committed is made good on the next look.
 */
export async function syncOrder(db: Kysely<Database>, transaction: PaymentTransaction): Promise<void> {
  const status = transaction.status;
  if (status !== 'paid' && status !== 'failed' && status !== 'cancelled') return;
  // A refusal only speaks for the newest attempt: an older attempt's failure must not touch an order
  // that a later attempt (repayment) is paying.
  if (status !== 'paid') {
    const newest = await db
      .selectFrom('payment_transaction')
      .select('reference')
      .where('order_number', '=', transaction.order_number)
      .orderBy('created_at', 'desc')
      .orderBy('reference', 'desc')
      .executeTakeFirst();
    if (newest?.reference !== transaction.reference) return;
  }
  await recordPaymentOutcome(db, transaction.order_number, ORDER_OUTCOME[status], transaction.provider_reference ?? transaction.reference);
}
