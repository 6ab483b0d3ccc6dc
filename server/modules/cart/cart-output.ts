import type { GraphQLContext } from '../../graphql/context';
import type { CartConditions, ResolversTypes } from '../../graphql/generated/resolvers-types';
import { localize } from '../../i18n/translate';
import { productShapes, type ProductShape } from '../catalog/product/product-shape';
import { qty4ToNumber, satangToValue, VAT_LABEL } from '../pricing/satang';
import type { CartRow } from './cart-access';
import { cartConditions } from './cart-conditions';
import { cartItemOutput, money, type CartItemOutput } from './cart-item-output';
import type { CartSnapshot } from './cart-snapshot';
import { cartSnapshot } from './cart-snapshot-memo';
import { currentCustomerId } from '../customers/current-customer';
import { NOT_ALL_QTY_MESSAGE, SOME_OUT_OF_STOCK_MESSAGE } from './qty-rules';
import { cartCheckoutFields } from '../checkout/cart-checkout-output';

export type CartOutput = ResolversTypes['Cart'];

/** The cart's messages in the request's store view language; the amount conditions come from `conditions`. */
function cartMessages(ctx: GraphQLContext, snapshot: CartSnapshot, conditions: CartConditions): { type: string; text: string }[] {
  const messages: { type: string; text: string }[] = [];
  if (snapshot.lines.some((l) => l.problem?.code === 'NOT_SALABLE')) messages.push({ type: 'error', text: localize(ctx, SOME_OUT_OF_STOCK_MESSAGE) });
  if (snapshot.lines.some((l) => l.problem?.code === 'INSUFFICIENT_STOCK')) messages.push({ type: 'error', text: localize(ctx, NOT_ALL_QTY_MESSAGE) });
  for (const condition of [conditions.min_amount, conditions.max_amount]) {
    if (condition?.has_error && condition.message) messages.push({ type: 'error', text: condition.message });
  }
  return messages;
}

function freeGifts(snapshot: CartSnapshot, shapes: ReadonlyMap<string, ProductShape>): ResolversTypes['AmPromoFreeGifts'] {
  const { triggered } = snapshot.gifts;
  const open = triggered.filter((t) => t.remaining4 > 0);
  const first = triggered[0]?.rule;
  const remaining = new Map<string, number>();
  for (const t of open) for (const sku of t.rule.promo_skus) remaining.set(sku, (remaining.get(sku) ?? 0) + t.remaining4);
  return {
    common_qty: qty4ToNumber(open.reduce((sum, t) => sum + t.remaining4, 0)),
    triggered_products: [...new Set(triggered.flatMap((t) => t.triggeredBy))],
    promo_sku: [...remaining.keys()],
    auto_open_popup: open.some((t) => t.rule.auto_open_popup),
    title_free_gift: first ? (snapshot.lang === 'th' ? first.title_free_gift_th : first.title_free_gift_en) : null,
    title: first ? (snapshot.lang === 'th' ? first.title_th : first.title_en) : null,
    items: [...remaining.entries()].map(([sku, qty4]) => ({ sku, qty: qty4ToNumber(qty4), product: shapes.get(sku) ?? null })),
  };
}

