// The shop operator's command line for company credit, order cancels and push messages: a client of the running server's
// /operator/* routes (server/operator/operator-routes.ts). The embedded database belongs to the server
// process, so this talks HTTP instead of opening the data folder.
//
//   npm run credit:operator -- list [pending|approved|rejected]
//   npm run credit:approve -- <applicationId> [limitTHB]
//   npm run credit:operator -- reject <applicationId> [note]
//   npm run credit:operator -- limit <customerEmail> <limitTHB>
//   npm run credit:operator -- add-member <adminEmail> <buyerEmail>
//   npm run credit:operator -- cancel-order <orderNumber>
//   npm run credit:operator -- push <customerEmail> <title> <body> [/path]   (a push notification to their browsers)
//
// Server: http://127.0.0.1:$PORT (default 8080) or TALAT_OPERATOR_URL. Token: TALAT_OPERATOR_TOKEN, else the
// file <TALAT_DATA_DIR or ./data>/operator-token the server wrote.
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

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${(answer as { message?: string }).message ?? JSON.stringify(answer)}`);
  return answer;
}

const amount = (text: string | undefined): number | undefined => (text === undefined ? undefined : Number(text.replace(/,/g, '')));

async function main(args: string[]): Promise<unknown> {
  const [command, first, second, third, fourth] = args;
  switch (command) {
    case 'list':
      return call('GET', `/operator/company-credit/applications${first ? `?status=${encodeURIComponent(first)}` : ''}`);
    case 'approve':
      if (!first) break;
      return call('POST', `/operator/company-credit/applications/${encodeURIComponent(first)}/approve`, { limit: amount(second) });
    case 'reject':
      if (!first) break;
      return call('POST', `/operator/company-credit/applications/${encodeURIComponent(first)}/reject`, { note: second });
    case 'limit':
      if (!first || !second) break;
      return call('POST', `/operator/company-credit/customers/${encodeURIComponent(first)}/limit`, { limit: amount(second) });
    case 'add-member':
      if (!first || !second) break;
      return call('POST', `/operator/company-credit/customers/${encodeURIComponent(first)}/members`, { email: second });
    case 'cancel-order':
      if (!first) break;
      return call('POST', `/operator/orders/${encodeURIComponent(first)}/cancel`);
    case 'push':
      if (!first || !second || !third) break;
      return call('POST', `/operator/push/customers/${encodeURIComponent(first)}`, { title: second, body: third, ...(fourth ? { url: fourth } : {}) });
    default:
      break;
  }
  throw new Error('Usage: list [status] | approve <id> [limitTHB] | reject <id> [note] | limit <email> <limitTHB> | add-member <adminEmail> <buyerEmail> | cancel-order <number> | push <email> <title> <body> [/path]');
}

main(process.argv.slice(2)).then(
  (answer) => console.log(JSON.stringify(answer, null, 2)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
