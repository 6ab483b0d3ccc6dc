// The company-credit actor for the footer panel, the credit pages and the checkout's credit note. Its chart follows
// the session actor through its invoked followSession (account/follow-session), so credit is asked for only while
// signed in (account spec section 6), and it loads again when a credit page opens or an order was placed (the
// balance may have moved: a route change, told by the router, not by another actor). A guest's page neither loads
// nor starts it: it starts at the first sign-in (use-actor-once-signed-in), and views read null until then.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SUCCESS_PATH } from '../../domain/payment-routes';
import { useActorOnceSignedIn, type ActorStartDeps } from '../account/use-actor-once-signed-in';
import { LoadedWhen } from '../common/lazy-view';
import { lazyModule } from '../common/lazy-module';
import type { CompanyCreditActor } from './company-credit-actor';
import { CreditContext, useCreditInfo } from './credit-context';

export type { CompanyCreditActor } from './company-credit-actor';
export { useCompanyCredit } from './credit-context';

// The footer panel shows only with credit information: its code loads then.
const CreditPanel = lazyModule('credit/panel', async () => (await import('./credit-panel')).CreditPanel);

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
  return <CreditContext.Provider value={credit}>{children}</CreditContext.Provider>;
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
