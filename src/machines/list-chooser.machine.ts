import { assign, emit, setup } from 'xstate';
import { errorMessage } from '../domain/api-error';
import type { ChooserProduct, ProductListsChoice, ShoppingList } from '../domain/list-types';
import type { DisplayMessage } from './messages';
import { unprovidedAction, unprovidedCallback, unprovidedPromise } from './unprovided';

// The shopping list popup (account spec sections 2, 4 and 5), opened by the heart on a product card or page.
// - It shows the customer's lists with the product's ones ticked, and a field for a new list.
// - Save is possible only when the choice differs from how it opened (or a new list is named).
// - After a successful save it shows the success state with Continue Shopping and See shopping lists
//   (/wishlist); the new lists go to the lists actor (`chooser.saved`).
// - isShowShoppingListPopup is kept in browser storage while the popup is open (`rememberOpen`), with the
//   product, so it opens again after a reload or after a guest signed in on the way (the guest's heart stores it
//   before sending them to sign in). The first time the lists are loaded (`lists.loaded`, reported by the chart's
//   invoked `followLists`, which the app subscribes to the lists actor, with the popup stored then as `leftOpen`)
//   it opens with the lists holding the product ticked, unless a popup is open by then. Later loads open nothing.

export const SHOPPING_LISTS_PATH = '/wishlist';

export type { ChooserProduct };

export interface ListChooserContext {
  /** The lists were loaded once already (only the first load reopens a popup left open). */
  listsSeen: boolean;
  product: ChooserProduct | null;
  initial: number[];
  chosen: number[];
  newListName: string;
  error: DisplayMessage | null;
}

export type ListChooserEvent =
  | { type: 'chooser.open'; product: ChooserProduct; initial: number[] }
  | { type: 'chooser.toggle'; groupId: number }
  | { type: 'chooser.newListName'; value: string }
  | { type: 'chooser.save' }
  | { type: 'chooser.close' }
  | { type: 'chooser.continueShopping' }
  | { type: 'chooser.seeLists' }
  /** The customer's lists were loaded (reported by followLists), with the popup left open then (stored), if any. */
  | { type: 'lists.loaded'; lists: ShoppingList[]; leftOpen: ChooserProduct | null };

export type ListChooserEmitted = { type: 'chooser.saved'; lists: ShoppingList[] };

/** The ids of the lists that hold the product (ticked when the popup opens). */
export function listsHolding(lists: readonly ShoppingList[], productId: number): number[] {
  return lists.filter((list) => list.items.some((item) => item.productId === productId)).map((list) => list.id);
}

const sameSet = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((id) => b.includes(id));

/** The spec's rule: the submit button is disabled while the chosen set equals the initial one. */
export function hasChanges(context: Pick<ListChooserContext, 'initial' | 'chosen' | 'newListName'>): boolean {
  return context.newListName.trim() !== '' || !sameSet(context.initial, context.chosen);
}

export const listChooserMachine = setup({
  types: {
    context: {} as ListChooserContext,
    events: {} as ListChooserEvent,
    emitted: {} as ListChooserEmitted,
  },
  actors: {
    save: unprovidedPromise<ShoppingList[], ProductListsChoice>('save'),
    /** Reports each load of the customer's lists (lists.loaded), supplied by the app. */
    followLists: unprovidedCallback<ListChooserEvent>('followLists'),
  },
  guards: {
    hasChanges: ({ context }) => hasChanges(context),
    reopensLeftOpen: ({ context, event }) => event.type === 'lists.loaded' && !context.listsSeen && event.leftOpen !== null,
  },
  actions: {
    rememberOpen: unprovidedAction<{ product: ChooserProduct }>('rememberOpen'),
    forgetOpen: unprovidedAction('forgetOpen'),
    navigate: unprovidedAction<{ to: string }>('navigate'),
    /** The saved lists, announced (chooser.saved); the app sends them to the lists actor instead (lists.replace). */
    announceSaved: emit((_, params: { lists: ShoppingList[] }) => ({ type: 'chooser.saved' as const, lists: params.lists })),
    assignOpened: assign(({ event }) =>
      event.type === 'chooser.open'
        ? { product: event.product, initial: [...event.initial], chosen: [...event.initial], newListName: '', error: null }
        : {},
    ),
    /** The popup left open, with the lists that hold its product ticked. */
    assignLeftOpen: assign(({ event }) => {
      if (event.type !== 'lists.loaded' || !event.leftOpen) return {};
      const initial = listsHolding(event.lists, event.leftOpen.productId);
      return { product: event.leftOpen, initial, chosen: [...initial], newListName: '', error: null };
    }),
    markListsSeen: assign({ listsSeen: true }),
    toggle: assign({
      chosen: ({ context, event }) => {
        if (event.type !== 'chooser.toggle') return context.chosen;
        return context.chosen.includes(event.groupId) ? context.chosen.filter((id) => id !== event.groupId) : [...context.chosen, event.groupId];
      },
    }),
    assignNewListName: assign({ newListName: ({ context, event }) => (event.type === 'chooser.newListName' ? event.value : context.newListName) }),
    clear: assign({ product: null, initial: [], chosen: [], newListName: '', error: null }),
  },
}).createMachine({
  id: 'listChooser',
  context: { listsSeen: false, product: null, initial: [], chosen: [], newListName: '', error: null },
  invoke: { id: 'followLists', src: 'followLists' },
  initial: 'closed',
  // Only the first load may open the popup left open; a popup open by then wins.
  on: { 'lists.loaded': { actions: 'markListsSeen' } },
  states: {
    closed: {
      on: {
        'chooser.open': {
          target: 'editing',
          actions: ['assignOpened', { type: 'rememberOpen', params: ({ event }) => ({ product: event.product }) }],
        },
        'lists.loaded': [
          {
            guard: 'reopensLeftOpen',
            target: 'editing',
            actions: ['assignLeftOpen', { type: 'rememberOpen', params: ({ context }) => ({ product: context.product! }) }, 'markListsSeen'],
          },
          { actions: 'markListsSeen' },
        ],
      },
    },
    editing: {
      on: {
        'chooser.toggle': { actions: 'toggle' },
        'chooser.newListName': { actions: 'assignNewListName' },
        'chooser.save': { guard: 'hasChanges', target: 'saving', actions: assign({ error: null }) },
        'chooser.close': { target: 'closed', actions: ['clear', 'forgetOpen'] },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          productId: context.product?.productId ?? 0,
          initial: context.initial,
          chosen: context.chosen,
          newListName: context.newListName,
          qty: context.product?.qtyIncrements ?? 1,
        }),
        onDone: { target: 'succeeded', actions: [{ type: 'announceSaved', params: ({ event }) => ({ lists: event.output }) }, 'forgetOpen'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => ({ text: errorMessage(event.error) }) }) },
      },
    },
    succeeded: {
      on: {
        'chooser.continueShopping': { target: 'closed', actions: 'clear' },
        'chooser.close': { target: 'closed', actions: 'clear' },
        'chooser.seeLists': { target: 'closed', actions: ['clear', { type: 'navigate', params: { to: SHOPPING_LISTS_PATH } }] },
      },
    },
  },
});
