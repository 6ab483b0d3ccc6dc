import type { FastifyInstance } from 'fastify';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TH } from '../../server/i18n/th';
import { DEMO_CUSTOMERS } from '../../server/modules/promotions/demo-seed';
import { graphqlGet, graphqlPost, type GraphQLBody } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';

// The same failure answered in the Thai store view (the default, no `store` header) and in the English one:
// the text follows the store view, the codes and extensions.category do not change. Fixtures are 97xxxx.

type Store = 'th' | 'en';
const STORES: readonly Store[] = ['th', 'en'];

let testApp: TestApp;
let app: FastifyInstance;

/** No header for th: the default store view is what a shopper who never chose one gets. */
const headersFor = (store: Store): Record<string, string> => (store === 'en' ? { store: 'en' } : {});

async function post<T>(store: Store, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLBody<T>> {
  return (await graphqlPost<T>(app, { query, variables, headers: headersFor(store) })).body;
}

async function newCart(store: Store): Promise<string> {
  const body = await post<{ createEmptyCart: string }>(store, 'mutation { createEmptyCart }');
  return body.data?.createEmptyCart ?? '';
}

interface CartAnswer {
  messages: { type: string; text: string }[];
  conditions: { min_amount: { has_error: boolean; message: string | null } };
  items: { errors: { code: string; message: string }[] | null; messages: { type: string; text: string }[] }[];
}
const CART_FIELDS = 'messages { type text } conditions { min_amount { has_error message } } items { errors { code message } messages { type text } }';

async function add(store: Store, cartId: string, sku: string, quantity: number) {
  return post<{ addProductsToCart: { cart: CartAnswer; user_errors: { code: string; message: string }[] } }>(
    store,
    `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } } }`,
    { id: cartId, items: [{ sku, quantity }] },
  );
}

async function readCart(store: Store, cartId: string): Promise<CartAnswer | undefined> {
  const { body } = await graphqlGet<{ cart: CartAnswer }>(app, { query: `query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, variables: { id: cartId }, store });
  expect(body.errors).toBeUndefined();
  return body.data?.cart;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  const db = testApp.database.db;
  await db.updateTable('cart_rule').set({ is_active: false }).execute();
  await db.updateTable('free_gift_rule').set({ is_active: false }).execute();
  await db.updateTable('extra_fee').set({ is_active: false }).execute();
  await db.deleteFrom('config').where('path', 'in', ['sales/minimum_order/active', 'sales/minimum_order/amount', 'sales/minimum_order/description', 'talat/cart/maximum_order_amount', 'talat/cart/maximum_order_description']).execute();
  const base = { status: 1, visibility: 4, brand_id: null, special_price: null, special_from: null, special_to: null, preorder_release_date: null, weight: null, price_view: null, bundle_price_type: null };
  const products = [
    { product_id: 970_001, sku: 'MI-MAX', type_id: 'simple' as const, price: 1_000, qty: 100, max_sale_qty: 5 },
    { product_id: 970_002, sku: 'MI-STOCK', type_id: 'simple' as const, price: 1_000, qty: 10 },
  ];
  await db.insertInto('product').values(products.map((p) => ({ ...base, url_key: `messages-i18n-${p.sku.toLowerCase()}`, ...p }))).execute();
  await db
    .insertInto('product_text')
    .values(products.flatMap((p) => [1, 2].map((store_id) => ({ product_id: p.product_id, store_id, name: `Test ${p.sku}`, description: null, short_description: null, meta_title: null, meta_keywords: null, meta_description: null }))))
    .execute();
});

afterAll(async () => {
  await testApp?.close();
});

describe('the Thai catalogue', () => {
  const argumentsOf = (pattern: string): string[] =>
    new IntlMessageFormat(pattern, 'en-US')
      .getAst()
      .flatMap((element) => ('value' in element && Number(element.type) !== 0 ? [String(element.value)] : []))
      .sort();

  it('uses the same placeholders as each English key, at most adding the cart id', () => {
    for (const [english, thai] of Object.entries(TH)) {
      const extra = argumentsOf(thai).filter((name) => !argumentsOf(english).includes(name));
      const missing = argumentsOf(english).filter((name) => !argumentsOf(thai).includes(name));
      expect({ english, missing }).toEqual({ english, missing: [] });
      // Only the inactive-cart text names the cart id in Thai although the English does not.
      expect({ english, extra }).toEqual({ english, extra: english === "The cart isn't active." ? ['maskedId'] : [] });
    }
  });
});

describe('shopper messages follow the store view', () => {
  it('answers a cart quantity rule as a user error in the store view language, code unchanged', async () => {
    const answers = await Promise.all(STORES.map(async (store) => (await add(store, await newCart(store), 'MI-MAX', 6)).data?.addProductsToCart.user_errors));
    expect(answers).toEqual([
      [{ code: 'INSUFFICIENT_STOCK', message: 'สั่งซื้อได้สูงสุด 5' }],
      [{ code: 'INSUFFICIENT_STOCK', message: 'The most you may purchase is 5.' }],
    ]);
  });

  it('words the minimum order amount with the amount formatted as the store formats money', async () => {
    const db = testApp.database.db;
    await db.insertInto('config').values([
      { scope_id: 0, path: 'sales/minimum_order/active', value: '1' },
      { scope_id: 0, path: 'sales/minimum_order/amount', value: '100' },
    ]).execute();
    try {
      const cartId = await newCart('th');
      expect((await add('th', cartId, 'MI-STOCK', 1)).data?.addProductsToCart.cart.conditions.min_amount).toEqual({ has_error: true, message: 'ยอดสั่งซื้อขั้นต่ำคือ ฿100.00' });
      // The same cart read in each store view: the request's store view decides, not the cart's.
      const th = await readCart('th', cartId);
      const en = await readCart('en', cartId);
      expect(th?.conditions.min_amount.message).toBe('ยอดสั่งซื้อขั้นต่ำคือ ฿100.00');
      expect(th?.messages).toContainEqual({ type: 'error', text: 'ยอดสั่งซื้อขั้นต่ำคือ ฿100.00' });
      expect(en?.conditions.min_amount.message).toBe('Minimum order amount is ฿100.00');
      expect(en?.messages).toContainEqual({ type: 'error', text: 'Minimum order amount is ฿100.00' });
    } finally {
      await db.deleteFrom('config').where('path', 'in', ['sales/minimum_order/active', 'sales/minimum_order/amount']).execute();
    }
  });

  it('translates stock problems on the cart lines, but keeps a stock failure of updateCartItems in English (spec section 8)', async () => {
    const cartId = await newCart('th');
    expect((await add('th', cartId, 'MI-STOCK', 2)).data?.addProductsToCart.user_errors).toEqual([]);
    await testApp.database.db.updateTable('product').set({ qty: 1 }).where('product_id', '=', 970_002).execute();
    try {
      const th = await readCart('th', cartId);
      expect(th?.items[0]).toEqual({
        errors: [{ code: 'ITEM_QTY', message: 'สินค้ามีไม่พอตามจำนวนที่ต้องการ' }],
        messages: [{ type: 'error', text: 'สินค้ามีไม่พอตามจำนวนที่ต้องการ' }],
      });
      expect(th?.messages).toContainEqual({ type: 'error', text: 'สินค้าบางรายการมีไม่พอตามจำนวนที่คุณต้องการ' });
      const en = await readCart('en', cartId);
      expect(en?.items[0]?.errors).toEqual([{ code: 'ITEM_QTY', message: 'The requested qty is not available' }]);
      expect(en?.messages).toContainEqual({ type: 'error', text: 'Not all of your products are available in the requested quantity.' });

      // The storefront drops top-level errors with this exact English text instead of showing them.
      const line = await testApp.database.db
        .selectFrom('cart_item as i')
        .innerJoin('cart as c', 'c.cart_id', 'i.cart_id')
        .select('i.item_id')
        .where('c.masked_id', '=', cartId)
        .executeTakeFirstOrThrow();
      const itemUid = Buffer.from(String(line.item_id)).toString('base64');
      const update = await post('th', 'mutation ($id: String!, $item: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $item, quantity: 3 }] }) { cart { id } } }', { id: cartId, item: itemUid });
      expect(update.errors?.[0]).toMatchObject({ message: 'The requested qty is not available', extensions: { category: 'graphql-input' } });
    } finally {
      await testApp.database.db.updateTable('product').set({ qty: 10 }).where('product_id', '=', 970_002).execute();
    }
  });

  it('answers an invalid coupon in the store view language as graphql-no-such-entity', async () => {
    const answers = await Promise.all(
      STORES.map(async (store) => {
        const cartId = await newCart(store);
        await add(store, cartId, 'MI-STOCK', 1);
        const body = await post(store, 'mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "NO-SUCH-CODE" }) { cart { id } } }', { id: cartId });
        return body.errors?.[0];
      }),
    );
    expect(answers).toEqual([
      expect.objectContaining({ message: 'รหัสคูปองไม่ถูกต้อง กรุณาตรวจสอบรหัสแล้วลองอีกครั้ง', extensions: { category: 'graphql-no-such-entity' } }),
      expect.objectContaining({ message: "The coupon code isn't valid. Verify the code and try again.", extensions: { category: 'graphql-no-such-entity' } }),
    ]);
  });

  it('answers a failed sign-in in the store view language as graphql-authentication', async () => {
    const [customer] = DEMO_CUSTOMERS;
    const answers = await Promise.all(
      STORES.map(async (store) => {
        const body = await post(store, 'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: customer.email, p: 'wrong-password' });
        return body.errors?.[0];
      }),
    );
    expect(answers).toEqual([
      expect.objectContaining({ message: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง หรือบัญชีของคุณถูกระงับชั่วคราว กรุณารอสักครู่แล้วลองใหม่อีกครั้ง', extensions: { category: 'graphql-authentication' } }),
      expect.objectContaining({
        message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
        extensions: { category: 'graphql-authentication' },
      }),
    ]);
    const notSignedIn = await post('th', '{ customerCart { id } }');
    expect(notSignedIn.errors?.[0]).toMatchObject({ message: 'คุณยังไม่ได้เข้าสู่ระบบหรือเซสชันหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง', extensions: { category: 'graphql-authorization' } });
  });

  it('answers a GraphQL input error in the store view language with its category and path intact', async () => {
    const query = 'query ($p: String!) { getRegionsData(postcode: $p) { key } }';
    const th = await graphqlGet(app, { query, variables: { p: '12' } });
    const en = await graphqlGet(app, { query, variables: { p: '12' }, store: 'en' });
    expect(th.body.errors).toEqual([{ message: 'กรุณากรอกรหัสไปรษณีย์ 5 หลักให้ถูกต้อง', locations: expect.any(Array), path: ['getRegionsData'], extensions: { category: 'graphql-input' } }]);
    expect(en.body.errors).toEqual([{ message: 'Please enter a valid 5-digit postal code.', locations: expect.any(Array), path: ['getRegionsData'], extensions: { category: 'graphql-input' } }]);
  });

  it('names the cart id in every Thai invalid-cart text, which the storefront matches on', async () => {
    const unknown = 'doesnotexist0000000000000000000x';
    const { body } = await graphqlGet(app, { query: 'query ($id: String!) { cart(cart_id: $id) { id } }', variables: { id: unknown } });
    expect(body.errors?.[0]).toMatchObject({ message: `ไม่พบตะกร้าสินค้ารหัส "${unknown}"`, extensions: { category: 'graphql-no-such-entity' } });

    const closed = await newCart('th');
    await testApp.database.db.updateTable('cart').set({ is_active: false }).where('masked_id', '=', closed).execute();
    const th = await graphqlGet(app, { query: 'query ($id: String!) { cart(cart_id: $id) { id } }', variables: { id: closed } });
    const en = await graphqlGet(app, { query: 'query ($id: String!) { cart(cart_id: $id) { id } }', variables: { id: closed }, store: 'en' });
    expect(th.body.errors?.[0]).toMatchObject({ message: `ตะกร้าสินค้ารหัส "${closed}" ปิดการใช้งานแล้ว`, extensions: { category: 'graphql-no-such-entity' } });
    expect(en.body.errors?.[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
  });

  it('names the demo shipping services in the store view language, shop-written labels as stored', async () => {
    const services = [
      { label: 'Same-day delivery', value: 'same_day', image_url: '/media/wysiwyg/shipping/same_day.png' },
      { label: 'ส่งด่วนพิเศษ', value: 'express', image_url: null },
    ];
    await testApp.database.db.updateTable('product').set({ shipping_services: JSON.stringify(services) }).where('product_id', '=', 970_001).execute();
    const query = '{ products(filter: { sku: { eq: "MI-MAX" } }) { items { shipping_services { label value } } } }';
    const labels = async (store: Store) => {
      const { body } = await graphqlGet<{ products: { items: { shipping_services: { label: string; value: string }[] }[] } }>(app, { query, store });
      return body.data?.products.items[0]?.shipping_services;
    };
    expect(await labels('th')).toEqual([{ label: 'จัดส่งภายในวัน', value: 'same_day' }, { label: 'ส่งด่วนพิเศษ', value: 'express' }]);
    expect(await labels('en')).toEqual([{ label: 'Same-day delivery', value: 'same_day' }, { label: 'ส่งด่วนพิเศษ', value: 'express' }]);
  });
});
