// The company-credit actor as the credit views read it (null until the first sign-in starts it). Its own module:
// the shell that provides it (credit-runtime.tsx) loads the footer panel lazily, and the panel reads it from here.
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { CompanyCreditActor } from './company-credit-actor';

export const CreditContext = createContext<CompanyCreditActor | null>(null);

export function useCompanyCredit(): CompanyCreditActor | null {
  return useContext(CreditContext);
}

/**
 * The credit information while signed in with credit, else null. While it reloads the last answer stays on screen
 * (no flicker of the footer panel); signing out clears it in the chart.
 */
export function useCreditInfo() {
  const credit = useCompanyCredit();
  return useSelector(credit ?? undefined, (snapshot) => (!snapshot || snapshot.matches('signedOut') ? null : (snapshot.context.overview?.info ?? null))) ?? null;
}
