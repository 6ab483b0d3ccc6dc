import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../../server/graphql/context';
import { CheckoutBusyException, configureOrderAdmission } from '../../server/modules/checkout/order-admission';
import { readStockNeeds } from '../../server/modules/checkout/order-stock-precheck';
import { placeOrder } from '../../server/modules/orders/place-order';
import { graphqlPost } from './support/graphql-request';
import { buildTestApp, type TestApp } from './support/test-app';
import { insertStockedProduct, neutralisePromotions, PLACE_ORDER, prepareGuestCart, type GraphQLSend } from './support/checkout-flow';

// placeOrder's admission (issue 34), on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: buyers are placed
// in the order they asked, a queue beyond its bound answers a typed "try again", and a buyer whose stock is
// gone or claimed hears so at once, without waiting behind the buyers who can still get it.

let t: TestApp;
let send: GraphQLSend;

interface PlaceResult {
  orderV2: { number: string } | null;
  errors: { code: string; message: string }[];
}

const guestContext = (): GraphQLContext => ({
  db: t.database.db,
  store: { id: 2, code: 'en', locale: 'en_US', baseCurrency: 'THB' },
  currency: null,
  bearerToken: null,
  isRepayment: false,
  customerTokenTtlSeconds: 3600,
});

beforeAll(async () => {
  t = await buildTestApp();
  await neutralisePromotions(t.database.db);
  await insertStockedProduct(t.database.db, 972_001, 'ADMITORDER', 10_000, 100);
  await insertStockedProduct(t.database.db, 972_002, 'ADMITPLENTY', 10_000, 1_000);
  await insertStockedProduct(t.database.db, 972_003, 'ADMITGONE', 10_000, 1);
  await insertStockedProduct(t.database.db, 972_004, 'ADMITLAST', 10_000, 1);
  send = async (query, variables, headers) => (await graphqlPost(t.app, { query, variables, headers: { store: 'en', ...headers } })).body;
});

afterAll(async () => {
  await t?.close();
});

/** Occupies every placing turn of the admission until the returned function is called. */
function holdPlacing(admission: ReturnType<typeof configureOrderAdmission>): () => Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holders = Array.from({ length: admission.settings.placing }, () => admission.admit(async () => [], () => held));
  return async () => {
    release();
    await Promise.all(holders);
  };
}

const isActive = async (maskedId: string): Promise<boolean> =>
  (await t.database.db.selectFrom('cart').select('is_active').where('masked_id', '=', maskedId).executeTakeFirstOrThrow()).is_active;

