import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../server/modules/promotions/demo-seed';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// The bearer token's life on the server: its configured lifetime, sign-out and password changes.

const TTL_SECONDS = 2;
let t: TestApp;
let en: Shopper;
const [somchai] = DEMO_CUSTOMERS;
const WHO = '{ customer { email } }';

beforeAll(async () => {
  // The lifetime comes from configuration (TALAT_CUSTOMER_TOKEN_TTL_SECONDS in a running server).
  t = await buildTestApp({ customerTokenTtlSeconds: TTL_SECONDS });
  en = new Shopper(t.app, 'en');
});

afterAll(async () => {
  await t?.close();
});

async function newAccount(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('session');
  expect((await en.register({ email, password: GOOD_PASSWORD })).errors).toBeUndefined();
  return { email, token: await en.signIn(email, GOOD_PASSWORD) };
}

describe('token lifetime', () => {
  it('answers the configured lifetime and stops honouring the token when it has passed', async () => {
    const body = await en.call<{ generateCustomerToken: { token: string; customer_expiration: number; enable_gtm: string; enable_gtm_ga4: string } }>(
      'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token customer_expiration enable_gtm enable_gtm_ga4 } }',
      { e: somchai?.email, p: somchai?.password },
    );
    const result = body.data?.generateCustomerToken;
    expect(result).toMatchObject({ customer_expiration: TTL_SECONDS, enable_gtm: '0', enable_gtm_ga4: '0' });
    expect(result?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await en.call(WHO, {}, result?.token)).data).toEqual({ customer: { email: somchai?.email } });
    await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 200));
    const expired = await en.call(WHO, {}, result?.token);
    expect(expired.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
  });

  it('generateCustomerTokenByLogin signs in by email and refuses phone sign-in honestly', async () => {
    const byEmail = await en.call<{ generateCustomerTokenByLogin: { token: string } }>(
      'mutation ($i: CustomerLoginInput!) { generateCustomerTokenByLogin(input: $i) { token customer_expiration } }',
      { i: { login_type: 'EMAIL', login_input: somchai?.email, password: somchai?.password } },
    );
    expect(byEmail.data?.generateCustomerTokenByLogin.token).toBeTruthy();
    const byPhone = await en.call(
      'mutation ($i: CustomerLoginInput!) { generateCustomerTokenByLogin(input: $i) { token } }',
      { i: { login_type: 'PHONE', phone_number: '0812345678', otp_verify: '123456' } },
    );
    expect(byPhone.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('revocation', () => {
  it('sign-out ends every session of the customer', async () => {
    const { email, token } = await newAccount();
    const other = await en.signIn(email, GOOD_PASSWORD);
    expect((await en.call('mutation { revokeCustomerToken { result } }', {}, token)).data).toEqual({ revokeCustomerToken: { result: true } });
    for (const dead of [token, other]) expect((await en.call(WHO, {}, dead)).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const again = await en.call('mutation { revokeCustomerToken { result } }', {}, token);
    expect(again.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('a password change ends the other sessions, keeps this one, and checks the current password and the rules', async () => {
    const { email, token } = await newAccount();
    const other = await en.signIn(email, GOOD_PASSWORD);
    const change = 'mutation ($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }';
    const wrong = await en.call(change, { c: 'Not-the-password-1', n: 'Brand-new-pass-9' }, token);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid login or password.', extensions: { category: 'graphql-authentication' } });
    const weak = await en.call(change, { c: GOOD_PASSWORD, n: 'weakweak' }, token);
    expect(weak.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect((await en.call(WHO, {}, other)).data).toEqual({ customer: { email } });

    const done = await en.call(change, { c: GOOD_PASSWORD, n: 'Brand-new-pass-9' }, token);
    expect(done.data).toEqual({ changeCustomerPassword: { email } });
    expect((await en.call(WHO, {}, other)).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expect((await en.call(WHO, {}, token)).data).toEqual({ customer: { email } });
    const old = await en.call('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: GOOD_PASSWORD });
    expect(old.errors?.[0]?.extensions?.category).toBe('graphql-authentication');
    await en.signIn(email, 'Brand-new-pass-9');
  });
});
