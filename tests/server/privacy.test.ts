import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../server/modules/customers/customer-tokens';
import { hashPassword } from '../../server/modules/customers/passwords';
import { processDeletionRequests } from '../../server/modules/gdpr/account-deletion';
import { VISITOR_COOKIE } from '../../server/modules/gdpr/visitor-id';
import { BANGKOK_ADDRESS, insertStockedProduct, neutralisePromotions, PLACE_ORDER } from './support/checkout-flow';
import { freshAddress } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// Privacy (Amasty GDPR) and cookie consent on the server: consents by location and per customer, policy
// versions, password-guarded anonymise / export / deletion (orders stay, personal data goes), cookie choices.

let t: TestApp;
const PASSWORD = 'Secret-123';

interface Body<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { category?: string } }[];
}

async function call<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, options: { token?: string; store?: string; cookie?: string; address?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', store: options.store ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await t.app.inject({ method: 'POST', url: '/graphql', headers, remoteAddress: options.address ?? '10.90.0.1', payload: JSON.stringify({ query, variables }) });
  return { body: response.json<Body<T>>(), setCookie: response.headers['set-cookie'] };
}

async function newCustomer(email: string, firstname = 'สมหญิง', lastname = 'ใจงาม'): Promise<{ id: number; token: string }> {
  const row = await t.database.db
    .insertInto('customer')
    .values({ email, firstname, lastname, password_hash: await hashPassword(PASSWORD), taxvat: '1234567890123' })
    .returning('customer_id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('customer_address')
    .values({ customer_id: row.customer_id, firstname, lastname, telephone: '0811111111', street: JSON.stringify(['12 ซอยสุขุมวิท 11']), city: 'วัฒนา', postcode: '10110', region: 'กรุงเทพมหานคร' })
    .execute();
  return { id: row.customer_id, token: await issueToken(t.database.db, row.customer_id) };
}

/** A real order of the customer through the GraphQL checkout. */
async function placeOrder(token: string): Promise<string> {
  const must = async (query: string, variables: Record<string, unknown>) => {
    const { body } = await call(query, variables, { token });
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join(', '));
    return body.data as Record<string, unknown>;
  };
  const cart = (await must('{ customerCart { id } }', {})) as { customerCart: { id: string } };
  const cartId = cart.customerCart.id;
  await must('mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "PRIVONE", quantity: 2 }]) { user_errors { message } } }', { cartId });
  await must('mutation ($cartId: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } } }', { cartId, address: BANGKOK_ADDRESS });
  await must('mutation ($cartId: String!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } } }', { cartId });
  await must('mutation ($cartId: String!) { setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "talat_standard", method_code: "standard" }] }) { cart { id } } }', { cartId });
  await must('mutation ($cartId: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "scb_qrcode" } }) { cart { id } } }', { cartId });
  const placed = (await must(PLACE_ORDER, { cartId })) as { placeOrder: { orderV2: { number: string } } };
  return placed.placeOrder.orderV2.number;
}

beforeAll(async () => {
  t = await buildTestApp();
  await neutralisePromotions(t.database.db);
  await insertStockedProduct(t.database.db, 974_001, 'PRIVONE', 12_500, 50);
});

afterAll(async () => {
  await t?.close();
});

