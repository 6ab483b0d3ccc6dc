import { sql, type Kysely } from 'kysely';

/**
 * The secret a guest's order link (guestOrderByToken, the repayment link in the mail and on the failure page) is
 * derived from: the masked id of the cart the order was placed from. sales_order.masked_cart_id moves to the
 * repayment cart on every repayment (the payment providers accept that cart), so the link needs its own copy to
 * stay valid. Existing orders keep the tokens they had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    alter table sales_order add column access_secret text;
    update sales_order set access_secret = masked_cart_id;
    alter table sales_order alter column access_secret set not null;
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table sales_order drop column access_secret;').execute(db);
}
