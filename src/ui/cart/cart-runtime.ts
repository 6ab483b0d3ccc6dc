// The app-wide cart: one cart actor for the page view, started outside React so the header's count source and
// every view share it. Its side effects (GraphQL calls, stored ids) are supplied here through machine.provide().
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { mergeGuestCart } from '../../api/account/session-calls';
import { addItem, applyCoupon, createCart, fetchCartDetails, removeCoupon, removeItem, updateItem } from '../../api/cart/cart-calls';
import { fetchCartPageConfig, type CartPageConfig } from '../../api/cart/cart-page-config';
import type { GraphQLClient } from '../../api/graphql-client';
import type { BrowserPersistence } from '../../lib/browser-persistence';
import { cartMachine } from '../../machines/cart.machine';
import type { CartCountSource } from '../providers/cart-count-source';

export type CartActor = ActorRefFrom<typeof cartMachine>;

export interface CartRuntime {
  cart: CartActor;
  /** For ShellDeps.cartCount: the header's badge reads the machine's details. */
  countSource: CartCountSource;
  /** Cart-page store config (isEnabledSuccessPopup, suffixes), requested once. */
  pageConfig(): Promise<CartPageConfig>;
}

/** `start: false` (server rendering): the actor renders its first state and never runs (no cart calls on the server). */
export function createCartRuntime(client: GraphQLClient, persistence: BrowserPersistence, { start = true }: { start?: boolean } = {}): CartRuntime {
  const machine = cartMachine.provide({
    actors: {
      createCart: fromPromise(() => createCart(client)),
      fetchCart: fromPromise(({ input }) => fetchCartDetails(client, input.cartId)),
      addItem: fromPromise(({ input }) => addItem(client, input.cartId, input.product, input.quantity)),
      updateItem: fromPromise(({ input }) => updateItem(client, input.cartId, input.itemUid, input.quantity)),
      removeItem: fromPromise(({ input }) => removeItem(client, input.cartId, input.itemUid)),
      applyCoupon: fromPromise(({ input }) => applyCoupon(client, input.cartId, input.code)),
      removeCoupon: fromPromise(({ input }) => removeCoupon(client, input.cartId)),
      mergeGuestCart: fromPromise(({ input }) => mergeGuestCart(client, input.guestCartId)),
    },
    actions: {
      persistCartId: (_, params) => persistence.set('cartId', params.cartId),
      removeStoredCartId: () => persistence.remove('cartId'),
      clearSplitCartId: () => persistence.remove('split_cart_new_cart_id'),
    },
  });
  const cart = createActor(machine, {
    input: {
      storedCartId: persistence.get('cartId') ?? null,
      splitCartId: persistence.get('split_cart_new_cart_id') ?? null,
      signedIn: !!persistence.get('signin_token'),
    },
  });
  if (start) cart.start();

  let config: Promise<CartPageConfig> | undefined;
  const countSource: CartCountSource = {
    subscribe(listener) {
      const subscription = cart.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    getCount: () => cart.getSnapshot().context.details?.totalQuantity ?? null,
  };
  return { cart, countSource, pageConfig: () => (config ??= fetchCartPageConfig(client)) };
}
