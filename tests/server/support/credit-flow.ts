import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/types';
import { issueToken } from '../../../server/modules/customers/customer-tokens';
import { BANGKOK_ADDRESS, type GraphQLSend } from './checkout-flow';

/** The operator's token the test app generated into its data folder (server/operator/operator-token.ts). */
export function operatorToken(dataDir: string): string {
  return readFileSync(join(dataDir, 'operator-token'), 'utf8').trim();
}

/** An operator call as `npm run credit:operator` makes it. */
export async function operator(app: FastifyInstance, dataDir: string, method: 'GET' | 'POST', url: string, body?: unknown, token = operatorToken(dataDir)) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

let made = 0;
/** A customer straight in the database with a live token (account creation is throttled per address). */
export async function makeCustomer(db: Kysely<Database>, label: string): Promise<{ customerId: number; token: string; email: string }> {
  made += 1;
  const email = `${label}-${made}-${Date.now()}@credit.test`;
  const row = await db.insertInto('customer').values({ email, firstname: 'Credit', lastname: `Buyer ${made}`, password_hash: 'not-used' }).returning('customer_id').executeTakeFirstOrThrow();
  return { customerId: row.customer_id, token: await issueToken(db, row.customer_id), email };
}

/** A signed-in customer's cart, filled and ready up to the payment method; returns its masked id. */
export async function prepareCustomerCart(send: GraphQLSend, token: string, items: { sku: string; quantity: number }[]): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const must = async (query: string, variables: Record<string, unknown>) => {
    const body = await send(query, variables, headers);
    if (body.errors?.length || !body.data) throw new Error(body.errors?.map((e) => e.message).join(', ') ?? 'no data');
    return body.data;
  };
  const cart = (await must('{ customerCart { id } }', {})) as { customerCart: { id: string } };
  const cartId = cart.customerCart.id;
  await must('mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { id } } }', { cartId, items });
  await must('mutation ($cartId: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } } }', { cartId, address: BANGKOK_ADDRESS });
  await must('mutation ($cartId: String!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } } }', { cartId });
  await must('mutation ($cartId: String!) { setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "talat_standard", method_code: "standard" }] }) { cart { id } } }', { cartId });
  return cartId;
}

export const SET_PAYMENT = 'mutation ($cartId: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) { cart { selected_payment_method { code title } } } }';
export const CREDIT_INFO = '{ getAmastyCompanyCreditInfo { balance be_paid credit_balance issued_credit currency } }';
export const TRANSACTIONS = 'query ($size: Int, $page: Int) { getAmastyCompanyTransaction(page_size: $size, current_page: $page) { items { id type amount balance order user_id user_type currency_credit datetime } page_info { page_size current_page total_pages } total_count } }';
export const APPLY = 'mutation ($input: AmastyCompanyCreditApplicationInput!) { applyAmastyCompanyCredit(input: $input) { id status company_name tax_id telephone requested_limit } }';
/** A juristic person number with a valid check digit. */
export const VALID_TAX_ID = '0105536092641';
