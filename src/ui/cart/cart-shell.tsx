// The cart around the shop's layout: the CartProvider with the shell's toast area as its notice sink, and the
// success popup. Goes inside <ShellActorsProvider> and the router (see the wiring note in the cart report).
import { useCallback, type ReactNode } from 'react';
import type { ToastRequest } from '../../machines/toasts.machine';
import { useShellActors } from '../providers/shell-actors';
import { CartProvider } from './cart-provider';
import type { CartRuntime } from './cart-runtime';
import { SuccessPopup } from './success-popup';

export function CartShell({ runtime, children }: { runtime: CartRuntime; children: ReactNode }) {
  const { toasts } = useShellActors();
  const onToast = useCallback((toast: ToastRequest) => toasts.send({ type: 'toast.add', toast }), [toasts]);
  return (
    <CartProvider runtime={runtime} onToast={onToast}>
      {children}
      <SuccessPopup />
    </CartProvider>
  );
}
