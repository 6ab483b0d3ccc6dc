import { assign, setup } from 'xstate';

// The side drawer (storefront spec section 2, "Navigation drawer"; account spec section 2). It is closed or open
// on one of five views. Back: CREATE_ACCOUNT and FORGOT_PASSWORD go to SIGN_IN; SIGN_IN and MY_ACCOUNT go to
// MENU; MENU goes up one category while below the root category, otherwise it closes the drawer.
// The `drawer.show.*` events are handled at the root so a header button can open the drawer on any view.

export type DrawerView = 'MENU' | 'SIGN_IN' | 'CREATE_ACCOUNT' | 'FORGOT_PASSWORD' | 'MY_ACCOUNT';

/** A category the shopper opened in the menu; the drawer lists its children. */
export interface DrawerCategory {
  uid: string;
  name: string;
}

export interface NavigationDrawerContext {
  /** Categories opened from the root, outermost first; empty at the root category. */
  categoryPath: DrawerCategory[];
}

export type NavigationDrawerEvent =
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'drawer.back' }
  | { type: 'drawer.show.menu' }
  | { type: 'drawer.show.signIn' }
  | { type: 'drawer.show.createAccount' }
  | { type: 'drawer.show.forgotPassword' }
  | { type: 'drawer.show.myAccount' }
  | { type: 'drawer.category.open'; category: DrawerCategory };

/** The spec's view name for a snapshot, for titles and tests; null when closed. */
export const drawerViewByState = {
  menu: 'MENU',
  signIn: 'SIGN_IN',
  createAccount: 'CREATE_ACCOUNT',
  forgotPassword: 'FORGOT_PASSWORD',
  myAccount: 'MY_ACCOUNT',
} as const satisfies Record<string, DrawerView>;

export const navigationDrawerMachine = setup({
  types: {
    context: {} as NavigationDrawerContext,
    events: {} as NavigationDrawerEvent,
  },
  guards: {
    isBelowRootCategory: ({ context }) => context.categoryPath.length > 0,
  },
  actions: {
    openCategory: assign({
      categoryPath: ({ context, event }) =>
        event.type === 'drawer.category.open' ? [...context.categoryPath, event.category] : context.categoryPath,
    }),
    goToParentCategory: assign({ categoryPath: ({ context }) => context.categoryPath.slice(0, -1) }),
    // A drawer opened again starts at the main menu's root (docs/decisions/machines-drawer-category-reset.md).
    resetCategoryPath: assign({ categoryPath: [] }),
  },
}).createMachine({
  id: 'navigationDrawer',
  context: { categoryPath: [] },
  initial: 'closed',
  on: {
    'drawer.show.menu': '.open.menu',
    'drawer.show.signIn': '.open.signIn',
    'drawer.show.createAccount': '.open.createAccount',
    'drawer.show.forgotPassword': '.open.forgotPassword',
    'drawer.show.myAccount': '.open.myAccount',
  },
  states: {
    closed: {
      entry: 'resetCategoryPath',
      on: { 'drawer.open': 'open' },
    },
    open: {
      initial: 'menu',
      on: { 'drawer.close': 'closed' },
      states: {
        menu: {
          on: {
            'drawer.category.open': { actions: 'openCategory' },
            'drawer.back': [
              { guard: 'isBelowRootCategory', actions: 'goToParentCategory' },
              { target: '#navigationDrawer.closed' },
            ],
          },
        },
        signIn: { on: { 'drawer.back': 'menu' } },
        createAccount: { on: { 'drawer.back': 'signIn' } },
        forgotPassword: { on: { 'drawer.back': 'signIn' } },
        myAccount: { on: { 'drawer.back': 'menu' } },
      },
    },
  },
});
