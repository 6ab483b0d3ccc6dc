// The app-wide cart: the shop system actor (src/machines/shop-system.machine.ts) for the page view, started
// outside React so the header's count source and every view share its cart, feedback and toast area. The
// children's side effects (GraphQL calls, stored ids, navigation) are supplied here through machine.provide().
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { addItem, applyCoupon, createCart, fetchCartDetails, removeCoupon, removeItem, updateItem } from '../../api/cart/cart-calls';
import { fetchCartPageConfig, type CartPageConfig } from '../../api/cart/cart-page-config';
import type { GraphQLClient } from '../../api/graphql-client';
import type { BrowserPersistence } from '../../lib/browser-persistence';
import type { cartMachine } from '../../machines/cart.machine';
import type { addToCartFeedbackMachine } from '../../machines/add-to-cart-feedback.machine';
import { shopSystemMachine } from '../../machines/shop-system.machine';
import { systemCartMachine, systemFeedbackMachine } from '../../machines/shop-system-children';
import type { toastsMachine } from '../../machines/toasts.machine';
import type { CartCountSource } from '../providers/cart-count-source';
import { mergeGuestCart } from '../../api/account/session-calls-deferred';
import { inspected } from '../providers/inspection';

export type CartActor = ActorRefFrom<typeof cartMachine>;
export type FeedbackActor = ActorRefFrom<typeof addToCartFeedbackMachine>;
export type ToastsActor = ActorRefFrom<typeof toastsMachine>;
export type ShopSystemActor = ActorRefFrom<typeof shopSystemMachine>;

export interface CartRuntime {
  system: ShopSystemActor;
  cart: CartActor;
  feedback: FeedbackActor;
  /** The toast area (ShellDeps.toasts): the shell's own notices go to the same actor. */
  toasts: ToastsActor;
  /** For ShellDeps.cartCount: the header's badge reads the machine's details. */
  countSource: CartCountSource;
  /** Cart-page store config (isEnabledSuccessPopup, suffixes), requested once. */
  pageConfig(): Promise<CartPageConfig>;
}

export interface CartRuntimeOptions {
  /** false (server rendering): the actors render their first state and never run (no cart calls on the server). */
  start?: boolean;
  /** The router's navigate (the feedback's View Cart); the router is made after this runtime. */
  navigate?: (to: string) => void;
}

export function createCartRuntime(client: GraphQLClient, persistence: BrowserPersistence, { start = true, navigate }: CartRuntimeOptions = {}): CartRuntime {
  let config: Promise<CartPageConfig> | undefined;
  const pageConfig = () => (config ??= fetchCartPageConfig(client));
  const cartMachineWithEffects = systemCartMachine.provide({
    actors: {
      createCart: fromPromise(({ input }) => createCart(client, input)),
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
  const machine = shopSystemMachine.provide({
    actors: {
      cart: cartMachineWithEffects,
      addToCartFeedback: systemFeedbackMachine.provide({ actions: { navigate: (_, params) => navigate?.(params.to) } }),
      loadPopupSetting: fromPromise(async () => (await pageConfig()).successPopupEnabled),
    },
  });
  const system = createActor(machine, inspected({
    input: {
      cart: {
        storedCartId: persistence.get('cartId') ?? null,
        splitCartId: persistence.get('split_cart_new_cart_id') ?? null,
        signedIn: !!persistence.get('signin_token'),
      },
    },
  }));
  if (start) system.start();
  const children = system.getSnapshot().children;
  const cart = children.cart;
  const feedback = children.addToCartFeedback;
  const toasts = children.toasts;
  if (!cart || !feedback || !toasts) throw new Error('the shop system starts with its cart, feedback and toast area');

  const countSource: CartCountSource = {
    subscribe(listener) {
      const subscription = cart.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    getCount: () => cart.getSnapshot().context.details?.totalQuantity ?? null,
  };
  return { system, cart, feedback, toasts, countSource, pageConfig };
}
