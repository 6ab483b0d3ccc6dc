import { and, assign, emit, not, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { errorMessage } from '../api/api-error';
import type { AddToCartProduct, CartDetails, CartItemKind } from '../api/cart/cart-types';
import { clientErrorMessages, isInvalidCartError } from '../api/errors';
import type { DisplayMessage } from './messages';
import { unprovidedAction, unprovidedPromise } from './unprovided';

// The shopper's cart (storefront spec section 4, "Cart state", "Cart creation", "Cart item actions"; section 8).
// - Start: a pending split-cart id replaces the current id; else the stored id is reused; else a cart is created
//   ("Unable to create cart" on failure) and its id stored.
// - Add, update, remove and the coupon actions each run request → receive → refetch the details. A configurable
//   item is updated as remove then add; other kinds update the quantity.
// - An invalid-cart error that is not a network error removes the stored cart, creates a new one, refetches and
//   retries the action once: the `retried` flag in context, read by the `canRecreateCart` guard, makes the second
//   failure an ordinary per-action error (no loop, unlike pwa-studio's recursive retry). On the retry an update by a
//   guest becomes an add (a guest's new cart is empty), and a guest's removal has nothing left to do.
// - A failed fetch resets to the initial state carrying the error (`noCart`).
// Storage goes through the named actions persistCartId, removeStoredCartId and clearSplitCartId; the network through
// the named actors; the app supplies both with machine.provide().

/** What an update needs to know about the item (configurable items are re-added with their options). */
export interface UpdateTarget {
  uid: string;
  kind: CartItemKind;
  sku: string;
  variantSku: string | null;
  selectedOptionUids: string[];
  name: string;
}

export type CartAction =
  /** `announce`: a shopper's add (success feedback); false when a guest's update is retried as an add. */
  | { kind: 'add'; product: AddToCartProduct; quantity: number; announce: boolean }
  | { kind: 'update'; item: UpdateTarget; quantity: number }
  | { kind: 'remove'; itemUid: string }
  | { kind: 'applyCoupon'; code: string }
  | { kind: 'removeCoupon' };

export type CartActionKind = CartAction['kind'];

export interface CartError {
  message: DisplayMessage;
  /** The item an update or removal failed for. */
  itemUid?: string;
  /** The product an add failed for. */
  sku?: string;
}

export interface CartErrors {
  create: CartError | null;
  fetch: CartError | null;
  add: CartError | null;
  update: CartError | null;
  remove: CartError | null;
  coupon: CartError | null;
}

export interface CartContext {
  cartId: string | null;
  /** A split-cart id found in storage at start (split_cart_new_cart_id); consumed on start. */
  splitCartId: string | null;
  details: CartDetails | null;
  signedIn: boolean;
  /** The action being run (or waiting for the cart to exist). */
  pending: CartAction | null;
  /** The invalid-cart recovery already ran for the current action or load: the next failure is final. */
  retried: boolean;
  errors: CartErrors;
}

export interface CartInput {
  storedCartId: string | null;
  splitCartId: string | null;
  signedIn: boolean;
}

export type CartEvent =
  | { type: 'cart.add'; product: AddToCartProduct; quantity: number }
  | { type: 'cart.update'; item: UpdateTarget; quantity: number }
  | { type: 'cart.remove'; itemUid: string }
  | { type: 'cart.applyCoupon'; code: string }
  | { type: 'cart.removeCoupon' }
  | { type: 'cart.refresh' }
  /** A new split-cart id appeared (after a split order): it replaces the current cart. */
  | { type: 'cart.splitCartId'; cartId: string }
  /** Signed in or out. */
  | { type: 'cart.session'; signedIn: boolean }
  /** Back to the initial state: forget the cart and start again (sign-out, after an order). */
  | { type: 'cart.reset' }
  /** Signed in: the guest cart is merged into the customer's cart, which becomes the cart (account spec section 4). */
  | { type: 'cart.signIn' };

export type CartEmitted =
  | { type: 'cart.itemAdded'; product: AddToCartProduct; quantity: number }
  | { type: 'cart.actionFailed'; action: CartActionKind; message: DisplayMessage };

export interface CartIdInput {
  cartId: string;
}

/** The guest cart to merge into the customer's cart (none when the guest had no cart yet). */
export interface MergeGuestCartInput {
  guestCartId: string | null;
}

export const noErrors: CartErrors = { create: null, fetch: null, add: null, update: null, remove: null, coupon: null };

/** Which per-action error slot an action's failure goes to. */
export function errorSlotOf(action: CartAction): keyof CartErrors {
  return action.kind === 'applyCoupon' || action.kind === 'removeCoupon' ? 'coupon' : action.kind;
}

function cartErrorOf(action: CartAction | null, error: unknown): CartError {
  const message: DisplayMessage = { text: errorMessage(error) };
  if (action?.kind === 'add') return { message, sku: action.product.sku };
  if (action?.kind === 'update') return { message, itemUid: action.item.uid };
  if (action?.kind === 'remove') return { message, itemUid: action.itemUid };
  return { message };
}

const unableToCreateCart: CartError = {
  message: { id: clientErrorMessages.unableToCreateCart.id, defaultMessage: clientErrorMessages.unableToCreateCart.defaultMessage },
};

function actionOf(event: CartEvent): CartAction | null {
  switch (event.type) {
    case 'cart.add':
      return { kind: 'add', product: event.product, quantity: event.quantity, announce: true };
    case 'cart.update':
      return { kind: 'update', item: event.item, quantity: event.quantity };
    case 'cart.remove':
      return { kind: 'remove', itemUid: event.itemUid };
    case 'cart.applyCoupon':
      return { kind: 'applyCoupon', code: event.code };
    case 'cart.removeCoupon':
      return { kind: 'removeCoupon' };
    default:
      return null;
  }
}

function requireCartId(context: CartContext): string {
  if (!context.cartId) throw new Error('Missing required information: cartId');
  return context.cartId;
}

function pendingOf<K extends CartActionKind>(context: CartContext, kind: K): Extract<CartAction, { kind: K }> {
  const pending = context.pending;
  if (pending?.kind !== kind) throw new Error(`expected a pending ${kind}, found ${pending?.kind ?? 'none'}`);
  return pending as Extract<CartAction, { kind: K }>;
}

/** The add that re-creates a configurable item with its chosen options, or a guest's updated item in a new cart. */
function addOf(item: UpdateTarget, quantity: number): Extract<CartAction, { kind: 'add' }> {
  const product: AddToCartProduct =
    item.kind === 'configurable'
      ? { sku: item.sku, name: item.name, selectedOptions: item.selectedOptionUids }
      : { sku: item.sku, name: item.name };
  return { kind: 'add', product, quantity, announce: false };
}

const cartSetup = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    createCart: unprovidedPromise<string, void>('createCart'),
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
    persistCartId: unprovidedAction('persistCartId') as (_: unknown, params: { cartId: string }) => void,
    removeStoredCartId: unprovidedAction('removeStoredCartId'),
    clearSplitCartId: unprovidedAction('clearSplitCartId'),
    adoptSplitCartId: assign(({ context, event }) => ({
      cartId: event.type === 'cart.splitCartId' ? event.cartId : context.splitCartId,
      splitCartId: null,
      details: null,
    })),
    assignCartId: assign({ cartId: (_, params: { cartId: string }) => params.cartId }),
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
    reportActionFailure: emit(({ context }, params: { error: unknown }) => ({
      type: 'cart.actionFailed' as const,
      action: context.pending?.kind ?? 'add',
      message: cartErrorOf(context.pending, params.error).message,
    })),
    /** Creation failed: "Unable to create cart"; a waiting action fails with the same text. */
    assignCreateError: assign(({ context }) => ({
      errors: {
        ...context.errors,
        create: unableToCreateCart,
        ...(context.pending ? { [errorSlotOf(context.pending)]: unableToCreateCart } : {}),
      },
      pending: null,
    })),
    reportCreateFailure: emit(({ context }) => ({
      type: 'cart.actionFailed' as const,
      action: context.pending?.kind ?? 'add',
      message: unableToCreateCart.message,
    })),
    /** A failed fetch resets to the initial state carrying the error; the cart id is kept for a later retry. */
    resetWithFetchError: assign(({ context }, params: { error: unknown }) => ({
      details: null,
      pending: null,
      retried: false,
      errors: { ...noErrors, fetch: cartErrorOf(null, params.error) },
      cartId: context.cartId,
    })),
    resetContext: assign({ cartId: null, splitCartId: null, details: null, pending: null, retried: false, errors: noErrors }),
    clearLoadErrors: assign({ errors: ({ context }) => ({ ...context.errors, fetch: null, create: null }) }),
    signIn: assign({ signedIn: true }),
    assignSession: assign({ signedIn: ({ context, event }) => (event.type === 'cart.session' ? event.signedIn : context.signedIn) }),
    announceAdded: emit(({ context }) => {
      const add = pendingOf(context, 'add');
      return { type: 'cart.itemAdded' as const, product: add.product, quantity: add.quantity };
    }),
  },
});

