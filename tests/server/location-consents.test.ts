import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANGKOK_ADDRESS, insertStockedProduct, neutralisePromotions, prepareGuestCart, type GraphQLSend } from './support/checkout-flow';
import { freshAddress, Shopper } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// Consents by location enforced on the server: each submission at a consent location (registration, checkout,
// contact form, newsletter) carries the shopper's answers; a required consent not agreed refuses it with a
// graphql-input error whatever the storefront did, and the answers are kept with the submission.

let t: TestApp;
let en: Shopper;
const PASSWORD = 'Secret-123';
const AGREED = [{ consent_code: 'privacy_policy', is_agreed: true }];
const OPTIONAL_ONLY = [{ consent_code: 'marketing_messages', is_agreed: true }];
let counter = 0;
const email = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@consents.example`;

beforeAll(async () => {
  t = await buildTestApp();
  en = new Shopper(t.app, 'en');
  await neutralisePromotions(t.database.db);
  await insertStockedProduct(t.database.db, 979_101, 'CONSENT-1', 250, 50);
});
afterAll(async () => {
  await t?.close();
});

const send: GraphQLSend = async (query, variables, headers = {}) => {
  const response = await t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: freshAddress(), headers: { 'content-type': 'application/json', store: 'en', ...headers }, payload: JSON.stringify({ query, variables }) });
  return response.json();
};

const REGISTER = 'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }';
const PLACE = 'mutation ($cartId: String!, $c: [AmGdprConsentInput!]) { placeOrder(input: { cart_id: $cartId, amgdpr_consents: $c }) { orderV2 { number } errors { code message } } }';
const CONTACT = 'mutation ($input: ContactusFormInput!) { contactusFormSubmit(input: $input) { success_message } }';
const SUBSCRIBE = 'mutation ($e: String!, $c: [AmGdprConsentInput!]!) { amGdprSubscribeEmailToNewsletter(email: $e, amgdpr_consents: $c) { status } }';
const PLAIN_SUBSCRIBE = 'mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }';

function expectRefused(body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }, message = 'Please agree to "Privacy policy" to continue.') {
  expect(body.errors?.[0]?.message).toBe(message);
  expect(body.errors?.[0]?.extensions?.category).toBe('graphql-input');
}

async function submissionRows(location: string, reference: string) {
  return t.database.db.selectFrom('gdpr_submission_consent').select(['consent_code', 'is_agreed', 'customer_id', 'email', 'policy_version']).where('location', '=', location).where('reference', '=', reference).orderBy('consent_code').execute();
}

describe('registration', () => {
  it('refuses an account without the required consent (in the store view language) and creates none', async () => {
    const address = email('reg-refused');
    const body = await en.call(REGISTER, { input: { email: address, password: PASSWORD, firstname: 'A', lastname: 'B', amgdpr_consents: OPTIONAL_ONLY } });
    expectRefused(body);
    const th = await new Shopper(t.app, 'th').call(REGISTER, { input: { email: address, password: PASSWORD, firstname: 'A', lastname: 'B' } });
    expectRefused(th, 'กรุณายอมรับ "นโยบายความเป็นส่วนตัว" ก่อนดำเนินการต่อ');
    const withdrawn = await en.call(REGISTER, { input: { email: address, password: PASSWORD, firstname: 'A', lastname: 'B', amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: false }] } });
    expectRefused(withdrawn);
    expect(await t.database.db.selectFrom('customer').select('customer_id').where('email', '=', address).executeTakeFirst()).toBeUndefined();
  });

  it('keeps the answers as the new customer\'s consents', async () => {
    const address = email('reg');
    const body = await en.call(REGISTER, { input: { email: address, password: PASSWORD, firstname: 'A', lastname: 'B', amgdpr_consents: [...AGREED, ...OPTIONAL_ONLY] } });
    expect(body.errors).toBeUndefined();
    const token = await en.signIn(address, PASSWORD);
    const consents = await en.call<{ amGetGdprConsents: { consent_code: string; has_agreement: boolean }[] }>('{ amGetGdprConsents(location: "checkout") { consent_code has_agreement } }', {}, token);
    expect(consents.data?.amGetGdprConsents).toEqual([
      { consent_code: 'privacy_policy', has_agreement: true },
      { consent_code: 'marketing_messages', has_agreement: true },
    ]);
  });

  it('refuses an unknown consent code or one of another location', async () => {
    const body = await en.call('mutation ($input: ContactusFormInput!) { contactusFormSubmit(input: $input) { success_message } }', {
      input: { fullname: 'A', email: email('contact-wrong'), amgdpr_consents: [...AGREED, { consent_code: 'marketing_messages', is_agreed: true }] },
    });
    // marketing_messages is not a contact-form consent (seed: registration, checkout, subscription).
    expectRefused(body, 'Unknown consent "marketing_messages".');
  });
});

describe('checkout', () => {
  it('refuses a guest order without the checkout consent, keeps the cart, and places it once agreed', async () => {
    const buyer = email('guest-order');
    const cartId = await prepareGuestCart(send, [{ sku: 'CONSENT-1', quantity: 1 }], { email: buyer });
    const refused = await send(PLACE, { cartId, c: null });
    expectRefused(refused);
    const placed = await send(PLACE, { cartId, c: [...AGREED, { consent_code: 'marketing_messages', is_agreed: false }] });
    expect(placed.errors).toBeUndefined();
    const number = (placed.data?.placeOrder as { orderV2: { number: string } }).orderV2.number;
    expect(await submissionRows('checkout', number)).toEqual([
      { consent_code: 'marketing_messages', is_agreed: false, customer_id: null, email: buyer, policy_version: '1.1' },
      { consent_code: 'privacy_policy', is_agreed: true, customer_id: null, email: buyer, policy_version: '1.1' },
    ]);
  });

  it("counts a signed-in customer's earlier agreement, so the consent is not asked twice", async () => {
    const address = email('customer-order');
    await en.call(REGISTER, { input: { email: address, password: PASSWORD, firstname: 'A', lastname: 'B', amgdpr_consents: AGREED } });
    const token = await en.signIn(address, PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const cart = (await send('{ customerCart { id } }', {}, auth)).data as { customerCart: { id: string } };
    const cartId = cart.customerCart.id;
    await send('mutation ($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "CONSENT-1", quantity: 1 }]) { cart { id } } }', { c: cartId }, auth);
    await send('mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { c: cartId, a: BANGKOK_ADDRESS }, auth);
    await send('mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }', { c: cartId }, auth);
    await send('mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "talat_standard", method_code: "standard" }] }) { cart { id } } }', { c: cartId }, auth);
    await send('mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "scb_qrcode" } }) { cart { id } } }', { c: cartId }, auth);
    // An explicit "no" is a refusal even after an earlier yes.
    expectRefused(await send(PLACE, { cartId, c: [{ consent_code: 'privacy_policy', is_agreed: false }] }, auth));
    const placed = await send(PLACE, { cartId, c: [] }, auth);
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.placeOrder).toEqual({ errors: [], orderV2: { number: expect.any(String) } });
  });
});

describe('contact form and newsletter', () => {
  it('refuses a contact message without the consent and stores none; stores the answer with the message', async () => {
    const sender = email('contact');
    expectRefused(await en.call(CONTACT, { input: { fullname: 'Somchai', email: sender, comment: 'Hello' } }));
    expect(await t.database.db.selectFrom('contact_message').select('message_id').where('email', '=', sender).executeTakeFirst()).toBeUndefined();
    const sent = await en.call(CONTACT, { input: { fullname: 'Somchai', email: sender, comment: 'Hello', amgdpr_consents: AGREED } });
    expect(sent.errors).toBeUndefined();
    const message = await t.database.db.selectFrom('contact_message').select('message_id').where('email', '=', sender).executeTakeFirstOrThrow();
    expect(await submissionRows('contactus', String(message.message_id))).toEqual([{ consent_code: 'privacy_policy', is_agreed: true, customer_id: null, email: sender, policy_version: '1.1' }]);
  });

  it('refuses a newsletter subscription without the consent, by either mutation', async () => {
    const guest = email('news');
    expectRefused(await en.call(PLAIN_SUBSCRIBE, { e: guest }));
    expectRefused(await en.call(SUBSCRIBE, { e: guest, c: OPTIONAL_ONLY }));
    expect(await t.database.db.selectFrom('newsletter_subscriber').select('subscriber_id').where('email', '=', guest).executeTakeFirst()).toBeUndefined();
    const ok = await en.call<{ amGdprSubscribeEmailToNewsletter: { status: string } }>(SUBSCRIBE, { e: guest, c: [...AGREED, ...OPTIONAL_ONLY] });
    expect(ok.data?.amGdprSubscribeEmailToNewsletter.status).toBe('NOT_ACTIVE');
    expect((await submissionRows('subscription', guest)).map((row) => row.consent_code)).toEqual(['marketing_messages', 'privacy_policy']);
  });

  it("lets a customer who agreed before use Magento's plain subscribe mutation", async () => {
    const address = email('news-customer');
    await en.call(REGISTER, { input: { email: address, password: PASSWORD, firstname: 'A', lastname: 'B', amgdpr_consents: AGREED } });
    const token = await en.signIn(address, PASSWORD);
    const body = await en.call<{ subscribeEmailToNewsletter: { status: string } }>(PLAIN_SUBSCRIBE, { e: address }, token);
    expect(body.errors).toBeUndefined();
    expect(body.data?.subscribeEmailToNewsletter.status).toBe('NOT_ACTIVE');
  });
});
