import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../server/modules/promotions/demo-seed';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// Customer for checkout (storefront spec section 3): customer_notice comes from the operator's notices
// (migration 0140): the customer's own first, else their customer type's, in the store view's language.

let t: TestApp;
let th: Shopper;
let en: Shopper;
const [somchai, malee] = DEMO_CUSTOMERS;

const CHECKOUT_CUSTOMER = '{ customer { firstname customer_type default_shipping default_billing customer_notice { format content_text url } } }';
type Answer = { customer: { firstname: string; customer_type: string; customer_notice: { format: string; content_text: string; url: string | null } | null } };

beforeAll(async () => {
  t = await buildTestApp();
  th = new Shopper(t.app, 'th');
  en = new Shopper(t.app, 'en');
});

afterAll(async () => {
  await t?.close();
});

describe('customer_notice', () => {
  it("answers the demo business buyer's own notice (a link), in each store view's language", async () => {
    const token = await en.signIn(malee.email, malee.password);
    const inEnglish = await en.call<Answer>(CHECKOUT_CUSTOMER, {}, token);
    expect(inEnglish.errors).toBeUndefined();
    expect(inEnglish.data?.customer.customer_notice).toEqual({
      format: 'link',
      content_text: 'Krua Thai: your company credit is ready; check the balance before you order.',
      url: '/customer/credit/',
    });
    const inThai = await th.call<Answer>(CHECKOUT_CUSTOMER, {}, token);
    expect(inThai.data?.customer.customer_notice?.content_text).toMatch(/^ครัวไทย: /);
  });

  it("falls back to the customer type's notice, and answers null for a type without one", async () => {
    const email = uniqueEmail('notice-b2b');
    const registered = await en.call(
      'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      { input: { email, password: GOOD_PASSWORD, firstname: 'Kanya', lastname: 'Dee', customer_type: 'b2b', amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }] } },
    );
    expect(registered.errors).toBeUndefined();
    const token = await en.signIn(email, GOOD_PASSWORD);
    const business = await en.call<Answer>(CHECKOUT_CUSTOMER, {}, token);
    expect(business.data?.customer).toMatchObject({ customer_type: 'b2b', customer_notice: { format: 'text', url: null } });
    expect(business.data?.customer.customer_notice?.content_text).toMatch(/^Business customers: /);

    const household = await en.call<Answer>(CHECKOUT_CUSTOMER, {}, await en.signIn(somchai.email, somchai.password));
    expect(household.data?.customer).toMatchObject({ customer_type: 'b2c', customer_notice: null });
  });

  it("follows the operator: a customer's own notice wins, and a switched-off one is no longer answered", async () => {
    const token = await en.signIn(somchai.email, somchai.password);
    const { customer_id } = await t.database.db.selectFrom('customer').select('customer_id').where('email', '=', somchai.email).executeTakeFirstOrThrow();
    const { notice_id } = await t.database.db
      .insertInto('customer_notice')
      .values({ customer_id, format: 'html', content_th: '<p>สวัสดี</p>', content_en: '<p>Hello <strong>Somchai</strong></p>' })
      .returning('notice_id')
      .executeTakeFirstOrThrow();
    expect((await en.call<Answer>(CHECKOUT_CUSTOMER, {}, token)).data?.customer.customer_notice).toEqual({ format: 'html', content_text: '<p>Hello <strong>Somchai</strong></p>', url: null });
    await t.database.db.updateTable('customer_notice').set({ is_active: false }).where('notice_id', '=', notice_id).execute();
    expect((await en.call<Answer>(CHECKOUT_CUSTOMER, {}, token)).data?.customer.customer_notice).toBeNull();
  });

  it('refuses a link notice without a url and a notice for both a customer and a type (database constraints)', async () => {
    const db = t.database.db;
    await expect(db.insertInto('customer_notice').values({ customer_type: 'b2c', format: 'link', content_th: 'x', content_en: 'x' }).execute()).rejects.toThrow();
    await expect(db.insertInto('customer_notice').values({ customer_id: 1, customer_type: 'b2c', content_th: 'x', content_en: 'x' }).execute()).rejects.toThrow();
  });

  it('asks a guest to sign in (graphql-authorization)', async () => {
    const body = await en.call(CHECKOUT_CUSTOMER);
    expect(body.errors?.[0]?.extensions).toMatchObject({ category: 'graphql-authorization' });
  });
});
