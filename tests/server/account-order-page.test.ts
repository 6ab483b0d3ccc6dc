// The customer's order page and history, through the storefront's own client and operations against the real
// server: the order document shows the sub-district chosen at checkout, every total line (delivery, the
// small-order fee) adding up to the grand total, the delivery time, and the order's day in Bangkok time with the
// Buddhist era in Thai, for an order placed 00:30 Bangkok time (17:30 UTC the day before).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOrder, fetchOrderHistory } from '../../src/api/account/orders-api';
import { createGraphQLClient, type FetchLike, type GraphQLClient } from '../../src/api/graphql-client';
import { orderDayText } from '../../src/ui/account/order-date';
import { OrderDocument } from '../../src/ui/order/order-document';
import { issueToken } from '../../server/modules/customers/customer-tokens';
import { hashPassword } from '../../server/modules/customers/passwords';
import { graphqlPost } from './support/graphql-request';
import { BANGKOK_ADDRESS, insertStockedProduct, neutralisePromotions, PLACE_ORDER, prepareGuestCart, type GraphQLSend } from './support/checkout-flow';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;
let orderNumber: string;

const compiled = (locale: 'th' | 'en') => JSON.parse(readFileSync(resolve(process.cwd(), `src/i18n/compiled/${locale}.json`), 'utf8')) as Record<string, never>;

const fetchViaApp: FetchLike = async (url, init) => {
  const response = await t.app.inject({
    method: init.method === 'POST' ? 'POST' : 'GET',
    url,
    headers: init.headers as Record<string, string>,
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') } });
};

const customerClient = (storeCode: string): GraphQLClient =>
  createGraphQLClient({ fetch: fetchViaApp, session: () => ({ storeCode, currency: null, token, pathname: '/sales/order/history' }), isOnline: () => true, sleep: async () => undefined, random: () => 0 });

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  await neutralisePromotions(db);
  await db.updateTable('extra_fee').set({ is_active: true }).where('condition_type', '=', 'small_order').execute();
  await insertStockedProduct(db, 973_201, 'ACCDOC', 8_200, 50);
  const customer = await db
    .insertInto('customer')
    .values({ email: 'account-order@example.test', firstname: 'มานี', lastname: 'มีนา', password_hash: await hashPassword('Secret-123') })
    .returning('customer_id')
    .executeTakeFirstOrThrow();
  token = await issueToken(db, customer.customer_id);
  const send: GraphQLSend = async (query, variables, headers) => (await graphqlPost(t.app, { query, variables, headers: { store: 'th', ...headers } })).body;
  const cartId = await prepareGuestCart(send, [{ sku: 'ACCDOC', quantity: 2 }], { email: 'account-order@example.test' });
  const placed = await send(PLACE_ORDER, { cartId });
  orderNumber = (placed.data?.placeOrder as { orderV2: { number: string } }).orderV2.number;
  // The order is the customer's, placed at 00:30 Bangkok time on 2 December, for delivery on 3 December.
  await db
    .updateTable('sales_order')
    .set({ customer_id: customer.customer_id, created_at: new Date('2026-12-01T17:30:00Z'), delivery_date: '2026-12-03', time_slot: '09:00-12:00' })
    .where('increment_id', '=', orderNumber)
    .execute();
});

afterAll(async () => {
  await t?.close();
});

describe("the customer's order page", () => {
  const expected = {
    th: { day: '2 ธ.ค. 2569', slot: '3 ธ.ค. 2569 09:00-12:00', fee: 'ค่าบริการคำสั่งซื้อขนาดเล็ก' },
    // A fee keeps the name it was charged under: this order was placed in the Thai store view.
    en: { day: 'Dec 2, 2026', slot: 'Dec 3, 2026 09:00-12:00', fee: 'ค่าบริการคำสั่งซื้อขนาดเล็ก' },
  } as const;

  for (const store of ['th', 'en'] as const) {
    it(`shows the sub-district, every total line adding up, the delivery time and the Bangkok day (${store})`, async () => {
      const client = customerClient(store);
      const order = await fetchOrder(client, orderNumber);
      if (!order) throw new Error('the customer sees no order');
      const html = renderToStaticMarkup(
        createElement(IntlProvider, { locale: store === 'th' ? 'th-TH' : 'en-US', messages: compiled(store), timeZone: 'Asia/Bangkok' }, createElement(OrderDocument, { order: order.document, titled: false })),
      );
      expect(html).toContain(BANGKOK_ADDRESS.sub_district);
      expect(html).toContain(expected[store].slot);
      expect(html).toContain(`${expected[store].day}`);
      const totals = /<dl class="order-doc__totals">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '';
      const amounts = [...totals.matchAll(/<dt( class="([^"]*)")?>([^<]*)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => ({
        grand: (m[2] ?? '').includes('order-doc__grand'),
        label: m[3] ?? '',
        satang: Math.round(Number((m[4] ?? '').replace(/<[^>]+>/g, '').replace('−', '-').replace(/[^\d.-]/g, '')) * 100),
      }));
      const grandAt = amounts.findIndex((line) => line.grand);
      expect(amounts.map((line) => line.label)).toContain(expected[store].fee);
      expect(amounts.slice(0, grandAt).map((line) => line.satang)).toEqual([16_400, 5_000, 4_000]);
      expect(amounts[grandAt]?.satang).toBe(25_400);

      // The history lists the same order on the Bangkok day, not the UTC one, on a device in Bangkok (where reading
      // the UTC string as local time would give 1 December) as on one in UTC.
      const history = await fetchOrderHistory(client, {}, 1);
      const listed = history.orders.find((entry) => entry.number === orderNumber);
      if (!listed) throw new Error('the history does not list the order');
      const zone = process.env.TZ;
      try {
        for (const deviceZone of ['Asia/Bangkok', 'UTC']) {
          process.env.TZ = deviceZone;
          expect(orderDayText(listed.date, store === 'th' ? 'th-TH' : 'en-US')).toBe(expected[store].day);
        }
      } finally {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
      }
    });
  }
});