/** The whole Cart answer, from one priced snapshot. */
export async function cartOutput(ctx: GraphQLContext, cart: CartRow): Promise<CartOutput> {
  const customerId = await currentCustomerId(ctx);
  const snapshot = await cartSnapshot(ctx, cart, customerId);
  const { totals, cart: row } = snapshot;
  const currency = row.currency;

  const giftSkus = [...new Set(snapshot.gifts.triggered.flatMap((t) => t.rule.promo_skus))];
  const giftProducts = giftSkus.length
    ? await ctx.db.selectFrom('product').select(['product_id', 'sku']).where('sku', 'in', giftSkus).execute()
    : [];
  const ids = [
    ...snapshot.lines.flatMap((l) => [l.product.product_id, ...(l.variant ? [l.variant.product_id] : [])]),
    ...giftProducts.map((p) => p.product_id),
  ];
  const shapes = new Map<number, ProductShape>();
  for (const shape of await productShapes(ctx, [...new Set(ids)])) {
    // productShape() builds plain objects; awaiting only reads the id through the wrapper type.
    const plain = await shape;
    shapes.set(Number(plain.id), shape);
  }
  const shapesBySku = new Map(giftProducts.flatMap((p) => (shapes.has(p.product_id) ? [[p.sku, shapes.get(p.product_id) as ProductShape]] : [])));

  const items: CartItemOutput[] = snapshot.lines.flatMap((line, index) => {
    const lineTotals = totals.lines[index];
    const item = lineTotals ? cartItemOutput(ctx, line, lineTotals, snapshot, shapes) : null;
    return item ? [item] : [];
  });
  const itemError = snapshot.lines.some((l) => l.problem !== null || l.giftOverLimit);
  const conditionError = snapshot.conditions.min_amount.has_error || snapshot.conditions.max_amount.has_error;
  const discounts = totals.discounts.map((d) => ({ amount: money(d.amount, currency), label: d.label, applied_to: 'ITEM' as const }));
  const coupon = snapshot.couponApplied && row.coupon_code ? { code: row.coupon_code } : null;
  const conditions = cartConditions(ctx, snapshot);
  // Addresses, delivery and payment belong to checkout, which also adds the delivery charge to the totals.
  const checkout = await cartCheckoutFields(ctx, snapshot, customerId);
  const { figures } = checkout.state;

  return {
    id: row.masked_id,
    email: row.email,
    total_quantity: qty4ToNumber(snapshot.lines.reduce((sum, l) => sum + l.qty4, 0)),
    is_virtual: snapshot.lines.length > 0 && snapshot.lines.every((l) => l.product.type_id === 'virtual' || l.product.type_id === 'downloadable'),
    items,
    applied_coupon: coupon,
    applied_coupons: coupon ? [coupon] : null,
    applied_gift_cards: [],
    shipping_addresses: checkout.shipping_addresses,
    billing_address: checkout.billing_address,
    available_payment_methods: checkout.available_payment_methods,
    selected_payment_method: checkout.selected_payment_method,
    prices: {
      grand_total: money(figures.grandTotal, currency),
      grand_total_excluding_tax: money(figures.grandTotalExclTax, currency),
      subtotal_including_tax: money(totals.subtotalInclTax, currency),
      subtotal_excluding_tax: money(totals.subtotalExclTax, currency),
      subtotal_with_discount_excluding_tax: money(totals.subtotalWithDiscountExclTax, currency),
      after_discount: money(totals.afterDiscount, currency),
      non_vat_amount: money(totals.nonVatAmount, currency),
      applied_taxes: figures.vatTotal > 0 ? [{ label: VAT_LABEL, amount: money(figures.vatTotal, currency) }] : [],
      discounts: discounts.length > 0 ? discounts : null,
      discount: totals.discountTotal > 0 ? { amount: money(totals.discountTotal, currency), label: totals.discounts.map((d) => d.label) } : null,
    },
    has_error: itemError || conditionError,
    messages: cartMessages(ctx, snapshot, conditions),
    conditions,
    free_gifts: freeGifts(snapshot, shapesBySku),
    applied_extra_fees: {
      total_records: totals.fees.length,
      currency,
      items: totals.fees.map((fee) => ({
        fee_id: fee.feeId,
        option_id: fee.optionId,
        fee_amount: satangToValue(fee.net),
        base_fee_amount: satangToValue(fee.net),
        tax_amount: satangToValue(fee.vat),
        base_tax_amount: satangToValue(fee.vat),
        label: fee.label,
      })),
    },
    fee_item_for_quote: snapshot.fees.map((fee) => ({
      fee_id: fee.feeId,
      label: fee.label,
      description: fee.description,
      is_required: fee.isRequired,
      options: fee.options.map((o) => ({ option_id: o.optionId, label: o.label, price: money(o.price, currency), is_default: o.isDefault })),
    })),
  };
}
