import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';
import { insertStockedProduct, neutralisePromotions, PLACE_ORDER, type GraphQLSend } from './support/checkout-flow';
import { APPLY, CREDIT_INFO, makeCustomer, operator, prepareCustomerCart, SET_PAYMENT, TRANSACTIONS, VALID_TAX_ID } from './support/credit-flow';

// Company credit end to end on the server: the application and its validation, the operator's approval,
// ownership (each customer sees only the credit they may spend), credit as a payment method, the balance
// moving with an order and back with the operator's cancel, and transactions paged 10 from page 1.

let t: TestApp;
let send: GraphQLSend;

beforeAll(async () => {
  t = await buildTestApp();
  await neutralisePromotions(t.database.db);
  // ฿100.00 each, VAT included; standard delivery in Bangkok is added on top.
  await insertStockedProduct(t.database.db, 972_001, 'CREDITONE', 10_000, 1_000);
  send = async (query, variables, headers = {}) => (await graphqlPost(t.app, { query, variables, headers: { store: 'en', ...headers } })).body;
});

afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const application = { company_name: 'Krua Thai Co., Ltd.', tax_id: VALID_TAX_ID, telephone: '0812345678', requested_limit: 5000, comment: 'Weekly restaurant supplies' };

async function approvedCustomer(limitBaht: number) {
  const customer = await makeCustomer(t.database.db, 'approved');
  const applied = await send(APPLY, { input: { ...application, requested_limit: limitBaht } }, auth(customer.token));
  const id = (applied.data?.applyAmastyCompanyCredit as { id: number }).id;
  expect((await operator(t.app, t.dataDir, 'POST', `/operator/company-credit/applications/${id}/approve`, {})).status).toBe(200);
  return customer;
}

