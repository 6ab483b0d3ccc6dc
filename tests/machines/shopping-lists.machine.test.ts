import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import type { ListOperation, ShoppingList } from '../../src/domain/list-types';
import { LIST_TOAST_TIMEOUT_MS, shoppingListsMachine, type PerformInput, type ShoppingListsContext } from '../../src/machines/shopping-lists.machine';
import { describeModel, expectation } from './support/model-test';

const weekly: ShoppingList = { id: 1, name: 'Weekly', description: null, isDefault: true, sharingCode: null, updatedAt: null, items: [] };
const party: ShoppingList = { ...weekly, id: 2, name: 'Party', isDefault: false };
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ShoppingListsContext;
const rename: ListOperation = { kind: 'rename', groupId: 1, name: 'Week' };
const toCart: ListOperation = { kind: 'addListToCart', groupId: 1 };

/**
 * Account spec sections 4-7 ("Wishlist groups": fetched on sign-in with a loading flag; creating appends; the
 * Create button is disabled while the name is empty or a creation is in flight; the form is reset after creation;
 * update, remove, remove an item, quantities (positive), positions, add to cart from a list, share) and section 6
 * (customer data forgotten on sign-out), with docs/decisions/lists-shopping-lists.md (a deletion asks first),
 * written out by hand. One change is saved at a time; the answer's lists replace the shown ones; a failure keeps
 * them and says why; adding to the cart reports the server's message (a warning when not everything was added)
 * and has the cart refreshed; quantities and positions change in place without a toast.
 */
type ListsState = 'signedOut' | 'loading' | 'failed' | 'ready.idle' | 'ready.confirmingRemove' | 'ready.busy';
interface ListsExpected {
  state: ListsState;
  lists: number[];
  draft: string;
  pending: ListOperation | null;
  removing: number | null;
  /** What the app was told, in order: toasts by type, and cart refreshes. */
  told: string[];
}
type ListsEvent = { type: string; value?: string; operation?: ListOperation; lists?: ShoppingList[]; groupId?: number; output?: unknown };
const specValid = (op: ListOperation) => (op.kind === 'setQty' ? op.qty > 0 : op.kind === 'rename' || op.kind === 'create' ? op.name.trim() !== '' : true);
const QUIET: string[] = ['setQty', 'move'];

function nextLists(m: ListsExpected, event: ListsEvent): ListsExpected {
  const { state } = m;
  const { type } = event;
  if (type === 'lists.signedOut') return { ...m, state: 'signedOut', lists: [], draft: '', pending: null, removing: null };
  if (state === 'signedOut' && type === 'lists.signedIn') return { ...m, state: 'loading' };
  if (state === 'loading' && type === 'xstate.done.actor.fetchLists') return { ...m, state: 'ready.idle', lists: (event.output as ShoppingList[]).map((l) => l.id) };
  if (state === 'loading' && type === 'xstate.error.actor.fetchLists') return { ...m, state: 'failed' };
  if (state === 'failed' && type === 'lists.retry') return { ...m, state: 'loading' };
  if (state.startsWith('ready.') && type === 'lists.draftName') return { ...m, draft: event.value! };
  if (state === 'ready.idle') {
    if (type === 'lists.create' && m.draft.trim() !== '') return { ...m, state: 'ready.busy', pending: { kind: 'create', name: m.draft.trim() } };
    if (type === 'lists.run' && specValid(event.operation!)) return { ...m, state: 'ready.busy', pending: event.operation! };
    if (type === 'lists.replace') return { ...m, lists: event.lists!.map((l) => l.id) };
    if (type === 'lists.askRemove' && m.lists.includes(event.groupId!)) return { ...m, state: 'ready.confirmingRemove', removing: event.groupId! };
  }
  if (state === 'ready.confirmingRemove' && type === 'lists.confirmRemove') return { ...m, state: 'ready.busy', pending: { kind: 'remove', groupId: m.removing! }, removing: null };
  if (state === 'ready.confirmingRemove' && type === 'lists.cancelRemove') return { ...m, state: 'ready.idle', removing: null };
  if (state === 'ready.busy' && type === 'xstate.done.actor.perform') {
    const answer = event.output as { lists: ShoppingList[]; cart: { success: boolean } | null };
    const pending = m.pending!;
    const told = answer.cart
      ? [`toast:${answer.cart.success ? 'success' : 'warning'}`, 'lists.cartChanged']
      : QUIET.includes(pending.kind) ? [] : ['toast:success'];
    const draft = pending.kind === 'create' ? '' : m.draft;
    return { ...m, state: 'ready.idle', lists: answer.lists.map((l) => l.id), draft, pending: null, told: [...m.told, ...told] };
  }
  if (state === 'ready.busy' && type === 'xstate.error.actor.perform') return { ...m, state: 'ready.idle', pending: null, told: [...m.told, 'toast:error'] };
  throw new Error(`the test says nothing of ${JSON.stringify(event)} in ${state}`);
}

