import type { GraphQLContext } from '../../graphql/context';
import { escapeHtml } from '../../mail/dev-mail-route';
import { queueMail } from '../../mail/outbox';
import { t } from '../../i18n/translate';
import type { Trx } from '../cart/cart-write';
import { formatCurrency } from '../pricing/order-conditions';
import { requestOrigin } from '../../graphql/request-origin';
import { orderToken } from './order-output';
import type { OrderRecord } from './order-records';
import { ORDER_STATES } from './order-states';
import { toIntlLocale } from '../../../src/lib/intl-locale';

/**
 * The order confirmation, in the store view's language, queued in the placing transaction (so every
 * committed order has exactly one, and a rolled-back one none). Plain text and simple HTML with the same
 * content; every value in the HTML is escaped.
 */
export async function queueOrderConfirmation(trx: Trx, ctx: GraphQLContext, record: OrderRecord): Promise<void> {
  const { order, shipping, items } = record;
  const locale = toIntlLocale(ctx.store.locale);
  const price = (satang: number): string => formatCurrency(satang, order.currency, locale);
  const name = `${order.customer_firstname} ${order.customer_lastname}`.trim();
  const rows: [string, string][] = [
    [t(ctx, 'Order number'), order.increment_id],
    [t(ctx, 'Payment'), order.payment_method_title],
    ...(order.shipping_description ? [[t(ctx, 'Delivery'), `${order.shipping_description}${order.delivery_date ? `, ${order.delivery_date} ${order.time_slot ?? ''}` : ''}`] as [string, string]] : []),
  ];
  const lines = items.map((item) => [`${item.name} × ${Number(item.qty_ordered)}`, price(item.row_total_incl_tax)] as [string, string]);
  const sums: [string, string][] = [
    [t(ctx, 'Subtotal'), price(order.subtotal_incl_tax)],
    ...(order.discount_amount > 0 ? [[t(ctx, 'Discount'), `-${price(order.discount_amount)}`] as [string, string]] : []),
    [t(ctx, 'Delivery fee'), price(order.shipping_incl_tax)],
    // Each fee under its own name (small-order fee, chilled packaging), as the order pages list them.
    ...order.totals.fees.map((fee) => [fee.label, price(fee.amount)] as [string, string]),
    [t(ctx, 'Grand total'), price(order.grand_total)],
    [t(ctx, 'VAT included'), price(order.tax_amount)],
  ];
  const address = shipping
    ? [`${shipping.firstname} ${shipping.lastname}`, ...shipping.street, `${shipping.sub_district} ${shipping.city}`, `${shipping.region} ${shipping.postcode}`, shipping.telephone]
    : [];
  const greeting = t(ctx, 'Thank you for your order, {name}!', { name });
  // A guest's signed link to pay again when the online payment does not go through (guestOrderByToken).
  const repayUrl =
    order.customer_id === null && order.status === ORDER_STATES.pendingPayment.status
      ? `${requestOrigin(ctx)}/repayment/order_increment_id/${encodeURIComponent(order.increment_id)}?token=${encodeURIComponent(`${order.order_id}.${orderToken(order)}`)}`
      : null;
  // Absolute, in the order's store view (a bare path is no link in a mail client).
  // Read in the transaction, not from the store directory: its memo may be loading through another request,
  // which waits for the connection this transaction holds (the embedded database's one, or a pool a rush
  // has filled): placeOrder then never finished (issue 34). Same choice as StoreSnapshot.defaultStore.
  const defaultStore = await trx
    .selectFrom('store')
    .select('code')
    .where('is_active', '=', true)
    .orderBy('is_default', 'desc')
    .orderBy('sort_order')
    .orderBy('store_id')
    .executeTakeFirst();
  const trackingUrl = `${requestOrigin(ctx)}${order.store_code === defaultStore?.code ? '' : `/${order.store_code}`}/order-tracking/`;
  const trackingText = t(ctx, 'Track your order at {url} with the order number, your email and postcode.', { url: trackingUrl });
  const repayText = repayUrl ? t(ctx, 'If your payment did not go through, you can pay again here: {url}', { url: repayUrl }) : null;
  const text = [
    greeting,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...lines.map(([k, v]) => `${k}  ${v}`),
    '',
    ...sums.map(([k, v]) => `${k}: ${v}`),
    ...(address.length ? ['', `${t(ctx, 'Ship to')}:`, ...address] : []),
    ...(repayText ? ['', repayText] : []),
    '',
    trackingText,
  ].join('\n');
  const table = (pairs: [string, string][]): string =>
    `<table>${pairs.map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td style="text-align:right">${escapeHtml(v)}</td></tr>`).join('')}</table>`;
  const html = `<div style="font-family:sans-serif"><h1>${escapeHtml(greeting)}</h1>${table(rows)}<h2>${escapeHtml(t(ctx, 'Items'))}</h2>${table(lines)}${table(sums)}${
    address.length ? `<h2>${escapeHtml(t(ctx, 'Ship to'))}</h2><p>${address.map(escapeHtml).join('<br>')}</p>` : ''
  }${repayUrl ? `<p>${escapeHtml(t(ctx, 'If your payment did not go through, you can pay again here: {url}', { url: '' }))}<a href="${escapeHtml(repayUrl)}">${escapeHtml(repayUrl)}</a></p>` : ''}<p>${escapeHtml(t(ctx, 'Track your order at {url} with the order number, your email and postcode.', { url: '' }))}<a href="${escapeHtml(trackingUrl)}">${escapeHtml(trackingUrl)}</a></p></div>`;
  await queueMail(trx, {
    to: order.email,
    subject: t(ctx, 'Order confirmation #{number}', { number: order.increment_id }),
    text,
    html,
    kind: 'order_confirmation',
    storeCode: order.store_code,
  });
}
