import { describe, expect, it } from 'vitest';
import { computeCartTotals, type PricingLine, type PricingRule } from './cart-totals';
import { allocate, divRound, rowAmount, splitVat, toQty4 } from './satang';
import { dynamicBundlePrice, finalUnitPrice, withAdds } from './unit-price';
import { evaluateOrderConditions, formatCurrency } from './order-conditions';

const line = (key: string, unitPrice: number, qty: string, taxable: boolean, extra: Partial<PricingLine> = {}): PricingLine => ({
  key,
  sku: key,
  categoryIds: [],
  unitPrice,
  qty4: toQty4(qty),
  taxable,
  isFreeGift: false,
  ...extra,
});

describe('satang arithmetic', () => {
  it('rounds half away from zero', () => {
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(-5, 2)).toBe(-3);
    expect(divRound(4, 3)).toBe(1);
  });
  it('parses quantities exactly', () => {
    expect(toQty4('2.5000')).toBe(25_000);
    expect(toQty4(0.755)).toBe(7_550);
    expect(toQty4('3')).toBe(30_000);
  });
  it('splits VAT out of inclusive prices: net = round(incl × 100 / 107)', () => {
    expect(splitVat(10_700)).toEqual({ net: 10_000, vat: 700 });
    expect(splitVat(3_999)).toEqual({ net: 3_737, vat: 262 });
    expect(splitVat(1)).toEqual({ net: 1, vat: 0 });
  });
  it('rounds a row once: 120.00/kg × 0.755 kg = 90.60', () => {
    expect(rowAmount(12_000, toQty4('0.755'))).toBe(9_060);
  });
  it('allocates with largest remainders so shares sum exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1_000, [3_000, 0, 1_000])).toEqual([750, 0, 250]);
    expect(allocate(0, [5])).toEqual([0]);
  });
});

describe('unit prices', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('uses the special price only inside its window', () => {
    const row = { price: 10_000, special_price: 8_000, special_from: '2025-06-01T00:00:00Z', special_to: '2025-06-30T00:00:00Z', is_free: false };
    expect(finalUnitPrice(row, now)).toBe(8_000);
    expect(finalUnitPrice({ ...row, special_to: '2025-06-10T00:00:00Z' }, now)).toBe(10_000);
    expect(finalUnitPrice({ ...row, special_price: 12_000 }, now)).toBe(10_000);
    expect(finalUnitPrice({ ...row, is_free: true }, now)).toBe(0);
  });
  it('adds FIXED and PERCENT customizable options to the final price', () => {
    // 250.00 + 20.00 fixed + 10 % of 250.00 = 295.00
    expect(withAdds(25_000, [{ price: 2_000, price_type: 'FIXED' }, { price: 10, price_type: 'PERCENT' }])).toBe(29_500);
  });
  it('sums a dynamic bundle from its selections', () => {
    expect(dynamicBundlePrice([{ unitPrice: 4_500, qty: 2 }, { unitPrice: 12_000, qty: '0.5' }])).toBe(15_000);
  });
});

describe('cart totals', () => {
  const lines: PricingLine[] = [
    line('A', 10_700, '2', true), // 214.00 incl, 200.00 net
    line('B', 4_550, '3', false), // 136.50 exempt
    line('C', 3_999, '1', true), // 39.99 incl, 37.37 net
    line('D', 12_000, '0.755', false), // 90.60 exempt (weighed)
    line('GIFT', 5_000, '1', true, { isFreeGift: true }),
  ];
  const rules: PricingRule[] = [
    { id: 1, label: '10% off', kind: 'by_percent', amount: 1_000, skus: [], categoryId: null, stopFurther: false },
    { id: 2, label: 'A 50 off', kind: 'cart_fixed', amount: 5_000, skus: ['A'], categoryId: null, stopFurther: false },
  ];
  const fees = [
    { feeId: 1, optionId: 1, label: 'Chilled box', price: 3_000, taxable: true },
    { feeId: 2, optionId: 2, label: 'Exempt fee', price: 1_000, taxable: false },
  ];
  const totals = computeCartTotals(lines, rules, fees);

  it('computes subtotals with and without VAT per line', () => {
    expect(totals.subtotalInclTax).toBe(48_109);
    expect(totals.subtotalExclTax).toBe(46_447);
  });
  it('allocates discounts to lines with labels', () => {
    expect(totals.discounts).toEqual([
      { ruleId: 1, label: '10% off', amount: 4_811 },
      { ruleId: 2, label: 'A 50 off', amount: 5_000 },
    ]);
    expect(totals.lines[0]?.discounts.map((d) => d.amount)).toEqual([2_140, 5_000]);
    expect(totals.lines[2]?.discountTotal).toBe(400);
    expect(totals.lines[4]).toMatchObject({ rowTotal: 0, discountTotal: 0, vat: 0 });
  });
  it('reconciles after discount, VAT, non-VAT, fees and grand total to the satang', () => {
    expect(totals.discountTotal).toBe(9_811);
    expect(totals.afterDiscount).toBe(38_298);
    expect(totals.nonVatAmount).toBe(20_439);
    expect(totals.fees.map((f) => [f.net, f.vat])).toEqual([[2_804, 196], [1_000, 0]]);
    expect(totals.vatTotal).toBe(1_364);
    expect(totals.subtotalWithDiscountExclTax).toBe(37_130);
    expect(totals.grandTotal).toBe(42_298);
    expect(totals.grandTotalExclTax).toBe(40_934);
    const lineVat = totals.lines.reduce((sum, l) => sum + l.vat, 0);
    expect(totals.afterDiscount).toBe(totals.subtotalWithDiscountExclTax + lineVat);
  });
  it('never discounts below zero and honours stop-further-processing', () => {
    const capped = computeCartTotals(
      [line('A', 1_000, '1', true)],
      [
        { id: 1, label: 'big', kind: 'by_fixed', amount: 5_000, skus: [], categoryId: null, stopFurther: true },
        { id: 2, label: 'never', kind: 'by_percent', amount: 5_000, skus: [], categoryId: null, stopFurther: false },
      ],
      [],
    );
    expect(capped.discounts).toEqual([{ ruleId: 1, label: 'big', amount: 1_000 }]);
    expect(capped.grandTotal).toBe(0);
  });
  it('limits a rule to its category', () => {
    const byCategory = computeCartTotals(
      [line('A', 10_000, '1', true, { categoryIds: [7] }), line('B', 10_000, '1', true, { categoryIds: [8] })],
      [{ id: 1, label: 'cat 7', kind: 'by_percent', amount: 2_500, skus: [], categoryId: 7, stopFurther: false }],
      [],
    );
    expect(byCategory.lines.map((l) => l.discountTotal)).toEqual([2_500, 0]);
  });
});

describe('order conditions', () => {
  const format = (satang: number) => formatCurrency(satang, 'THB', 'en-US');
  const limits = { minAmount: 50_000, maxAmount: 5_000_000, minMessage: null, maxMessage: null };
  it('fails the minimum below it and the maximum above it', () => {
    expect(evaluateOrderConditions(49_999, limits, format)).toEqual({
      min_amount: { has_error: true, message: 'Minimum order amount is ฿500.00' },
      max_amount: { has_error: false, message: null },
    });
    expect(evaluateOrderConditions(5_000_001, limits, format).max_amount).toEqual({
      has_error: true,
      message: 'Maximum order amount is ฿50,000.00',
    });
    expect(evaluateOrderConditions(50_000, limits, format).min_amount.has_error).toBe(false);
  });
});
