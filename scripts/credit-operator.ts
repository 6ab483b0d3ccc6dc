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
// Server and token as scripts/operator-client.ts says.
import { operatorCall as call, runOperatorCommand } from './operator-client';

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

runOperatorCommand(main);
