import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of an API key or secret sent in a header with the one we hold. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
