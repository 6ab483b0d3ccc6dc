import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CartItemTable, Database } from '../../db/types';
import { applyRules, linesSubtotal, withFees, type CartTotals, type PricingLine, type PricingRule } from '../pricing/cart-totals';
import { formattingLocale, storeLanguage, type StoreLanguage } from '../../i18n/store-language';
import { evaluateOrderConditions, formatCurrency, type OrderConditions, type OrderLimits } from '../pricing/order-conditions';
import { scaleQty4, toQty4 } from '../pricing/satang';
import { loadCartRules, toPricingRule } from '../promotions/cart-rules';
import { applicableFees, chargedFees, type ApplicableFee } from '../promotions/extra-fees';
import { evaluateFreeGifts, type FreeGiftRuleRow, type FreeGiftState } from '../promotions/free-gifts';
import type { CartRow } from './cart-access';
import { loadCartProducts, loadProductOptions, type CartProduct, type ProductOptions } from './cart-catalog';
import { loadOrderLimits } from './order-limits';
import { lineUnitPrice } from './line-pricing';
import { qtyProblem, type QtyProblem } from './qty-rules';

type Db = Kysely<Database> | Transaction<Database>;
export type CartItemRow = Selectable<CartItemTable>;

export interface SnapshotLine {
  row: CartItemRow;
  product: CartProduct;
  variant: CartProduct | null;
  qty4: number;
  unitPrice: number;
  taxable: boolean;
  /** Stock or quantity problem of the line as it stands now. */
  problem: QtyProblem | null;
  /** A gift line beyond what its rule now allows. */
  giftOverLimit: boolean;
}

/** A cart read and priced in one go: what every Cart field and every cart write's checks are made from. */
export interface CartSnapshot {
  cart: CartRow;
  lang: StoreLanguage;
  lines: SnapshotLine[];
  data: ProductOptions;
  products: Map<number, CartProduct>;
  totals: CartTotals;
  rules: PricingRule[];
  couponApplied: boolean;
  gifts: FreeGiftState;
  fees: ApplicableFee[];
  /** Whether the order amount limits fail; the shopper's texts come from cart-conditions.ts. */
  conditions: OrderConditions;
  limits: OrderLimits;
  now: Date;
}

/**
 * The language of the store view a cart belongs to (a write moves the cart to the request's store view, so
 * for writes it is the request's): its option, rule, fee and gift texts are read in it.
 */
export async function cartLanguage(db: Db, cart: CartRow): Promise<StoreLanguage> {
  const store = await db.selectFrom('store').select('locale').where('store_id', '=', cart.store_id).executeTakeFirst();
  return store ? storeLanguage(store) : 'th';
}

/**
 * Reads and prices a cart: one pass over the rules (applyRules), the fees that apply after discount added
 * to that same result (withFees). Callers in a request go through cart-snapshot-memo.ts, so a request prices
 * a cart once.
 */
export async function loadCartSnapshot(db: Db, cart: CartRow, customerId: number | null, now = new Date()): Promise<CartSnapshot> {
  const lang = await cartLanguage(db, cart);
  const rows = await db.selectFrom('cart_item').selectAll().where('cart_id', '=', cart.cart_id).orderBy('position').orderBy('item_id').execute();
  const data = await loadProductOptions(db, rows.map((r) => r.product_id), lang);
  const selectionIds = rows.flatMap((r) => (r.options.bundle ?? []).map((b) => data.bundleSelections.find((s) => s.selection_id === b.selection_id)?.product_id ?? 0));
  const products = await loadCartProducts(db, [...rows.map((r) => r.product_id), ...rows.flatMap((r) => (r.variant_id ? [r.variant_id] : [])), ...selectionIds], cart.store_id);

  const lines: SnapshotLine[] = rows.flatMap((row) => {
    const product = products.get(row.product_id);
    if (!product) return [];
    const variant = row.variant_id ? (products.get(row.variant_id) ?? null) : null;
    const qty4 = toQty4(row.qty);
    const stockOf = variant ?? product;
    const parts =
      product.type_id === 'bundle'
        ? (row.options.bundle ?? []).flatMap((b) => {
            const selection = data.bundleSelections.find((s) => s.selection_id === b.selection_id);
            const part = selection ? products.get(selection.product_id) : undefined;
            return part ? [{ part, qty4: scaleQty4(qty4, toQty4(b.qty)) }] : [];
          })
        : [{ part: stockOf, qty4 }];
    // The parent itself must still be on sale; its parts must have the stock.
    const problem =
      (product.status !== 1 ? qtyProblem(product, qty4) : null) ??
      parts.map(({ part, qty4: partQty }) => qtyProblem(part, partQty)).find((p) => p !== null) ??
      null;
    return [
      {
        row,
        product,
        variant,
        qty4,
        unitPrice: row.is_free_gift ? 0 : lineUnitPrice(product, variant, row.options, data, products, now),
        taxable: (variant ?? product).tax_class === 'taxable',
        problem: row.is_free_gift && problem?.itemCode === 'ITEM_INCREMENTS' ? null : problem,
        giftOverLimit: false,
      },
    ];
  });

  const pricingLines: PricingLine[] = lines.map((line) => ({
    key: String(line.row.item_id),
    sku: (line.variant ?? line.product).sku,
    categoryIds: [...new Set([...line.product.categoryIds, ...(line.variant?.categoryIds ?? [])])],
    unitPrice: line.unitPrice,
    qty4: line.qty4,
    taxable: line.taxable,
    isFreeGift: line.row.is_free_gift,
  }));
  const subtotal = linesSubtotal(pricingLines);

  const ruleRows = await loadCartRules(db, { couponCode: cart.coupon_code, customerId, now });
  const rules = ruleRows.map((row) => toPricingRule(row, subtotal, lang)).filter((rule): rule is PricingRule => rule !== null);
  const withoutFees = applyRules(pricingLines, rules);
  // A rule that took nothing off (no matching line) does not count as applied, for the coupon too.
  const applied = new Set(withoutFees.discounts.map((d) => d.ruleId));
  const couponRule = cart.coupon_code ? ruleRows.find((r) => r.coupon_code?.toLowerCase() === cart.coupon_code?.toLowerCase()) : undefined;
  const couponApplied = couponRule !== undefined && applied.has(couponRule.rule_id);

  const bought = pricingLines.filter((l) => !l.isFreeGift);
  const fees = await applicableFees(
    db,
    { categoryIds: new Set(bought.flatMap((l) => l.categoryIds)), afterDiscount: withoutFees.afterDiscount, hasLines: bought.length > 0 },
    lang,
  );
  const totals = withFees(withoutFees, chargedFees(fees));

  const giftRules: FreeGiftRuleRow[] = await db
    .selectFrom('free_gift_rule')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('rule_id')
    .execute();
  const gifts = evaluateFreeGifts(
    giftRules,
    lines.map((l) => ({ key: String(l.row.item_id), sku: l.product.sku, qty4: l.qty4, isFreeGift: l.row.is_free_gift, ruleId: l.row.free_gift_rule_id })),
    subtotal,
  );
  const over = new Set(gifts.overLimit.map((o) => o.key));
  for (const line of lines) line.giftOverLimit = over.has(String(line.row.item_id));

  const limits = await loadOrderLimits(db, cart.store_id);
  const locale = formattingLocale(lang);
  const conditions = evaluateOrderConditions(totals.afterDiscount, limits, (satang) => formatCurrency(satang, cart.currency, locale));
  return { cart, lang, lines, data, products, totals, rules, couponApplied, gifts, fees, conditions, limits, now };
}
