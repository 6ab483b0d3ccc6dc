import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/types';
import { graphqlPost } from './graphql-request';

export interface PlacedOrder {
  orderNumber: string;
  cartId: string;
  totalSatang: number;
}

/**
 * An order waiting for its payment, as placeOrder leaves it: a real cart (createEmptyCart, or the
 * customer's) turned into a pending_payment sales_order row with the cart's masked id. The payment tests
 * need only the order row the orders module's findOrderForPayment/recordPaymentOutcome read and move.
 */
export async function orderAwaitingPayment(
  app: FastifyInstance,
  db: Kysely<Database>,
  method: string,
  options: { totalSatang?: number; customerToken?: string; store?: string } = {},
): Promise<PlacedOrder> {
  const headers: Record<string, string> = options.customerToken ? { authorization: `Bearer ${options.customerToken}` } : {};
  const created = await graphqlPost<{ createEmptyCart: string }>(app, { query: 'mutation { createEmptyCart }', headers });
  const cartId = created.body.data?.createEmptyCart;
  if (!cartId) throw new Error(`createEmptyCart failed: ${JSON.stringify(created.body.errors)}`);
  const cart = await db.selectFrom('cart').select(['cart_id', 'customer_id', 'store_id']).where('masked_id', '=', cartId).executeTakeFirstOrThrow();
  const totalSatang = options.totalSatang ?? 123_45 + randomInt(10_000);
  const orderNumber = `9${String(randomInt(10 ** 8)).padStart(8, '0')}`;
  await sql`
    insert into sales_order (increment_id, cart_id, masked_cart_id, store_id, store_code, customer_id, email,
      customer_firstname, customer_lastname, state, status, currency, subtotal_incl_tax, subtotal_excl_tax,
      discount_amount, shipping_incl_tax, shipping_excl_tax, fee_total, tax_amount, grand_total,
      grand_total_excl_tax, totals, payment_method_code, payment_method_title)
    values (${orderNumber}, ${cart.cart_id}, ${cartId}, ${cart.store_id}, ${options.store ?? 'th'}, ${cart.customer_id},
      'payer@example.com', 'Somsri', 'Jaidee', 'pending_payment', 'pending_payment', 'THB', ${totalSatang},
      ${Math.round(totalSatang / 1.07)}, 0, 0, 0, 0, ${totalSatang - Math.round(totalSatang / 1.07)}, ${totalSatang},
      ${Math.round(totalSatang / 1.07)}, '{}'::jsonb, ${method}, ${method})
  `.execute(db);
  await db.updateTable('cart').set({ is_active: false }).where('cart_id', '=', cart.cart_id).execute();
  return { orderNumber, cartId, totalSatang };
}

export async function orderStatus(db: Kysely<Database>, orderNumber: string): Promise<string> {
  const row = await db.selectFrom('sales_order').select('status').where('increment_id', '=', orderNumber).executeTakeFirstOrThrow();
  return row.status;
}

/** A browser form post (application/x-www-form-urlencoded). */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Follows a 303 the way a browser does (GET), once. */
export function follow(app: FastifyInstance, response: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  const location = response.headers.location;
  if (response.statusCode !== 303 || typeof location !== 'string') throw new Error(`expected a 303, got ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return app.inject({ method: 'GET', url: location });
}
