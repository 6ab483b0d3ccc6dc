import { timingSafeEqual, createHash } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { generatedSecret } from '../security/server-secrets';

/** The operator token's name in server_secret (scripts/operator-client.ts reads it there on PostgreSQL). */
export const OPERATOR_TOKEN_SECRET = 'operator-token';

/**
 * Where a server on the embedded database leaves a copy of the generated token for the operator scripts:
 * only one process may open that database, so they cannot read it there. The server never reads the copy.
 */
export function operatorTokenFile(dataDir: string): string {
  return join(dataDir, 'operator-token');
}

export interface OperatorTokenOptions {
  /** TALAT_OPERATOR_TOKEN: used as it is, nothing generated or written. */
  configured?: string | undefined;
  /** The embedded database's data folder, to write the scripts' copy into; null on PostgreSQL. */
  copyInto?: string | null;
}

/**
 * The shop operator's token: TALAT_OPERATOR_TOKEN when configured, else one generated once and kept in the
 * database, so every node accepts the same one (docs/decisions/shared-state-in-postgres.md).
 */
export async function resolveOperatorToken(db: Kysely<Database>, options: OperatorTokenOptions = {}): Promise<string> {
  if (options.configured) return options.configured;
  const token = await generatedSecret(db, OPERATOR_TOKEN_SECRET);
  if (options.copyInto) {
    const file = operatorTokenFile(options.copyInto);
    mkdirSync(options.copyInto, { recursive: true });
    writeFileSync(file, `${token}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return token;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Constant-time comparison of a presented bearer token with the operator's. */
export function isOperatorToken(presented: string | undefined, token: string): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(token));
}
