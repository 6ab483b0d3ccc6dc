// The HTTP client the operator command lines share (credit-operator.ts, popup-operator.ts): the running server's
// /operator/* routes with the operator token. Server: http://127.0.0.1:$PORT (default 8080) or
// TALAT_OPERATOR_URL. Token: TALAT_OPERATOR_TOKEN; else, with DATABASE_URL, the one the nodes generated into
// PostgreSQL (table server_secret); else the copy a server on the embedded database leaves in
// <TALAT_DATA_DIR or ./data>/operator-token (docs/decisions/shared-state-in-postgres.md).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { OPERATOR_TOKEN_SECRET, operatorTokenFile } from '../server/operator/operator-token';

const base = process.env.TALAT_OPERATOR_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

async function tokenInDatabase(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ secret: string }>('select secret from server_secret where name = $1', [OPERATOR_TOKEN_SECRET]);
    if (!rows[0]) throw new Error('No operator token in the database yet: set TALAT_OPERATOR_TOKEN or start a server on it once.');
    return rows[0].secret;
  } finally {
    await client.end();
  }
}

async function token(): Promise<string> {
  if (process.env.TALAT_OPERATOR_TOKEN) return process.env.TALAT_OPERATOR_TOKEN;
  if (process.env.DATABASE_URL) return tokenInDatabase(process.env.DATABASE_URL);
  const file = operatorTokenFile(resolve(process.env.TALAT_DATA_DIR ?? 'data'));
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`No operator token: set TALAT_OPERATOR_TOKEN or DATABASE_URL, or start the server once (on the embedded database it writes ${file}).`);
  }
}

export async function operatorCall(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${await token()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) {
    const { message, field } = answer as { message?: string; field?: string };
    throw new Error(`${response.status}: ${message ?? JSON.stringify(answer)}${field ? ` (field: ${field})` : ''}`);
  }
  return answer;
}

/** Runs a command line's main and prints its answer as JSON (errors to stderr, exit code 1). */
export function runOperatorCommand(main: (args: string[]) => Promise<unknown>): void {
  main(process.argv.slice(2)).then(
    (answer) => console.log(JSON.stringify(answer, null, 2)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
