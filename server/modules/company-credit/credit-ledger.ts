import { sql, type Kysely, type Transaction } from 'kysely';
import type { CompanyCreditTransactionType, Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The company-credit ledger. Every move of a credit account is one conditional update of its row plus one
 * transaction row, inside the caller's database transaction:
 * - the update's WHERE carries the condition (enough available credit, a limit not below what is owed), so
 *   two orders racing for the last baht cannot both pass: on PostgreSQL the second waits for the row lock and
 *   re-checks the condition on the committed row; the table's check constraint backs it up;
 * - the transaction rows are unique per order and type, so an order is charged once and refunded once.
 */

export interface CreditAccount {
  creditId: number;
  /** The company's administrator (who applied). */
  customerId: number;
  currency: string;
  /** Satang. */
  limit: number;
  used: number;
  available: number;
}

/** The credit account a customer may spend (as its administrator or one of the company's buyers). */
export async function findCreditAccount(db: Db, customerId: number): Promise<CreditAccount | undefined> {
  const row = await db
    .selectFrom('company_credit as cc')
    .innerJoin('company_credit_member as m', 'm.credit_id', 'cc.credit_id')
    .select(['cc.credit_id', 'cc.customer_id', 'cc.currency', 'cc.credit_limit', 'cc.used'])
    .where('m.customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { creditId: row.credit_id, customerId: row.customer_id, currency: row.currency, limit: row.credit_limit, used: row.used, available: row.credit_limit - row.used };
}

/** Available satang of a customer's credit, or null when the customer has no approved credit. */
export async function availableCredit(db: Db, customerId: number | null): Promise<number | null> {
  if (customerId === null) return null;
  return (await findCreditAccount(db, customerId))?.available ?? null;
}

async function record(
  trx: Db,
  creditId: number,
  type: CompanyCreditTransactionType,
  amount: number,
  balance: number,
  orderNumber: string | null,
  customerId: number | null,
): Promise<void> {
  await trx.insertInto('company_credit_transaction').values({ credit_id: creditId, customer_id: customerId, type, amount, balance, order_number: orderNumber }).execute();
}

/**
 * Takes `amount` satang of the customer's available credit for an order. False (and nothing changed) when
 * the customer has no credit or not enough of it left.
 */
export async function chargeCredit(trx: Db, customerId: number, orderNumber: string, amount: number): Promise<boolean> {
  if (!Number.isSafeInteger(amount) || amount <= 0) return false;
  const row = await trx
    .updateTable('company_credit')
    .set({ used: sql`used + ${amount}`, updated_at: new Date() })
    .where('credit_id', '=', (eb) => eb.selectFrom('company_credit_member').select('credit_id').where('customer_id', '=', customerId))
    .where(sql<boolean>`credit_limit - used >= ${amount}`)
    .returning(['credit_id', 'credit_limit', 'used'])
    .executeTakeFirst();
  if (!row) return false;
  await record(trx, row.credit_id, 'purchased', -amount, row.credit_limit - row.used, orderNumber, customerId);
  return true;
}

/**
 * Gives an order's charge back (the order was cancelled). Looks the charge up by order number, so it refunds
 * exactly what was taken; a second refund of the same order changes nothing. Returns the satang refunded.
 */
export async function refundCredit(trx: Db, orderNumber: string): Promise<number> {
  const charge = await trx
    .selectFrom('company_credit_transaction')
    .select(['credit_id', 'amount', 'customer_id'])
    .where('order_number', '=', orderNumber)
    .where('type', '=', 'purchased')
    .executeTakeFirst();
  if (!charge) return 0;
  const already = await trx
    .selectFrom('company_credit_transaction')
    .select('transaction_id')
    .where('order_number', '=', orderNumber)
    .where('type', '=', 'refunded')
    .executeTakeFirst();
  if (already) return 0;
  const amount = -charge.amount;
  const row = await trx
    .updateTable('company_credit')
    .set({ used: sql`greatest(used - ${amount}, 0)`, updated_at: new Date() })
    .where('credit_id', '=', charge.credit_id)
    .returning(['credit_limit', 'used'])
    .executeTakeFirstOrThrow();
  await record(trx, charge.credit_id, 'refunded', amount, row.credit_limit - row.used, orderNumber, charge.customer_id);
  return amount;
}

export type SetLimitResult = { ok: true; account: CreditAccount } | { ok: false; owed: number };

/**
 * Grants credit (first approval: allocated, the customer becomes the account's administrator) or changes the
 * limit of the customer's account (adjusted). A limit below what the company already owes is refused, so
 * available credit never goes below zero.
 */
export async function setCreditLimit(trx: Db, customerId: number, limit: number): Promise<SetLimitResult> {
  const existing = await trx
    .selectFrom('company_credit')
    .select(['credit_id', 'credit_limit', 'used'])
    .where('credit_id', '=', (eb) => eb.selectFrom('company_credit_member').select('credit_id').where('customer_id', '=', customerId))
    .forUpdate()
    .executeTakeFirst();
  if (!existing) {
    const created = await trx.insertInto('company_credit').values({ customer_id: customerId, credit_limit: limit }).returning('credit_id').executeTakeFirstOrThrow();
    await trx.insertInto('company_credit_member').values({ customer_id: customerId, credit_id: created.credit_id, role: 'admin' }).execute();
    await record(trx, created.credit_id, 'allocated', limit, limit, null, null);
  } else {
    const row = await trx
      .updateTable('company_credit')
      .set({ credit_limit: limit, updated_at: new Date() })
      .where('credit_id', '=', existing.credit_id)
      .where('used', '<=', limit)
      .returning(['credit_limit', 'used'])
      .executeTakeFirst();
    if (!row) return { ok: false, owed: existing.used };
    if (limit !== existing.credit_limit) await record(trx, existing.credit_id, 'adjusted', limit - existing.credit_limit, row.credit_limit - row.used, null, null);
  }
  const account = await findCreditAccount(trx, customerId);
  if (!account) throw new Error('credit account vanished');
  return { ok: true, account };
}

export type AddMemberResult = { ok: true } | { ok: false; reason: 'no-credit' | 'member-elsewhere' };

/** Lets another buyer of the company spend the administrator's credit. A customer belongs to one account. */
export async function addCreditMember(trx: Db, adminCustomerId: number, memberCustomerId: number): Promise<AddMemberResult> {
  const account = await findCreditAccount(trx, adminCustomerId);
  if (!account) return { ok: false, reason: 'no-credit' };
  const existing = await trx.selectFrom('company_credit_member').select('credit_id').where('customer_id', '=', memberCustomerId).executeTakeFirst();
  if (existing) return existing.credit_id === account.creditId ? { ok: true } : { ok: false, reason: 'member-elsewhere' };
  await trx.insertInto('company_credit_member').values({ customer_id: memberCustomerId, credit_id: account.creditId }).execute();
  return { ok: true };
}
