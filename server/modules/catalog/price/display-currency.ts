/**
 * Converting exact satang into the display currency. Rates are numeric(18, 8) in the database; they are
 * kept as integers scaled by 10^8 and every step is BigInt arithmetic, so 1,234.50 THB never becomes
 * 1234.4999999. Results are rounded half away from zero to the currency's minor unit (0 digits for JPY).
 */
export interface DisplayCurrency {
  code: string;
  /** The rate from the base currency, times 10^8. */
  scaledRate: bigint;
  /** Digits after the decimal point in the currency's minor unit. */
  fractionDigits: number;
}

const RATE_SCALE = 100_000_000n;
const SATANG_PER_BAHT = 100n;

export function parseScaledRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{0,8})\d*)?$/.exec(rate.trim());
  if (!match) throw new Error(`Not a currency rate: ${rate}`);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(8, '0');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction);
}

/** ISO 4217 minor unit digits as ICU knows them (THB 2, USD 2, JPY 0, KRW 0). */
export function minorUnitDigits(code: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function displayCurrency(code: string, rate: string): DisplayCurrency {
  return { code, scaledRate: parseScaledRate(rate), fractionDigits: minorUnitDigits(code) };
}

/** The identity conversion for the base currency. */
export function baseCurrency(code: string): DisplayCurrency {
  return { code, scaledRate: RATE_SCALE, fractionDigits: minorUnitDigits(code) };
}

function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** Satang (base currency minor units, base THB) into the display currency's minor units. */
export function toMinorUnits(satang: number, currency: DisplayCurrency): bigint {
  const scale = 10n ** BigInt(currency.fractionDigits);
  return divideRounded(BigInt(satang) * currency.scaledRate * scale, SATANG_PER_BAHT * RATE_SCALE);
}

/** The Money.value a client receives: a decimal number with at most fractionDigits digits. */
export function minorUnitsToValue(minor: bigint, currency: DisplayCurrency): number {
  if (currency.fractionDigits === 0) return Number(minor);
  const scale = 10n ** BigInt(currency.fractionDigits);
  const negative = minor < 0n;
  const magnitude = negative ? -minor : minor;
  const text = `${magnitude / scale}.${(magnitude % scale).toString().padStart(currency.fractionDigits, '0')}`;
  return Number(negative ? `-${text}` : text);
}

export function toDisplayValue(satang: number, currency: DisplayCurrency): number {
  return minorUnitsToValue(toMinorUnits(satang, currency), currency);
}

/**
 * A display-currency amount typed by a shopper (price filter bounds) back into satang: the smallest satang
 * amount shown as at least `value` (for `from`) or the largest shown as at most `value` (for `to`).
 */
export function displayBoundToSatang(value: number, currency: DisplayCurrency, bound: 'from' | 'to'): number {
  const satang = (value * Number(SATANG_PER_BAHT) * Number(RATE_SCALE)) / Number(currency.scaledRate);
  return bound === 'from' ? Math.ceil(satang - 1e-6) : Math.floor(satang + 1e-6);
}
