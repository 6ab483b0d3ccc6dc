import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';
import { insertStockedProduct, neutralisePromotions, PLACE_ORDER, prepareGuestCart, type GraphQLSend } from './support/checkout-flow';

// Placing under concurrency, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL, where the requests
// really run in parallel on a pool of connections: a cart becomes at most one order, stock never goes
// below zero, and every loser gets a clear PlaceOrderError.

let t: TestApp;
let send: GraphQLSend;

interface PlaceResult {
  orderV2: { number: string } | null;
  errors: { code: string; message: string }[];
}

beforeAll(async () => {
  t = await buildTestApp();
  await neutralisePromotions(t.database.db);
  await insertStockedProduct(t.database.db, 971_001, 'CCONE', 10_000, 100);
  await insertStockedProduct(t.database.db, 971_002, 'CCSCARCE', 25_000, 7);
  send = async (query, variables) => (await graphqlPost(t.app, { query, variables, headers: { store: 'en' } })).body;
});

afterAll(async () => {
  await t?.close();
});

const place = async (cartId: string): Promise<PlaceResult> => {
  const body = await send(PLACE_ORDER, { cartId });
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join(', '));
  return body.data?.placeOrder as PlaceResult;
};

describe('placeOrder under concurrency', () => {
  it('turns one cart into exactly one order when 20 requests place it at once', async () => {
    const cartId = await prepareGuestCart(send, [{ sku: 'CCONE', quantity: 3 }]);
    const results = await Promise.all(Array.from({ length: 20 }, () => place(cartId)));
    const placed = results.filter((r) => r.orderV2 !== null);
    const refused = results.filter((r) => r.orderV2 === null);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.errors).toEqual([{ code: 'CART_NOT_ACTIVE', message: "The cart isn't active." }]);
    const cart = await t.database.db.selectFrom('cart').select('cart_id').where('masked_id', '=', cartId).executeTakeFirstOrThrow();
    const orders = await t.database.db.selectFrom('sales_order').select('increment_id').where('cart_id', '=', cart.cart_id).execute();
    expect(orders.map((o) => o.increment_id)).toEqual([placed[0]?.orderV2?.number]);
    const product = await t.database.db.selectFrom('product').select('qty').where('product_id', '=', 971_001).executeTakeFirstOrThrow();
    expect(Number(product.qty)).toBe(97);
    const mails = await t.database.db.selectFrom('mail_outbox').select('mail_id').where('subject', 'like', `%${placed[0]?.orderV2?.number ?? 'none'}`).execute();
    expect(mails).toHaveLength(1);
  });

  it('sells exactly the units in stock to more buyers than units, never below zero', async () => {
    // 12 buyers of one unit each for 7 units: carts are filled before anyone places.
    const carts = await Promise.all(Array.from({ length: 12 }, (_, i) => prepareGuestCart(send, [{ sku: 'CCSCARCE', quantity: 1 }], { email: `buyer${i}@example.test` })));
    const results = await Promise.all(carts.map((cartId) => place(cartId)));
    const placed = results.filter((r) => r.orderV2 !== null);
    const refused = results.filter((r) => r.orderV2 === null);
    expect(placed).toHaveLength(7);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.errors[0]?.code).toBe('UNABLE_TO_PLACE_ORDER');
      // The admission (checkout/order-admission.ts) refuses at once those whose units are claimed by buyers ahead.
      expect([
        'The requested qty is not available',
        'Not all of your products are available in the requested quantity.',
        'Some of the products are out of stock.',
        'The last units are being ordered by other shoppers right now. Please try again in a moment.',
      ]).toContain(r.errors[0]?.message);
    }
    const product = await t.database.db.selectFrom('product').select(['qty', 'stock_status']).where('product_id', '=', 971_002).executeTakeFirstOrThrow();
    expect(Number(product.qty)).toBe(0);
    expect(product.stock_status).toBe('OUT_OF_STOCK');
    // A refused cart is still the shopper's, active, and can be ordered once stock comes back.
    const loser = carts[results.findIndex((r) => r.orderV2 === null)] ?? '';
    const cart = await t.database.db.selectFrom('cart').select('is_active').where('masked_id', '=', loser).executeTakeFirstOrThrow();
    expect(cart.is_active).toBe(true);
    await t.database.db.updateTable('product').set({ qty: 1, stock_status: 'IN_STOCK' }).where('product_id', '=', 971_002).execute();
    expect((await place(loser)).orderV2?.number).toMatch(/^\d{9}$/);
  });
});
