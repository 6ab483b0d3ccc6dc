// Client-side checks of the checkout address form, the same rules the server applies (it refuses with its own
// message when one slips through): Thai mobile/landline numbers, postcodes, tax identification numbers. E-mail and
// digit filtering are the shop's shared rules (src/lib/validation.ts, src/lib/number-input.ts).
import { digitsOnly as asciiDigitsOnly } from '../../lib/number-input';
import { isEmail as emailRule } from '../../lib/validation';

export const TELEPHONE_PATTERN = /^0\d{9}$/;
export const POSTCODE_PATTERN = /^\d{5}$/;
export const BRANCH_PATTERN = /^\d{5}$/;

export function isEmail(value: string): boolean {
  return emailRule(value) === undefined;
}

/** A Thai 13-digit tax ID: the last digit is (11 − Σ dᵢ·(13 − i) mod 11) mod 10 over the first twelve. */
export function isThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (13 - index), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}

/** Keeps digits only, Thai digits as ASCII (number-only inputs strip other characters as typed), at most `max`. */
export function digitsOnly(value: string, max: number): string {
  return asciiDigitsOnly(value).slice(0, max);
}
