// Puts the app's cart runtime in context: the cart actor and the add-to-cart feedback actor, both children of the
// shop system actor (src/machines/shop-system.machine.ts), which carries the cart's notices to the feedback and
// the toast area. No effects here: the actors talk to each other through that chart.
import { createContext, useContext, type ReactNode } from 'react';
import type { CartActor, CartRuntime, FeedbackActor } from './cart-runtime';

export { CART_ERROR_TOAST_MS } from '../../machines/shop-system.machine';

const Context = createContext<CartRuntime | null>(null);

export function CartProvider({ runtime, children }: { runtime: CartRuntime; children: ReactNode }) {
  return <Context.Provider value={runtime}>{children}</Context.Provider>;
}

function useCartContext(): CartRuntime {
  const value = useContext(Context);
  if (!value) throw new Error('Cart views need a <CartProvider> above them.');
  return value;
}

export function useCartActor(): CartActor {
  return useCartContext().cart;
}

/** The cart actor when a CartProvider is present (views that may render outside the shop, e.g. in tests). */
export function useOptionalCartActor(): CartActor | null {
  return useContext(Context)?.cart ?? null;
}

export function useCartRuntime(): CartRuntime {
  return useCartContext();
}

export function useFeedbackActor(): FeedbackActor {
  return useCartContext().feedback;
}
