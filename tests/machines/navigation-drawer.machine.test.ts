import { transition, type AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { navigationDrawerMachine } from '../../src/machines/navigation-drawer.machine';
import { describeModel, expectation } from './support/model-test';

// Storefront spec section 2, "Navigation drawer" (and account spec section 2): closed, or open on one of five views,
// each of which a header button can show. Back: CREATE_ACCOUNT and FORGOT_PASSWORD to SIGN_IN, SIGN_IN and
// MY_ACCOUNT to MENU, MENU to the parent category below the root, else closed. A drawer opened again starts at
// the root (docs/decisions/machines-drawer-category-reset.md).
type View = 'closed' | 'menu' | 'signIn' | 'createAccount' | 'forgotPassword' | 'myAccount';
const shows: Record<string, View> = {
  'drawer.show.menu': 'menu',
  'drawer.show.signIn': 'signIn',
  'drawer.show.createAccount': 'createAccount',
  'drawer.show.forgotPassword': 'forgotPassword',
  'drawer.show.myAccount': 'myAccount',
};
const backFrom: Partial<Record<View, View>> = { createAccount: 'signIn', forgotPassword: 'signIn', signIn: 'menu', myAccount: 'menu' };

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
  expected: expectation<{ view: View; depth: number }>({
    initial: () => ({ view: 'closed', depth: 0 }),
    next: ({ view, depth }, event) => {
      const shown = shows[event.type];
      if (shown) return { view: shown, depth: view === 'closed' ? 0 : depth };
      if (view === 'closed' && event.type === 'drawer.open') return { view: 'menu', depth: 0 };
      if (view !== 'closed' && event.type === 'drawer.close') return { view: 'closed', depth: 0 };
      if (view === 'menu' && event.type === 'drawer.category.open') return { view, depth: depth + 1 };
      if (view === 'menu' && event.type === 'drawer.back') return depth > 0 ? { view, depth: depth - 1 } : { view: 'closed', depth: 0 };
      const to = backFrom[view];
      if (to && event.type === 'drawer.back') return { view: to, depth };
      throw new Error(`no expectation for ${event.type} in ${view}`);
    },
    check: (snapshot, { view, depth }) => {
      expect(snapshot.value).toEqual(view === 'closed' ? 'closed' : { open: view });
      expect(categoryUids(snapshot)).toHaveLength(depth);
    },
  }),
});