// Transition pieces the chart repeats, written once. They are XState's own config objects (named actions with
// params, the same guards and targets), so the chart and its generated diagram read exactly as if written inline.

/** The current cart id: the input of the actors that need only it, and the params of storing it. */
const currentCartId = ({ context }: { context: CartContext }): CartIdInput => ({ cartId: requireCartId(context) });

/** The params of the actions that record an actor's error. */
const errorOf = ({ event }: { event: ErrorActorEvent }) => ({ error: event.error });

/** Every fetchCart that succeeds keeps the details it fetched. */
const keepFetchedDetails = {
  type: 'assignDetails',
  params: ({ event }: { event: DoneActorEvent<CartDetails> }) => ({ details: event.output }),
} as const;

/** A new cart's id goes into context and into storage. */
const createdCartId = ({ event }: { event: DoneActorEvent<string> }) => ({ cartId: event.output });
const keepNewCartId = [
  { type: 'assignCartId', params: createdCartId },
  { type: 'persistCartId', params: createdCartId },
] as const;

/** Creation failed: back to the initial state with "Unable to create cart". */
const failCreation = { target: '#cart.noCart', actions: ['reportCreateFailure', 'assignCreateError'] } as const;

/** A failed fetch resets to the initial state carrying the error. */
const failFetch = { target: '#cart.noCart', actions: { type: 'resetWithFetchError', params: errorOf } } as const;

