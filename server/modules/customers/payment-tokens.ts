import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { PaymentToken } from '../../graphql/generated/resolvers-types';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Magento's vault: what a payment provider lets the shop keep to charge a customer again (the provider's
 * token, never a card number). The payment modules call saveVaultToken when the shopper asked to keep the
 * card; the storefront lists and deletes them (customerPaymentTokens / deletePaymentToken).
 */
export interface VaultTokenInput {
  customerId: number;
  paymentMethodCode: string;
  type: 'card' | 'account';
  /** The provider's reusable token. */
  gatewayToken: string;
  /** What the shopper sees, e.g. { type: 'VI', maskedCC: '1111', expirationDate: '12/2030' }. */
  details: Record<string, string>;
}

/** Saves (or refreshes) a token; the public hash is what the storefront names it by. */
export async function saveVaultToken(db: Db, input: VaultTokenInput): Promise<string> {
  const publicHash = createHash('sha256').update(`${input.customerId}:${input.paymentMethodCode}:${input.gatewayToken}:${randomBytes(8).toString('hex')}`).digest('hex');
  const existing = await db
    .selectFrom('payment_token')
    .select('public_hash')
    .where('customer_id', '=', input.customerId)
    .where('payment_method_code', '=', input.paymentMethodCode)
    .where('gateway_token', '=', input.gatewayToken)
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('payment_token').set({ is_active: true, details: JSON.stringify(input.details) }).where('public_hash', '=', existing.public_hash).execute();
    return existing.public_hash;
  }
  await db
    .insertInto('payment_token')
    .values({ customer_id: input.customerId, public_hash: publicHash, payment_method_code: input.paymentMethodCode, type: input.type, gateway_token: input.gatewayToken, details: JSON.stringify(input.details) })
    .execute();
  return publicHash;
}

export async function activeTokens(db: Db, customerId: number): Promise<PaymentToken[]> {
  const rows = await db
    .selectFrom('payment_token')
    .select(['public_hash', 'payment_method_code', 'type', 'details'])
    .where('customer_id', '=', customerId)
    .where('is_active', '=', true)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ public_hash: row.public_hash, payment_method_code: row.payment_method_code, type: row.type, details: row.details }));
}

/** Deactivates the customer's token (Magento keeps the row, hidden); false when it is not theirs or unknown. */
export async function deactivateToken(db: Db, customerId: number, publicHash: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_token')
    .set({ is_active: false })
    .where('public_hash', '=', publicHash)
    .where('customer_id', '=', customerId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
