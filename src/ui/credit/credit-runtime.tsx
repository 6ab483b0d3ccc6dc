// The company-credit actor for the footer panel, the credit pages and the checkout's credit note. Its chart follows
// the session actor through its invoked followSession (account/follow-session), so credit is asked for only while
// signed in (account spec section 6), and it loads again when a credit page opens or an order was placed (the
// balance may have moved: a route change, told by the router, not by another actor).
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { companyCreditMachine, type CompanyCreditEvent } from '../../machines/company-credit.machine';
import { SUCCESS_PATH } from '../../domain/payment-routes';
import { useOptionalSession } from '../account/session-context';
import { followSession } from '../account/follow-session';
import { useShellDeps } from '../providers/shell-deps';
import { onFirstCall } from '../../lib/on-first-call';

// Only a signed-in company buyer has credit: its call loads then.
const fetchCreditOverview = onFirstCall(() => import('../../api/account/credit-calls'), 'fetchCreditOverview');

export type CompanyCreditActor = ActorRefFrom<typeof companyCreditMachine>;

const Context = createContext<CompanyCreditActor | null>(null);

/** Paths after which the credit may have changed: the credit pages themselves and the order success page. */
export function movesCredit(pathname: string): boolean {
  return pathname.startsWith('/customer/credit') || pathname.startsWith(SUCCESS_PATH);
}

export function CreditShell({ children }: { children: ReactNode }) {
  const { client, persistence } = useShellDeps();
  const session = useOptionalSession();
  const credit = useActorRef(
    companyCreditMachine.provide({
      actors: {
        loadCredit: fromPromise(() => fetchCreditOverview(client)),
        followSession: followSession<CompanyCreditEvent>(session, persistence, { signedIn: { type: 'session.signedIn' }, signedOut: { type: 'session.signedOut' } }),
      },
    }),
  );
  const { pathname } = useLocation();
  useEffect(() => {
    if (movesCredit(pathname)) credit.send({ type: 'credit.refresh' });
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
