import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the generated operator token is kept when TALAT_OPERATOR_TOKEN is not set. */
export function operatorTokenFile(dataDir: string): string {
  return join(dataDir, 'operator-token');
}

/**
 * The shop operator's token: TALAT_OPERATOR_TOKEN when configured, else one generated once and kept in
 * <dataDir>/operator-token (readable by the owner only), which `npm run credit:operator` reads. Whoever can
 * read the data folder runs the shop anyway.
 */
export function resolveOperatorToken(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = operatorTokenFile(dataDir);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const token = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Constant-time comparison of a presented bearer token with the operator's. */
export function isOperatorToken(presented: string | undefined, token: string): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(token));
}
