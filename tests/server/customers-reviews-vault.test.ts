import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveVaultToken } from '../../server/modules/customers/payment-tokens';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// A customer's product reviews and saved payment methods: only ever their own.

let t: TestApp;
let en: Shopper;
let sku = '';

beforeAll(async () => {
  t = await buildTestApp();
  en = new Shopper(t.app, 'en');
  sku = (await t.database.db.selectFrom('product').select('sku').where('type_id', '=', 'simple').where('status', '=', 1).orderBy('product_id').executeTakeFirstOrThrow()).sku;
});

afterAll(async () => {
  await t?.close();
});

async function customer(): Promise<{ token: string; id: number }> {
  const email = uniqueEmail('reviewer');
  await en.register({ email, password: GOOD_PASSWORD });
  const row = await t.database.db.selectFrom('customer').select('customer_id').where('email', '=', email).executeTakeFirstOrThrow();
  return { token: await en.signIn(email, GOOD_PASSWORD), id: row.customer_id };
}

type Metadata = { productReviewRatingsMetadata: { items: { id: string; name: string; values: { value_id: string; value: string }[] }[] } };
const CREATE = 'mutation ($i: CreateProductReviewInput!) { createProductReview(input: $i) { review { summary nickname average_rating ratings_breakdown { name value } product { sku } } } }';
const MINE = '{ customer { reviews { items { review_id summary text product { sku } } page_info { total_pages current_page } } } }';

describe('product reviews', () => {
  it('writes a review with ratings from the metadata and lists it among the customer’s own only', async () => {
    const meta = (await en.call<Metadata>('{ productReviewRatingsMetadata { items { id name values { value_id value } } } }')).data?.productReviewRatingsMetadata.items ?? [];
    expect(meta.map((item) => item.name)).toEqual(['Quality', 'Value']);
    const ratings = meta.map((item, index) => ({ id: item.id, value_id: item.values[index === 0 ? 4 : 2]?.value_id ?? '' }));
    const author = await customer();
    const created = await en.call(CREATE, { i: { sku, nickname: 'Nok', summary: 'Fresh', text: 'Arrived cold and fresh.', ratings } }, author.token);
    expect(created.data).toEqual({
      createProductReview: { review: { summary: 'Fresh', nickname: 'Nok', average_rating: 80, ratings_breakdown: [{ name: 'Quality', value: '5' }, { name: 'Value', value: '3' }], product: { sku } } },
    });
    expect((await en.call(MINE, {}, author.token)).data).toEqual({
      customer: { reviews: { items: [{ review_id: expect.any(Number), summary: 'Fresh', text: 'Arrived cold and fresh.', product: { sku } }], page_info: { total_pages: 1, current_page: 1 } } },
    });
    // Its number is the review's row, by which /review/customer/view/review_id/:id opens it.
    const row = await t.database.db.selectFrom('product_review').select('review_id').where('summary', '=', 'Fresh').orderBy('review_id', 'desc').executeTakeFirstOrThrow();
    expect((await en.call<{ customer: { reviews: { items: { review_id: number }[] } } }>(MINE, {}, author.token)).data?.customer.reviews.items[0]?.review_id).toBe(row.review_id);
    const other = await customer();
    expect((await en.call(MINE, {}, other.token)).data).toEqual({ customer: { reviews: { items: [], page_info: { total_pages: 1, current_page: 1 } } } });
    expect((await en.call(MINE)).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('refuses guests, unknown products, made-up ratings and empty texts', async () => {
    const meta = (await en.call<Metadata>('{ productReviewRatingsMetadata { items { id values { value_id } } } }')).data?.productReviewRatingsMetadata.items ?? [];
    const ratings = [{ id: meta[0]?.id ?? '', value_id: meta[0]?.values[0]?.value_id ?? '' }];
    const input = { sku, nickname: 'X', summary: 'Y', text: 'Z', ratings };
    const guest = await en.call(CREATE, { i: input });
    expect(guest.errors?.[0]).toMatchObject({ message: "Guest customers aren't allowed to add product reviews.", extensions: { category: 'graphql-authorization' } });
    const { token } = await customer();
    expect((await en.call(CREATE, { i: { ...input, sku: 'NO-SUCH-SKU' } }, token)).errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const forged = await en.call(CREATE, { i: { ...input, ratings: [{ id: meta[0]?.id, value_id: Buffer.from('value:5').toString('base64') }] } }, token);
    expect(forged.errors?.[0]).toMatchObject({ message: 'Incorrect rating values were provided.', extensions: { category: 'graphql-input' } });
    expect((await en.call(CREATE, { i: { ...input, text: '  ' } }, token)).errors?.[0]?.message).toBe('"text" is a required value.');
  });
});

describe('saved payment methods', () => {
  const LIST = '{ customerPaymentTokens { items { public_hash payment_method_code type details } } }';
  const DELETE = 'mutation ($h: String!) { deletePaymentToken(public_hash: $h) { result customerPaymentTokens { items { public_hash } } } }';

  it('lists the customer’s tokens and deletes only their own', async () => {
    const owner = await customer();
    const other = await customer();
    const hash = await saveVaultToken(t.database.db, {
      customerId: owner.id, paymentMethodCode: 'p2c2p', type: 'card', gatewayToken: 'gw-123', details: { type: 'VI', maskedCC: '1111', expirationDate: '12/2030' },
    });
    const listed = await en.call<{ customerPaymentTokens: { items: { public_hash: string; details: string }[] } }>(LIST, {}, owner.token);
    expect(listed.data?.customerPaymentTokens.items).toEqual([{ public_hash: hash, payment_method_code: 'p2c2p', type: 'card', details: '{"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}' }]);
    expect((await en.call(LIST, {}, other.token)).data).toEqual({ customerPaymentTokens: { items: [] } });
    const stolen = await en.call(DELETE, { h: hash }, other.token);
    expect(stolen.errors?.[0]).toMatchObject({ message: `Could not find a token using public hash: ${hash}`, extensions: { category: 'graphql-no-such-entity' } });
    expect((await en.call(DELETE, { h: hash }, owner.token)).data).toEqual({ deletePaymentToken: { result: true, customerPaymentTokens: { items: [] } } });
    expect((await en.call(LIST)).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});