/** A split-cart id replaces the current cart: adopt it, store it, and forget the pending one. */
const adoptSplitCart = [
  'adoptSplitCartId',
  { type: 'persistCartId', params: currentCartId },
  'clearSplitCartId',
] as const;

/**
 * The invalid-cart recovery may run: the error says the cart is gone (not a network error) and the recovery has not
 * run yet for this action or load. A const rather than a named guard so the chart still spells out both conditions.
 */
const canRecreateCart = and(['isInvalidCartError', not('hasRetried')]);

/** While the cart is being made or loaded, one shopper's add waits for it. */
const addWhileLoading = { guard: and([not('hasPending'), 'isValidQuantity']), actions: 'setPending' } as const;

/**
 * How each cart action's request ends (the request itself is the state's own invoke): done goes to `next`; an
 * invalid-cart error on the first try goes to `recovering`, which forgets the cart, makes a new one and retries the
 * action once (the `retried` flag makes the second failure final); any other error is kept as the action's error
 * (a shopper's add also reports it) and goes to `failed`.
 */
function actionRequestOutcome({
  next = 'refetching',
  failed = '#cart.settling',
  reportFailure = false,
}: { next?: string; failed?: string; reportFailure?: boolean } = {}) {
  const assignActionError = { type: 'assignActionError', params: errorOf } as const;
  const reportActionFailure = { type: 'reportActionFailure', params: errorOf } as const;
  return {
    onDone: next,
    onError: [
      { guard: canRecreateCart, target: '#cart.recovering' },
      { target: failed, actions: reportFailure ? [reportActionFailure, assignActionError] : [assignActionError] },
    ],
  } as const;
}

