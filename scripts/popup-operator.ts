// The shop operator's command line for marketing popups: a client of the running server's /operator/popups
// routes (server/operator/popup-routes.ts; fields in server/modules/popups/popup-input.ts).
//
//   npm run popups:operator -- list
//   npm run popups:operator -- create '<popup JSON>'      e.g. '{"title":"Rice week","store_ids":[0],
//        "layout_handle":"cms_index_index","unique_id":"rice-week","cookie_expires":86400,
//        "popup_title":"Rice week","popup_content":"<p>10% off jasmine rice</p>"}'
//   npm run popups:operator -- update <id> '<fields JSON>'
//   npm run popups:operator -- disable <id>
//   npm run popups:operator -- enable <id>
import { operatorCall, runOperatorCommand } from './operator-client';

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('The popup must be JSON, e.g. \'{"title":"…"}\'.');
  }
}

async function main(args: string[]): Promise<unknown> {
  const [command, first, second] = args;
  switch (command) {
    case 'list':
      return operatorCall('GET', '/operator/popups');
    case 'create':
      if (!first) break;
      return operatorCall('POST', '/operator/popups', json(first));
    case 'update':
      if (!first || !second) break;
      return operatorCall('PATCH', `/operator/popups/${encodeURIComponent(first)}`, json(second));
    case 'disable':
    case 'enable':
      if (!first) break;
      return operatorCall('POST', `/operator/popups/${encodeURIComponent(first)}/${command}`);
    default:
      break;
  }
  throw new Error("Usage: list | create '<json>' | update <id> '<json>' | disable <id> | enable <id>");
}

runOperatorCommand(main);
