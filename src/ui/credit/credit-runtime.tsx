// The company-credit actor for the footer panel, the credit pages and the checkout's credit note. It is told the
// session as it is and every change after, so credit is asked for only while signed in (account spec section 6),
// and it loads again when a credit page opens or an order was placed (the balance may have moved).
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { fetchCreditOverview } from '../../api/account/credit-calls';
import { companyCreditMachine } from '../../machines/company-credit.machine';
import { SUCCESS_PATH } from '../../domain/payment-routes';
import { useIsSignedIn } from '../providers/session';
import { useShellDeps } from '../providers/shell-deps';

export type CompanyCreditActor = ActorRefFrom<typeof companyCreditMachine>;

const Context = createContext<CompanyCreditActor | null>(null);

/** Paths after which the credit may have changed: the credit pages themselves and the order success page. */
export function movesCredit(pathname: string): boolean {
  return pathname.startsWith('/customer/credit') || pathname.startsWith(SUCCESS_PATH);
}

export function CreditShell({ children }: { children: ReactNode }) {
  const { client } = useShellDeps();
  const credit = useActorRef(companyCreditMachine.provide({ actors: { loadCredit: fromPromise(() => fetchCreditOverview(client)) } }));
  const signedIn = useIsSignedIn();
  const { pathname } = useLocation();
  useEffect(() => {
    credit.send({ type: signedIn ? 'session.signedIn' : 'session.signedOut' });
  }, [credit, signedIn]);
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
