/**
 * Integer arithmetic for money. Amounts are satang (1/100 baht) in JS numbers: every product of an amount
 * and a scaled quantity stays far below 2^53, so no BigInt is needed here. Rounding is half away from zero.
 */

/** VAT in Thailand: 7 %, as a ratio kept in integers (107 / 100) so no float ever touches money. */
export const VAT_PERCENT = 7;
export const VAT_LABEL = 'VAT 7%';

/** Quantities are numeric(12, 4): kept as integer ten-thousandths (2.5 kg → 25000). */
export const QTY_SCALE = 10_000;

/** numerator / denominator rounded half away from zero; denominator > 0. */
export function divRound(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divRound(${numerator}, ${denominator}) needs safe integers and a positive denominator`);
  }
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded : rounded;
}

/** Exact parse of a decimal quantity ("2.5000", 3, "0.25") into ten-thousandths. */
export function toQty4(qty: string | number): number {
  const text = typeof qty === 'number' ? qty.toFixed(4) : qty.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Not a quantity: ${String(qty)}`);
  const fraction = (match[2] ?? '').padEnd(4, '0');
  // Digits past the fourth are rounded like numeric(12, 4) rounds them.
  const kept = Number(fraction.slice(0, 4));
  const roundUp = fraction.length > 4 && Number(fraction[4]) >= 5 ? 1 : 0;
  return Number(match[1]) * QTY_SCALE + kept + roundUp;
}

/** Ten-thousandths back to the Float a client receives (2.5, 3). */
export function qty4ToNumber(qty4: number): number {
  return qty4 / QTY_SCALE;
}

/** A quantity per unit (a bundle part's, a grouped member's) times a number of units, both scaled: 2 × 1.5 → 3. */
export function scaleQty4(qty4: number, per4: number): number {
  return Math.round((qty4 * per4) / QTY_SCALE);
}

/** unit × quantity, rounded once per row (Magento rounds row totals, not units × qty of rounded units). */
export function rowAmount(unitSatang: number, qty4: number): number {
  return divRound(unitSatang * qty4, QTY_SCALE);
}

/** A VAT-inclusive amount split into its net part and its VAT: net = round(incl × 100 / 107), vat = incl − net. */
export function splitVat(inclusive: number): { net: number; vat: number } {
  const net = divRound(inclusive * 100, 100 + VAT_PERCENT);
  return { net, vat: inclusive - net };
}

/** Satang to the Float of GraphQL Money.value (12345 → 123.45). */
export function satangToValue(satang: number): number {
  return Math.round(satang) / 100;
}

/**
 * Shares `total` among `weights` in proportion, each share an integer, the shares summing to exactly `total`
 * (largest remainder method; ties go to the earlier weight, so the result is stable).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  // total × weight can pass 2^53 for big carts: BigInt keeps the shares exact.
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => Number((bigTotal * BigInt(w)) / bigSum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, index) => ({ index, remainder: (bigTotal * BigInt(w)) % bigSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
