import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLES } from '../../server/security/throttles';
import { GOOD_PASSWORD, Shopper, freshAddress, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// The account module's use of the shared throttles (server/security): account creation per address,
// reset mails per address asked for and per client, and password checks behind a signed-in session.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

const TOO_MANY = { message: 'Too many attempts. Please wait and try again later.', extensions: { category: 'graphql-too-many-requests' } };

describe('account throttles', () => {
  it('takes a limited number of new accounts from one address', async () => {
    const shopper = new Shopper(t.app, 'en');
    const limit = THROTTLES.accountCreationPerAddress.rule.limit;
    for (let i = 0; i < limit; i += 1) {
      expect((await shopper.register({ email: uniqueEmail('farm'), password: GOOD_PASSWORD }, shopper.address)).errors).toBeUndefined();
    }
    const refused = await shopper.register({ email: uniqueEmail('farm'), password: GOOD_PASSWORD }, shopper.address);
    expect(refused.errors?.[0]).toMatchObject(TOO_MANY);
    expect((await shopper.register({ email: uniqueEmail('elsewhere'), password: GOOD_PASSWORD })).errors).toBeUndefined();
  });

  it('sends a limited number of reset mails per address asked for, the same whether it has an account or not', async () => {
    const request = 'mutation ($e: String!) { requestPasswordResetEmail(email: $e) }';
    const limit = THROTTLES.passwordResetPerEmail.rule.limit;
    const known = uniqueEmail('known');
    await new Shopper(t.app).register({ email: known, password: GOOD_PASSWORD });
    for (const email of [known, uniqueEmail('unknown')]) {
      for (let i = 0; i < limit; i += 1) {
        // A new client each time: only the per-email count can refuse.
        expect((await new Shopper(t.app).call(request, { e: email })).data).toEqual({ requestPasswordResetEmail: true });
      }
      expect((await new Shopper(t.app).call(request, { e: email })).errors?.[0]).toMatchObject(TOO_MANY);
    }
  });

  it('counts wrong current passwords behind a session against the account’s sign-in limit', async () => {
    const shopper = new Shopper(t.app);
    const email = uniqueEmail('stolen');
    await shopper.register({ email, password: GOOD_PASSWORD });
    const token = await shopper.signIn(email, GOOD_PASSWORD);
    const change = 'mutation ($c: String!) { changeCustomerPassword(currentPassword: $c, newPassword: "Another-pass-42") { email } }';
    const limit = THROTTLES.signInPerAccount.rule.limit;
    for (let i = 0; i < limit; i += 1) {
      expect((await shopper.call(change, { c: `guess-${i}` }, token, freshAddress())).errors?.[0]?.extensions?.category).toBe('graphql-authentication');
    }
    expect((await shopper.call(change, { c: GOOD_PASSWORD }, token, freshAddress())).errors?.[0]).toMatchObject(TOO_MANY);
    const signIn = await shopper.call('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: GOOD_PASSWORD }, null, freshAddress());
    expect(signIn.errors?.[0]).toMatchObject(TOO_MANY);
  });
});
