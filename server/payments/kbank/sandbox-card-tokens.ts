import { randomBytes } from 'node:crypto';

/**
 * The KBank sandbox's card vault: the embedded form trades card details for a single-use token that the
 * merchant then charges (card data never reaches the merchant). Like the real one, tokens are short-lived,
 * so a process-local map is enough; only the last four digits are kept.
 */
export interface CardToken {
  last4: string;
  brand: string;
  createdAt: number;
}

export const TOKEN_LIFETIME_MS = 15 * 60 * 1000;
const MAX_TOKENS = 10_000;

export class CardTokenVault {
  private readonly tokens = new Map<string, CardToken>();

  issue(cardNumber: string, now = Date.now()): string {
    this.sweep(now);
    const token = `tokn_test_${randomBytes(16).toString('hex')}`;
    const digits = cardNumber.replace(/\D/g, '');
    this.tokens.set(token, { last4: digits.slice(-4), brand: brandOf(digits), createdAt: now });
    return token;
  }

  /** The card behind a token, once: a used or expired token answers undefined. */
  redeem(token: string, now = Date.now()): CardToken | undefined {
    const card = this.tokens.get(token);
    this.tokens.delete(token);
    return card && now - card.createdAt <= TOKEN_LIFETIME_MS ? card : undefined;
  }

  private sweep(now: number): void {
    for (const [token, card] of this.tokens) {
      if (now - card.createdAt > TOKEN_LIFETIME_MS || this.tokens.size > MAX_TOKENS) this.tokens.delete(token);
    }
  }
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^35/.test(digits)) return 'JCB';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'CARD';
}