export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => ({
    cartId: input.storedCartId,
    splitCartId: input.splitCartId,
    details: null,
    signedIn: input.signedIn,
    pending: null,
    retried: false,
    errors: noErrors,
  }),
  initial: 'starting',
  on: {
    'cart.session': { actions: 'assignSession' },
    'cart.reset': { target: '.starting', reenter: true, actions: ['removeStoredCartId', 'resetContext'] },
    'cart.signIn': { target: '.mergingGuestCart', reenter: true, actions: ['signIn', 'clearPending'] },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasSplitCartId', target: 'loading', actions: adoptSplitCart },
        { guard: 'hasCartId', target: 'loading' },
        { target: 'creating' },
      ],
    },
    creating: {
      tags: ['loading'],
      invoke: {
        id: 'createCart',
        src: 'createCart',
        onDone: { target: 'loading', actions: keepNewCartId },
        onError: failCreation,
      },
      on: {
        // An add while the cart is being made waits for it.
        'cart.add': addWhileLoading,
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchCart',
        src: 'fetchCart',
        input: currentCartId,
        onDone: [
          { guard: 'hasPending', target: 'performing', actions: keepFetchedDetails },
          { target: 'ready', actions: keepFetchedDetails },
        ],
        onError: [
          {
            // A stored id the server no longer knows: make a new cart (once).
            guard: canRecreateCart,
            target: 'creating',
            actions: ['removeStoredCartId', 'forgetCart', 'markRetried'],
          },
          failFetch,
        ],
      },
      on: {
        'cart.add': addWhileLoading,
      },
    },
    /**
     * Sign-in: the customer's cart takes over, with the guest's items merged in. If the merge fails (the guest cart
     * is gone), the guest cart is dropped and the customer's cart is loaded as it is.
     */
    mergingGuestCart: {
      tags: ['loading'],
      invoke: {
        id: 'mergeGuestCart',
        src: 'mergeGuestCart',
        input: ({ context }) => ({ guestCartId: context.cartId }),
        onDone: { target: 'loading', actions: [...keepNewCartId, 'clearRetried'] },
        onError: { target: 'creating', actions: ['removeStoredCartId', 'forgetCart', 'clearRetried'] },
      },
    },
    /** The initial state after a failure, carrying the error: a shopper's add or a refresh starts again. */
    noCart: {
      on: {
        'cart.add': [
          { guard: and(['isValidQuantity', 'hasCartId']), target: 'performing', actions: 'setPending' },
          { guard: 'isValidQuantity', target: 'creating', actions: 'setPending' },
        ],
        'cart.refresh': [
          { guard: 'hasCartId', target: 'loading', actions: ['clearRetried', 'clearLoadErrors'] },
          { target: 'creating', actions: ['clearRetried', 'clearLoadErrors'] },
        ],
        'cart.splitCartId': { target: 'loading', actions: [...adoptSplitCart, 'clearRetried'] },
      },
    },
    ready: {
      on: {
        'cart.add': { guard: 'isValidQuantity', target: 'performing', actions: 'setPending' },
        'cart.update': { guard: 'isValidQuantity', target: 'performing', actions: 'setPending' },
        'cart.remove': { target: 'performing', actions: 'setPending' },
        'cart.applyCoupon': { target: 'performing', actions: 'setPending' },
        'cart.removeCoupon': { target: 'performing', actions: 'setPending' },
        'cart.refresh': { target: 'loading', actions: 'clearRetried' },
        'cart.splitCartId': { target: 'loading', actions: [...adoptSplitCart, 'clearRetried'] },
      },
    },
    performing: {
      tags: ['busy'],
      initial: 'dispatching',
      states: {
        dispatching: {
          always: [
            { guard: 'isAdd', target: 'adding' },
            { guard: 'isConfigurableUpdate', target: 'replacing' },
            { guard: 'isUpdate', target: 'updating' },
            { guard: 'isRemove', target: 'removing' },
            { guard: 'isApplyCoupon', target: 'applyingCoupon' },
            { target: 'removingCoupon' },
          ],
        },
        adding: {
          tags: ['adding'],
          invoke: {
            id: 'addItem',
            src: 'addItem',
            input: ({ context }) => {
              const add = pendingOf(context, 'add');
              return { cartId: requireCartId(context), product: add.product, quantity: add.quantity };
            },
            ...actionRequestOutcome({ reportFailure: true }),
          },
        },
        updating: {
          tags: ['updating'],
          invoke: {
            id: 'updateItem',
            src: 'updateItem',
            input: ({ context }) => {
              const update = pendingOf(context, 'update');
              return { cartId: requireCartId(context), itemUid: update.item.uid, quantity: update.quantity };
            },
            ...actionRequestOutcome(),
          },
        },
        /** A configurable item changes as remove, then add with the same options. */
        replacing: {
          tags: ['updating'],
          initial: 'removing',
          states: {
            removing: {
              invoke: {
                id: 'removeItem',
                src: 'removeItem',
                input: ({ context }) => ({ cartId: requireCartId(context), itemUid: pendingOf(context, 'update').item.uid }),
                ...actionRequestOutcome({ next: 'adding' }),
              },
            },
            adding: {
              invoke: {
                id: 'addItem',
                src: 'addItem',
                input: ({ context }) => {
                  const update = pendingOf(context, 'update');
                  const add = addOf(update.item, update.quantity);
                  return { cartId: requireCartId(context), product: add.product, quantity: add.quantity };
                },
                // The line is gone by now if the add fails: refetch so the page shows the cart as it is, error kept.
                ...actionRequestOutcome({ next: '#cart.performing.refetching', failed: '#cart.performing.refetching' }),
              },
            },
          },
        },
        removing: {
          tags: ['updating'],
          invoke: {
            id: 'removeItem',
            src: 'removeItem',
            input: ({ context }) => ({ cartId: requireCartId(context), itemUid: pendingOf(context, 'remove').itemUid }),
            ...actionRequestOutcome(),
          },
        },
        applyingCoupon: {
          invoke: {
            id: 'applyCoupon',
            src: 'applyCoupon',
            input: ({ context }) => ({ cartId: requireCartId(context), code: pendingOf(context, 'applyCoupon').code }),
            ...actionRequestOutcome(),
          },
        },
        removingCoupon: {
          invoke: {
            id: 'removeCoupon',
            src: 'removeCoupon',
            input: currentCartId,
            ...actionRequestOutcome(),
          },
        },
        /** Every action ends by refetching the details. */
        refetching: {
          invoke: {
            id: 'fetchCart',
            src: 'fetchCart',
            input: currentCartId,
            onDone: [
              {
                guard: 'isAnnouncedAdd',
                target: '#cart.ready',
                actions: [keepFetchedDetails, 'announceAdded', 'clearPending'],
              },
              { target: '#cart.ready', actions: [keepFetchedDetails, 'clearPending'] },
            ],
            onError: failFetch,
          },
        },
      },
    },
    /** After a failed action: back to the cart, or to noCart when the action ran before any details were loaded. */
    settling: {
      always: [{ guard: 'hasDetails', target: 'ready' }, { target: 'noCart' }],
    },
    /** Invalid cart: forget it, make a new one, refetch, then retry the action once. */
    recovering: {
      tags: ['busy'],
      entry: ['removeStoredCartId', 'forgetCart', 'markRetried'],
      initial: 'creating',
      states: {
        creating: {
          invoke: {
            id: 'createCart',
            src: 'createCart',
            onDone: { target: 'refetching', actions: keepNewCartId },
            onError: failCreation,
          },
        },
        refetching: {
          invoke: {
            id: 'fetchCart',
            src: 'fetchCart',
            input: currentCartId,
            onDone: { target: 'retrying', actions: keepFetchedDetails },
            onError: failFetch,
          },
        },
        retrying: {
          always: [
            // Signed-in shoppers get their customer cart back, items and all: the action itself is retried.
            { guard: 'isSignedIn', target: '#cart.performing' },
            // A guest's new cart is empty: nothing left to remove, and an update becomes an add.
            { guard: 'isRemoval', target: '#cart.ready', actions: 'clearPending' },
            { guard: 'isUpdate', target: '#cart.performing', actions: 'turnUpdateIntoAdd' },
            { target: '#cart.performing' },
          ],
        },
      },
    },
  },
});
