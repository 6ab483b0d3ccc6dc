// The router over the page view's address (app-history.ts), and the address for what follows it outside rendering
// (useAppHistory). Declarative React Router: the app's routes are plain elements and its pages load with
// React.lazy (route-page.tsx), so the data router's loaders, actions and fetchers (~17 KB gzip) are not shipped.
import { createContext, useContext, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { AppHistory } from './app-history';

const AppHistoryContext = createContext<AppHistory | null>(null);

/** The page view's address (one per page view; a fixed one in a server render). */
export function useAppHistory(): AppHistory {
  const address = useContext(AppHistoryContext);
  if (!address) throw new Error('useAppHistory outside <AppRouter>');
  return address;
}

export interface AppRouterProps {
  address: AppHistory;
  /** Renders the router itself: the server's static router for an address that never moves. */
  renderRouter?: (children: ReactNode) => ReactNode;
  children: ReactNode;
}

export function AppRouter({ address, renderRouter, children }: AppRouterProps) {
  let routed: ReactNode;
  if (renderRouter) routed = renderRouter(children);
  else if (address.history) routed = <HistoryRouter history={address.history} basename={address.basename}>{children}</HistoryRouter>;
  else throw new Error('AppRouter: an address that never moves needs renderRouter (a static router)');
  return <AppHistoryContext.Provider value={address}>{routed}</AppHistoryContext.Provider>;
}
