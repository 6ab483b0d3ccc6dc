import type { GraphQLContext } from '../../graphql/context';
import type { CartConditions, CartResolvers, ResolversTypes } from '../../graphql/generated/resolvers-types';
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
import { cartCheckoutFields, type CartCheckoutFields } from '../checkout/cart-checkout-output';
import { loadCheckoutState, type CheckoutState } from '../checkout/checkout-state';

/**
 * What a Cart field resolves from (the codegen mapper of Cart): the priced snapshot, and the work some fields
 * share (product shapes, checkout state) done at most once, when the first field needing it is asked for.
 * An add to cart that asks for { id total_quantity } prices the cart and stops there.
 */
export interface CartSource {
  snapshot: CartSnapshot;
  customerId: number | null;
  shared: Map<string, Promise<unknown>>;
}

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

/** The Cart answer's source: the cart priced once for this request (cart-snapshot-memo.ts). */
export async function cartOutput(ctx: GraphQLContext, cart: CartRow): Promise<CartSource> {
  const customerId = await currentCustomerId(ctx);
  return { snapshot: await cartSnapshot(ctx, cart, customerId), customerId, shared: new Map() };
}

function once<T>(source: CartSource, key: string, build: () => Promise<T>): Promise<T> {
  let pending = source.shared.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = build();
    source.shared.set(key, pending);
  }
  return pending;
}

interface Shapes {
  byId: Map<number, ProductShape>;
  bySku: Map<string, ProductShape>;
}

/** Product shapes of the lines and of the gifts on offer, in one look-up for items and free_gifts. */
function shapes(ctx: GraphQLContext, source: CartSource): Promise<Shapes> {
  return once(source, 'shapes', async () => {
    const { snapshot } = source;
    const giftSkus = [...new Set(snapshot.gifts.triggered.flatMap((t) => t.rule.promo_skus))];
    const giftProducts = giftSkus.length
      ? await ctx.db.selectFrom('product').select(['product_id', 'sku']).where('sku', 'in', giftSkus).execute()
      : [];
    const ids = [
      ...snapshot.lines.flatMap((l) => [l.product.product_id, ...(l.variant ? [l.variant.product_id] : [])]),
      ...giftProducts.map((p) => p.product_id),
    ];
    const byId = new Map<number, ProductShape>();
    for (const shape of await productShapes(ctx, [...new Set(ids)])) {
      // productShape() builds plain objects; awaiting only reads the id through the wrapper type.
      const plain = await shape;
      byId.set(Number(plain.id), shape);
    }
    const bySku = new Map(giftProducts.flatMap((p) => (byId.has(p.product_id) ? [[p.sku, byId.get(p.product_id) as ProductShape]] : [])));
    return { byId, bySku };
  });
}

async function items(ctx: GraphQLContext, source: CartSource): Promise<CartItemOutput[]> {
  const { snapshot } = source;
  const { byId } = await shapes(ctx, source);
  return snapshot.lines.flatMap((line, index) => {
    const lineTotals = snapshot.totals.lines[index];
    const item = lineTotals ? cartItemOutput(ctx, line, lineTotals, snapshot, byId) : null;
    return item ? [item] : [];
  });
}

/** Checkout's data for the cart and what delivery adds to its totals (prices need only this). */
const checkoutState = (ctx: GraphQLContext, source: CartSource): Promise<CheckoutState> =>
  once(source, 'checkout-state', () => loadCheckoutState(ctx.db, source.snapshot));

/** Addresses, delivery and payment belong to checkout. */
const checkoutFields = (ctx: GraphQLContext, source: CartSource): Promise<CartCheckoutFields> =>
  once(source, 'checkout-fields', async () => cartCheckoutFields(ctx, source.snapshot, source.customerId, await checkoutState(ctx, source)));

async function prices(ctx: GraphQLContext, source: CartSource): Promise<ResolversTypes['CartPrices']> {
  const { totals, cart } = source.snapshot;
  const { figures } = await checkoutState(ctx, source);
  const currency = cart.currency;
  const discounts = totals.discounts.map((d) => ({ amount: money(d.amount, currency), label: d.label, applied_to: 'ITEM' as const }));
  return {
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
  };
}

const appliedCoupon = ({ snapshot }: CartSource) => (snapshot.couponApplied && snapshot.cart.coupon_code ? { code: snapshot.cart.coupon_code } : null);

/** Each Cart field computed only when the query asks for it, from the one priced snapshot. */
export const cartFields: CartResolvers = {
  id: ({ snapshot }) => snapshot.cart.masked_id,
  email: ({ snapshot }) => snapshot.cart.email,
  total_quantity: ({ snapshot }) => qty4ToNumber(snapshot.lines.reduce((sum, l) => sum + l.qty4, 0)),
  is_virtual: ({ snapshot }) => snapshot.lines.length > 0 && snapshot.lines.every((l) => l.product.type_id === 'virtual' || l.product.type_id === 'downloadable'),
  items: (source, _args, ctx) => items(ctx, source),
  async itemsV2(source, { pageSize, currentPage }, ctx) {
    const all = await items(ctx, source);
    const size = Math.max(1, pageSize ?? 20);
    const page = Math.max(1, currentPage ?? 1);
    return {
      items: all.slice((page - 1) * size, page * size),
      total_count: all.length,
      page_info: { page_size: size, current_page: page, total_pages: Math.max(1, Math.ceil(all.length / size)) },
    };
  },
  applied_coupon: (source) => appliedCoupon(source),
  applied_coupons: (source) => {
    const coupon = appliedCoupon(source);
    return coupon ? [coupon] : null;
  },
  applied_gift_cards: () => [],
  shipping_addresses: async (source, _args, ctx) => (await checkoutFields(ctx, source)).shipping_addresses,
  billing_address: async (source, _args, ctx) => (await checkoutFields(ctx, source)).billing_address,
  available_payment_methods: async (source, _args, ctx) => (await checkoutFields(ctx, source)).available_payment_methods,
  selected_payment_method: async (source, _args, ctx) => (await checkoutFields(ctx, source)).selected_payment_method,
  prices: (source, _args, ctx) => prices(ctx, source),
  has_error: ({ snapshot }) =>
    snapshot.lines.some((l) => l.problem !== null || l.giftOverLimit) || snapshot.conditions.min_amount.has_error || snapshot.conditions.max_amount.has_error,
  messages: ({ snapshot }, _args, ctx) => cartMessages(ctx, snapshot, cartConditions(ctx, snapshot)),
  conditions: ({ snapshot }, _args, ctx) => cartConditions(ctx, snapshot),
  free_gifts: async (source, _args, ctx) => freeGifts(source.snapshot, (await shapes(ctx, source)).bySku),
  applied_extra_fees: ({ snapshot }) => ({
    total_records: snapshot.totals.fees.length,
    currency: snapshot.cart.currency,
    items: snapshot.totals.fees.map((fee) => ({
      fee_id: fee.feeId,
      option_id: fee.optionId,
      fee_amount: satangToValue(fee.net),
      base_fee_amount: satangToValue(fee.net),
      tax_amount: satangToValue(fee.vat),
      base_tax_amount: satangToValue(fee.vat),
      label: fee.label,
    })),
  }),
  fee_item_for_quote: ({ snapshot }) =>
    snapshot.fees.map((fee) => ({
      fee_id: fee.feeId,
      label: fee.label,
      description: fee.description,
      is_required: fee.isRequired,
      options: fee.options.map((o) => ({ option_id: o.optionId, label: o.label, price: money(o.price, snapshot.cart.currency), is_default: o.isDefault })),
    })),
};
