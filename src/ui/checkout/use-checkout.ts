// The checkout actor for views, bound to this router's navigate and the shell's drawer.
import { useNavigate } from 'react-router';
import { useShellActors } from '../providers/shell-actors';
import { useShellDeps } from '../providers/shell-deps';
import { useCartActor } from '../cart/cart-provider';
import { sharedCheckoutActor, type CheckoutActor } from './checkout-runtime';

const navigateRef = { current: (to: string) => window.location.assign(to) };

export function useCheckoutActor(): CheckoutActor {
  const { client, persistence } = useShellDeps();
  const cart = useCartActor();
  const { drawer } = useShellActors();
  const navigate = useNavigate();
  navigateRef.current = (to) => void navigate(to);
  return sharedCheckoutActor({ client, persistence, cart, navigate: navigateRef, closeDrawer: () => drawer.send({ type: 'drawer.close' }) });
}
