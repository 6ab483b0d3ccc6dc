import { describe, expect, it } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, setup, waitFor } from 'xstate';
import type { ShoppingList } from '../../../src/domain/list-types';
import type { BrowserPersistence } from '../../../src/lib/browser-persistence';
import { checkoutMachine, type RestoredCheckout } from '../../../src/machines/checkout.machine';
import { listChooserMachine } from '../../../src/machines/list-chooser.machine';
import { popupMachine } from '../../../src/machines/popup.machine';
import { routeResolutionMachine, type RouteLookupOutput } from '../../../src/machines/route-resolution.machine';
import { shoppingListsMachine, type ShoppingListsEvent } from '../../../src/machines/shopping-lists.machine';
import { followCart } from '../../../src/ui/checkout/checkout-runtime';
import { followPage } from '../../../src/ui/engagement/follow-page';
import { memoryAddress } from '../memory-address';
import { followLists } from '../../../src/ui/lists/lists-actors';

// The coordination that replaced the effect bridges (issue 13), with the real charts on both sides and the app's
// follow* actor between them: each test fails if the receiving chart stops hearing the other actor.

const noStorage = { get: () => undefined };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followPage: the router and the route resolution → the popup chart', () => {
  it('loads the popups of each page type as the address and the resolved route change, none for a guest passing "/"', async () => {
    const router = memoryAddress('/en/', '/en');
    const lookups: RouteLookupOutput[] = [{ type: 'CATEGORY', relativeUrl: 'fruit.html', redirectCode: 0, uid: 'MTI=', urlKey: 'fruit' }];
    const routeResolution = createActor(
      routeResolutionMachine.provide({
        actors: { lookupRoute: fromPromise(async () => lookups.shift() ?? null) },
        actions: { replaceLocation: () => {} },
      }),
    ).start();
    const loaded: string[] = [];
    const popup = createActor(
      popupMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            loaded.push(input.pageType);
            return [];
          }),
          followPage: followPage({ paths: router, routeResolution, session: null, persistence: noStorage, businessIdentifier: null }),
        },
        actions: { markSeen: () => {} },
      }),
      { input: { enabled: true, seen: [] } },
    ).start();
    // A guest's "/" only passes through on its way to /landing: no home popup.
    await settle();
    expect(loaded).toEqual([]);
    router.navigate('/search.html');
    await settle();
    expect(loaded).toEqual(['catalogsearch_result_index']);
    // A catalogue URL: first the plain page, then its resolved type once the lookup answers for this path.
    router.navigate('/fruit.html');
    routeResolution.send({ type: 'route.resolve', pathname: '/fruit.html' });
    await waitFor(routeResolution, (snapshot) => snapshot.matches('found'));
    await settle();
    expect(loaded).toEqual(['catalogsearch_result_index', 'default', 'catalog_category_view']);
    popup.stop();
    routeResolution.stop();
  });
});

describe('followLists: the lists actor → the list chooser', () => {
  it('opens the popup left open (stored by a guest\'s heart) once the lists are loaded, with the lists holding the product ticked', async () => {
    const rice = { productId: 7, name: 'Jasmine rice', qtyIncrements: 1 };
    const item = { itemId: 3, groupId: 1, productId: 7, qty: 1, qtyIncrements: 1, position: 0, product: null };
    const saved: ShoppingList[] = [
      { id: 1, name: 'Weekly', description: null, isDefault: true, sharingCode: null, updatedAt: null, items: [item] },
      { id: 2, name: 'Party', description: null, isDefault: false, sharingCode: null, updatedAt: null, items: [] },
    ];
    const lists = createActor(
      shoppingListsMachine.provide({
        actors: {
          fetchLists: fromPromise(async () => saved),
          followSession: fromCallback<ShoppingListsEvent>(({ sendBack }) => sendBack({ type: 'lists.signedIn' })),
        },
      }),
    );
    // Stored by the guest's heart during this page view (before signing in), not when the page loaded.
    const stored: { popup?: typeof rice } = {};
    const storage = { get: (key: string) => (key === 'isShowShoppingListPopup' ? stored.popup : undefined) } as Pick<BrowserPersistence, 'get'>;
    const remembered: unknown[] = [];
    const chooser = createActor(
      listChooserMachine.provide({
        actors: { followLists: followLists(lists, storage) },
        actions: { rememberOpen: (_, params) => void remembered.push(params.product), forgetOpen: () => {}, navigate: () => {} },
      }),
    ).start();
    expect(chooser.getSnapshot().matches('closed')).toBe(true);
    stored.popup = rice;
    lists.start();
    await waitFor(chooser, (snapshot) => snapshot.matches('editing'));
    expect(chooser.getSnapshot().context).toMatchObject({ product: rice, initial: [1], chosen: [1], listsSeen: true });
    expect(remembered).toEqual([rice]);
    chooser.stop();
    lists.stop();
  });
});

describe('followCart: the cart actor → the checkout chart', () => {
  it('begins on the cart once it has an id, and starts over on the cart a sign-in merged into', async () => {
    const cart = createActor(
      setup({
        types: { context: {} as { cartId: string | null; signedIn: boolean }, events: {} as { type: 'set'; cartId: string | null; signedIn: boolean } },
      }).createMachine({
        context: { cartId: null, signedIn: false },
        on: { set: { actions: assign(({ event }) => ({ cartId: event.cartId, signedIn: event.signedIn })) } },
      }),
    ).start();
    const restored: unknown[] = [];
    const nothingStored: RestoredCheckout = { stored: null, regions: [], email: null, paymentMethods: [], customer: null };
    const checkout = createActor(
      checkoutMachine.provide({
        actors: {
          restore: fromPromise(async ({ input }) => {
            restored.push(input.cartId);
            return nothingStored;
          }),
          followCart: followCart(cart),
        },
      }),
      { input: { cartId: null, signedIn: false } },
    ).start();
    checkout.send({ type: 'checkout.open' });
    expect(checkout.getSnapshot().matches('waitingForCart')).toBe(true);
    cart.send({ type: 'set', cartId: 'guest-cart', signedIn: false });
    await waitFor(checkout, (snapshot) => snapshot.matches('shippingAddress'));
    expect(checkout.getSnapshot().context).toMatchObject({ cartId: 'guest-cart', signedIn: false });
    cart.send({ type: 'set', cartId: 'customer-cart', signedIn: true });
    await waitFor(checkout, (snapshot) => snapshot.matches('shippingAddress') && snapshot.context.cartId === 'customer-cart');
    expect(checkout.getSnapshot().context.signedIn).toBe(true);
    expect(restored).toEqual(['guest-cart', 'customer-cart']);
    checkout.stop();
    cart.stop();
  });
});
