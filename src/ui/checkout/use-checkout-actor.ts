// The checkout actor for views, bound to this router's navigate and the shell's drawer. Only checkout pages import
// this module, so the checkout machine and its calls load with them (checkout-scope.tsx keeps just the slot).
import { useNavigate } from 'react-router';
import { useCartActor } from '../cart/cart-provider';
import { useShellActors } from '../providers/shell-actors';
import { useShellDeps } from '../providers/shell-deps';
import { useCheckoutSlot } from './checkout-scope';
import { createCheckoutActor, type CheckoutActor } from './checkout-runtime';

export function useCheckoutActor(): CheckoutActor {
  const slot = useCheckoutSlot();
  const { client, persistence, pushEvent } = useShellDeps();
  const cart = useCartActor();
  const { drawer } = useShellActors();
  const navigate = useNavigate();
  return slot.actor(
    { client, persistence, cart, pushEvent, closeDrawer: () => drawer.send({ type: 'drawer.close' }) },
    (to) => void navigate(to),
    createCheckoutActor,
  );
}
