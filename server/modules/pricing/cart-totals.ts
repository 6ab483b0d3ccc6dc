import { allocate, divRound, rowAmount, splitVat } from './satang';

/** One cart line as pricing sees it: already resolved to a VAT-inclusive unit price in satang. */
export interface PricingLine {
  key: string;
  sku: string;
  categoryIds: readonly number[];
  unitPrice: number;
  qty4: number;
  taxable: boolean;
  isFreeGift: boolean;
}

export type DiscountKind = 'by_percent' | 'by_fixed' | 'cart_fixed';

/** A cart rule that already passed its cart-level checks (dates, coupon, minimum subtotal, usage). */
export interface PricingRule {
  id: number;
  label: string;
  kind: DiscountKind;
  /** Hundredths of a percent for by_percent (10.5 % → 1050); satang otherwise. */
  amount: number;
  /** Empty: every line. */
  skus: readonly string[];
  categoryId: number | null;
  stopFurther: boolean;
}

export interface PricingFee {
  feeId: number;
  optionId: number;
  label: string;
  /** Satang, VAT included when taxable. */
  price: number;
  taxable: boolean;
}

export interface LineDiscount {
  ruleId: number;
  label: string;
  amount: number;
}

export interface LineTotals {
  key: string;
  unitPrice: number;
  unitPriceExclTax: number;
  rowTotal: number;
  rowTotalExclTax: number;
  discounts: LineDiscount[];
  discountTotal: number;
  rowAfterDiscount: number;
  /** VAT of the line after its discount (0 for exempt lines). */
  vat: number;
}

export interface FeeTotals extends PricingFee {
  net: number;
  vat: number;
}

export interface CartTotals {
  lines: LineTotals[];
  subtotalInclTax: number;
  subtotalExclTax: number;
  /** One entry per rule that took something off, in rule order. */
  discounts: { ruleId: number; label: string; amount: number }[];
  discountTotal: number;
  afterDiscount: number;
  /** The part of afterDiscount that carries no VAT (exempt lines). */
  nonVatAmount: number;
  subtotalWithDiscountExclTax: number;
  fees: FeeTotals[];
  feeTotal: number;
  vatTotal: number;
  grandTotal: number;
  grandTotalExclTax: number;
}

function lineMatches(rule: PricingRule, line: PricingLine): boolean {
  if (line.isFreeGift) return false;
  if (rule.skus.length === 0 && rule.categoryId === null) return true;
  if (rule.skus.includes(line.sku)) return true;
  return rule.categoryId !== null && line.categoryIds.includes(rule.categoryId);
}

/**
 * What one rule takes off each matching line, never more than what is left of the line after earlier
 * rules. Percent and per-unit discounts round per line; a cart-wide amount is shared by line totals so
 * the shares add up to the amount exactly.
 */
function ruleShares(rule: PricingRule, lines: readonly PricingLine[], rows: readonly number[], left: readonly number[]): number[] {
  const matching = lines.map((line) => lineMatches(rule, line));
  if (rule.kind === 'cart_fixed') {
    const weights = left.map((value, i) => (matching[i] ? value : 0));
    const room = weights.reduce((a, b) => a + b, 0);
    return allocate(Math.min(rule.amount, room), weights);
  }
  return lines.map((line, i) => {
    if (!matching[i]) return 0;
    const wanted =
      rule.kind === 'by_percent' ? divRound((rows[i] ?? 0) * rule.amount, 10_000) : rowAmount(rule.amount, line.qty4);
    return Math.min(wanted, left[i] ?? 0);
  });
}

/** What the lines cost before any rule: the sum of their row totals (free gifts count 0). */
export function linesSubtotal(lines: readonly PricingLine[]): number {
  return lines.reduce((sum, line) => sum + (line.isFreeGift ? 0 : rowAmount(line.unitPrice, line.qty4)), 0);
}

