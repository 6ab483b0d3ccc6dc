import { assign, emit, setup } from 'xstate';
import type { AddToCartProduct } from '../domain/cart-types';
import type { MessageRef } from './messages';
import type { ToastRequest } from './toasts.machine';
import { unprovidedAction } from './unprovided';

// Success feedback after add to cart (storefront spec section 4, "Success feedback after add to cart"; section 9):
// with isEnabledSuccessPopup a popup with the item opens, closing by itself after 10 s or on a click, and offering
// Continue Shopping or View Cart (to /checkout/cart); otherwise a success toast "You added {name} to cart" shows
// for 7000 ms. The toast is emitted as `toast.request` for the app's toast area; navigation is the app's action.

export const SUCCESS_POPUP_TIMEOUT_MS = 10_000;
export const ADDED_TOAST_TIMEOUT_MS = 7000;
export const CART_PAGE_PATH = '/checkout/cart';

export const feedbackMessages = {
  added: { id: 'cart.added', defaultMessage: 'You added {name} to cart' },
} as const satisfies Record<string, MessageRef>;

export interface AddedItem {
  product: AddToCartProduct;
  quantity: number;
}

export interface AddToCartFeedbackContext {
  item: AddedItem | null;
}

export type AddToCartFeedbackEvent =
  | { type: 'feedback.itemAdded'; item: AddedItem; popupEnabled: boolean }
  /** A click on the popup (or its close button, or outside it). */
  | { type: 'feedback.close' }
  | { type: 'feedback.continueShopping' }
  | { type: 'feedback.viewCart' };

export type AddToCartFeedbackEmitted = { type: 'toast.request'; toast: ToastRequest };

export function addedToast(item: AddedItem): ToastRequest {
  return {
    type: 'success',
    message: { ...feedbackMessages.added, values: { name: item.product.name } },
    timeout: ADDED_TOAST_TIMEOUT_MS,
  };
}

export const addToCartFeedbackMachine = setup({
  types: {
    context: {} as AddToCartFeedbackContext,
    events: {} as AddToCartFeedbackEvent,
    emitted: {} as AddToCartFeedbackEmitted,
  },
  delays: {
    popupTimeout: SUCCESS_POPUP_TIMEOUT_MS,
  },
  guards: {
    isPopupEnabled: ({ event }) => event.type === 'feedback.itemAdded' && event.popupEnabled,
  },
  actions: {
    navigate: unprovidedAction<{ to: string }>('navigate'),
    assignItem: assign({ item: ({ context, event }) => (event.type === 'feedback.itemAdded' ? event.item : context.item) }),
    clearItem: assign({ item: null }),
    showToast: emit(({ event }) => {
      if (event.type !== 'feedback.itemAdded') throw new Error(`showToast runs on feedback.itemAdded, not ${event.type}`);
      return { type: 'toast.request' as const, toast: addedToast(event.item) };
    }),
  },
}).createMachine({
  id: 'addToCartFeedback',
  context: { item: null },
  initial: 'hidden',
  on: {
    'feedback.itemAdded': [
      // A new add while the popup is open shows the new item and restarts the 10 s.
      { guard: 'isPopupEnabled', target: '.popup', reenter: true, actions: 'assignItem' },
      { target: '.hidden', actions: ['clearItem', 'showToast'] },
    ],
  },
  states: {
    hidden: {},
    popup: {
      after: { popupTimeout: { target: 'hidden', actions: 'clearItem' } },
      on: {
        'feedback.close': { target: 'hidden', actions: 'clearItem' },
        'feedback.continueShopping': { target: 'hidden', actions: 'clearItem' },
        'feedback.viewCart': {
          target: 'hidden',
          actions: ['clearItem', { type: 'navigate', params: { to: CART_PAGE_PATH } }],
        },
      },
    },
  },
});
