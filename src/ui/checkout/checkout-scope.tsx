// Where the checkout actor lives: one per app instance (page view), kept by this scope in the layout so the
// checkout page and the success page after it share it, and never in a module (a server process renders many
// shoppers; the server never renders a checkout page's state, but nothing here would leak if it did).
// The scope is in every page's layout, so it holds only the slot: the checkout machine and its calls are
// imported by the checkout pages (use-checkout-actor.ts), which load with their routes, not on a first visit.
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { CheckoutActor, CheckoutRuntimeDeps } from './checkout-runtime';

/** One page view's checkout actor, made on first use; `navigate` is the latest render's (the router's can change). */
function createCheckoutSlot() {
  let actor: CheckoutActor | undefined;
  const navigate = { current: (to: string) => window.location.assign(to) };
  return {
    actor(
      deps: Omit<CheckoutRuntimeDeps, 'navigate'>,
      routerNavigate: (to: string) => void,
      create: (deps: CheckoutRuntimeDeps) => CheckoutActor,
    ): CheckoutActor {
      navigate.current = routerNavigate;
      return (actor ??= create({ ...deps, navigate }));
    },
  };
}

export type CheckoutSlot = ReturnType<typeof createCheckoutSlot>;

const Context = createContext<CheckoutSlot | null>(null);

export function CheckoutScope({ children }: { children: ReactNode }) {
  const [slot] = useState(createCheckoutSlot);
  return <Context.Provider value={slot}>{children}</Context.Provider>;
}

/** The scope's slot; checkout views reach it through useCheckoutActor. */
export function useCheckoutSlot(): CheckoutSlot {
  const slot = useContext(Context);
  if (!slot) throw new Error('Checkout views need a <CheckoutScope> above them.');
  return slot;
}
