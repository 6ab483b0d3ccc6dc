import { transition, type AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { navigationDrawerMachine } from '../../src/machines/navigation-drawer.machine';
import { describeModel } from './support/model-test';

const fruit = { uid: 'Mw==', name: 'Fruit' };
const apples = { uid: 'NA==', name: 'Apples' };

function categoryUids(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot.context as { categoryPath: { uid: string }[] }).categoryPath.map((c) => c.uid);
}

/** Where back would lead from here, computed purely (without touching the running actor). */
function back(snapshot: AnyMachineSnapshot): AnyMachineSnapshot {
  return transition(snapshot.machine, snapshot, { type: 'drawer.back' })[0];
}

/** In every view but the menu, back must lead where the spec says; checked by asking the real actor. */
function backLeadsTo(snapshot: AnyMachineSnapshot, view: string): void {
  expect(snapshot.can({ type: 'drawer.back' })).toBe(true);
  expect(back(snapshot).value).toEqual({ open: view });
}

describeModel('navigation-drawer machine', {
  machine: navigationDrawerMachine,
  events: (snapshot) => [
    { type: 'drawer.open' },
    { type: 'drawer.close' },
    { type: 'drawer.back' },
    { type: 'drawer.show.menu' },
    { type: 'drawer.show.signIn' },
    { type: 'drawer.show.createAccount' },
    { type: 'drawer.show.forgotPassword' },
    { type: 'drawer.show.myAccount' },
    // Two levels are enough to tell "up one level" from "back to the root".
    ...(categoryUids(snapshot).length === 0 ? [{ type: 'drawer.category.open', category: fruit }] : []),
    ...(categoryUids(snapshot).length === 1 ? [{ type: 'drawer.category.open', category: apples }] : []),
  ],
  states: {
    closed: (snapshot) => {
      expect(categoryUids(snapshot)).toEqual([]);
      expect(snapshot.can({ type: 'drawer.back' })).toBe(false);
    },
    'open.menu': (snapshot) => {
      const uids = categoryUids(snapshot);
      expect(uids).toEqual([fruit.uid, apples.uid].slice(0, uids.length));
      // Back from the root category closes; below it, back stays in the menu one level up.
      const afterBack = back(snapshot);
      if (uids.length === 0) expect(afterBack.value).toBe('closed');
      else expect([afterBack.value, categoryUids(afterBack)]).toEqual([{ open: 'menu' }, uids.slice(0, -1)]);
    },
    'open.signIn': (snapshot) => backLeadsTo(snapshot, 'menu'),
    'open.myAccount': (snapshot) => backLeadsTo(snapshot, 'menu'),
    'open.createAccount': (snapshot) => backLeadsTo(snapshot, 'signIn'),
    'open.forgotPassword': (snapshot) => backLeadsTo(snapshot, 'signIn'),
  },
});
