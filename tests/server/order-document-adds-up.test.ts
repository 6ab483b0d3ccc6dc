// The order document adds up: an order with a delivery and a small-order fee, fetched with the storefront's own
// PrintableOrder operation, reshaped and rendered as OrderDocument (tracking, printable order, /print-order/:id) and
// as the repayment page's summary, lists every line, and the lines it shows sum to the grand total it shows, in
// both store views; so does the mail.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reshapeOrder } from '../../src/api/checkout/order-calls';
import type { PrintableOrderFragment } from '../../src/gql/generated/graphql';
import { OrderDocument, OrderTotals } from '../../src/ui/order/order-document';
import { loadRepayment } from '../../src/api/checkout/repayment-calls';
import { createGraphQLClient, type FetchLike } from '../../src/api/graphql-client';
import { orderToken } from '../../server/modules/orders/order-output';
import { graphqlPost } from './support/graphql-request';
import { BANGKOK_ADDRESS, insertStockedProduct, neutralisePromotions, PLACE_ORDER, prepareGuestCart, type GraphQLSend } from './support/checkout-flow';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;

const operation = (file: string) => readFileSync(resolve(process.cwd(), 'src/gql', file), 'utf8');
const GUEST_ORDER = `${operation('operations/checkout/guestOrder.graphql')}\n${operation('fragments/checkout/PrintableOrder.graphql')}`;
const compiled = (locale: 'th' | 'en') => JSON.parse(readFileSync(resolve(process.cwd(), `src/i18n/compiled/${locale}.json`), 'utf8')) as Record<string, never>;

beforeAll(async () => {
  t = await buildTestApp();
  await neutralisePromotions(t.database.db);
  // Only the small-order fee (฿40.00 under ฿300.00) stays on, so the order carries exactly one fee.
  await t.database.db.updateTable('extra_fee').set({ is_active: true }).where('condition_type', '=', 'small_order').execute();
  await insertStockedProduct(t.database.db, 973_101, 'DOCSUM', 8_200, 50);
});

afterAll(async () => {
  await t?.close();
});

const fetchViaApp: FetchLike = async (url, init) => {
  const response = await t.app.inject({ method: init.method === 'POST' ? 'POST' : 'GET', url, headers: init.headers as Record<string, string>, payload: typeof init.body === 'string' ? init.body : undefined });
  return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') } });
};

/** The amounts in the rendered totals, in order, with the grand total apart. */
function readTotals(html: string) {
  const totals = /<dl class="order-doc__totals">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '';
  const pairs = [...totals.matchAll(/<dt( class="([^"]*)")?>([^<]*)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => ({
    className: m[2] ?? '',
    label: m[3] ?? '',
    amount: Number((m[4] ?? '').replace(/<[^>]+>/g, '').replace('−', '-').replace(/[^\d.-]/g, '')),
  }));
  const grandIndex = pairs.findIndex((pair) => pair.className.includes('order-doc__grand'));
  return { labels: pairs.map((pair) => pair.label), lines: pairs.slice(0, grandIndex), grand: pairs[grandIndex]!.amount };
}

describe('order document totals', () => {
  for (const store of ['th', 'en'] as const) {
    it(`lists subtotal, delivery and the small-order fee, and they add up to the grand total (${store})`, async () => {
      const send: GraphQLSend = async (query, variables, headers) => (await graphqlPost(t.app, { query, variables, headers: { store, ...headers } })).body;
      const email = `doc-sum-${store}@example.test`;
      const cartId = await prepareGuestCart(send, [{ sku: 'DOCSUM', quantity: 2 }], { email });
      const placed = await send(PLACE_ORDER, { cartId });
      const number = (placed.data?.placeOrder as { orderV2: { number: string } }).orderV2.number;

      const found = await send(GUEST_ORDER, { number, email, postcode: BANGKOK_ADDRESS.postcode });
      expect(found.errors).toBeUndefined();
      const raw = (found.data as { guestOrder: PrintableOrderFragment }).guestOrder;
      expect(raw.total?.extra_fees).toEqual([{ label: store === 'th' ? 'ค่าบริการคำสั่งซื้อขนาดเล็ก' : 'Small order fee', amount: { value: 40, currency: 'THB' } }]);

      const html = renderToStaticMarkup(
        createElement(IntlProvider, { locale: store === 'th' ? 'th-TH' : 'en-US', messages: compiled(store), timeZone: 'Asia/Bangkok' }, createElement(OrderDocument, { order: reshapeOrder(raw) })),
      );
      const { labels, lines, grand } = readTotals(html);
      // ฿164.00 of goods + ฿50.00 delivery + ฿40.00 small-order fee: the Thai guest.
      expect(lines.map((line) => line.amount)).toEqual([164, 50, 40]);
      expect(grand).toBe(254);
      expect(labels).toContain(store === 'th' ? 'ค่าบริการคำสั่งซื้อขนาดเล็ก' : 'Small order fee');
      expect(lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0)).toBe(Math.round(grand * 100));

      // The repayment page's summary (a guest with the mail's link): the same lines, the same total.
      const row = await t.database.db.selectFrom('sales_order').selectAll().where('increment_id', '=', number).executeTakeFirstOrThrow();
      const client = createGraphQLClient({
        fetch: fetchViaApp,
        session: () => ({ storeCode: store, currency: null, token: null, pathname: `/repayment/order_increment_id/${number}` }),
        isOnline: () => true,
        sleep: async () => undefined,
        random: () => 0,
      });
      const repayment = await loadRepayment(client, { orderNumber: number, signedIn: false, guestOrderToken: `${row.order_id}.${orderToken(row)}` });
      if (!repayment.order) throw new Error('the repayment page finds no order');
      const summary = readTotals(
        renderToStaticMarkup(createElement(IntlProvider, { locale: store === 'th' ? 'th-TH' : 'en-US', messages: compiled(store), timeZone: 'Asia/Bangkok' }, createElement(OrderTotals, { order: repayment.order.document }))),
      );
      expect(summary.lines.map((line) => line.amount)).toEqual([164, 50, 40]);
      expect(summary.grand).toBe(254);

      // The confirmation mail lists the same lines, the fee under its own name, and links tracking absolutely.
      const mail = await t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
      const fee = store === 'th' ? 'ค่าบริการคำสั่งซื้อขนาดเล็ก: ฿40.00' : 'Small order fee: ฿40.00';
      expect(mail.text_body).toContain(fee);
      expect(mail.text_body).toMatch(store === 'th' ? /http:\/\/[^ /]+\/order-tracking\// : /http:\/\/[^ /]+\/en\/order-tracking\//);
      expect(mail.html_body).toMatch(/<a href="http:\/\/[^"]+\/order-tracking\/">/);
    });
  }
});
