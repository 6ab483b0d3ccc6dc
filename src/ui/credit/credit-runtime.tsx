// The company-credit actor for the footer panel, the credit pages and the checkout's credit note. Its chart follows
// the session actor through its invoked followSession (account/follow-session), so credit is asked for only while
// signed in (account spec section 6), and it loads again when a credit page opens or an order was placed (the
// balance may have moved: a route change, told by the router, not by another actor). A guest's page neither loads
// nor starts it: it starts at the first sign-in (use-actor-once-signed-in), and views read null until then.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SUCCESS_PATH } from '../../domain/payment-routes';
import { useActorOnceSignedIn, type ActorStartDeps } from '../account/use-actor-once-signed-in';
import { LoadedWhen, lazyNamed } from '../common/lazy-view';
import type { CompanyCreditActor } from './company-credit-actor';

export type { CompanyCreditActor } from './company-credit-actor';

const Context = createContext<CompanyCreditActor | null>(null);

// The footer panel shows only with credit information: its code loads then.
const CreditPanel = lazyNamed(() => import('./credit-panel'), 'CreditPanel');

async function startCredit(deps: ActorStartDeps): Promise<CompanyCreditActor> {
  const { startCompanyCredit } = await import('./company-credit-actor');
  return startCompanyCredit(deps);
}

/** Paths after which the credit may have changed: the credit pages themselves and the order success page. */
export function movesCredit(pathname: string): boolean {
  return pathname.startsWith('/customer/credit') || pathname.startsWith(SUCCESS_PATH);
}

export function CreditShell({ children }: { children: ReactNode }) {
  const credit = useActorOnceSignedIn({ start: startCredit, what: 'Company credit' });
  const { pathname } = useLocation();
  useEffect(() => {
    if (movesCredit(pathname)) credit?.send({ type: 'credit.refresh' });
  }, [credit, pathname]);
  return <Context.Provider value={credit}>{children}</Context.Provider>;
}

export function useCompanyCredit(): CompanyCreditActor | null {
  return useContext(Context);
}

/**
 * The credit information while signed in with credit, else null. While it reloads the last answer stays on screen
 * (no flicker of the footer panel); signing out clears it in the chart.
 */
export function useCreditInfo() {
  const credit = useCompanyCredit();
  return useSelector(credit ?? undefined, (snapshot) => (!snapshot || snapshot.matches('signedOut') ? null : (snapshot.context.overview?.info ?? null))) ?? null;
}

/** The footer's credit panel, loaded once there is credit information to show. */
export function CreditFooterPanel() {
  const info = useCreditInfo();
  return (
    <LoadedWhen when={info !== null}>
      <CreditPanel />
    </LoadedWhen>
  );
}
