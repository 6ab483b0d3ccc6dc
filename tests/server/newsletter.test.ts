import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMail } from '../../server/mail/outbox';
import { GOOD_PASSWORD, Shopper, freshAddress, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// The newsletter with double opt-in: subscribing mails a confirmation link; the link subscribes; every mail
// carries an unsubscribe link. Errors are graphql-input in the store view's language.

let t: TestApp;
let en: Shopper;
let th: Shopper;

beforeAll(async () => {
  t = await buildTestApp();
  en = new Shopper(t.app, 'en');
  th = new Shopper(t.app, 'th');
});

afterAll(async () => {
  await t?.close();
});

// Through the consent-carrying mutation (the seed's privacy_policy is required at 'subscription'), aliased to
// Magento's name so the answers read the same.
const SUBSCRIBE =
  'mutation ($e: String!) { subscribeEmailToNewsletter: amGdprSubscribeEmailToNewsletter(email: $e, amgdpr_consents: [{ consent_code: "privacy_policy", is_agreed: true }]) { status } }';
const CONFIRM = 'mutation ($id: Int!, $c: String!) { confirmNewsletterSubscription(id: $id, code: $c) { status } }';
const UNSUBSCRIBE = 'mutation ($id: Int!, $c: String!) { unsubscribeEmailFromNewsletter(id: $id, code: $c) { status } }';
type Status = { status: string };

/** The id and code of the newest newsletter mail to the address, read from its link as the shopper would. */
async function linkFromMail(email: string, path: string): Promise<{ id: number; code: string; kind: string }> {
  const [mail] = (await listMail(t.database.db, { to: email })).filter((m) => m.kind.startsWith('newsletter_'));
  const link = mail?.text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))?.[0];
  expect(link, `a ${path} link in the mail`).toBeTruthy();
  const url = new URL(link ?? '');
  return { id: Number(url.searchParams.get('id')), code: url.searchParams.get('code') ?? '', kind: mail?.kind ?? '' };
}

async function status(email: string): Promise<string | undefined> {
  const row = await t.database.db.selectFrom('newsletter_subscriber').select('status').where('email', '=', email).executeTakeFirst();
  return row?.status;
}

