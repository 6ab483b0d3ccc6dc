import { sql, type Kysely } from 'kysely';

/**
 * At most one pending payment attempt per order and method: two redirect screens opened at once (a double
 * click, two tabs) share one attempt instead of starting two payments of the same order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create unique index payment_transaction_one_pending_idx
      on payment_transaction (order_number, method_code) where status = 'pending';
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index payment_transaction_one_pending_idx').execute(db);
}
