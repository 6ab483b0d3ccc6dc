// Puts the app's cart actor and the add-to-cart feedback actor in context. The cart's notices go out through
// `onToast` (the shell passes its toast actor's send), and the feedback's View Cart through the router.
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { addToCartFeedbackMachine } from '../../machines/add-to-cart-feedback.machine';
import type { ToastRequest } from '../../machines/toasts.machine';
import type { CartActor, CartRuntime } from './cart-runtime';

/** Error toasts for failed adds (the button sits on many cards, so the notice is app-wide). */
export const CART_ERROR_TOAST_MS = 7000;

interface CartContextValue {
  runtime: CartRuntime;
  feedback: ActorRefFrom<typeof addToCartFeedbackMachine>;
}

const Context = createContext<CartContextValue | null>(null);

export function CartProvider({ runtime, onToast, children }: { runtime: CartRuntime; onToast: (toast: ToastRequest) => void; children: ReactNode }) {
  const navigate = useNavigate();
  const feedback = useActorRef(
    addToCartFeedbackMachine.provide({ actions: { navigate: (_, params) => void navigate(params.to) } }),
  );

  useEffect(() => {
    const subscriptions = [
      runtime.cart.on('cart.itemAdded', ({ product, quantity }) => {
        runtime.pageConfig().then(
          (config) => feedback.send({ type: 'feedback.itemAdded', item: { product, quantity }, popupEnabled: config.successPopupEnabled }),
          // Without the store setting the toast is the safe default.
          () => feedback.send({ type: 'feedback.itemAdded', item: { product, quantity }, popupEnabled: false }),
        );
      }),
      runtime.cart.on('cart.actionFailed', ({ message }) => onToast({ type: 'error', message, timeout: CART_ERROR_TOAST_MS, dismissable: true })),
      feedback.on('toast.request', ({ toast }) => onToast(toast)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [runtime, feedback, onToast]);

  return <Context.Provider value={{ runtime, feedback }}>{children}</Context.Provider>;
}

function useCartContext(): CartContextValue {
  const value = useContext(Context);
  if (!value) throw new Error('Cart views need a <CartProvider> above them.');
  return value;
}

export function useCartActor(): CartActor {
  return useCartContext().runtime.cart;
}

/** The cart actor when a CartProvider is present (views that may render outside the shop, e.g. in tests). */
export function useOptionalCartActor(): CartActor | null {
  return useContext(Context)?.runtime.cart ?? null;
}

export function useCartRuntime(): CartRuntime {
  return useCartContext().runtime;
}

export function useFeedbackActor() {
  return useCartContext().feedback;
}