describe('subscribeEmailToNewsletter', () => {
  it('waits for the confirmation link (NOT_ACTIVE), then subscribes; the link can be opened twice', async () => {
    const email = uniqueEmail('news');
    const body = await en.call<{ subscribeEmailToNewsletter: Status }>(SUBSCRIBE, { e: email });
    expect(body.errors).toBeUndefined();
    expect(body.data?.subscribeEmailToNewsletter.status).toBe('NOT_ACTIVE');
    expect(await status(email)).toBe('NOT_ACTIVE');

    const link = await linkFromMail(email, '/newsletter/subscriber/confirm');
    expect(link.kind).toBe('newsletter_confirm');
    for (let i = 0; i < 2; i += 1) {
      const confirmed = await en.call<{ confirmNewsletterSubscription: Status }>(CONFIRM, { id: link.id, c: link.code });
      expect(confirmed.data?.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');
    }
    expect(await status(email)).toBe('SUBSCRIBED');

    const again = await en.call(SUBSCRIBE, { e: email });
    expect(again.errors?.[0]).toMatchObject({ message: 'This email address is already subscribed.', extensions: { category: 'graphql-input' } });
  });

  it('refuses a wrong code and keeps the code out of the database', async () => {
    const email = uniqueEmail('news');
    await en.call(SUBSCRIBE, { e: email });
    const link = await linkFromMail(email, '/newsletter/subscriber/confirm');
    const wrong = await th.call(CONFIRM, { id: link.id, c: `${link.code}x` });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'ลิงก์ยืนยันการสมัครรับจดหมายข่าวไม่ถูกต้องหรือใช้ไม่ได้แล้ว', extensions: { category: 'graphql-input' } });
    const stored = await t.database.db.selectFrom('newsletter_subscriber').select('code_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(link.code);
    expect(await status(email)).toBe('NOT_ACTIVE');
  });

  it('unsubscribes from the link in the mail, and a new subscription asks for confirmation again', async () => {
    const email = uniqueEmail('news');
    await en.call(SUBSCRIBE, { e: email });
    const confirmLink = await linkFromMail(email, '/newsletter/subscriber/confirm');
    await en.call(CONFIRM, { id: confirmLink.id, c: confirmLink.code });
    const link = await linkFromMail(email, '/newsletter/subscriber/unsubscribe');
    const gone = await en.call<{ unsubscribeEmailFromNewsletter: Status }>(UNSUBSCRIBE, { id: link.id, c: link.code });
    expect(gone.data?.unsubscribeEmailFromNewsletter.status).toBe('UNSUBSCRIBED');
    expect(await status(email)).toBe('UNSUBSCRIBED');
    // The old confirmation link cannot bring it back: only a new subscription can.
    const stale = await en.call(CONFIRM, { id: confirmLink.id, c: confirmLink.code });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ category: 'graphql-input' });
    const renewed = await en.call<{ subscribeEmailToNewsletter: Status }>(SUBSCRIBE, { e: email });
    expect(renewed.data?.subscribeEmailToNewsletter.status).toBe('NOT_ACTIVE');
  });

  it.each([
    ['', 'You must specify an email address to subscribe to a newsletter.'],
    ['not-an-email', 'Enter a valid email address.'],
  ])('refuses %j with graphql-input', async (email, message) => {
    const body = await en.call(SUBSCRIBE, { e: email });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });

  it("refuses a guest subscribing a customer's address; the customer may, and the account shows it once confirmed", async () => {
    const email = uniqueEmail('news-customer');
    expect((await en.register({ email, password: GOOD_PASSWORD })).errors).toBeUndefined();
    const guest = await en.call(SUBSCRIBE, { e: email });
    expect(guest.errors?.[0]).toMatchObject({ message: 'Cannot create a newsletter subscription.', extensions: { category: 'graphql-input' } });

    const token = await en.signIn(email, GOOD_PASSWORD);
    const own = await en.call<{ subscribeEmailToNewsletter: Status }>(SUBSCRIBE, { e: email }, token);
    expect(own.data?.subscribeEmailToNewsletter.status).toBe('NOT_ACTIVE');
    const link = await linkFromMail(email, '/newsletter/subscriber/confirm');
    await en.call(CONFIRM, { id: link.id, c: link.code });
    const me = await en.call<{ customer: { is_subscribed: boolean } }>('{ customer { is_subscribed } }', {}, token);
    expect(me.data?.customer.is_subscribed).toBe(true);
  });

  it('updateCustomerV2 is_subscribed (the /communications page) subscribes with confirmation and unsubscribes row and flag together', async () => {
    const email = uniqueEmail('news-account');
    expect((await en.register({ email, password: GOOD_PASSWORD })).errors).toBeUndefined();
    const token = await en.signIn(email, GOOD_PASSWORD);
    const UPDATE = 'mutation ($s: Boolean!) { updateCustomerV2(input: { is_subscribed: $s }) { customer { is_subscribed } } }';
    type Update = { updateCustomerV2: { customer: { is_subscribed: boolean } } };

    const asked = await en.call<Update>(UPDATE, { s: true }, token);
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.updateCustomerV2.customer.is_subscribed).toBe(false);
    expect(await status(email)).toBe('NOT_ACTIVE');
    const link = await linkFromMail(email, '/newsletter/subscriber/confirm');
    await en.call(CONFIRM, { id: link.id, c: link.code });
    expect((await en.call<{ customer: { is_subscribed: boolean } }>('{ customer { is_subscribed } }', {}, token)).data?.customer.is_subscribed).toBe(true);
    // Asking again while subscribed changes nothing and is no error.
    expect((await en.call<Update>(UPDATE, { s: true }, token)).data?.updateCustomerV2.customer.is_subscribed).toBe(true);

    const off = await en.call<Update>(UPDATE, { s: false }, token);
    expect(off.data?.updateCustomerV2.customer.is_subscribed).toBe(false);
    // The row too, so the footer form later subscribes afresh instead of answering "already subscribed".
    expect(await status(email)).toBe('UNSUBSCRIBED');
  });

  it('is throttled per client address', async () => {
    const shopper = new Shopper(t.app, 'en', freshAddress());
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await shopper.call(SUBSCRIBE, { e: uniqueEmail('flood') }));
    expect(answers.slice(0, 10).every((a) => !a.errors)).toBe(true);
    expect(answers[10]?.errors?.[0]?.extensions).toMatchObject({ category: 'graphql-too-many-requests' });
  });
});