describe('placeOrder admission', () => {
  it('places buyers in the order they asked, even when their pre-checks answer in another order', async () => {
    const admission = configureOrderAdmission(t.database.db, { placing: 1, checking: 4 });
    const ctx = guestContext();
    const carts: string[] = [];
    for (let i = 0; i < 8; i += 1) carts.push(await prepareGuestCart(send, [{ sku: 'ADMITORDER', quantity: 1 }], { email: `order${i}@example.test` }));
    const done: number[] = [];
    // The first buyer's pre-check is the slowest: later buyers' reads come back first.
    const results = await Promise.all(
      carts.map((cartId, i) =>
        admission.admit(
          async () => {
            const needs = await readStockNeeds(t.database.db, cartId, ctx.store.id, null);
            await new Promise((resolve) => setTimeout(resolve, (carts.length - i) * 15));
            return needs;
          },
          async () => {
            const placed = await placeOrder(ctx, cartId, [{ consent_code: 'privacy_policy', is_agreed: true }]);
            done.push(i);
            return placed.number;
          },
        ),
      ),
    );
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect([...results].sort()).toEqual(results);
  });

  it('answers a typed, translated "try again" beyond the queue bound, and the cart stays placeable', async () => {
    const admission = configureOrderAdmission(t.database.db, { placing: 1, checking: 1, minQueue: 2, maxWaitMs: 1 });
    const carts = await Promise.all(Array.from({ length: 8 }, (_, i) => prepareGuestCart(send, [{ sku: 'ADMITPLENTY', quantity: 1 }], { email: `busy${i}@example.test` })));
    const release = holdPlacing(admission);
    let answered = 0;
    const answers = carts.map((cartId, i) => send(PLACE_ORDER, { cartId }, { store: i % 2 ? 'th' : 'en' }).finally(() => (answered += 1)));
    // With the one placing turn held, two buyers may wait; the others are told to come back, now.
    for (let i = 0; i < 500 && answered < 6; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(6);
    await release();
    const bodies = await Promise.all(answers);
    const busy = bodies.flatMap((body, i) => (body.errors?.[0]?.extensions?.category === 'graphql-checkout-busy' ? [{ body, i }] : []));
    const placed = bodies.filter((body) => (body.data?.placeOrder as PlaceResult | undefined)?.orderV2);
    expect(placed).toHaveLength(2);
    expect(busy).toHaveLength(6);
    for (const { body, i } of busy) {
      expect(body.errors?.[0]?.message).toBe(
        i % 2 ? 'ขณะนี้มีผู้สั่งซื้อจำนวนมาก ตะกร้าของคุณยังอยู่ครบ โปรดลองอีกครั้งในอีกสักครู่' : 'Many shoppers are placing orders right now. Your cart is kept: please try again in a moment.',
      );
      expect(await isActive(carts[i] ?? '')).toBe(true);
    }
    expect(new CheckoutBusyException('x').category).toBe('graphql-checkout-busy');
    // Once the rush is over, the same cart is placed.
    configureOrderAdmission(t.database.db, {});
    const retried = (await send(PLACE_ORDER, { cartId: carts[busy[0]?.i ?? 0] })).data?.placeOrder as PlaceResult;
    expect(retried.orderV2?.number).toMatch(/^\d{9}$/);
  });

  it('refuses at once a buyer whose stock is gone, while the buyers who can get theirs wait their turn', async () => {
    const admission = configureOrderAdmission(t.database.db, { placing: 1 });
    const first = await prepareGuestCart(send, [{ sku: 'ADMITGONE', quantity: 1 }], { email: 'gone1@example.test' });
    const late = await prepareGuestCart(send, [{ sku: 'ADMITGONE', quantity: 1 }], { email: 'gone2@example.test' });
    const waiting = await prepareGuestCart(send, [{ sku: 'ADMITPLENTY', quantity: 1 }], { email: 'gone3@example.test' });
    expect((await send(PLACE_ORDER, { cartId: first })).data?.placeOrder).toMatchObject({ errors: [] });

    const release = holdPlacing(admission);
    let waitingAnswered = false;
    const waitingAnswer = send(PLACE_ORDER, { cartId: waiting }).then((body) => ((waitingAnswered = true), body));
    const started = performance.now();
    const refused = (await send(PLACE_ORDER, { cartId: late })).data?.placeOrder as PlaceResult;
    const refusedMs = performance.now() - started;
    expect(refused).toEqual({ orderV2: null, errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: 'The requested qty is not available' }], new_cart_id: null, gtm_ga4: null });
    // Answered while every placing turn is still held: it did not queue behind the buyer who can get stock.
    expect(waitingAnswered).toBe(false);
    expect(refusedMs).toBeLessThan(5_000);
    await release();
    expect(((await waitingAnswer).data?.placeOrder as PlaceResult).orderV2?.number).toMatch(/^\d{9}$/);
    expect(await isActive(late)).toBe(true);
  });

  it('refuses at once a buyer whose last units are claimed by a buyer ahead, and the units are sold once', async () => {
    const admission = configureOrderAdmission(t.database.db, { placing: 1 });
    // Carts of the Thai store view, placed there: the answers are in Thai.
    const sendTh: GraphQLSend = (query, variables) => send(query, variables, { store: 'th' });
    const ahead = await prepareGuestCart(sendTh, [{ sku: 'ADMITLAST', quantity: 1 }], { email: 'last1@example.test' });
    const behind = await prepareGuestCart(sendTh, [{ sku: 'ADMITLAST', quantity: 1 }], { email: 'last2@example.test' });
    const release = holdPlacing(admission);
    let aheadAnswered = false;
    const aheadAnswer = send(PLACE_ORDER, { cartId: ahead }, { store: 'th' }).then((body) => ((aheadAnswered = true), body));
    // The buyer ahead has been admitted (its unit claimed) once it waits in the queue.
    for (let i = 0; i < 200 && admission.queued === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(admission.queued).toBe(1);
    const refused = (await send(PLACE_ORDER, { cartId: behind }, { store: 'th' })).data?.placeOrder as PlaceResult;
    expect(refused.errors).toEqual([{ code: 'UNABLE_TO_PLACE_ORDER', message: 'สินค้าชิ้นสุดท้ายกำลังมีผู้สั่งซื้ออยู่ในขณะนี้ โปรดลองอีกครั้งในอีกสักครู่' }]);
    expect(aheadAnswered).toBe(false);
    await release();
    expect(((await aheadAnswer).data?.placeOrder as PlaceResult).orderV2?.number).toMatch(/^\d{9}$/);
    const product = await t.database.db.selectFrom('product').select('qty').where('product_id', '=', 972_004).executeTakeFirstOrThrow();
    expect(Number(product.qty)).toBe(0);
    // Now the stock is gone, not claimed: the answer says so.
    expect(((await sendTh(PLACE_ORDER, { cartId: behind })).data?.placeOrder as PlaceResult).errors).toEqual([{ code: 'UNABLE_TO_PLACE_ORDER', message: 'สินค้ามีไม่พอตามจำนวนที่ต้องการ' }]);
  });
});

describe("an operator's sizing (TALAT_CHECKOUT_PLACING, TALAT_CHECKOUT_MAX_WAIT_MS)", () => {
  it('is read from the environment, refused when it is not a positive number, and sizes the queue', async () => {
    const { loadServerConfig } = await import('../../server/config');
    const config = loadServerConfig({ TALAT_CHECKOUT_PLACING: '3', TALAT_CHECKOUT_MAX_WAIT_MS: '800' });
    expect(config.checkoutAdmission).toEqual({ placing: 3, maxWaitMs: 800 });
    expect(loadServerConfig({}).checkoutAdmission).toEqual({});
    expect(() => loadServerConfig({ TALAT_CHECKOUT_PLACING: '0' })).toThrow(/TALAT_CHECKOUT_PLACING must be a whole number above 0/);
    const admission = configureOrderAdmission(t.database.db, config.checkoutAdmission);
    expect(admission.settings).toMatchObject({ placing: 3, maxWaitMs: 800, minQueue: 48 });
    // Back to the shop's own sizing for whatever runs after.
    configureOrderAdmission(t.database.db, {});
  });
});
