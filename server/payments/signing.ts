import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of a signed message: flat strings, as they travel in a form post or a JSON callback. */
export type SignedFields = Readonly<Record<string, string>>;

/** Name of the field that carries the signature; never part of what is signed. */
export const SIGNATURE_FIELD = 'signature';

/**
 * The signed text: every field but the signature, sorted by name, `name=value` joined by `&`. Sorting makes
 * the signature independent of field order (form posts and JSON bodies do not keep it); values are taken as
 * sent, so one changed character anywhere changes the signature.
 */
export function canonicalText(fields: SignedFields): string {
  return Object.keys(fields)
    .filter((name) => name !== SIGNATURE_FIELD)
    .sort()
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join('&');
}

/** HMAC-SHA256 of the canonical text, lower-case hex (what 2C2P, KBank and SCB all use in some form). */
export function sign(fields: SignedFields, secret: string): string {
  return createHmac('sha256', secret).update(canonicalText(fields), 'utf8').digest('hex');
}

/** The fields with their signature added. */
export function withSignature<T extends SignedFields>(fields: T, secret: string): T & { signature: string } {
  return { ...fields, [SIGNATURE_FIELD]: sign(fields, secret) };
}

/**
 * True only when the fields carry the signature of exactly these values. The comparison takes the same
 * time wherever the first wrong character is (timingSafeEqual), so a forger learns nothing by timing.
 */
export function hasValidSignature(fields: SignedFields, secret: string): boolean {
  const given = fields[SIGNATURE_FIELD];
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(sign(fields, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/**
 * Form posts and query strings arrive as `Record<string, unknown>` (a repeated name becomes an array):
 * only single string values are kept, so nothing else can sneak into what is verified.
 */
export function stringFields(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof input !== 'object' || input === null) return out;
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}
