import { and, not, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { CartDetails } from '../domain/cart-types';
import {
  currentCartId, noErrors, pendingAddInput, pendingCouponInput, pendingRemoveInput, pendingUpdateInput, replacedItemInput, replacementAddInput,
} from './cart-pending-action';
import { cartSetup } from './cart-setup';

export type * from './cart-flow-types';
export { errorSlotOf, noErrors } from './cart-pending-action';

// The shopper's cart (storefront spec section 4, "Cart state", "Cart creation", "Cart item actions"; section 8).
// - Start: a pending split-cart id replaces the current id; else the stored id is reused; else a cart is created
//   ("Unable to create cart" on failure) and its id stored.
// - Add, update, remove and the coupon actions each run request → receive → refetch the details. A configurable
//   item is updated as remove then add; other kinds update the quantity.
// - An invalid-cart error that is not a network error removes the stored cart, creates a new one, refetches and
//   retries the action once: the `retried` flag in context, read by the `hasRetried` guard, makes the second
//   failure an ordinary per-action error (no loop, unlike pwa-studio's recursive retry). On the retry an update by a
//   guest becomes an add (a guest's new cart is empty), and a guest's removal has nothing left to do.
// - A failed fetch resets to the initial state carrying the error (`noCart`).
// Storage goes through the named actions persistCartId, removeStoredCartId and clearSplitCartId; the network through
// the named actors; the app supplies both with machine.provide().

// Every transition is written out below (Stately's editor shows this file as docs/machines/cart.mmd does). Two
// recurring conditions read the same everywhere: `isInvalidCartError and not hasRetried` lets the invalid-cart
// recovery run (once per action or load); an action's other failures are kept as its error (a shopper's add also
// reports it).

/** The params of the actions that record an actor's error. */
const errorOf = ({ event }: { event: ErrorActorEvent }) => ({ error: event.error });
/** The params of keeping what fetchCart returned. */
const fetchedDetails = ({ event }: { event: DoneActorEvent<CartDetails> }) => ({ details: event.output });
/** The params of keeping (in context and in storage) the id createCart or mergeGuestCart returned. */
const createdCartId = ({ event }: { event: DoneActorEvent<string> }) => ({ cartId: event.output });

export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => ({
    cartId: input.storedCartId,
    splitCartId: input.splitCartId,
    details: null,
    signedIn: input.signedIn,
    pending: null,
    retried: false,
    afterOrder: false,
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
        {
          guard: 'hasSplitCartId',
          target: 'loading',
          actions: ['adoptSplitCartId', { type: 'persistCartId', params: currentCartId }, 'clearSplitCartId'],
        },
        { guard: 'hasCartId', target: 'loading' },
        { target: 'creating' },
      ],
    },
    creating: {
      tags: ['loading'],
      invoke: {
        id: 'createCart',
        src: 'createCart',
        input: ({ context }) => ({ afterOrder: context.afterOrder }),
        onDone: {
          target: 'loading',
          actions: [{ type: 'assignCartId', params: createdCartId }, { type: 'persistCartId', params: createdCartId }],
        },
        onError: [
          // After an order nobody asked for this cart: its failure is kept, not announced (section 8).
          { guard: 'isQuietCreation', target: 'noCart', actions: 'assignCreateError' },
          { target: 'noCart', actions: ['reportCreateFailure', 'assignCreateError'] },
        ],
      },
      on: {
        // An add while the cart is being made waits for it.
        'cart.add': { guard: and([not('hasPending'), 'isValidQuantity']), actions: 'setPending' },
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchCart',
        src: 'fetchCart',
        input: currentCartId,
        onDone: [
          { guard: 'hasPending', target: 'performing', actions: { type: 'assignDetails', params: fetchedDetails } },
          { target: 'ready', actions: { type: 'assignDetails', params: fetchedDetails } },
        ],
        onError: [
          {
            // A stored id the server no longer knows: make a new cart (once).
            guard: and(['isInvalidCartError', not('hasRetried')]),
            target: 'creating',
            actions: ['removeStoredCartId', 'forgetCart', 'markRetried'],
          },
          { target: 'noCart', actions: { type: 'resetWithFetchError', params: errorOf } },
        ],
      },
      on: {
        'cart.add': { guard: and([not('hasPending'), 'isValidQuantity']), actions: 'setPending' },
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
        onDone: {
          target: 'loading',
          actions: [
            { type: 'assignCartId', params: createdCartId },
            { type: 'persistCartId', params: createdCartId },
            'clearRetried',
          ],
        },
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
        'cart.splitCartId': {
          target: 'loading',
          actions: ['adoptSplitCartId', { type: 'persistCartId', params: currentCartId }, 'clearSplitCartId', 'clearRetried'],
        },
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
        'cart.splitCartId': {
          target: 'loading',
          actions: ['adoptSplitCartId', { type: 'persistCartId', params: currentCartId }, 'clearSplitCartId', 'clearRetried'],
        },
      },
    },
    /**
     * One action: its request, then a refetch of the details. An invalid-cart error on the first try goes to
     * `recovering`; any other error is kept as the action's error and the cart settles.
     */
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
            input: pendingAddInput,
            onDone: 'refetching',
            onError: [
              { guard: and(['isInvalidCartError', not('hasRetried')]), target: '#cart.recovering' },
              {
                target: '#cart.settling',
                actions: [{ type: 'reportActionFailure', params: errorOf }, { type: 'assignActionError', params: errorOf }],
              },
            ],
          },
        },
        updating: {
          tags: ['updating'],
          invoke: {
            id: 'updateItem',
            src: 'updateItem',
            input: pendingUpdateInput,
            onDone: 'refetching',
            onError: [
              { guard: and(['isInvalidCartError', not('hasRetried')]), target: '#cart.recovering' },
              { target: '#cart.settling', actions: { type: 'assignActionError', params: errorOf } },
            ],
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
                input: replacedItemInput,
                onDone: 'adding',
                onError: [
                  { guard: and(['isInvalidCartError', not('hasRetried')]), target: '#cart.recovering' },
                  { target: '#cart.settling', actions: { type: 'assignActionError', params: errorOf } },
                ],
              },
            },
            adding: {
              invoke: {
                id: 'addItem',
                src: 'addItem',
                input: replacementAddInput,
                // The line is gone by now if the add fails: refetch so the page shows the cart as it is, error kept.
                onDone: '#cart.performing.refetching',
                onError: [
                  { guard: and(['isInvalidCartError', not('hasRetried')]), target: '#cart.recovering' },
                  { target: '#cart.performing.refetching', actions: { type: 'assignActionError', params: errorOf } },
                ],
              },
            },
          },
        },
        removing: {
          tags: ['updating'],
          invoke: {
            id: 'removeItem',
            src: 'removeItem',
            input: pendingRemoveInput,
            onDone: 'refetching',
            onError: [
              { guard: and(['isInvalidCartError', not('hasRetried')]), target: '#cart.recovering' },
              { target: '#cart.settling', actions: { type: 'assignActionError', params: errorOf } },
            ],
          },
        },
        applyingCoupon: {
          invoke: {
            id: 'applyCoupon',
            src: 'applyCoupon',
            input: pendingCouponInput,
            onDone: 'refetching',
            onError: [
              { guard: and(['isInvalidCartError', not('hasRetried')]), target: '#cart.recovering' },
              { target: '#cart.settling', actions: { type: 'assignActionError', params: errorOf } },
            ],
          },
        },
        removingCoupon: {
          invoke: {
            id: 'removeCoupon',
            src: 'removeCoupon',
            input: currentCartId,
            onDone: 'refetching',
            onError: [
              { guard: and(['isInvalidCartError', not('hasRetried')]), target: '#cart.recovering' },
              { target: '#cart.settling', actions: { type: 'assignActionError', params: errorOf } },
            ],
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
                actions: [{ type: 'assignDetails', params: fetchedDetails }, 'announceAdded', 'clearPending'],
              },
              { target: '#cart.ready', actions: [{ type: 'assignDetails', params: fetchedDetails }, 'clearPending'] },
            ],
            onError: { target: '#cart.noCart', actions: { type: 'resetWithFetchError', params: errorOf } },
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
            input: { afterOrder: false },
            onDone: {
              target: 'refetching',
              actions: [{ type: 'assignCartId', params: createdCartId }, { type: 'persistCartId', params: createdCartId }],
            },
            onError: { target: '#cart.noCart', actions: ['reportCreateFailure', 'assignCreateError'] },
          },
        },
        refetching: {
          invoke: {
            id: 'fetchCart',
            src: 'fetchCart',
            input: currentCartId,
            onDone: { target: 'retrying', actions: { type: 'assignDetails', params: fetchedDetails } },
            onError: { target: '#cart.noCart', actions: { type: 'resetWithFetchError', params: errorOf } },
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
