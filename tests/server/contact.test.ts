import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';
import { graphqlPost } from './support/graphql-request';
import { listMail } from '../../server/mail/outbox';

const SUBMIT = 'mutation c($input: ContactusFormInput!) { contactusFormSubmit(input: $input) { success_message } }';
type Submit = { contactusFormSubmit: { success_message: string } | null };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.database.db.deleteFrom('contact_message').where('email', 'like', '%@contact-test.example').execute();
  await t.close();
});

async function submit(input: Record<string, unknown>, store = 'th') {
  // Mutations go by POST; the store view comes in the `store` header, as the storefront sends it.
  return graphqlPost<Submit>(t.app, { query: SUBMIT, variables: { input: { amgdpr_consents: [{ consent_code: 'privacy_policy', is_agreed: true }], ...input } }, headers: { store } });
}

describe('contactusFormSubmit', () => {
  it('stores the message and answers in the store view\'s language', async () => {
    const en = await submit({ fullname: '  Somchai Jaidee ', email: 'somchai@contact-test.example', telephone: '081-234-5678', comment: 'Do you deliver to Nonthaburi?' }, 'en');
    expect(en.body.errors).toBeUndefined();
    expect(en.body.data?.contactusFormSubmit?.success_message).toBe("Thanks for contacting us with your comments and questions. We'll respond to you very soon.");
    const th = await submit({ fullname: 'สมหญิง', email: 'somying@contact-test.example' }, 'th');
    expect(th.body.data?.contactusFormSubmit?.success_message).toBe('ขอบคุณที่ติดต่อเรา เราจะตอบกลับคุณโดยเร็วที่สุด');

    const rows = await t.database.db
      .selectFrom('contact_message')
      .select(['fullname', 'email', 'telephone', 'comment', 'store_id'])
      .where('email', 'like', '%@contact-test.example')
      .orderBy('message_id')
      .execute();
    expect(rows).toEqual([
      { fullname: 'Somchai Jaidee', email: 'somchai@contact-test.example', telephone: '0812345678', comment: 'Do you deliver to Nonthaburi?', store_id: expect.any(Number) },
      { fullname: 'สมหญิง', email: 'somying@contact-test.example', telephone: null, comment: null, store_id: expect.any(Number) },
    ]);
    expect(rows[0]?.store_id).not.toBe(rows[1]?.store_id);
  });

  it("delivers the message to the shop's mailbox through the outbox, with the sender's details", async () => {
    const { body } = await submit({ fullname: 'Malee Mailbox', email: 'malee@contact-test.example', telephone: '0899999999', comment: 'Bulk rice for a restaurant?' }, 'en');
    expect(body.errors).toBeUndefined();
    const [mail] = (await listMail(t.database.db, { to: 'hello@talat.example' })).filter((m) => m.subject === 'Contact form: Malee Mailbox');
    expect(mail).toMatchObject({ kind: 'contact_message', storeCode: 'en' });
    expect(mail?.text).toContain('Email: malee@contact-test.example');
    expect(mail?.text).toContain('Telephone: 0899999999');
    expect(mail?.text).toContain('Bulk rice for a restaurant?');
  });

  it.each([
    [{ fullname: '   ', email: 'a@contact-test.example' }, 'Enter the Name and try again.'],
    [{ fullname: 'A', email: '' }, 'Enter the Email and try again.'],
    [{ fullname: 'A', email: 'not-an-email' }, 'The email address is invalid. Verify the email address and try again.'],
    [{ fullname: 'A', email: 'a@b' }, 'The email address is invalid. Verify the email address and try again.'],
    [{ fullname: 'A', email: 'a@contact-test.example', telephone: '812345678' }, 'Invalid mobile number.'],
    [{ fullname: 'A', email: 'a@contact-test.example', telephone: '1812345678' }, 'Invalid mobile number.'],
    [{ fullname: 'A', email: 'a@contact-test.example', telephone: '08123456789' }, 'Invalid mobile number.'],
    [{ fullname: 'x'.repeat(256), email: 'a@contact-test.example' }, '"fullname" is longer than 255 characters.'],
    [{ fullname: 'A', email: 'a@contact-test.example', comment: 'x'.repeat(5001) }, '"comment" is longer than 5000 characters.'],
  ])('rejects invalid input as graphql-input: %#', async (input, message) => {
    const { body } = await submit(input, 'en');
    expect(body.data?.contactusFormSubmit ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });

  it('answers validation errors in Thai on the Thai store view and stores nothing', async () => {
    const before = await t.database.db.selectFrom('contact_message').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const { body } = await submit({ fullname: 'A', email: 'bad' }, 'th');
    expect(body.errors?.[0]).toMatchObject({ message: 'รูปแบบอีเมลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง', extensions: { category: 'graphql-input' } });
    const after = await t.database.db.selectFrom('contact_message').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
