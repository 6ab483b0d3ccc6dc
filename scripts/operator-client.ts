// The HTTP client the operator command lines share (credit-operator.ts, popup-operator.ts): the running server's
// /operator/* routes with the operator token. Server: http://127.0.0.1:$PORT (default 8080) or
// TALAT_OPERATOR_URL. Token: TALAT_OPERATOR_TOKEN, else the file <TALAT_DATA_DIR or ./data>/operator-token.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { operatorTokenFile } from '../server/operator/operator-token';

const base = process.env.TALAT_OPERATOR_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

function token(): string {
  if (process.env.TALAT_OPERATOR_TOKEN) return process.env.TALAT_OPERATOR_TOKEN;
  const file = operatorTokenFile(resolve(process.env.TALAT_DATA_DIR ?? 'data'));
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`No operator token: set TALAT_OPERATOR_TOKEN or start the server once (it writes ${file}).`);
  }
}

export async function operatorCall(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
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