describe('consents', () => {
  it('lists the consents of a location in the store view language, with the customer agreement', async () => {
    const customer = await newCustomer('consents@example.test');
    const query = 'query ($l: String) { amGetGdprConsents(location: $l) { consent_code name is_required consent_location has_agreement link_type } }';
    const th = await call<{ amGetGdprConsents: { consent_code: string; name: string; is_required: boolean }[] }>(query, { l: 'registration' }, { store: 'th' });
    expect(th.body.data?.amGetGdprConsents.map((c) => [c.consent_code, c.name, c.is_required])).toEqual([
      ['privacy_policy', 'นโยบายความเป็นส่วนตัว', true],
      ['marketing_messages', 'ข่าวสารและโปรโมชัน', false],
    ]);
    const contact = await call<{ amGetGdprConsents: { consent_code: string }[] }>(query, { l: 'contactus' });
    expect(contact.body.data?.amGetGdprConsents.map((c) => c.consent_code)).toEqual(['privacy_policy']);
    const unknown = await call(query, { l: 'nowhere' });
    expect(unknown.body.errors?.[0]?.extensions?.category).toBe('graphql-input');

    const give = 'mutation ($input: GiveAmGdprConsentInput!) { giveAmGdprConsent(input: $input) { error message } }';
    const input = { consents: [{ consent_code: 'marketing_messages', is_agreed: true }], consent_location: 'registration' };
    const given = await call<{ giveAmGdprConsent: { error: boolean } }>(give, { input }, { token: customer.token });
    expect(given.body.data?.giveAmGdprConsent.error).toBe(false);
    const after = await call<{ amGetGdprConsents: { consent_code: string; has_agreement: boolean }[] }>(query, { l: 'registration' }, { token: customer.token });
    expect(after.body.data?.amGetGdprConsents.find((c) => c.consent_code === 'marketing_messages')?.has_agreement).toBe(true);
    // Another customer sees their own answers, not this one's.
    const other = await newCustomer('consents-other@example.test');
    const theirs = await call<{ amGetGdprConsents: { consent_code: string; has_agreement: boolean }[] }>(query, { l: 'registration' }, { token: other.token });
    expect(theirs.body.data?.amGetGdprConsents.every((c) => !c.has_agreement)).toBe(true);
  });

  it('refuses consents from guests and unknown consent codes, writing nothing', async () => {
    const give = 'mutation ($input: GiveAmGdprConsentInput!) { giveAmGdprConsent(input: $input) { error } }';
    const guest = await call(give, { input: { consents: [{ consent_code: 'privacy_policy', is_agreed: true }] } });
    expect(guest.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const customer = await newCustomer('consents-bad@example.test');
    const bad = await call(give, { input: { consents: [{ consent_code: 'privacy_policy', is_agreed: true }, { consent_code: 'sell_my_soul', is_agreed: true }] } }, { token: customer.token });
    expect(bad.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const rows = await t.database.db.selectFrom('gdpr_consent_log').select('log_id').where('customer_id', '=', customer.id).execute();
    expect(rows).toHaveLength(0);
  });
});

describe('privacy policy', () => {
  const POLICY = '{ amGetGdprPolicyText(id: 0) { title version need_show version_changed content header_title } }';
  type Policy = { amGetGdprPolicyText: { version: string; need_show: boolean; version_changed: boolean; title: string } };

  it('asks a customer to accept the current version, and tells one who accepted an older one that it changed', async () => {
    // A customer registered under the current version is not asked; one from before it is.
    const registeredNow = await newCustomer('policy-now@example.test');
    expect((await call<Policy>(POLICY, {}, { token: registeredNow.token })).body.data?.amGetGdprPolicyText.need_show).toBe(false);
    const fresh = await newCustomer('policy-new@example.test');
    await t.database.db.updateTable('customer').set({ created_at: '2025-12-01T00:00:00Z' }).where('customer_id', '=', fresh.id).execute();
    const first = await call<Policy>(POLICY, {}, { token: fresh.token, store: 'th' });
    expect(first.body.data?.amGetGdprPolicyText).toMatchObject({ version: '1.1', need_show: true, version_changed: false, title: 'นโยบายความเป็นส่วนตัว' });

    const accept = 'mutation ($v: String!) { acceptAmGdprPolicy(input: { policy_version: $v }) { error message } }';
    const old = await call(accept, { v: '1.0' }, { token: fresh.token });
    expect(old.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const accepted = await call<{ acceptAmGdprPolicy: { error: boolean } }>(accept, { v: '1.1' }, { token: fresh.token });
    expect(accepted.body.data?.acceptAmGdprPolicy.error).toBe(false);
    expect((await call<Policy>(POLICY, {}, { token: fresh.token })).body.data?.amGetGdprPolicyText.need_show).toBe(false);

    const returning = await newCustomer('policy-old@example.test');
    await t.database.db.insertInto('gdpr_policy_acceptance').values({ customer_id: returning.id, policy_version: '1.0' }).execute();
    expect((await call<Policy>(POLICY, {}, { token: returning.token })).body.data?.amGetGdprPolicyText).toMatchObject({ need_show: true, version_changed: true });

    const guest = await call<Policy>(POLICY);
    expect(guest.body.data?.amGetGdprPolicyText).toMatchObject({ version: '1.1', need_show: false });
  });
});

describe('account privacy actions', () => {
  it('refuses a wrong password with a typed error and throttles guessing like sign-in', async () => {
    const customer = await newCustomer('wrong-password@example.test');
    const anonymise = 'mutation ($p: String!) { anonymiseAmGdprCustomer(password: $p) { error message } }';
    const wrong = await call(anonymise, { p: 'not-it' }, { token: customer.token });
    expect(wrong.body.errors?.[0]).toMatchObject({ message: 'The password is not correct.', extensions: { category: 'graphql-authentication' } });
    const row = await t.database.db.selectFrom('customer').select('email').where('customer_id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row.email).toBe('wrong-password@example.test');
    let last: string | undefined;
    for (let i = 0; i < 12; i += 1) last = (await call(anonymise, { p: `guess-${i}` }, { token: customer.token })).body.errors?.[0]?.extensions?.category;
    expect(last).toBe('graphql-too-many-requests');
  });

  it('exports the personal data the shop keeps, only for the signed-in customer', async () => {
    const customer = await newCustomer('export@example.test', 'ส่งออก', 'ข้อมูล');
    const number = await placeOrder(customer.token);
    const query = 'mutation ($p: String!) { amGetGdprCustomerPersonalData(password: $p) { name personalDataPart { label value } } }';
    const { body } = await call<{ amGetGdprCustomerPersonalData: { name: string; personalDataPart: { label: string; value: string | null }[] }[] }>(query, { p: PASSWORD }, { token: customer.token });
    expect(body.errors).toBeUndefined();
    const groups = body.data?.amGetGdprCustomerPersonalData ?? [];
    expect(groups.map((g) => g.name)).toEqual(['Account', 'Address 1', `Order #${number}`, 'Consents', 'Cookie choices']);
    expect(groups[0]?.personalDataPart).toContainEqual({ label: 'email', value: 'export@example.test' });
    expect(groups[2]?.personalDataPart.find((p) => p.label === 'shipping_address')?.value).toContain('99/1 ถนนพระราม 4');
    const guest = await call(query, { p: PASSWORD });
    expect(guest.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('anonymises the account, addresses and orders; orders keep items and totals; the session ends', async () => {
    const customer = await newCustomer('anonymise-me@example.test', 'ลบ', 'ข้อมูล');
    const number = await placeOrder(customer.token);
    const db = t.database.db;
    const before = await db.selectFrom('sales_order').select(['order_id', 'grand_total', 'subtotal_incl_tax', 'status']).where('increment_id', '=', number).executeTakeFirstOrThrow();
    const { body } = await call<{ anonymiseAmGdprCustomer: { error: boolean; message: string } }>('mutation ($p: String!) { anonymiseAmGdprCustomer(password: $p) { error message } }', { p: PASSWORD }, { token: customer.token });
    expect(body.data?.anonymiseAmGdprCustomer).toEqual({ error: false, message: 'Your personal data has been anonymised.' });

    const account = await db.selectFrom('customer').selectAll().where('customer_id', '=', customer.id).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ firstname: 'Anonymous', lastname: 'Anonymous', taxvat: null });
    expect(account.email).toMatch(/^anonymous-[0-9a-f]{16}@anonymous\.invalid$/);
    const address = await db.selectFrom('customer_address').selectAll().where('customer_id', '=', customer.id).executeTakeFirstOrThrow();
    expect(address).toMatchObject({ firstname: 'Anonymous', telephone: '0000000000', street: ['Anonymous'] });

    const order = await db.selectFrom('sales_order').selectAll().where('increment_id', '=', number).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ customer_id: customer.id, email: account.email, customer_firstname: 'Anonymous', grand_total: before.grand_total, subtotal_incl_tax: before.subtotal_incl_tax, status: before.status });
    expect(await db.selectFrom('sales_order_item').select('sku').where('order_id', '=', order.order_id).execute()).toEqual([{ sku: 'PRIVONE' }]);
    const orderAddresses = await db.selectFrom('sales_order_address').select('data').where('order_id', '=', order.order_id).execute();
    expect(orderAddresses.length).toBeGreaterThan(0);
    for (const { data } of orderAddresses) {
      expect(JSON.stringify(data)).not.toMatch(/สมชาย|ใจดี|0812345678|พระราม 4|anonymise-me/);
      expect(data).toMatchObject({ firstname: 'Anonymous', postcode: '10110' });
    }
    // The token was revoked: the same session is now a guest.
    const me = await call('{ customer { email } }', {}, { token: customer.token });
    expect(me.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('records a deletion request once; the operator step deletes the account and keeps the orders anonymised', async () => {
    const customer = await newCustomer('delete-me@example.test', 'ขอ', 'ลบ');
    const number = await placeOrder(customer.token);
    const request = 'mutation ($p: String!) { requestAmGdprAccountDeletion(password: $p) { error message } }';
    const first = await call<{ requestAmGdprAccountDeletion: { error: boolean } }>(request, { p: PASSWORD }, { token: customer.token });
    expect(first.body.data?.requestAmGdprAccountDeletion.error).toBe(false);
    const again = await call(request, { p: PASSWORD }, { token: customer.token });
    expect(again.body.errors?.[0]?.extensions?.category).toBe('graphql-already-exists');
    const settings = await call<{ amGetGdprAccount: { settings: { actionCode: string; needPassword: boolean }[] } }>('{ amGetGdprAccount { title settings { actionCode needPassword } } }', {}, { token: customer.token });
    expect(settings.body.data?.amGetGdprAccount.settings.find((s) => s.actionCode === 'delete')?.needPassword).toBe(false);

    expect(await processDeletionRequests(t.database.db)).toBeGreaterThanOrEqual(1);
    const db = t.database.db;
    expect(await db.selectFrom('customer').select('customer_id').where('customer_id', '=', customer.id).executeTakeFirst()).toBeUndefined();
    const order = await db.selectFrom('sales_order').selectAll().where('increment_id', '=', number).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ customer_id: null, customer_firstname: 'Anonymous' });
    expect(order.email).toMatch(/@anonymous\.invalid$/);
    expect(await db.selectFrom('sales_order_item').select('sku').where('order_id', '=', order.order_id).execute()).toEqual([{ sku: 'PRIVONE' }]);
    const done = await db.selectFrom('gdpr_deletion_request').select(['status', 'customer_id']).orderBy('request_id', 'desc').executeTakeFirstOrThrow();
    expect(done).toEqual({ status: 'done', customer_id: null });
  });
});

describe('cookies', () => {
  const DATA = '{ cookieData { groupData { groupId name isEssential checked } lastUpdate } }';
  type Data = { cookieData: { groupData: { groupId: number; name: string; isEssential: boolean; checked: boolean }[]; lastUpdate: string } };

  it('keeps an anonymous visitor choice against a visitor cookie; essential groups are always on', async () => {
    const initial = await call<Data>(DATA, {}, { store: 'th' });
    const groups = initial.body.data?.cookieData.groupData ?? [];
    expect(groups.map((g) => [g.name, g.isEssential, g.checked])).toEqual([
      ['คุกกี้ที่จำเป็น', true, true],
      ['คุกกี้เพื่อการวิเคราะห์', false, false],
      ['คุกกี้เพื่อการตลาด', false, false],
    ]);
    const marketing = groups[2]?.groupId;
    const saved = await call<{ saveCustomCookie: { status: boolean } }>('mutation ($g: String!) { saveCustomCookie(groupData: $g) { status } }', { g: JSON.stringify([marketing]) }, { address: freshAddress() });
    expect(saved.body.data?.saveCustomCookie.status).toBe(true);
    const cookie = String(saved.setCookie).split(';')[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f]{32}$`));
    const mine = await call<Data>(DATA, {}, { cookie });
    expect(mine.body.data?.cookieData.groupData.map((g) => g.checked)).toEqual([true, false, true]);
    // Another visitor has made no choice.
    const theirs = await call<Data>(DATA);
    expect(theirs.body.data?.cookieData.groupData.map((g) => g.checked)).toEqual([true, false, false]);
  });

  it('keeps a customer choice with the account and refuses unknown groups', async () => {
    const customer = await newCustomer('cookies@example.test');
    const all = await call<{ saveAllCookie: { status: boolean } }>('mutation { saveAllCookie { status } }', {}, { token: customer.token });
    expect(all.body.data?.saveAllCookie.status).toBe(true);
    expect(all.setCookie).toBeUndefined();
    const mine = await call<Data>(DATA, {}, { token: customer.token });
    expect(mine.body.data?.cookieData.groupData.every((g) => g.checked)).toBe(true);
    for (const g of ['[99999]', 'not json', '{"a":1}']) {
      const bad = await call('mutation ($g: String!) { saveCustomCookie(groupData: $g) { status } }', { g }, { token: customer.token });
      expect(bad.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
  });
});
