import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../server/modules/promotions/demo-seed';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { SocialPopup, type Identity } from './support/social-popup';
import { buildTestApp, type TestApp } from './support/test-app';

// Social login through the sandbox OpenID provider our server plays (LINE-shaped), over real HTTP: the
// token exchange is a real server-to-server call to the provider's token endpoint.

let t: TestApp;
let base = '';
let en: Shopper;
let startUrl = '';
const [somchai] = DEMO_CUSTOMERS;

let serial = 0;
function identity(withEmail = true): Identity {
  serial += 1;
  const subject = `U${Date.now().toString(16)}${serial.toString(16).padStart(8, '0')}`;
  return { subject, name: `Nok Test${serial}`, ...(withEmail ? { email: uniqueEmail('line') } : {}) };
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  en = new Shopper(t.app, 'en');
  const buttons = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'en' },
    body: JSON.stringify({ query: '{ amSocialLoginButtonConfig { type label url } }' }),
  });
  const body = (await buttons.json()) as { data: { amSocialLoginButtonConfig: { type: string; label: string; url: string }[] } };
  expect(body.data.amSocialLoginButtonConfig).toEqual([{ type: 'line', label: 'LINE', url: `${base}/amsociallogin/social/login/?type=line&store=en` }]);
  startUrl = body.data.amSocialLoginButtonConfig[0]?.url ?? '';
});

afterAll(async () => {
  await t?.close();
});

const WHO = '{ customer { email firstname } }';
const COMPLETE = 'mutation ($input: AmSocialLoginCompleteAccountInput!) { amSocialLoginCompleteAccount(input: $input) { token customer_expiration } }';
type Completed = { amSocialLoginCompleteAccount: { token: string; customer_expiration: number } | null };
/** The seeded registration consents: the privacy policy (required) and marketing messages (optional). */
const AGREED = [{ consent_code: 'privacy_policy', is_agreed: true }, { consent_code: 'marketing_messages', is_agreed: false }];

