import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import type { ListOperation, ShoppingList } from '../../src/domain/list-types';
import { LIST_TOAST_TIMEOUT_MS, shoppingListsMachine, type PerformInput, type ShoppingListsContext } from '../../src/machines/shopping-lists.machine';
import { describeModel } from './support/model-test';

const weekly: ShoppingList = { id: 1, name: 'Weekly', description: null, isDefault: true, sharingCode: null, updatedAt: null, items: [] };
const party: ShoppingList = { ...weekly, id: 2, name: 'Party', isDefault: false };
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ShoppingListsContext;
const rename: ListOperation = { kind: 'rename', groupId: 1, name: 'Week' };
const toCart: ListOperation = { kind: 'addListToCart', groupId: 1 };

describeModel('shopping lists machine', {
  machine: shoppingListsMachine,
  events: () => [
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
    { type: 'xstate.done.actor.perform', output: { lists: [weekly, party], cart: null } },
    { type: 'xstate.done.actor.perform', output: { lists: [weekly], cart: { success: false, message: '1 product(s) were added to your cart. Not added: X' } } },
    { type: 'xstate.error.actor.perform', error: new Error('The current user cannot perform operations on wishlist') },
  ],
  key: (snapshot) => {
    const c = ctx(snapshot);
    return { lists: c.lists.length, draft: c.draftName.trim() !== '', pending: c.pending?.kind ?? null, loadError: c.loadError !== null, removing: c.removing };
  },
  promiseActors: ['fetchLists', 'perform'],
  callbackActors: ['followSession'],
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
});