describe('company credit application', () => {
  it('refuses guests on every credit field', async () => {
    for (const query of [CREDIT_INFO, TRANSACTIONS, '{ getAmastyCompanyCreditApplication { id } }']) {
      const body = await send(query, {});
      expect(body.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    }
    const applied = await send(APPLY, { input: application });
    expect(applied.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expect(await t.database.db.selectFrom('company_credit_application').select('application_id').execute()).toHaveLength(0);
  });

  it('checks every field, in the store view language, and stores nothing refused', async () => {
    const { token } = await makeCustomer(t.database.db, 'checks');
    const cases: [Record<string, unknown>, string][] = [
      [{ company_name: '   ' }, '"company_name" is a required value.'],
      [{ tax_id: '12345' }, 'The tax identification number must have 13 digits.'],
      [{ tax_id: '0105536092642' }, 'The tax identification number 0105536092642 is not valid: its check digit does not match.'],
      [{ telephone: '812345678' }, 'Invalid mobile number.'],
      [{ requested_limit: 0 }, 'The requested credit limit must be between 1 and 10,000,000 THB.'],
      [{ requested_limit: 20_000_000 }, 'The requested credit limit must be between 1 and 10,000,000 THB.'],
      [{ comment: 'x'.repeat(2001) }, '"comment" is longer than 2000 characters.'],
    ];
    for (const [change, message] of cases) {
      const body = await send(APPLY, { input: { ...application, ...change } }, auth(token));
      expect(body.errors?.[0]?.message).toBe(message);
      expect(body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
    const thai = await send(APPLY, { input: { ...application, telephone: '12' } }, { ...auth(token), store: 'th' });
    expect(thai.errors?.[0]?.message).toBe('หมายเลขโทรศัพท์มือถือไม่ถูกต้อง');
    expect(await t.database.db.selectFrom('company_credit_application').select('application_id').execute()).toHaveLength(0);
  });

  it('records an application, marks the customer pending and refuses a second one while it waits', async () => {
    const { token } = await makeCustomer(t.database.db, 'pending');
    const body = await send(APPLY, { input: { ...application, tax_id: '0-1055-36092-64-1', telephone: '081-234-5678' } }, auth(token));
    expect(body.errors).toBeUndefined();
    expect(body.data?.applyAmastyCompanyCredit).toMatchObject({ status: 'pending', tax_id: VALID_TAX_ID, telephone: '0812345678', requested_limit: 5000 });
    const again = await send(APPLY, { input: application }, auth(token));
    expect(again.errors?.[0]).toMatchObject({ message: 'Your credit application is already waiting for review.', extensions: { category: 'graphql-already-exists' } });
    const customer = await send('{ customer { request_credit_status } getAmastyCompanyCreditInfo { balance } getAmastyCompanyCreditApplication { status } }', {}, auth(token));
    expect(customer.data).toEqual({ customer: { request_credit_status: 'pending' }, getAmastyCompanyCreditInfo: null, getAmastyCompanyCreditApplication: { status: 'pending' } });
  });
});

describe('the operator', () => {
  it('needs the operator token', async () => {
    for (const token of ['', 'wrong-token']) {
      expect((await operator(t.app, t.dataDir, 'GET', '/operator/company-credit/applications', undefined, token)).status).toBe(401);
    }
    expect((await operator(t.app, t.dataDir, 'GET', '/operator/company-credit/applications')).status).toBe(200);
  });

  it('approves with a limit of its own, then the customer sees the credit and its allocation', async () => {
    const customer = await makeCustomer(t.database.db, 'approve');
    const applied = await send(APPLY, { input: application }, auth(customer.token));
    const id = (applied.data?.applyAmastyCompanyCredit as { id: number }).id;
    const listed = await operator(t.app, t.dataDir, 'GET', '/operator/company-credit/applications?status=pending');
    expect((listed.body.items as { id: number; email: string }[]).find((a) => a.id === id)?.email).toBe(customer.email);
    const approved = await operator(t.app, t.dataDir, 'POST', `/operator/company-credit/applications/${id}/approve`, { limit: 3000.5 });
    expect(approved).toEqual({ status: 200, body: { status: 'approved', credit: { balance: 3000.5, be_paid: 0, credit_balance: 3000.5, issued_credit: 3000.5, currency: 'THB' } } });
    expect((await operator(t.app, t.dataDir, 'POST', `/operator/company-credit/applications/${id}/reject`, {})).status).toBe(409);
    const seen = await send(`{ customer { request_credit_status } ${CREDIT_INFO.slice(1, -1)} }`, {}, auth(customer.token));
    expect(seen.data).toEqual({ customer: { request_credit_status: 'approved' }, getAmastyCompanyCreditInfo: { balance: 3000.5, be_paid: 0, credit_balance: 3000.5, issued_credit: 3000.5, currency: 'THB' } });
    const transactions = await send(TRANSACTIONS, {}, auth(customer.token));
    expect(transactions.data?.getAmastyCompanyTransaction).toMatchObject({
      items: [{ type: 'allocated', amount: 3000.5, balance: 3000.5, order: null, user_id: null, user_type: 'admin', currency_credit: 'THB' }],
      page_info: { page_size: 10, current_page: 1, total_pages: 1 },
      total_count: 1,
    });
    const again = await send(APPLY, { input: application }, auth(customer.token));
    expect(again.errors?.[0]?.message).toBe('Your company credit is already approved.');
  });

  it('rejects an application: no credit, status rejected, and the customer may apply again', async () => {
    const customer = await makeCustomer(t.database.db, 'reject');
    const applied = await send(APPLY, { input: application }, auth(customer.token));
    const id = (applied.data?.applyAmastyCompanyCredit as { id: number }).id;
    expect((await operator(t.app, t.dataDir, 'POST', `/operator/company-credit/applications/${id}/reject`, { note: 'No trading history' })).body).toEqual({ status: 'rejected', credit: null });
    const seen = await send(`{ customer { request_credit_status } ${CREDIT_INFO.slice(1, -1)} }`, {}, auth(customer.token));
    expect(seen.data).toEqual({ customer: { request_credit_status: 'rejected' }, getAmastyCompanyCreditInfo: null });
    expect((await send(APPLY, { input: application }, auth(customer.token))).errors).toBeUndefined();
  });
});

describe('ownership', () => {
  it("shows each customer only the credit they may spend: another customer's credit is never reachable", async () => {
    const owner = await approvedCustomer(1000);
    const stranger = await makeCustomer(t.database.db, 'stranger');
    expect((await send(CREDIT_INFO, {}, auth(stranger.token))).data).toEqual({ getAmastyCompanyCreditInfo: null });
    expect((await send(TRANSACTIONS, {}, auth(stranger.token))).data).toEqual({ getAmastyCompanyTransaction: null });
    // The stranger cannot pay with credit either: the method is not offered and is refused when sent.
    const cartId = await prepareCustomerCart(send, stranger.token, [{ sku: 'CREDITONE', quantity: 1 }]);
    const methods = await send('query ($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }', { id: cartId }, auth(stranger.token));
    expect((methods.data?.cart as { available_payment_methods: { code: string }[] }).available_payment_methods.map((m) => m.code)).not.toContain('amasty_company_credit');
    const refused = await send(SET_PAYMENT, { cartId, code: 'amasty_company_credit' }, auth(stranger.token));
    expect(refused.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
    // Nor use the owner's cart with the owner's credit.
    const ownerCart = await prepareCustomerCart(send, owner.token, [{ sku: 'CREDITONE', quantity: 1 }]);
    const foreign = await send(SET_PAYMENT, { cartId: ownerCart, code: 'amasty_company_credit' }, auth(stranger.token));
    expect(foreign.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expect((await send(CREDIT_INFO, {}, auth(owner.token))).data).toEqual({ getAmastyCompanyCreditInfo: { balance: 1000, be_paid: 0, credit_balance: 1000, issued_credit: 1000, currency: 'THB' } });
  });

  it('lets a buyer the operator added to the company spend the same credit, named on its transactions', async () => {
    const admin = await approvedCustomer(2000);
    const buyer = await makeCustomer(t.database.db, 'member');
    expect((await operator(t.app, t.dataDir, 'POST', `/operator/company-credit/customers/${encodeURIComponent(admin.email)}/members`, { email: buyer.email })).status).toBe(200);
    const cartId = await prepareCustomerCart(send, buyer.token, [{ sku: 'CREDITONE', quantity: 2 }]);
    expect((await send(SET_PAYMENT, { cartId, code: 'amasty_company_credit' }, auth(buyer.token))).errors).toBeUndefined();
    const placed = await send(PLACE_ORDER, { cartId }, auth(buyer.token));
    const number = (placed.data?.placeOrder as { orderV2: { number: string } }).orderV2.number;
    const seen = await send(TRANSACTIONS, {}, auth(admin.token));
    const items = (seen.data?.getAmastyCompanyTransaction as { items: { type: string; order: string | null; user_id: number | null }[] }).items;
    expect(items[0]).toMatchObject({ type: 'purchased', order: number, user_id: buyer.customerId });
  });
});

describe('paying with company credit', () => {
  it('offers credit only when it covers the total, takes it when the order is placed, gives it back on cancel', async () => {
    const customer = await approvedCustomer(500);
    const cartId = await prepareCustomerCart(send, customer.token, [{ sku: 'CREDITONE', quantity: 2 }]);
    const cart = await send('query ($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } available_payment_methods { code title } } }', { id: cartId }, auth(customer.token));
    const { prices, available_payment_methods: methods } = cart.data?.cart as { prices: { grand_total: { value: number } }; available_payment_methods: { code: string; title: string }[] };
    expect(methods).toContainEqual({ code: 'amasty_company_credit', title: 'Company credit' });
    const total = prices.grand_total.value;
    expect((await send(SET_PAYMENT, { cartId, code: 'amasty_company_credit' }, auth(customer.token))).data).toEqual({
      setPaymentMethodOnCart: { cart: { selected_payment_method: { code: 'amasty_company_credit', title: 'Company credit' } } },
    });
    const placed = await send(PLACE_ORDER, { cartId }, auth(customer.token));
    const { orderV2, errors } = placed.data?.placeOrder as { orderV2: { number: string; total: { grand_total: { value: number } } }; errors: unknown[] };
    expect(errors).toEqual([]);
    expect(orderV2.total.grand_total.value).toBe(total);
    const order = await t.database.db.selectFrom('sales_order').select(['status', 'paid_at', 'payment_method_code']).where('increment_id', '=', orderV2.number).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'processing', payment_method_code: 'amasty_company_credit' });
    expect(order.paid_at).not.toBeNull();
    const after = Math.round((500 - total) * 100) / 100;
    expect((await send(CREDIT_INFO, {}, auth(customer.token))).data?.getAmastyCompanyCreditInfo).toMatchObject({ balance: after, be_paid: total, issued_credit: 500 });
    const product = async () => Number((await t.database.db.selectFrom('product').select('qty').where('product_id', '=', 972_001).executeTakeFirstOrThrow()).qty);
    const stockBefore = await product();

    // The operator cancels the order: stock and credit come back, once.
    const cancelled = await operator(t.app, t.dataDir, 'POST', `/operator/orders/${orderV2.number}/cancel`);
    expect(cancelled).toEqual({ status: 200, body: { status: 'canceled', refunded: total } });
    expect(await product()).toBe(stockBefore + 2);
    expect((await operator(t.app, t.dataDir, 'POST', `/operator/orders/${orderV2.number}/cancel`)).status).toBe(409);
    expect((await send(CREDIT_INFO, {}, auth(customer.token))).data?.getAmastyCompanyCreditInfo).toMatchObject({ balance: 500, be_paid: 0 });
    const list = await send(TRANSACTIONS, {}, auth(customer.token));
    const items = (list.data?.getAmastyCompanyTransaction as { items: { type: string; amount: number; balance: number; order: string | null }[] }).items;
    expect(items.map((i) => [i.type, i.amount, i.balance, i.order])).toEqual([
      ['refunded', total, 500, orderV2.number],
      ['purchased', -total, after, orderV2.number],
      ['allocated', 500, 500, null],
    ]);
  });

  it('does not offer credit that does not cover the total, and refuses to place when the credit shrank meanwhile', async () => {
    const customer = await approvedCustomer(150);
    const cartId = await prepareCustomerCart(send, customer.token, [{ sku: 'CREDITONE', quantity: 2 }]);
    const methods = await send('query ($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }', { id: cartId }, auth(customer.token));
    expect((methods.data?.cart as { available_payment_methods: { code: string }[] }).available_payment_methods.map((m) => m.code)).not.toContain('amasty_company_credit');
    expect((await send(SET_PAYMENT, { cartId, code: 'amasty_company_credit' }, auth(customer.token))).errors?.[0]?.message).toBe('The requested Payment Method is not available.');

    // Enough credit when choosing, less when placing (the operator lowered the limit): refused, nothing taken.
    await operator(t.app, t.dataDir, 'POST', `/operator/company-credit/customers/${encodeURIComponent(customer.email)}/limit`, { limit: 1000 });
    expect((await send(SET_PAYMENT, { cartId, code: 'amasty_company_credit' }, auth(customer.token))).errors).toBeUndefined();
    await operator(t.app, t.dataDir, 'POST', `/operator/company-credit/customers/${encodeURIComponent(customer.email)}/limit`, { limit: 100 });
    const placed = await send(PLACE_ORDER, { cartId }, auth(customer.token));
    expect(placed.data?.placeOrder).toMatchObject({ orderV2: null, errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: 'Your available company credit is not enough for this order.' }] });
    expect((await send(CREDIT_INFO, {}, auth(customer.token))).data?.getAmastyCompanyCreditInfo).toMatchObject({ balance: 100, be_paid: 0 });
    const cart = await send('query ($id: String!) { cart(cart_id: $id) { id } }', { id: cartId }, auth(customer.token));
    expect(cart.errors).toBeUndefined();
  });
});

describe('transactions', () => {
  it('pages 10 from page 1, newest first, and checks the paging arguments', async () => {
    const customer = await approvedCustomer(100);
    for (let i = 1; i <= 11; i += 1) {
      await operator(t.app, t.dataDir, 'POST', `/operator/company-credit/customers/${encodeURIComponent(customer.email)}/limit`, { limit: 100 + i });
    }
    const first = await send(TRANSACTIONS, {}, auth(customer.token));
    const page1 = first.data?.getAmastyCompanyTransaction as { items: { amount: number; balance: number }[]; page_info: unknown; total_count: number };
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({ amount: 1, balance: 111 });
    expect(page1.page_info).toEqual({ page_size: 10, current_page: 1, total_pages: 2 });
    expect(page1.total_count).toBe(12);
    const second = await send(TRANSACTIONS, { page: 2 }, auth(customer.token));
    const page2 = second.data?.getAmastyCompanyTransaction as { items: { type: string }[] };
    expect(page2.items.map((i) => i.type)).toEqual(['adjusted', 'allocated']);
    expect((await send(TRANSACTIONS, { page: 0 }, auth(customer.token))).errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
    expect((await send(TRANSACTIONS, { size: 500 }, auth(customer.token))).errors?.[0]?.message).toBe('pageSize value must be at most 100.');
  });
});