describe('sign-in with the sandbox provider', () => {
  it('publishes the module settings in storeConfig, never the channel secret', async () => {
    const body = await en.call<{ storeConfig: Record<string, unknown> }>(
      '{ storeConfig { amsociallogin_general_enabled amsociallogin_general_button_shape amsociallogin_general_login_position amsociallogin_line_enabled amsociallogin_line_api_key } }',
    );
    expect(body.data?.storeConfig).toEqual({
      amsociallogin_general_enabled: 1, amsociallogin_general_button_shape: 1, amsociallogin_general_login_position: 'popup,login,checkout',
      amsociallogin_line_enabled: 1, amsociallogin_line_api_key: 'talat-sandbox-line',
    });
    const secret = (await t.database.db.selectFrom('config').select('value').where('path', '=', 'amsociallogin/line/api_secret').executeTakeFirstOrThrow()).value ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toContain(secret);
  });

  it('sends the browser to the provider with response_type=code, openid profile email, and a fresh state and nonce each time', async () => {
    const first = await new SocialPopup(base).start(startUrl);
    const second = await new SocialPopup(base).start(startUrl);
    expect(first.pathname).toBe('/social-sandbox/line/authorize');
    expect(first.searchParams.get('response_type')).toBe('code');
    expect(first.searchParams.get('scope')).toBe('openid profile email');
    expect(first.searchParams.get('client_id')).toBe('talat-sandbox-line');
    expect(first.searchParams.get('redirect_uri')).toBe(`${base}/tsociallogin/social/login/type/line/`);
    for (const key of ['state', 'nonce']) {
      expect(first.searchParams.get(key)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(first.searchParams.get(key)).not.toBe(second.searchParams.get(key));
    }
  });

  it('asks a new identity the registration consents before any account exists, then signs the same identity straight in', async () => {
    const who = identity();
    const message = await new SocialPopup(base).run(startUrl, who);
    // No account yet: the update step, prefilled with the provider's email and names.
    expect(message).toMatchObject({ result: 1, token: '', type: 'line', action: 'login', messages: [], update: true });
    expect(message.account_data).toMatchObject({ firstname: 'Nok', lastname: who.name.split(' ')[1], email: who.email });
    const byEmail = () => t.database.db.selectFrom('customer').select('customer_id').where('email', '=', who.email ?? '').executeTakeFirst();
    expect(await byEmail()).toBeUndefined();
    const ticket = message.account_data?.ticket ?? '';

    // The required consent not agreed: refused in the store view's language, nothing made, the ticket kept.
    for (const amgdpr_consents of [undefined, [{ consent_code: 'privacy_policy', is_agreed: false }]]) {
      const refused = await en.call<Completed>(COMPLETE, { input: { ticket, firstname: 'Nok', lastname: 'Test', email: who.email, amgdpr_consents } });
      expect(refused.errors?.[0]?.message).toBe('Please agree to "Privacy policy" to continue.');
      expect(refused.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
    expect(await byEmail()).toBeUndefined();

    const done = await en.call<Completed>(COMPLETE, { input: { ticket, firstname: 'Nok', lastname: 'Test', email: who.email, amgdpr_consents: AGREED } });
    expect(done.errors).toBeUndefined();
    const token = done.data?.amSocialLoginCompleteAccount?.token ?? '';
    expect((await en.call(WHO, {}, token)).data).toEqual({ customer: { email: who.email, firstname: 'Nok' } });
    // The answers are the new customer's consents, kept with the registration like createCustomerV2's.
    const customerId = (await byEmail())!.customer_id;
    const kept = await t.database.db.selectFrom('gdpr_submission_consent').select(['consent_code', 'is_agreed', 'customer_id']).where('location', '=', 'registration').where('reference', '=', String(customerId)).orderBy('consent_code').execute();
    expect(kept).toEqual([
      { consent_code: 'marketing_messages', is_agreed: false, customer_id: customerId },
      { consent_code: 'privacy_policy', is_agreed: true, customer_id: customerId },
    ]);
    const log = await t.database.db.selectFrom('gdpr_consent_log').select(['consent_code', 'is_agreed']).where('customer_id', '=', customerId).where('consent_code', '=', 'privacy_policy').execute();
    expect(log).toEqual([{ consent_code: 'privacy_policy', is_agreed: true }]);

    const again = await new SocialPopup(base).run(startUrl, who);
    expect(again).toMatchObject({ result: 1, update: false, customer_expiration: 3600, enable_gtm: '0', enable_gtm_ga4: '0' });
    expect(again.result).toBe(1);
    expect((await en.call(WHO, {}, again.token)).data).toEqual({ customer: { email: who.email, firstname: 'Nok' } });
    expect((await en.call('{ amSocialLoginAccountData { type name } }', {}, again.token)).data).toEqual({ amSocialLoginAccountData: [{ type: 'line', name: who.name }] });
  });

  it('refuses a callback whose state is not this browser’s, and a replayed callback', async () => {
    const popup = new SocialPopup(base);
    await popup.start(startUrl);
    const callback = await popup.decide('approve', identity());
    const otherBrowser = new SocialPopup(base);
    await otherBrowser.start(startUrl);
    const stolen = await popup.finish(callback, otherBrowser.cookie);
    expect(stolen).toMatchObject({ result: 0, token: '', messages: ['The LINE sign-in could not be completed. Please try again.'] });
    const noCookie = await popup.finish(callback, '');
    expect(noCookie.result).toBe(0);

    const fresh = new SocialPopup(base);
    const ok = await fresh.run(startUrl, identity());
    expect(ok.result).toBe(1);
    const replay = await fresh.finish();
    expect(replay).toMatchObject({ result: 0, token: '' });
  });

  it('refuses an id token whose nonce is not the attempt’s', async () => {
    const popup = new SocialPopup(base);
    await popup.start(startUrl);
    await popup.decide('approve', identity(), { nonce: 'attacker-chosen-nonce' });
    const message = await popup.finish();
    expect(message).toMatchObject({ result: 0, token: '', messages: ['The LINE sign-in could not be completed. Please try again.'] });
  });

  it('gives an authorisation code once only', async () => {
    const popup = new SocialPopup(base);
    await popup.start(startUrl);
    const callback = await popup.decide('approve', identity());
    expect((await popup.finish()).result).toBe(1);
    const replay = await fetch(`${base}/social-sandbox/line/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: `${base}/tsociallogin/social/login/type/line/`,
        client_id: 'talat-sandbox-line',
        client_secret: (await t.database.db.selectFrom('config').select('value').where('path', '=', 'amsociallogin/line/api_secret').executeTakeFirstOrThrow()).value ?? '',
      }),
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    const wrongSecret = await fetch(`${base}/social-sandbox/line/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x', redirect_uri: 'x', client_id: 'talat-sandbox-line', client_secret: 'guess' }),
    });
    expect(wrongSecret.status).toBe(401);
  });

  it('sends an identity without email to the update step, prefilled from its claims, and completes the account there', async () => {
    const who = identity(false);
    const noEmail = await new SocialPopup(base).run(startUrl, who);
    expect(noEmail).toMatchObject({ result: 1, token: '', update: true, messages: [], action: 'login' });
    expect(noEmail.account_data).toMatchObject({ firstname: 'Nok', lastname: who.name.split(' ')[1], email: '' });
    const ticket = noEmail.account_data?.ticket ?? '';
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const complete = COMPLETE;
    // An email that already has an account is refused, and the ticket still works afterwards.
    const taken = await en.call<Completed>(complete, { input: { ticket, firstname: 'Nok', lastname: 'Test', email: somchai?.email ?? '', amgdpr_consents: AGREED } });
    expect(taken.errors?.[0]?.message).toBe('An account with this email address already exists. Sign in with your password, then link LINE in your account.');
    const invalid = await en.call<Completed>(complete, { input: { ticket, firstname: 'Nok', lastname: 'Test', email: 'nok@', amgdpr_consents: AGREED } });
    expect(invalid.errors?.[0]?.extensions?.category).toBe('graphql-input');

    const email = uniqueEmail('nomail');
    const done = await en.call<Completed>(complete, { input: { ticket, firstname: 'Noknoi', lastname: 'Test', email, amgdpr_consents: AGREED } });
    expect(done.errors).toBeUndefined();
    expect(done.data?.amSocialLoginCompleteAccount?.customer_expiration).toBe(3600);
    const token = done.data?.amSocialLoginCompleteAccount?.token ?? '';
    expect((await en.call(WHO, {}, token)).data).toEqual({ customer: { email, firstname: 'Noknoi' } });
    // Linked: the same identity now signs straight in; the ticket is spent.
    const again = await new SocialPopup(base).run(startUrl, who);
    expect(again).toMatchObject({ result: 1, update: false });
    expect((await en.call(WHO, {}, again.token)).data).toEqual({ customer: { email, firstname: 'Noknoi' } });
    const replay = await en.call<Completed>(complete, { input: { ticket, firstname: 'Nok', lastname: 'Test', email: uniqueEmail('nomail'), amgdpr_consents: AGREED } });
    expect(replay.errors?.[0]?.message).toBe('This social sign-in has expired. Please sign in again.');
  });

  it('reports a cancelled consent and an email that already has an account', async () => {
    const cancelled = new SocialPopup(base);
    await cancelled.start(startUrl);
    await cancelled.decide('cancel', null);
    expect(await cancelled.finish()).toMatchObject({ result: 0, messages: ['The LINE sign-in was cancelled.'] });


    const taken = await new SocialPopup(base).run(startUrl, { ...identity(), email: somchai?.email ?? '' });
    expect(taken).toMatchObject({ result: 0, token: '' });
    expect(taken.messages[0]).toBe('An account with this email address already exists. Sign in with your password, then link LINE in your account.');
  });

  it('creates the account at once when the shop asks no registration consent (then nothing is to be answered first)', async () => {
    const enabled = await t.database.db.selectFrom('gdpr_consent').select('consent_code').where('is_enabled', '=', true).where((eb) => eb(eb.val<string>('registration'), '=', eb.fn.any('locations'))).execute();
    const codes = enabled.map((row) => row.consent_code);
    expect(codes.length).toBeGreaterThan(0);
    await t.database.db.updateTable('gdpr_consent').set({ is_enabled: false }).where('consent_code', 'in', codes).execute();
    try {
      const who = identity();
      const message = await new SocialPopup(base).run(startUrl, who);
      expect(message).toMatchObject({ result: 1, update: false, customer_expiration: 3600 });
      expect((await en.call(WHO, {}, message.token)).data).toEqual({ customer: { email: who.email, firstname: 'Nok' } });
    } finally {
      await t.database.db.updateTable('gdpr_consent').set({ is_enabled: true }).where('consent_code', 'in', codes).execute();
    }
  });

  it('answers in the language of the store view the popup was opened from', async () => {
    const popup = new SocialPopup(base);
    await popup.start(startUrl.replace('store=en', 'store=th'));
    await popup.decide('cancel', null);
    expect((await popup.finish()).messages).toEqual(['ยกเลิกการเข้าสู่ระบบด้วย LINE แล้ว']);
  });
});

describe('linking and unlinking', () => {
  async function customer(): Promise<string> {
    const email = uniqueEmail('linker');
    await en.register({ email, password: GOOD_PASSWORD });
    return en.signIn(email, GOOD_PASSWORD);
  }

  async function linkUrl(token: string): Promise<string> {
    const body = await en.call<{ amSocialLoginLinkAccount: { isSuccess: boolean; message: string } }>('mutation { amSocialLoginLinkAccount(type: "line") { isSuccess message } }', {}, token);
    expect(body.data?.amSocialLoginLinkAccount.isSuccess).toBe(true);
    return (body.data?.amSocialLoginLinkAccount.message ?? '').replace(/^http:\/\/[^/]+/, base);
  }

  it('links an identity to the signed-in customer, who can then sign in with it, and unlinks it', async () => {
    const token = await customer();
    const who = identity();
    const url = await linkUrl(token);
    const linked = await new SocialPopup(base).run(url, who);
    expect(linked).toMatchObject({ result: 1, action: 'link', token: '', messages: ['Your LINE account is linked.'] });
    expect((await en.call('{ amSocialLoginAccountData { type name } }', {}, token)).data).toEqual({ amSocialLoginAccountData: [{ type: 'line', name: who.name }] });
    const again = await en.call<{ amSocialLoginLinkAccount: { isSuccess: boolean; message: string } }>('mutation { amSocialLoginLinkAccount(type: "line") { isSuccess message } }', {}, token);
    expect(again.data?.amSocialLoginLinkAccount).toEqual({ isSuccess: false, message: 'Your LINE account is already linked.' });

    const viaLine = await new SocialPopup(base).run(startUrl, who);
    const me = (await en.call<{ customer: { email: string } }>('{ customer { email } }', {}, token)).data?.customer.email;
    expect((await en.call('{ customer { email } }', {}, viaLine.token)).data).toEqual({ customer: { email: me } });

    const unlink = 'mutation { amSocialLoginUnlinkAccount(type: "line") { isSuccess message } }';
    expect((await en.call(unlink, {}, token)).data).toEqual({ amSocialLoginUnlinkAccount: { isSuccess: true, message: 'Your LINE account is unlinked.' } });
    expect((await en.call('{ amSocialLoginAccountData { type } }', {}, token)).data).toEqual({ amSocialLoginAccountData: [] });
    expect((await en.call(unlink, {}, token)).data).toEqual({ amSocialLoginUnlinkAccount: { isSuccess: false, message: 'No LINE account is linked.' } });
  });

  it('uses a link ticket once, refuses an identity linked to someone else, and refuses guests', async () => {
    const owner = await customer();
    const who = identity();
    const url = await linkUrl(owner);
    expect((await new SocialPopup(base).run(url, who)).result).toBe(1);
    const reused = await new SocialPopup(base).finish(new URL(url), '');
    expect(reused).toMatchObject({ result: 0, messages: ["The current customer isn't authorized."] });

    const intruder = await customer();
    const stolen = await new SocialPopup(base).run(await linkUrl(intruder), who);
    expect(stolen).toMatchObject({ result: 0, messages: ['This LINE account is already linked to another account.'] });

    const guest = await en.call('mutation { amSocialLoginLinkAccount(type: "line") { isSuccess } }');
    expect(guest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expect((await en.call('{ amSocialLoginAccountData { type } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});

describe('without the sandbox (production)', () => {
  it('offers no network that has no real provider, and the sandbox provider does not exist', async () => {
    const production = await buildTestApp({ socialSandbox: false, database: t.database });
    try {
      const shopper = new Shopper(production.app, 'en');
      expect((await shopper.call('{ amSocialLoginButtonConfig { type } }')).data).toEqual({ amSocialLoginButtonConfig: [] });
      const start = await production.app.inject({ method: 'GET', url: '/amsociallogin/social/login/?type=line&store=en' });
      expect(start.statusCode).toBe(200);
      expect(start.body).toContain('LINE sign-in is not available.');
      const sandbox = await production.app.inject({ method: 'GET', url: '/social-sandbox/line/authorize?response_type=code' });
      expect(sandbox.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
