// Where the checkout actor lives: one per app instance (page view), kept by this scope in the layout so the
// checkout page and the success page after it share it, and never in a module (a server process renders many
// shoppers; the server never renders a checkout page's state, but nothing here would leak if it did).
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCartActor } from '../cart/cart-provider';
import { useShellActors } from '../providers/shell-actors';
import { useShellDeps } from '../providers/shell-deps';
import { createCheckoutActor, type CheckoutActor, type CheckoutRuntimeDeps } from './checkout-runtime';

/** One page view's checkout actor, made on first use; `navigate` is the latest render's (the router's can change). */
function createCheckoutSlot() {
  let actor: CheckoutActor | undefined;
  const navigate = { current: (to: string) => window.location.assign(to) };
  return {
    actor(deps: Omit<CheckoutRuntimeDeps, 'navigate'>, routerNavigate: (to: string) => void): CheckoutActor {
      navigate.current = routerNavigate;
      return (actor ??= createCheckoutActor({ ...deps, navigate }));
    },
  };
}

const Context = createContext<ReturnType<typeof createCheckoutSlot> | null>(null);

export function CheckoutScope({ children }: { children: ReactNode }) {
  const [slot] = useState(createCheckoutSlot);
  return <Context.Provider value={slot}>{children}</Context.Provider>;
}

/** The checkout actor for views, bound to this router's navigate and the shell's drawer. */
export function useCheckoutActor(): CheckoutActor {
  const slot = useContext(Context);
  if (!slot) throw new Error('Checkout views need a <CheckoutScope> above them.');
  const { client, persistence } = useShellDeps();
  const cart = useCartActor();
  const { drawer } = useShellActors();
  const navigate = useNavigate();
  return slot.actor({ client, persistence, cart, closeDrawer: () => drawer.send({ type: 'drawer.close' }) }, (to) => void navigate(to));
}
