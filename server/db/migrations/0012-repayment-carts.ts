import { sql, type Kysely } from 'kysely';

/**
 * A repayment cart (docs/decisions/checkout-repayment.md) belongs to the customer like their shopping cart
 * but must not count as "the" active cart: the one-active-cart-per-customer index leaves it out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    alter table cart add column is_repayment boolean not null default false;
    drop index cart_customer_active_idx;
    create unique index cart_customer_active_idx on cart (customer_id) where is_active and customer_id is not null and not is_repayment;
    create index cart_checkout_repayment_idx on cart_checkout (repayment_order_id) where repayment_order_id is not null;
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop index if exists cart_checkout_repayment_idx;
    drop index cart_customer_active_idx;
    create unique index cart_customer_active_idx on cart (customer_id) where is_active and customer_id is not null;
    alter table cart drop column is_repayment;
  `).execute(db);
}
