import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import type { ProductListsChoice, ShoppingList } from '../../src/domain/list-types';
import { listChooserMachine, SHOPPING_LISTS_PATH, type ListChooserContext } from '../../src/machines/list-chooser.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

// Account spec sections 4 and 5, "Wishlist groups": the popup shows the form; its submit is disabled while the
// chosen group set equals the initial one (a named new list counts as one more chosen group); after a successful
// save a success message with Continue Shopping and See shopping lists (/wishlist); a failed save stays on the
// form with the error. A popup left open (isShowShoppingListPopup, reported with the load) opens again, with the
// lists holding its product ticked, the first time the lists are loaded, unless a popup is open by then; later
// loads open nothing. The loads arrive through the chart's own followLists actor, as the app reports them.
interface ExpectedChooser {
  listsSeen: boolean;
  state: 'closed' | 'editing' | 'saving' | 'succeeded';
  initial: number[];
  chosen: number[];
  newName: string;
  failed: boolean;
  listVisits: number;
}
const closedChooser = (listVisits: number, listsSeen = false): ExpectedChooser => ({ listsSeen, state: 'closed', initial: [], chosen: [], newName: '', failed: false, listVisits });
const differs = ({ initial, chosen, newName }: ExpectedChooser) =>
  newName.trim() !== '' || chosen.length !== initial.length || chosen.some((id) => !initial.includes(id));

const rice = { productId: 7, name: 'Jasmine rice', qtyIncrements: 0.5 };
const weekly: ShoppingList = { id: 1, name: 'Weekly', description: null, isDefault: true, sharingCode: null, updatedAt: null, items: [] };
const riceItem = { itemId: 31, groupId: 1, productId: 7, qty: 1, qtyIncrements: 0.5, position: 0, product: null };
const withRice: ShoppingList = { ...weekly, items: [riceItem] };
const party: ShoppingList = { id: 2, name: 'Party', description: null, isDefault: false, sharingCode: null, updatedAt: null, items: [] };
const viaFollowLists = (event: { type: string }, sut: Sut) => sut.callbacks.followLists!.emit(event);
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ListChooserContext;
const names = (sut: Sut) => sut.calls.map((call) => call.name);

describeModel('list chooser (shopping list popup) machine', {
  machine: listChooserMachine,
  events: () => [
    { type: 'lists.loaded', lists: [withRice, party], leftOpen: rice },
    { type: 'lists.loaded', lists: [withRice, party], leftOpen: null },
    { type: 'chooser.open', product: rice, initial: [1] },
    { type: 'chooser.toggle', groupId: 1 },
    { type: 'chooser.toggle', groupId: 2 },
    { type: 'chooser.newListName', value: 'Party' },
    { type: 'chooser.newListName', value: '' },
    { type: 'chooser.save' },
    { type: 'chooser.close' },
    { type: 'chooser.continueShopping' },
    { type: 'chooser.seeLists' },
    { type: 'xstate.done.actor.save', output: [weekly] },
    { type: 'xstate.error.actor.save', error: new Error('Enter a name for the shopping list.') },
  ],
  key: (snapshot) => {
    const c = ctx(snapshot);
    return { chosen: [...c.chosen].sort(), named: c.newListName !== '', error: c.error !== null, open: c.product !== null, listsSeen: c.listsSeen };
  },
  promiseActors: ['save'],
  callbackActors: ['followLists'],
  perform: { 'lists.loaded': viaFollowLists },
  recordedActions: ['rememberOpen', 'forgetOpen', 'navigate'],
  states: {
    closed: (snapshot, sut) => {
      expect(ctx(snapshot).product).toBeNull();
      const calls = names(sut);
      // Closing from the form forgets isShowShoppingListPopup; See shopping lists goes to /wishlist.
      if (calls.at(-1) === 'navigate') expect(sut.calls.at(-1)!.params).toEqual({ to: SHOPPING_LISTS_PATH });
      if (calls.length) expect(calls.filter((n) => n === 'rememberOpen').length).toBe(calls.filter((n) => n === 'forgetOpen').length);
    },
    editing: (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(c.product).toEqual(rice);
      expect(sut.calls.find((call) => call.name === 'rememberOpen')?.params).toEqual({ product: rice });
      // Save is offered only when the ticked lists differ from the opening ones, or a new list is named.
      const changed = c.newListName.trim() !== '' || [...c.chosen].sort().join() !== [...c.initial].sort().join();
      expect(snapshot.can({ type: 'chooser.save' })).toBe(changed);
      if (c.error) expect(c.error).toEqual({ text: 'Enter a name for the shopping list.' });
    },
    saving: (snapshot, sut) => {
      const input = sut.promises.save!.lastInput as ProductListsChoice;
      expect(input).toEqual({ productId: 7, initial: [1], chosen: ctx(snapshot).chosen, newListName: ctx(snapshot).newListName, qty: 0.5 });
      expect(snapshot.can({ type: 'chooser.close' })).toBe(false);
    },
    succeeded: (_snapshot, sut) => {
      expect(sut.emitted.at(-1)).toEqual({ type: 'chooser.saved', lists: [weekly] });
      expect(names(sut).at(-1)).toBe('forgetOpen');
    },
  },
  expected: expectation<ExpectedChooser>({
    initial: () => closedChooser(0),
    next: (model, event) => {
      const e = event as unknown as { initial: number[]; groupId: number; value: string };
      // The lists hold rice in list 1 only: the popup left open opens with list 1 ticked.
      if (event.type === 'lists.loaded') {
        const leftOpen = (event as unknown as { leftOpen: unknown }).leftOpen !== null;
        return model.state === 'closed' && !model.listsSeen && leftOpen
          ? { ...model, listsSeen: true, state: 'editing', initial: [1], chosen: [1], newName: '', failed: false }
          : { ...model, listsSeen: true };
      }
      switch (`${model.state} ${event.type}`) {
        case 'closed chooser.open':
          return { ...model, state: 'editing', initial: e.initial, chosen: e.initial, newName: '', failed: false };
        case 'editing chooser.toggle':
          return { ...model, chosen: model.chosen.includes(e.groupId) ? model.chosen.filter((id) => id !== e.groupId) : [...model.chosen, e.groupId] };
        case 'editing chooser.newListName':
          return { ...model, newName: e.value };
        case 'editing chooser.save':
          return differs(model) ? { ...model, state: 'saving', failed: false } : model;
        case 'editing chooser.close':
        case 'succeeded chooser.close':
        case 'succeeded chooser.continueShopping':
          return closedChooser(model.listVisits, model.listsSeen);
        case 'succeeded chooser.seeLists':
          return closedChooser(model.listVisits + 1, model.listsSeen);
        case 'saving xstate.done.actor.save':
          return { ...model, state: 'succeeded' };
        case 'saving xstate.error.actor.save':
          return { ...model, state: 'editing', failed: true };
        default:
          throw new Error(`no expectation for ${event.type} in ${model.state}`);
      }
    },
    check: (snapshot, model, sut) => {
      const c = ctx(snapshot);
      expect(snapshot.value).toBe(model.state);
      expect(c.listsSeen).toBe(model.listsSeen);
      if (model.state !== 'closed' && model.state !== 'succeeded') {
        expect([[...c.initial].sort(), [...c.chosen].sort(), c.newListName, c.error !== null]).toEqual([
          [...model.initial].sort(),
          [...model.chosen].sort(),
          model.newName,
          model.failed,
        ]);
      }
      expect(sut.calls.filter((call) => call.name === 'navigate')).toHaveLength(model.listVisits);
    },
  }),
});
