import { assign, enqueueActions, sendTo, setup } from 'xstate';
import type { CartEmitted, CartInput } from './cart-flow-types';
import type { AddedItem, AddToCartFeedbackEmitted } from './add-to-cart-feedback.machine';
import { systemCartMachine, systemFeedbackMachine } from './shop-system-children';
import { toastsMachine, type ToastRequest } from './toasts.machine';
import { unprovidedPromise } from './unprovided';

// The shop's system chart: the parent of the flows that talk to each other, so what one tells another is a
// transition here instead of a React effect between two actors (issue 13, "Coordination is a chart too").
// - It invokes the cart, the add-to-cart feedback and the toast area, each with a systemId, so other actors can
//   reach them with `system.get(...)`.
// - The cart reports an add (`cart.itemAdded`) and a failed action (`cart.actionFailed`) to this parent; the feedback
//   asks for its success toast (`toast.request`) the same way.
// - An add is shown as the popup or the toast depending on the store's isEnabledSuccessPopup, asked once, on the
//   first add (not at start: most page views add nothing). Adds that finish while it is being asked wait for it;
//   without the setting (the query failed) the toast is the safe default.
// Sign-in and sign-out reach the cart as explicit messages from the session actor (src/ui/providers/session-runtime).

/** Error toasts for failed cart actions (the add button sits on many cards, so the notice is app-wide). */
export const CART_ERROR_TOAST_MS = 7000;

export interface ShopSystemInput {
  cart: CartInput;
}

export interface ShopSystemContext {
  /** The cart's start (stored ids, signed in), passed on to it. */
  cartInput: CartInput;
  /** isEnabledSuccessPopup, once known. */
  popupEnabled: boolean;
  /** Adds reported while the store setting was being asked. */
  waitingAdds: AddedItem[];
}

export type ShopSystemEvent = CartEmitted | AddToCartFeedbackEmitted;

function cartFailureToast(event: ShopSystemEvent): ToastRequest {
  if (event.type !== 'cart.actionFailed') throw new Error(`cartFailureToast runs on cart.actionFailed, not ${event.type}`);
  return { type: 'error', message: event.message, timeout: CART_ERROR_TOAST_MS, dismissable: true };
}

function addedItemOf(event: ShopSystemEvent): AddedItem {
  if (event.type !== 'cart.itemAdded') throw new Error(`addedItemOf runs on cart.itemAdded, not ${event.type}`);
  return { product: event.product, quantity: event.quantity };
}

export const shopSystemMachine = setup({
  types: {
    context: {} as ShopSystemContext,
    events: {} as ShopSystemEvent,
    input: {} as ShopSystemInput,
  },
  actors: {
    cart: systemCartMachine,
    addToCartFeedback: systemFeedbackMachine,
    toasts: toastsMachine,
    /** getStoreConfigForCartPage's isEnabledSuccessPopup. */
    loadPopupSetting: unprovidedPromise<boolean, void>('loadPopupSetting'),
  },
  actions: {
    waitForSetting: assign({ waitingAdds: ({ context, event }) => [...context.waitingAdds, addedItemOf(event)] }),
    assignPopupSetting: assign({ popupEnabled: (_, params: { enabled: boolean }) => params.enabled }),
    /** The adds that waited for the setting, shown in order (a later one replaces an earlier popup). */
    showWaitingAdds: enqueueActions(({ context, enqueue }) => {
      for (const item of context.waitingAdds) {
        enqueue.sendTo('addToCartFeedback', { type: 'feedback.itemAdded', item, popupEnabled: context.popupEnabled });
      }
    }),
    clearWaitingAdds: assign({ waitingAdds: [] }),
    showAdded: sendTo('addToCartFeedback', ({ context, event }) => ({
      type: 'feedback.itemAdded' as const,
      item: addedItemOf(event),
      popupEnabled: context.popupEnabled,
    })),
    toastCartFailure: sendTo('toasts', ({ event }) => ({ type: 'toast.add' as const, toast: cartFailureToast(event) })),
    forwardToast: sendTo('toasts', ({ event }) => {
      if (event.type !== 'toast.request') throw new Error(`forwardToast runs on toast.request, not ${event.type}`);
      return { type: 'toast.add' as const, toast: event.toast };
    }),
  },
}).createMachine({
  id: 'shopSystem',
  context: ({ input }) => ({ cartInput: input.cart, popupEnabled: false, waitingAdds: [] }),
  invoke: [
    { id: 'cart', systemId: 'cart', src: 'cart', input: ({ context }) => context.cartInput },
    { id: 'addToCartFeedback', systemId: 'addToCartFeedback', src: 'addToCartFeedback' },
    { id: 'toasts', systemId: 'toasts', src: 'toasts' },
  ],
  on: {
    'cart.actionFailed': { actions: 'toastCartFailure' },
    'toast.request': { actions: 'forwardToast' },
  },
  initial: 'popupSettingUnknown',
  states: {
    /** Nothing was added yet on this page view. */
    popupSettingUnknown: {
      on: { 'cart.itemAdded': { target: 'askingPopupSetting', actions: 'waitForSetting' } },
    },
    askingPopupSetting: {
      invoke: {
        src: 'loadPopupSetting',
        onDone: {
          target: 'feedbackReady',
          actions: [{ type: 'assignPopupSetting', params: ({ event }) => ({ enabled: event.output }) }, 'showWaitingAdds', 'clearWaitingAdds'],
        },
        onError: {
          target: 'feedbackReady',
          actions: [{ type: 'assignPopupSetting', params: { enabled: false } }, 'showWaitingAdds', 'clearWaitingAdds'],
        },
      },
      on: { 'cart.itemAdded': { actions: 'waitForSetting' } },
    },
    feedbackReady: {
      on: { 'cart.itemAdded': { actions: 'showAdded' } },
    },
  },
});