describeModel('shopping lists machine', {
  machine: shoppingListsMachine,
  events: (snapshot) => [
    { type: 'lists.signedIn' },
    { type: 'lists.signedOut' },
    { type: 'lists.retry' },
    { type: 'lists.draftName', value: 'Party' },
    { type: 'lists.draftName', value: '   ' },
    { type: 'lists.create' },
    { type: 'lists.run', operation: rename },
    { type: 'lists.run', operation: toCart },
    // Never sent by the views; refused by the chart all the same.
    { type: 'lists.run', operation: { kind: 'setQty', groupId: 1, itemId: 5, qty: 0 } },
    { type: 'lists.replace', lists: [weekly, party] },
    // Deleting asks first; an id not among the lists opens nothing.
    { type: 'lists.askRemove', groupId: 2 },
    { type: 'lists.askRemove', groupId: 99 },
    { type: 'lists.confirmRemove' },
    { type: 'lists.cancelRemove' },
    { type: 'lists.run', operation: { kind: 'unshare', groupId: 1 } },
    { type: 'xstate.done.actor.fetchLists', output: [weekly] },
    { type: 'xstate.error.actor.fetchLists', error: new Error('Network error') },
    // The server answers a list change with the lists, and adding to the cart also with the cart's message.
    ctx(snapshot).pending?.kind === 'addListToCart'
      ? { type: 'xstate.done.actor.perform', output: { lists: [weekly], cart: { success: false, message: '1 product(s) were added to your cart. Not added: X' } } }
      : { type: 'xstate.done.actor.perform', output: { lists: [weekly, party], cart: null } },
    { type: 'xstate.error.actor.perform', error: new Error('The current user cannot perform operations on wishlist') },
  ],
  key: (snapshot) => {
    const c = ctx(snapshot);
    return { lists: c.lists.length, draft: c.draftName.trim() !== '', pending: c.pending?.kind ?? null, loadError: c.loadError !== null, removing: c.removing };
  },
  promiseActors: ['fetchLists', 'perform'],
  callbackActors: ['followSession'],
  // Every edge of the walk, so each outcome (a creation clearing the name, say) is compared with the expectation.
  paths: 'all',
  states: {
    signedOut: (snapshot) => {
      expect(ctx(snapshot)).toEqual({ lists: [], draftName: '', loadError: null, pending: null, removing: null });
      expect(snapshot.can({ type: 'lists.create' })).toBe(false);
    },
    loading: (snapshot, sut) => {
      expect(ctx(snapshot).loadError).toBeNull();
      expect(sut.promises.fetchLists!.inputs.length).toBeGreaterThan(0);
    },
    failed: (snapshot) => {
      expect(ctx(snapshot).loadError).toEqual({ text: 'Network error' });
      expect(ctx(snapshot).lists).toEqual([]);
    },
    'ready.confirmingRemove': (snapshot) => {
      const c = ctx(snapshot);
      // Nothing is removed until confirmed; the dialog names a list the shopper has.
      expect(c.pending).toBeNull();
      expect(c.lists.some((list) => list.id === c.removing)).toBe(true);
      expect(snapshot.can({ type: 'lists.run', operation: rename })).toBe(false);
    },
    'ready.idle': (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(c.pending).toBeNull();
      expect(c.removing).toBeNull();
      if (sut.emitted.at(-1)?.type === 'toast.request' && sut.emitted.at(-1)?.toast?.message?.id === 'lists.toast.unshared') expect(sut.emitted.at(-1)?.toast.type).toBe('success');
      // Create is offered exactly when a name is typed (the button's disabled state).
      expect(snapshot.can({ type: 'lists.create' })).toBe(c.draftName.trim() !== '');
      const last = sut.emitted.at(-1);
      if (last?.type === 'lists.cartChanged') {
        expect(sut.emitted.at(-2)).toEqual({ type: 'toast.request', toast: { type: 'warning', message: { text: '1 product(s) were added to your cart. Not added: X' }, timeout: LIST_TOAST_TIMEOUT_MS } });
      }
      if (last?.type === 'toast.request' && last.toast.type === 'error') expect(last.toast.message).toEqual({ text: 'The current user cannot perform operations on wishlist' });
    },
    'ready.busy': (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(c.pending).not.toBeNull();
      // One change at a time: no second create while one is saved.
      expect(snapshot.can({ type: 'lists.create' })).toBe(false);
      const input = sut.promises.perform!.lastInput as PerformInput;
      expect(input.operation).toEqual(c.pending);
      if (c.pending?.kind === 'create') expect(c.pending.name).toBe('Party');
      // A confirmed deletion removes the list that was asked about.
      if (c.pending?.kind === 'remove') expect(c.pending).toEqual({ kind: 'remove', groupId: 2 });
    },
  },
  expected: expectation<ListsExpected>({
    initial: () => ({ state: 'signedOut', lists: [], draft: '', pending: null, removing: null, told: [] }),
    next: nextLists,
    check: (snapshot, m, sut) => {
      expect(snapshot.matches(m.state)).toBe(true);
      const c = ctx(snapshot);
      expect([c.lists.map((l) => l.id), c.draftName, c.pending, c.removing]).toEqual([m.lists, m.draft, m.pending, m.removing]);
      expect(sut.emitted.map((e) => (e.type === 'toast.request' ? `toast:${e.toast.type}` : e.type))).toEqual(m.told);
      // Create is offered only with a name and when nothing else is being saved.
      expect(snapshot.can({ type: 'lists.create' })).toBe(m.state === 'ready.idle' && m.draft.trim() !== '');
    },
  }),
});
