/**
 * What a card form checks before a card may be sent (the hosted pages' server side; the browser copy is
 * in sandbox/assets/card-rules.js, so a payer hears about a typo at once). Luhn for the number,
 * a month that has not ended for the expiry, 3–4 digits for the CVV.
 */
export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isLuhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY), not before the current month. */
export function isExpiryValid(expiry: string, now = new Date()): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function isCvvValid(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv.trim());
}

export type CardError = 'errCardNumber' | 'errCardExpiry' | 'errCardCvv' | 'errCardName';

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

export function cardErrors(card: CardInput, now = new Date()): CardError[] {
  const errors: CardError[] = [];
  if (!isLuhnValid(card.number)) errors.push('errCardNumber');
  if (!isExpiryValid(card.expiry, now)) errors.push('errCardExpiry');
  if (!isCvvValid(card.cvv)) errors.push('errCardCvv');
  if (card.name.trim() === '') errors.push('errCardName');
  return errors;
}
