import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A guest cart's only key: 32 random alphanumerics (Magento's masked quote id), ~190 bits. */
export function newMaskedId(): string {
  let id = '';
  for (let i = 0; i < 32; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** createGuestCart(cart_uid) lets the client choose the id; Magento wants exactly 32 alphanumerics. */
export function isValidMaskedId(id: string): boolean {
  return /^[A-Za-z0-9]{32}$/.test(id);
}
