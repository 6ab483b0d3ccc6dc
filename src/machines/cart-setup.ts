// The cart chart's vocabulary: its actors (the network, supplied by the app), guards and named actions. The chart
// itself, states and transitions written out, is cart.machine.ts.
import { assign, emit, setup } from 'xstate';
import type { AddToCartProduct, CartDetails } from '../domain/cart-types';
import { isInvalidCartError } from '../domain/errors';
import type { CartContext, CartEmitted, CartEvent, CartIdInput, CartInput, CreateCartInput, MergeGuestCartInput } from './cart-flow-types';
import { actionOf, addOf, cartErrorOf, errorSlotOf, noErrors, pendingOf, unableToCreateCart } from './cart-pending-action';
import { unprovidedAction, unprovidedPromise } from './unprovided';

// What the cart announces. Standalone it emits them; run by the shop system (shop-system.machine.ts) the same
// notices go to its parent.
export function actionFailedNotice(context: CartContext, error: unknown): CartEmitted {
  return { type: 'cart.actionFailed', action: context.pending?.kind ?? 'add', message: cartErrorOf(context.pending, error).message };
}

export function createFailedNotice(context: CartContext): CartEmitted {
  return { type: 'cart.actionFailed', action: context.pending?.kind ?? 'add', message: unableToCreateCart.message };
}

export function itemAddedNotice(context: CartContext): CartEmitted {
  const add = pendingOf(context, 'add');
  return { type: 'cart.itemAdded', product: add.product, quantity: add.quantity };
}

export const cartSetup = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    createCart: unprovidedPromise<string, CreateCartInput>('createCart'),
    fetchCart: unprovidedPromise<CartDetails, CartIdInput>('fetchCart'),
    addItem: unprovidedPromise<void, CartIdInput & { product: AddToCartProduct; quantity: number }>('addItem'),
    updateItem: unprovidedPromise<void, CartIdInput & { itemUid: string; quantity: number }>('updateItem'),
    removeItem: unprovidedPromise<void, CartIdInput & { itemUid: string }>('removeItem'),
    applyCoupon: unprovidedPromise<void, CartIdInput & { code: string }>('applyCoupon'),
    removeCoupon: unprovidedPromise<void, CartIdInput>('removeCoupon'),
    /** The customer's cart id (customerCart) after the guest cart was merged into it (mergeCarts). */
    mergeGuestCart: unprovidedPromise<string, MergeGuestCartInput>('mergeGuestCart'),
  },
  guards: {
    hasSplitCartId: ({ context }) => context.splitCartId !== null,
    hasCartId: ({ context }) => context.cartId !== null,
    hasPending: ({ context }) => context.pending !== null,
    hasDetails: ({ context }) => context.details !== null,
    hasRetried: ({ context }) => context.retried,
    /** A failed re-creation after an order that no action waits for: not announced (section 8). */
    isQuietCreation: ({ context }) => context.afterOrder && context.pending === null,
    isSignedIn: ({ context }) => context.signedIn,
    isInvalidCartError: ({ context, event }) => 'error' in event && isInvalidCartError(event.error, context.cartId),
    isAdd: ({ context }) => context.pending?.kind === 'add',
    isAnnouncedAdd: ({ context }) => context.pending?.kind === 'add' && context.pending.announce,
    isConfigurableUpdate: ({ context }) => context.pending?.kind === 'update' && context.pending.item.kind === 'configurable',
    isUpdate: ({ context }) => context.pending?.kind === 'update',
    /** A removal, or an update to 0 (which removes the line). */
    isRemoval: ({ context }) =>
      context.pending?.kind === 'remove' || (context.pending?.kind === 'update' && context.pending.quantity <= 0),
    isRemove: ({ context }) => context.pending?.kind === 'remove',
    isApplyCoupon: ({ context }) => context.pending?.kind === 'applyCoupon',
    isValidQuantity: ({ event }) =>
      (event.type !== 'cart.add' && event.type !== 'cart.update') || (Number.isFinite(event.quantity) && event.quantity >= 0),
  },
  actions: {
    persistCartId: unprovidedAction<{ cartId: string }>('persistCartId'),
    removeStoredCartId: unprovidedAction('removeStoredCartId'),
    clearSplitCartId: unprovidedAction('clearSplitCartId'),
    adoptSplitCartId: assign(({ context, event }) => ({
      cartId: event.type === 'cart.splitCartId' ? event.cartId : context.splitCartId,
      splitCartId: null,
      details: null,
    })),
    assignCartId: assign({ cartId: (_, params: { cartId: string }) => params.cartId, afterOrder: false }),
    forgetCart: assign({ cartId: null, details: null }),
    assignDetails: assign({ details: (_, params: { details: CartDetails }) => params.details, errors: ({ context }) => ({ ...context.errors, fetch: null, create: null }) }),
    setPending: assign(({ context, event }) => {
      const pending = actionOf(event);
      if (!pending) return {};
      return { pending, retried: false, errors: { ...context.errors, [errorSlotOf(pending)]: null } };
    }),
    clearPending: assign({ pending: null }),
    clearRetried: assign({ retried: false }),
    markRetried: assign({ retried: true }),
    turnUpdateIntoAdd: assign(({ context }) => {
      const update = pendingOf(context, 'update');
      return { pending: addOf(update.item, update.quantity) };
    }),
    assignActionError: assign(({ context }, params: { error: unknown }) => {
      if (!context.pending) return {};
      return { errors: { ...context.errors, [errorSlotOf(context.pending)]: cartErrorOf(context.pending, params.error) }, pending: null };
    }),
    reportActionFailure: emit(({ context }, params: { error: unknown }) => actionFailedNotice(context, params.error)),
    /** Creation failed: "Unable to create cart"; a waiting action fails with the same text. */
    assignCreateError: assign(({ context }) => ({
      errors: {
        ...context.errors,
        create: unableToCreateCart,
        ...(context.pending ? { [errorSlotOf(context.pending)]: unableToCreateCart } : {}),
      },
      pending: null,
      // The next cart is one a shopper asks for.
      afterOrder: false,
    })),
    reportCreateFailure: emit(({ context }) => createFailedNotice(context)),
    /** A failed fetch resets to the initial state carrying the error; the cart id is kept for a later retry. */
    resetWithFetchError: assign(({ context }, params: { error: unknown }) => ({
      details: null,
      pending: null,
      retried: false,
      errors: { ...noErrors, fetch: cartErrorOf(null, params.error) },
      cartId: context.cartId,
    })),
    resetContext: assign(({ event }) => ({
      cartId: null,
      splitCartId: null,
      details: null,
      pending: null,
      retried: false,
      afterOrder: event.type === 'cart.reset' && event.afterOrder === true,
      errors: noErrors,
    })),
    clearLoadErrors: assign({ errors: ({ context }) => ({ ...context.errors, fetch: null, create: null }) }),
    signIn: assign({ signedIn: true }),
    assignSession: assign({ signedIn: ({ context, event }) => (event.type === 'cart.session' ? event.signedIn : context.signedIn) }),
    announceAdded: emit(({ context }) => itemAddedNotice(context)),
  },
});
