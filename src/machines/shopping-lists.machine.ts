import { assign, emit, enqueueActions, setup } from 'xstate';
import { errorMessage } from '../domain/api-error';
import type { ListOperation, ListOperationResult, ShoppingList } from '../domain/list-types';
import { defineMessages, type DisplayMessage } from './messages';
import type { ToastRequest } from './toasts.machine';
import { unprovidedCallback, unprovidedPromise } from './unprovided';

// The signed-in customer's shopping lists (wishlist groups; account spec sections 4, 5 and 7).
// - Lists are fetched on sign-in (`loading`), and forgotten on sign-out.
// - The create form's name lives here: Create is possible only with a name and while nothing else is being
//   saved (`busy`); the name is cleared once the list exists.
// - Every other change (rename, remove, remove an item, quantity, position, add to cart, share) is one
//   `lists.run` with its operation; one runs at a time and the answer carries the lists as the server has
//   them. A failure keeps the lists as they were and asks for an error toast.
// - Deleting a list asks first: `lists.askRemove` opens the confirmation (`confirmingRemove`), which
//   `lists.confirmRemove` turns into the removal and `lists.cancelRemove` (Escape, Cancel) closes.
// - Adding to the cart runs `announceCartChanged` (toasts: `requestToast`); standalone they emit, the app provides them
//   as explicit messages to the cart and the toast area.
// - The heart's popup saves on its own and hands over the new lists with `lists.replace`.

export const listMessages = defineMessages({
  created: { id: 'lists.toast.created', defaultMessage: 'Shopping list "{name}" created.' },
  saved: { id: 'lists.toast.saved', defaultMessage: 'Your shopping list was saved.' },
  removed: { id: 'lists.toast.removed', defaultMessage: 'The shopping list was removed.' },
  itemRemoved: { id: 'lists.toast.itemRemoved', defaultMessage: 'The product was removed from the list.' },
  shared: { id: 'lists.toast.shared', defaultMessage: 'The list is shared. Anyone with the link can see it.' },
  unshared: { id: 'lists.toast.unshared', defaultMessage: 'The list is no longer shared. Its link stops working.' },
});

export const LIST_TOAST_TIMEOUT_MS = 5000;

export interface ShoppingListsContext {
  lists: ShoppingList[];
  draftName: string;
  /** Why the lists could not be loaded. */
  loadError: DisplayMessage | null;
  /** The change being saved (views mark the row that is busy). */
  pending: ListOperation | null;
  /** The list whose deletion waits for the shopper's confirmation. */
  removing: number | null;
}

export type ShoppingListsEvent =
  | { type: 'lists.signedIn' }
  | { type: 'lists.signedOut' }
  | { type: 'lists.retry' }
  | { type: 'lists.draftName'; value: string }
  | { type: 'lists.create' }
  | { type: 'lists.run'; operation: ListOperation }
  | { type: 'lists.replace'; lists: ShoppingList[] }
  | { type: 'lists.askRemove'; groupId: number }
  | { type: 'lists.confirmRemove' }
  | { type: 'lists.cancelRemove' };

export type ShoppingListsEmitted = { type: 'toast.request'; toast: ToastRequest } | { type: 'lists.cartChanged' };

export interface PerformInput {
  operation: ListOperation;
  lists: ShoppingList[];
}

/** A change the form would never send: an empty name, a quantity that is not positive, a negative position. */
export function isValidOperation(operation: ListOperation): boolean {
  switch (operation.kind) {
    case 'create':
    case 'rename':
      return operation.name.trim() !== '';
    case 'setQty':
      return Number.isFinite(operation.qty) && operation.qty > 0;
    case 'move':
      return Number.isInteger(operation.position) && operation.position >= 0;
    default:
      return true;
  }
}

function successToast(operation: ListOperation, result: ListOperationResult): ToastRequest | null {
  const toast = (type: ToastRequest['type'], message: DisplayMessage): ToastRequest => ({ type, message, timeout: LIST_TOAST_TIMEOUT_MS });
  if (result.cart) return toast(result.cart.success ? 'success' : 'warning', { text: result.cart.message });
  switch (operation.kind) {
    case 'create':
      return toast('success', { ...listMessages.created, values: { name: operation.name.trim() } });
    case 'rename':
      return toast('success', listMessages.saved);
    case 'remove':
      return toast('success', listMessages.removed);
    case 'removeItem':
      return toast('success', listMessages.itemRemoved);
    case 'share':
      return toast('success', listMessages.shared);
    case 'unshare':
      return toast('success', listMessages.unshared);
    default:
      // Quantities and positions show in place; a toast for each step would be noise.
      return null;
  }
}

