// The cart around the shop's layout: the CartProvider with the shell's toast area as its notice sink, and the
// success popup. Goes inside <ShellActorsProvider> and the router (see the wiring note in the cart report).
import { useSelector } from '@xstate/react';
import { useCallback, type ReactNode } from 'react';
import type { ToastRequest } from '../../machines/toasts.machine';
import { LoadedWhen, lazyNamed } from '../common/lazy-view';
import { useShellActors } from '../providers/shell-actors';
import { CartProvider, useFeedbackActor } from './cart-provider';
import type { CartRuntime } from './cart-runtime';

// The popup's code (modal, focus handling) loads the first time an add to cart opens it.
const SuccessPopup = lazyNamed(() => import('./success-popup'), 'SuccessPopup');

function SuccessPopupWhenOpen() {
  const open = useSelector(useFeedbackActor(), (snapshot) => snapshot.matches('popup'));
  return (
    <LoadedWhen when={open}>
      <SuccessPopup />
    </LoadedWhen>
  );
}

export function CartShell({ runtime, children }: { runtime: CartRuntime; children: ReactNode }) {
  const { toasts } = useShellActors();
  const onToast = useCallback((toast: ToastRequest) => toasts.send({ type: 'toast.add', toast }), [toasts]);
  return (
    <CartProvider runtime={runtime} onToast={onToast}>
      {children}
      <SuccessPopupWhenOpen />
    </CartProvider>
  );
}
