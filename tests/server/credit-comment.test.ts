import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';
import { insertStockedProduct, neutralisePromotions, PLACE_ORDER, type GraphQLSend } from './support/checkout-flow';
import { APPLY, makeCustomer, operator, prepareCustomerCart, VALID_TAX_ID } from './support/credit-flow';

// The buyer's comment on a company-credit payment (setPaymentMethodOnCart's amasty_company_credit input): kept
// with the order and shown in its payment details; bounded; ignored for any other method.

let t: TestApp;
let send: GraphQLSend;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const SET_CREDIT = 'mutation ($c: String!, $code: String!, $credit: AmastyCompanyCreditPaymentInput) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: $code, amasty_company_credit: $credit } }) { cart { selected_payment_method { code } } } }';

beforeAll(async () => {
  t = await buildTestApp();
  await neutralisePromotions(t.database.db);
  await insertStockedProduct(t.database.db, 972_501, 'CREDITNOTE', 10_000, 1_000);
  send = async (query, variables, headers = {}) => (await graphqlPost(t.app, { query, variables, headers: { store: 'en', ...headers } })).body;
});
afterAll(async () => {
  await t?.close();
});

async function approvedCustomer() {
  const customer = await makeCustomer(t.database.db, 'comment');
  const applied = await send(APPLY, { input: { company_name: 'Krua Thai Co., Ltd.', tax_id: VALID_TAX_ID, telephone: '0812345678', requested_limit: 5000 } }, auth(customer.token));
  const id = (applied.data?.applyAmastyCompanyCredit as { id: number }).id;
  expect((await operator(t.app, t.dataDir, 'POST', `/operator/company-credit/applications/${id}/approve`, {})).status).toBe(200);
  return customer;
}

describe('company credit comment', () => {
  it('is kept with the order placed with credit', async () => {
    const customer = await approvedCustomer();
    const cartId = await prepareCustomerCart(send, customer.token, [{ sku: 'CREDITNOTE', quantity: 1 }]);
    const tooLong = await send(SET_CREDIT, { c: cartId, code: 'amasty_company_credit', credit: { comment: 'x'.repeat(501) } }, auth(customer.token));
    expect(tooLong.errors?.[0]).toMatchObject({ message: '"comment" is longer than 500 characters.', extensions: { category: 'graphql-input' } });
    const set = await send(SET_CREDIT, { c: cartId, code: 'amasty_company_credit', credit: { comment: '  PO 2026-114, kitchen  ' } }, auth(customer.token));
    expect(set.errors).toBeUndefined();
    const placed = await send(PLACE_ORDER, { cartId }, auth(customer.token));
    const number = (placed.data?.placeOrder as { orderV2: { number: string } }).orderV2.number;
    const order = await t.database.db.selectFrom('sales_order').select(['payment_additional', 'payment_method_code']).where('increment_id', '=', number).executeTakeFirstOrThrow();
    expect(order).toEqual({ payment_method_code: 'amasty_company_credit', payment_additional: { company_credit_comment: 'PO 2026-114, kitchen' } });
    const seen = await send('query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { payment_methods { type additional_data { name value } } } } } }', { n: number }, auth(customer.token));
    const items = (seen.data?.customer as { orders: { items: { payment_methods: { additional_data: { name: string; value: string }[] }[] }[] } }).orders.items;
    expect(items[0]?.payment_methods[0]?.additional_data).toContainEqual({ name: 'company_credit_comment', value: 'PO 2026-114, kitchen' });
  });

  it('is not kept for another payment method', async () => {
    const customer = await approvedCustomer();
    const cartId = await prepareCustomerCart(send, customer.token, [{ sku: 'CREDITNOTE', quantity: 1 }]);
    expect((await send(SET_CREDIT, { c: cartId, code: 'scb_qrcode', credit: { comment: 'not for QR' } }, auth(customer.token))).errors).toBeUndefined();
    const placed = await send(PLACE_ORDER, { cartId }, auth(customer.token));
    const number = (placed.data?.placeOrder as { orderV2: { number: string } }).orderV2.number;
    const order = await t.database.db.selectFrom('sales_order').select('payment_additional').where('increment_id', '=', number).executeTakeFirstOrThrow();
    expect(order.payment_additional).toEqual({});
  });
});