export const shoppingListsMachine = setup({
  types: {
    context: {} as ShoppingListsContext,
    events: {} as ShoppingListsEvent,
    emitted: {} as ShoppingListsEmitted,
  },
  actors: {
    fetchLists: unprovidedPromise<ShoppingList[], void>('fetchLists'),
    perform: unprovidedPromise<ListOperationResult, PerformInput>('perform'),
    /** Follows the session (supplied by the app): lists.signedIn / lists.signedOut now and on each change. */
    followSession: unprovidedCallback<ShoppingListsEvent>('followSession'),
  },
  guards: {
    isKnownList: ({ context, event }) => event.type === 'lists.askRemove' && context.lists.some((list) => list.id === event.groupId),
    hasDraftName: ({ context }) => context.draftName.trim() !== '',
    isValidOperation: ({ event }) => event.type === 'lists.run' && isValidOperation(event.operation),
  },
  actions: {
    forget: assign({ lists: [], draftName: '', loadError: null, pending: null, removing: null }),
    assignDraftName: assign({ draftName: ({ context, event }) => (event.type === 'lists.draftName' ? event.value : context.draftName) }),
    assignCreate: assign({ pending: ({ context }) => ({ kind: 'create' as const, name: context.draftName.trim() }) }),
    assignRun: assign({ pending: ({ context, event }) => (event.type === 'lists.run' ? event.operation : context.pending) }),
    assignReplaced: assign({ lists: ({ context, event }) => (event.type === 'lists.replace' ? event.lists : context.lists) }),
    /** A notice for the toast area (announced here; the app sends it to the toast actor instead). */
    requestToast: emit((_, params: { toast: ToastRequest }) => ({ type: 'toast.request' as const, toast: params.toast })),
    /** The cart changed (announced here; the app sends cart.refresh to the cart actor instead). */
    announceCartChanged: emit({ type: 'lists.cartChanged' as const }),
  },
}).createMachine({
  id: 'shoppingLists',
  context: { lists: [], draftName: '', loadError: null, pending: null, removing: null },
  // The session reaches the chart through its own invoke, not through an effect in the view.
  invoke: { id: 'followSession', src: 'followSession' },
  initial: 'signedOut',
  on: {
    'lists.signedOut': { target: '.signedOut', actions: 'forget' },
  },
  states: {
    signedOut: {
      on: { 'lists.signedIn': 'loading' },
    },
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        id: 'fetchLists',
        src: 'fetchLists',
        onDone: { target: 'ready', actions: assign({ lists: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => ({ text: errorMessage(event.error) }) }) },
      },
    },
    failed: {
      on: { 'lists.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'lists.draftName': { actions: 'assignDraftName' },
      },
      states: {
        idle: {
          on: {
            'lists.create': { guard: 'hasDraftName', target: 'busy', actions: 'assignCreate' },
            'lists.run': { guard: 'isValidOperation', target: 'busy', actions: 'assignRun' },
            'lists.replace': { actions: 'assignReplaced' },
            'lists.askRemove': { guard: 'isKnownList', target: 'confirmingRemove', actions: assign({ removing: ({ event }) => event.groupId }) },
          },
        },
        confirmingRemove: {
          on: {
            'lists.confirmRemove': {
              target: 'busy',
              actions: assign({ pending: ({ context }) => ({ kind: 'remove' as const, groupId: context.removing! }), removing: null }),
            },
            'lists.cancelRemove': { target: 'idle', actions: assign({ removing: null }) },
          },
        },
        busy: {
          invoke: {
            id: 'perform',
            src: 'perform',
            input: ({ context }) => {
              if (!context.pending) throw new Error('busy without a pending change');
              return { operation: context.pending, lists: context.lists };
            },
            onDone: {
              target: 'idle',
              actions: [
                // After a saved change: its toast (if any), and the cart refresh when the cart was changed.
                enqueueActions(({ context, event, enqueue }) => {
                  const toast = context.pending ? successToast(context.pending, event.output) : null;
                  if (toast) enqueue({ type: 'requestToast', params: { toast } });
                  if (event.output.cart) enqueue('announceCartChanged');
                }),
                assign({
                  lists: ({ event }) => event.output.lists,
                  draftName: ({ context }) => (context.pending?.kind === 'create' ? '' : context.draftName),
                  pending: null,
                }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'requestToast',
                  params: ({ event }) => ({ toast: { type: 'error' as const, message: { text: errorMessage(event.error) }, timeout: LIST_TOAST_TIMEOUT_MS } }),
                },
                assign({ pending: null }),
              ],
            },
          },
        },
      },
    },
  },
});
