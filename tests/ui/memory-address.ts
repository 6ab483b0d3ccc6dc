// A page view's address for view tests: the app's own (shell/routing/app-history.ts) over React Router's memory
// history, so a test navigates and reads the address as the browser's page view would.
import { UNSAFE_createMemoryHistory } from 'react-router';
import { movingAddress, type AppHistory } from '../../src/ui/shell/routing/app-history';

export function memoryAddress(path: string, basename?: string): AppHistory {
  return movingAddress(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }), basename);
}
