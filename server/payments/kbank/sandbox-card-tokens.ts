import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * The KBank sandbox's card vault: the embedded form trades card details for a single-use token that the
 * merchant then charges (card data never reaches the merchant). Kept in the database (table
 * kbank_sandbox_card_token), so a token issued by one node is charged by another; only the last four
 * digits and the brand are kept. Like the real one, tokens are short-lived.
 */
export interface CardToken {
  last4: string;
  brand: string;
}

export const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export class CardTokenVault {
  constructor(private readonly db: Kysely<Database>) {}

  async issue(cardNumber: string, now = new Date()): Promise<string> {
    // Expired tokens go as new ones come (indexed by expires_at): the table holds at most 15 minutes' worth.
    await this.db.deleteFrom('kbank_sandbox_card_token').where('expires_at', '<=', now).execute();
    const token = `tokn_test_${randomBytes(16).toString('hex')}`;
    const digits = cardNumber.replace(/\D/g, '');
    await this.db
      .insertInto('kbank_sandbox_card_token')
      .values({ token, last4: digits.slice(-4), brand: brandOf(digits), expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS) })
      .execute();
    return token;
  }

  /** The card behind a token, once (one delete, so two nodes charging it at once cannot both have it). */
  async redeem(token: string, now = new Date()): Promise<CardToken | undefined> {
    if (!token) return undefined;
    const row = await this.db.deleteFrom('kbank_sandbox_card_token').where('token', '=', token).returning(['last4', 'brand', 'expires_at']).executeTakeFirst();
    return row && row.expires_at > now ? { last4: row.last4, brand: row.brand } : undefined;
  }
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^35/.test(digits)) return 'JCB';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'CARD';
}
