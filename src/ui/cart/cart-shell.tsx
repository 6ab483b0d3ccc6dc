// The cart around the shop's layout: the CartProvider and the success popup. The cart's notices reach the toast
// area through the shop system chart (the toast area is its child, shared with the shell through ShellDeps.toasts).
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { LoadedWhen } from '../common/lazy-view';
import { lazyModule } from '../common/lazy-module';
import { CartProvider, useFeedbackActor } from './cart-provider';
import type { CartRuntime } from './cart-runtime';

// The popup's code (modal, focus handling) loads the first time an add to cart opens it.
const SuccessPopup = lazyModule('cart/success-popup', async () => (await import('./success-popup')).SuccessPopup);

function SuccessPopupWhenOpen() {
  const open = useSelector(useFeedbackActor(), (snapshot) => snapshot.matches('popup'));
  return (
    <LoadedWhen when={open}>
      <SuccessPopup />
    </LoadedWhen>
  );
}

export function CartShell({ runtime, children }: { runtime: CartRuntime; children: ReactNode }) {
  return (
    <CartProvider runtime={runtime}>
      {children}
      <SuccessPopupWhenOpen />
    </CartProvider>
  );
}
