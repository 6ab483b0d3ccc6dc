import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMail } from '../../server/mail/outbox';
import { DEMO_CUSTOMERS } from '../../server/modules/promotions/demo-seed';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// Registration, the password rules of section 5 on the server, argon2id storage, the profile and email.

let t: TestApp;
let en: Shopper;
let th: Shopper;
const [somchai] = DEMO_CUSTOMERS;

beforeAll(async () => {
  t = await buildTestApp();
  en = new Shopper(t.app, 'en');
  th = new Shopper(t.app, 'th');
});

afterAll(async () => {
  await t?.close();
});

const CUSTOMER = '{ customer { email firstname lastname is_subscribed date_of_birth gender taxvat customer_type addresses { id } } }';

describe('registration', () => {
  it('creates an account whose password is stored as argon2id, sends the welcome mail and signs in', async () => {
    const email = uniqueEmail('register');
    const body = await en.register({ email, password: GOOD_PASSWORD, firstname: 'Kanya', lastname: 'Dee' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createCustomerV2.customer).toEqual({ email, firstname: 'Kanya', lastname: 'Dee' });
    const row = await t.database.db.selectFrom('customer').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(row.password_hash).not.toContain(GOOD_PASSWORD);
    const [mail] = await listMail(t.database.db, { to: email });
    expect(mail).toMatchObject({ kind: 'account_created', subject: 'Welcome to talat' });
    const token = await en.signIn(email.toUpperCase(), GOOD_PASSWORD);
    expect((await en.call(CUSTOMER, {}, token)).data).toEqual({
      customer: { email, firstname: 'Kanya', lastname: 'Dee', is_subscribed: false, date_of_birth: null, gender: null, taxvat: null, customer_type: 'b2c', addresses: [] },
    });
  });

  it.each([
    ['Short-1', 'The password needs at least 8 characters. Create a new password and try again.'],
    ['alllowercase', 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'],
    ['lowercase123', 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'],
    [' Leading-Space1', "The password can't begin or end with a space. Verify the password and try again."],
    [`A1-${'x'.repeat(300)}`, '"password" is longer than 256 characters.'],
  ])('refuses the password %j with graphql-input', async (password, message) => {
    const email = uniqueEmail('weak');
    const body = await en.register({ email, password });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    expect(await t.database.db.selectFrom('customer').select('customer_id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('accepts three classes of four (lower, digits, special) and refuses the email as password', async () => {
    expect((await en.register({ email: uniqueEmail('classes'), password: 'kluay-hom-2025' })).errors).toBeUndefined();
    const copy = await en.register({ email: 'Copy-Cat1@example.com', password: 'Copy-Cat1@example.com' });
    expect(copy.errors?.[0]?.message).toBe("The password can't be the same as the email address. Create a new password and try again.");
  });

  it('refuses a taken email (any case) with graphql-already-exists, and bad emails and names with graphql-input', async () => {
    const taken = await en.register({ email: somchai?.email.toUpperCase() ?? '', password: GOOD_PASSWORD });
    expect(taken.errors?.[0]).toMatchObject({
      message: 'A customer with the same email address already exists in an associated website.',
      extensions: { category: 'graphql-already-exists' },
    });
    const bad = await en.register({ email: 'not-an-email', password: GOOD_PASSWORD });
    expect(bad.errors?.[0]).toMatchObject({ message: '"not-an-email" is not a valid email address.', extensions: { category: 'graphql-input' } });
    const noName = await en.register({ email: uniqueEmail(), password: GOOD_PASSWORD, firstname: '  ' });
    expect(noName.errors?.[0]?.message).toBe('"firstname" is a required value.');
  });

  it('answers the rules in Thai in the th store view', async () => {
    const body = await th.register({ email: uniqueEmail('thai'), password: 'short' });
    expect(body.errors?.[0]?.message).toBe('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร กรุณาตั้งรหัสผ่านใหม่แล้วลองอีกครั้ง');
  });

  it('createCustomer (deprecated) works like createCustomerV2', async () => {
    const email = uniqueEmail('v1');
    const body = await en.call<{ createCustomer: { customer: { email: string } } }>(
      'mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }',
      { input: { email, password: GOOD_PASSWORD, firstname: 'Old', lastname: 'Api', amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }] } },
    );
    expect(body.data?.createCustomer.customer.email).toBe(email);
  });

  it('isEmailAvailable answers true for every valid address (Magento 2.4.7 without guest checkout login)', async () => {
    const known = await en.call('query ($e: String!) { isEmailAvailable(email: $e) { is_email_available } }', { e: somchai?.email });
    expect(known.data).toEqual({ isEmailAvailable: { is_email_available: true } });
    const bad = await en.call('{ isEmailAvailable(email: "nope") { is_email_available } }');
    expect(bad.errors?.[0]).toMatchObject({ message: 'Email is invalid', extensions: { category: 'graphql-input' } });
  });
});

describe('profile and email', () => {
  it('updateCustomerV2 changes only the fields sent', async () => {
    const email = uniqueEmail('profile');
    await en.register({ email, password: GOOD_PASSWORD });
    const token = await en.signIn(email, GOOD_PASSWORD);
    const body = await en.call(
      'mutation ($i: CustomerUpdateInput!) { updateCustomerV2(input: $i) { customer { firstname lastname is_subscribed date_of_birth gender } } }',
      { i: { firstname: 'Somsri', is_subscribed: true, date_of_birth: '1990-04-13', gender: 2 } },
      token,
    );
    // is_subscribed goes through the newsletter's double opt-in: false until the mail's link is opened (newsletter.test.ts).
    expect(body.data).toEqual({ updateCustomerV2: { customer: { firstname: 'Somsri', lastname: 'Shopper', is_subscribed: false, date_of_birth: '1990-04-13', gender: 2 } } });
    const future = await en.call('mutation { updateCustomerV2(input: { date_of_birth: "2999-01-01" }) { customer { email } } }', {}, token);
    expect(future.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const guest = await en.call('mutation { updateCustomerV2(input: { firstname: "X" }) { customer { email } } }');
    expect(guest.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
  });

  it('updateCustomerEmail needs the password and a free address', async () => {
    const email = uniqueEmail('mover');
    await en.register({ email, password: GOOD_PASSWORD });
    const token = await en.signIn(email, GOOD_PASSWORD);
    const change = 'mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }';
    const wrong = await en.call(change, { e: uniqueEmail('moved'), p: 'Wrong-pass-1' }, token);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid login or password.', extensions: { category: 'graphql-authentication' } });
    const taken = await en.call(change, { e: somchai?.email, p: GOOD_PASSWORD }, token);
    expect(taken.errors?.[0]?.extensions?.category).toBe('graphql-already-exists');
    const next = uniqueEmail('moved');
    const elsewhere = await en.signIn(email, GOOD_PASSWORD);
    const moved = await en.call(change, { e: next, p: GOOD_PASSWORD }, token);
    expect(moved.data).toEqual({ updateCustomerEmail: { customer: { email: next } } });
    expect((await en.call('{ customer { email } }', {}, elsewhere)).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expect((await en.call('{ customer { email } }', {}, token)).data).toEqual({ customer: { email: next } });
    const [notice] = await listMail(t.database.db, { to: email });
    expect(notice).toMatchObject({ kind: 'email_changed', subject: 'Your talat email address was changed' });
    expect(notice?.text).toContain(next);
    await en.signIn(next, GOOD_PASSWORD);
  });
});