/** A cart priced with its rules, before fees: which fees apply depends on the amount after discount. */
export interface DiscountedCart {
  lines: readonly PricingLine[];
  lineTotals: LineTotals[];
  discounts: CartTotals['discounts'];
  afterDiscount: number;
}

/** Prices a cart. Pure: same lines, rules and fees give the same satang, every time. */
export function computeCartTotals(
  lines: readonly PricingLine[],
  rules: readonly PricingRule[],
  fees: readonly PricingFee[],
): CartTotals {
  return withFees(applyRules(lines, rules), fees);
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

/** The lines after the cart rules, in rule order; a rule with stopFurther ends the list. */
export function applyRules(lines: readonly PricingLine[], rules: readonly PricingRule[]): DiscountedCart {
  const rows = lines.map((line) => (line.isFreeGift ? 0 : rowAmount(line.unitPrice, line.qty4)));
  const left = [...rows];
  const lineDiscounts: LineDiscount[][] = lines.map(() => []);
  const discounts: CartTotals['discounts'] = [];

  for (const rule of rules) {
    const shares = ruleShares(rule, lines, rows, left);
    const taken = shares.reduce((a, b) => a + b, 0);
    if (taken <= 0) continue;
    shares.forEach((share, i) => {
      if (share <= 0) return;
      left[i] = (left[i] ?? 0) - share;
      lineDiscounts[i]?.push({ ruleId: rule.id, label: rule.label, amount: share });
    });
    discounts.push({ ruleId: rule.id, label: rule.label, amount: taken });
    if (rule.stopFurther) break;
  }

  const lineTotals: LineTotals[] = lines.map((line, i) => {
    const rowTotal = rows[i] ?? 0;
    const after = left[i] ?? 0;
    const unitPrice = line.isFreeGift ? 0 : line.unitPrice;
    return {
      key: line.key,
      unitPrice,
      unitPriceExclTax: line.taxable ? splitVat(unitPrice).net : unitPrice,
      rowTotal,
      rowTotalExclTax: line.taxable ? splitVat(rowTotal).net : rowTotal,
      discounts: lineDiscounts[i] ?? [],
      discountTotal: rowTotal - after,
      rowAfterDiscount: after,
      vat: line.taxable ? splitVat(after).vat : 0,
    };
  });

  const afterDiscount = sum(lineTotals.map((l) => l.rowAfterDiscount));
  return { lines, lineTotals, discounts, afterDiscount };
}

/** The whole cart's totals: the discounted lines plus the fees that apply. */
export function withFees(discounted: DiscountedCart, fees: readonly PricingFee[]): CartTotals {
  const { lines, lineTotals, discounts } = discounted;
  const feeTotals: FeeTotals[] = fees.map((fee) => {
    const { net, vat } = fee.taxable ? splitVat(fee.price) : { net: fee.price, vat: 0 };
    return { ...fee, net, vat };
  });

  const subtotalInclTax = sum(lineTotals.map((l) => l.rowTotal));
  const discountTotal = sum(discounts.map((d) => d.amount));
  const afterDiscount = subtotalInclTax - discountTotal;
  const lineVat = sum(lineTotals.map((l) => l.vat));
  const feeTotal = sum(feeTotals.map((f) => f.price));
  const vatTotal = lineVat + sum(feeTotals.map((f) => f.vat));
  const grandTotal = afterDiscount + feeTotal;
  return {
    lines: lineTotals,
    subtotalInclTax,
    subtotalExclTax: sum(lineTotals.map((l) => l.rowTotalExclTax)),
    discounts,
    discountTotal,
    afterDiscount,
    nonVatAmount: sum(lineTotals.filter((_, i) => !lines[i]?.taxable).map((l) => l.rowAfterDiscount)),
    subtotalWithDiscountExclTax: afterDiscount - lineVat,
    fees: feeTotals,
    feeTotal,
    vatTotal,
    grandTotal,
    grandTotalExclTax: grandTotal - vatTotal,
  };
}
