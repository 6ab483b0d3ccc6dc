import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';
import { insertStockedProduct, neutralisePromotions, PLACE_ORDER, type GraphQLSend } from './support/checkout-flow';
import { APPLY, makeCustomer, operator, prepareCustomerCart, SET_PAYMENT, VALID_TAX_ID } from './support/credit-flow';

// 20 buyers of one company place orders on its shared credit at the same moment, on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL, where the requests really run in parallel on a pool of connections. The
// credit covers 7 of the orders: exactly 7 are placed, 13 are refused with a clear error, the balance ends at
// limit - 7 totals and never below zero, and the ledger holds exactly one charge per placed order.

let t: TestApp;
let send: GraphQLSend;

beforeAll(async () => {
  t = await buildTestApp();
  await neutralisePromotions(t.database.db);
  await insertStockedProduct(t.database.db, 973_001, 'CREDITRACE', 10_000, 1_000);
  send = async (query, variables, headers = {}) => (await graphqlPost(t.app, { query, variables, headers: { store: 'en', ...headers } })).body;
});

afterAll(async () => {
  await t?.close();
});

describe('company credit under concurrent orders', () => {
  it('never overdraws: 20 buyers at once on credit for 7 orders give 7 orders and 13 refusals', async () => {
    const admin = await makeCustomer(t.database.db, 'race-admin');
    const applied = await send(APPLY, { input: { company_name: 'Race Co., Ltd.', tax_id: VALID_TAX_ID, telephone: '0812345678', requested_limit: 1 } }, { authorization: `Bearer ${admin.token}` });
    const applicationId = (applied.data?.applyAmastyCompanyCredit as { id: number }).id;
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => makeCustomer(t.database.db, `race-${i}`)));
    const carts: { token: string; cartId: string }[] = [];
    for (const buyer of buyers) carts.push({ token: buyer.token, cartId: await prepareCustomerCart(send, buyer.token, [{ sku: 'CREDITRACE', quantity: 1 }]) });
    const priced = await send('query ($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } } }', { id: carts[0]?.cartId }, { authorization: `Bearer ${carts[0]?.token}` });
    const total = Math.round((priced.data?.cart as { prices: { grand_total: { value: number } } }).prices.grand_total.value * 100);
    // Credit for 7 orders and a bit, not for 8.
    const limit = total * 7 + Math.floor(total / 2);
    expect((await operator(t.app, t.dataDir, 'POST', `/operator/company-credit/applications/${applicationId}/approve`, { limit: limit / 100 })).status).toBe(200);
    for (const buyer of buyers) {
      expect((await operator(t.app, t.dataDir, 'POST', `/operator/company-credit/customers/${encodeURIComponent(admin.email)}/members`, { email: buyer.email })).status).toBe(200);
    }
    for (const { token, cartId } of carts) {
      const chosen = await send(SET_PAYMENT, { cartId, code: 'amasty_company_credit' }, { authorization: `Bearer ${token}` });
      expect(chosen.errors).toBeUndefined();
    }

    const results = await Promise.all(carts.map(async ({ token, cartId }) => {
      const body = await send(PLACE_ORDER, { cartId }, { authorization: `Bearer ${token}` });
      if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join(', '));
      return body.data?.placeOrder as { orderV2: { number: string } | null; errors: { code: string; message: string }[] };
    }));
    const placed = results.filter((r) => r.orderV2 !== null);
    const refused = results.filter((r) => r.orderV2 === null);
    expect(placed).toHaveLength(7);
    expect(refused).toHaveLength(13);
    for (const r of refused) expect(r.errors).toEqual([{ code: 'UNABLE_TO_PLACE_ORDER', message: 'Your available company credit is not enough for this order.' }]);

    const account = await t.database.db.selectFrom('company_credit').select(['credit_limit', 'used']).where('customer_id', '=', admin.customerId).executeTakeFirstOrThrow();
    expect(account.used).toBe(total * 7);
    expect(account.credit_limit - account.used).toBe(Math.floor(total / 2));
    const charges = await t.database.db.selectFrom('company_credit_transaction').select(['order_number', 'amount', 'balance']).where('type', '=', 'purchased').execute();
    expect(charges.map((c) => c.order_number).sort()).toEqual(placed.map((p) => p.orderV2?.number).sort());
    for (const c of charges) expect(c.amount).toBe(-total);
    // Each charge recorded the balance it left, all different and none below zero.
    expect(new Set(charges.map((c) => c.balance)).size).toBe(7);
    expect(Math.min(...charges.map((c) => c.balance))).toBe(Math.floor(total / 2));
    const orders = await t.database.db.selectFrom('sales_order').select('increment_id').where('payment_method_code', '=', 'amasty_company_credit').execute();
    expect(orders).toHaveLength(7);
    // The refused buyers keep their carts and can pay another way.
    const product = await t.database.db.selectFrom('product').select('qty').where('product_id', '=', 973_001).executeTakeFirstOrThrow();
    expect(Number(product.qty)).toBe(993);
  });
});
