import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMail } from '../../server/mail/outbox';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// Forgot password: the link arrives by mail (the outbox), works once, expires, and ends every session.

let t: TestApp;
let en: Shopper;

beforeAll(async () => {
  t = await buildTestApp();
  en = new Shopper(t.app, 'en');
});

afterAll(async () => {
  await t?.close();
});

const REQUEST = 'mutation ($e: String!) { requestPasswordResetEmail(email: $e) }';
const RESET = 'mutation ($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }';

/** The token of the newest reset mail sent to the address, read from the link as the shopper would. */
async function tokenFromMail(email: string): Promise<string> {
  const [mail] = (await listMail(t.database.db, { to: email })).filter((m) => m.kind === 'password_reset');
  const link = mail?.text.match(/https?:\/\/\S+\/customer\/account\/createPassword\?\S+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');
  expect(url.searchParams.get('email')).toBe(email);
  return url.searchParams.get('token') ?? '';
}

async function account(): Promise<string> {
  const email = uniqueEmail('forgot');
  expect((await en.register({ email, password: GOOD_PASSWORD })).errors).toBeUndefined();
  return email;
}

describe('password reset', () => {
  it('mails a one-time link; the new password works, the old one and every session stop', async () => {
    const email = await account();
    const session = await en.signIn(email, GOOD_PASSWORD);
    expect((await en.call(REQUEST, { e: email })).data).toEqual({ requestPasswordResetEmail: true });
    const token = await tokenFromMail(email);
    const stored = await t.database.db.selectFrom('customer_password_reset').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect((await en.call(RESET, { e: email, t: token, p: 'Fresh-start-77' })).data).toEqual({ resetPassword: true });
    expect((await en.call('{ customer { email } }', {}, session)).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    await en.signIn(email, 'Fresh-start-77');

    const again = await en.call(RESET, { e: email, t: token, p: 'Second-try-88' });
    expect(again.errors?.[0]).toMatchObject({ message: 'The password token is mismatched. Reset and try again.', extensions: { category: 'graphql-input' } });
  });

  it('refuses an expired link, a link for another email and a link replaced by a newer one', async () => {
    const email = await account();
    await en.call(REQUEST, { e: email });
    const first = await tokenFromMail(email);
    await en.call(REQUEST, { e: email });
    const second = await tokenFromMail(email);
    expect(second).not.toBe(first);
    expect((await en.call(RESET, { e: email, t: first, p: 'Fresh-start-77' })).errors?.[0]?.message).toBe('The password token is mismatched. Reset and try again.');

    const stranger = await account();
    expect((await en.call(RESET, { e: stranger, t: second, p: 'Fresh-start-77' })).errors?.[0]?.message).toBe('The password token is mismatched. Reset and try again.');

    // Time passes: the row's expiry moves into the past, as an hour's wait would leave it.
    const customer = await t.database.db.selectFrom('customer').select('customer_id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.database.db.updateTable('customer_password_reset').set({ expires_at: new Date(Date.now() - 1000) }).where('customer_id', '=', customer.customer_id).execute();
    const expired = await en.call(RESET, { e: email, t: second, p: 'Fresh-start-77' });
    expect(expired.errors?.[0]).toMatchObject({ message: 'The password token is expired. Reset and try again.', extensions: { category: 'graphql-input' } });
    await en.signIn(email, GOOD_PASSWORD);
  });

  it('checks the new password against the rules before spending the link', async () => {
    const email = await account();
    await en.call(REQUEST, { e: email });
    const token = await tokenFromMail(email);
    const weak = await en.call(RESET, { e: email, t: token, p: 'weak' });
    expect(weak.errors?.[0]?.message).toBe('The password needs at least 8 characters. Create a new password and try again.');
    expect((await en.call(RESET, { e: email, t: token, p: 'Strong-enough-1' })).data).toEqual({ resetPassword: true });
  });

  it('answers true for an unknown address and sends nothing, so the answer tells no one who has an account', async () => {
    const nobody = uniqueEmail('nobody');
    expect((await en.call(REQUEST, { e: nobody })).data).toEqual({ requestPasswordResetEmail: true });
    expect(await listMail(t.database.db, { to: nobody })).toEqual([]);
    const bad = await en.call(REQUEST, { e: 'nope' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'The email address has an invalid format.', extensions: { category: 'graphql-input' } });
  });

  it('writes the mail in the store view’s language', async () => {
    const email = await account();
    await new Shopper(t.app, 'th').call(REQUEST, { e: email });
    const [mail] = await listMail(t.database.db, { to: email });
    expect(mail?.subject).toBe('ตั้งรหัสผ่านใหม่สำหรับบัญชีตลาด');
  });
});
