import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { GraphQLResponseError, NetworkError } from '../../src/domain/api-error';
import type { CartDetails } from '../../src/domain/cart-types';
import { cartMachine, type CartContext, type CartInput, type UpdateTarget } from '../../src/machines/cart.machine';
import { PromiseFake, settle } from './support/fake-actors';
import { cartExpectation } from './support/cart-expectation';
import { describeModel, type Sut } from './support/model-test';

function details(id: string, totalQuantity: number): CartDetails {
  return {
    id,
    email: null,
    totalQuantity,
    hasError: false,
    messages: [],
    items: [],
    prices: { grandTotal: null, subtotalInclTax: null, subtotalExclTax: null, afterDiscount: null, nonVatAmount: null, discounts: [], taxes: [] },
    conditions: { minAmount: null, maxAmount: null },
    couponCodes: [],
    freeGifts: null,
    extraFees: [],
    shipping: null,
  };
}

const rice = { sku: 'rice-5kg', name: 'Jasmine rice 5 kg' };
const simpleItem: UpdateTarget = { uid: 'item-1', kind: 'simple', sku: 'rice-5kg', variantSku: null, selectedOptionUids: [], name: 'Jasmine rice 5 kg' };
const shirt: UpdateTarget = {
  uid: 'item-2',
  kind: 'configurable',
  sku: 'apron',
  variantSku: 'apron-red-l',
  selectedOptionUids: ['Y29uZmlndXJhYmxlLzkzLzE=', 'Y29uZmlndXJhYmxlLzE0NC8y'],
  name: 'Kitchen apron',
};

const invalidCart = () => new GraphQLResponseError([{ message: 'Could not find a cart with ID "stored"', extensions: { category: 'graphql-no-such-entity' } }], null, 'x');
const networkDown = () => new NetworkError('POST', '/graphql', false);
const refused = () => new GraphQLResponseError([{ message: 'The coupon code isn\'t valid. Verify the code and try again.', extensions: { category: 'graphql-input' } }], null, 'x');

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CartContext;
const ACTORS = ['createCart', 'fetchCart', 'addItem', 'updateItem', 'removeItem', 'applyCoupon', 'removeCoupon'] as const;

function outcomes(actor: string, output: unknown): AnyEventObject[] {
  return [
    { type: `xstate.done.actor.${actor}`, output },
    { type: `xstate.error.actor.${actor}`, error: invalidCart() },
    { type: `xstate.error.actor.${actor}`, error: networkDown() },
  ];
}

/** The action the real actor's fake was called with must be the pending one. */
function expectLastInput(sut: Sut, actor: string, input: unknown): void {
  expect(sut.promises[actor]!.lastInput).toEqual(input);
}

// A guest with a stored cart, and a signed-in shopper with a pending split cart; cart.reset leads both to creation.
const inputs: CartInput[] = [
  { storedCartId: 'stored', splitCartId: null, signedIn: false },
  { storedCartId: 'stored', splitCartId: 'split', signedIn: true },
];

describeModel('cart machine', {
  machine: cartMachine,
  inputs,
  events: (snapshot) => {
    const c = ctx(snapshot);
    const fresh = c.cartId ?? 'none';
    return [
      { type: 'cart.add', product: rice, quantity: 1 },
      { type: 'cart.update', item: simpleItem, quantity: 3 },
      { type: 'cart.update', item: shirt, quantity: 2 },
      { type: 'cart.update', item: simpleItem, quantity: 0 },
      { type: 'cart.remove', itemUid: 'item-1' },
      { type: 'cart.applyCoupon', code: 'FRESH10' },
      { type: 'cart.removeCoupon' },
      { type: 'cart.refresh' },
      { type: 'cart.splitCartId', cartId: 'split-2' },
      // The session flag is set by the input; the same value again takes the transition without doubling the walk.
      { type: 'cart.session', signedIn: c.signedIn },
      { type: 'cart.reset' },
      { type: 'cart.reset', afterOrder: true },
      { type: 'cart.signIn' },
      { type: 'xstate.done.actor.mergeGuestCart', output: 'customer-cart' },
      { type: 'xstate.error.actor.mergeGuestCart', error: invalidCart() },
      { type: 'xstate.done.actor.createCart', output: 'new-cart' },
      { type: 'xstate.error.actor.createCart', error: networkDown() },
      ...outcomes('fetchCart', details(fresh, 1)),
      { type: 'xstate.error.actor.fetchCart', error: new Error('Internal server error') },
      ...ACTORS.slice(2).flatMap((actor) => outcomes(actor, undefined)),
      { type: 'xstate.error.actor.applyCoupon', error: refused() },
    ];
  },
  // Tell states apart by what matters for the flow; the ids and error texts are checked by the assertions.
  key: (snapshot) => {
    const c = ctx(snapshot);
    const settled = snapshot.matches('ready') || snapshot.matches('noCart');
    return {
      hasCartId: c.cartId !== null,
      hasDetails: c.details !== null,
      pending: c.pending && (c.pending.kind === 'update' ? `update:${c.pending.item.kind}:${c.pending.quantity}` : c.pending.kind),
      // Only read while an action or a load runs.
      retried: settled ? null : c.retried,
      signedIn: c.signedIn,
      // Only read while the cart is being made.
      afterOrder: snapshot.matches('creating') ? c.afterOrder : null,
    };
  },
  paths: 'all',
  promiseActors: [...ACTORS, 'mergeGuestCart'],
  recordedActions: ['persistCartId', 'removeStoredCartId', 'clearSplitCartId'],
  states: {
    starting: () => {
      throw new Error('starting is transient and never rests');
    },
    creating: (snapshot, sut) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(sut.promises.createCart!.inputs.length).toBeGreaterThan(0);
    },
    loading: (snapshot, sut) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expectLastInput(sut, 'fetchCart', { cartId: ctx(snapshot).cartId });
      // A stored or split id is never thrown away before the server has said it is invalid.
      expect(ctx(snapshot).cartId).not.toBeNull();
    },
    noCart: (snapshot) => {
      const c = ctx(snapshot);
      expect(c.details).toBeNull();
      expect(c.pending).toBeNull();
      const { create } = c.errors;
      expect(Object.values(c.errors).some((error) => error !== null)).toBe(true);
      if (create) expect(create.message).toMatchObject({ defaultMessage: 'Unable to create cart' });
      expect(snapshot.can({ type: 'cart.add', product: rice, quantity: 1 })).toBe(true);
      expect(snapshot.can({ type: 'cart.update', item: simpleItem, quantity: 2 })).toBe(false);
    },
    ready: (snapshot) => {
      const c = ctx(snapshot);
      expect(c.details?.id).toBe(c.cartId);
      expect(c.pending).toBeNull();
      expect(snapshot.hasTag('busy')).toBe(false);
      expect(snapshot.can({ type: 'cart.update', item: simpleItem, quantity: 2 })).toBe(true);
    },
    'performing.dispatching': () => {
      throw new Error('dispatching is transient and never rests');
    },
    'performing.adding': (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(snapshot.hasTag('adding')).toBe(true);
      expect(snapshot.can({ type: 'cart.add', product: rice, quantity: 1 })).toBe(false);
      if (c.pending?.kind !== 'add') throw new Error('adding without a pending add');
      expectLastInput(sut, 'addItem', { cartId: c.cartId, product: c.pending.product, quantity: c.pending.quantity });
    },
    'performing.updating': (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(snapshot.hasTag('updating')).toBe(true);
      if (c.pending?.kind !== 'update') throw new Error('updating without a pending update');
      expect(c.pending.item.kind).not.toBe('configurable');
      expectLastInput(sut, 'updateItem', { cartId: c.cartId, itemUid: c.pending.item.uid, quantity: c.pending.quantity });
    },
    'performing.replacing.removing': (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(snapshot.hasTag('updating')).toBe(true);
      expectLastInput(sut, 'removeItem', { cartId: c.cartId, itemUid: shirt.uid });
    },
    'performing.replacing.adding': (snapshot, sut) => {
      const c = ctx(snapshot);
      expectLastInput(sut, 'addItem', {
        cartId: c.cartId,
        product: { sku: 'apron', name: 'Kitchen apron', selectedOptions: shirt.selectedOptionUids },
        quantity: 2,
      });
    },
    'performing.removing': (snapshot, sut) => {
      expectLastInput(sut, 'removeItem', { cartId: ctx(snapshot).cartId, itemUid: 'item-1' });
    },
    'performing.applyingCoupon': (snapshot, sut) => {
      expectLastInput(sut, 'applyCoupon', { cartId: ctx(snapshot).cartId, code: 'FRESH10' });
    },
    'performing.removingCoupon': (snapshot, sut) => {
      expectLastInput(sut, 'removeCoupon', { cartId: ctx(snapshot).cartId });
    },
    'performing.refetching': (snapshot, sut) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expectLastInput(sut, 'fetchCart', { cartId: ctx(snapshot).cartId });
    },
    'recovering.creating': (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(c.retried).toBe(true);
      expect(c.cartId).toBeNull();
      expect(sut.calls.at(-1)).toEqual({ name: 'removeStoredCartId', params: undefined });
    },
    'recovering.refetching': (snapshot, sut) => {
      expect(ctx(snapshot).cartId).toBe('new-cart');
      expect(sut.calls.at(-1)).toEqual({ name: 'persistCartId', params: { cartId: 'new-cart' } });
      expectLastInput(sut, 'fetchCart', { cartId: 'new-cart' });
    },
    mergingGuestCart: (snapshot, sut) => {
      expect(ctx(snapshot).signedIn).toBe(true);
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(ctx(snapshot).pending).toBeNull();
      // The guest cart it merges is the one the shopper had when signing in.
      expect(sut.promises.mergeGuestCart!.lastInput).toHaveProperty('guestCartId');
    },
    settling: () => {
      throw new Error('settling is transient and never rests');
    },
    'recovering.retrying': () => {
      throw new Error('retrying is transient and never rests');
    },
  },
  expected: cartExpectation,
});

// Named journeys of the issue, on a real actor with fakes settled by hand.
function start(input: CartInput) {
  const fakes = Object.fromEntries(ACTORS.map((name) => [name, new PromiseFake()])) as Record<(typeof ACTORS)[number], PromiseFake>;
  const calls: string[] = [];
  const record = (name: string) => (_: unknown, params: unknown) => void calls.push(params ? `${name} ${JSON.stringify(params)}` : name);
  const actor = createActor(
    cartMachine.provide({
      actors: Object.fromEntries(ACTORS.map((name) => [name, fakes[name].logic])),
      actions: { persistCartId: record('persistCartId'), removeStoredCartId: record('removeStoredCartId'), clearSplitCartId: record('clearSplitCartId') },
    }),
    { input },
  );
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  return { actor, fakes, calls, emitted };
}

async function readyCart(input: CartInput = { storedCartId: 'stored', splitCartId: null, signedIn: false }) {
  const run = start(input);
  run.fakes.fetchCart.resolve(details('stored', 1));
  await settle();
  expect(run.actor.getSnapshot().value).toBe('ready');
  return run;
}

describe('cart journeys', () => {
  it('reuses the stored cart id, and creates and stores one when none is stored', async () => {
    const stored = start({ storedCartId: 'stored', splitCartId: null, signedIn: false });
    expect(stored.fakes.fetchCart.lastInput).toEqual({ cartId: 'stored' });
    expect(stored.fakes.createCart.inputs).toEqual([]);
    const none = start({ storedCartId: null, splitCartId: null, signedIn: false });
    none.fakes.createCart.resolve('made');
    await settle();
    expect(none.calls).toEqual(['persistCartId {"cartId":"made"}']);
    expect(none.fakes.fetchCart.lastInput).toEqual({ cartId: 'made' });
  });

  it('lets a pending split-cart id replace the current one', () => {
    const run = start({ storedCartId: 'stored', splitCartId: 'split', signedIn: false });
    expect(run.calls).toEqual(['persistCartId {"cartId":"split"}', 'clearSplitCartId']);
    expect(run.fakes.fetchCart.lastInput).toEqual({ cartId: 'split' });
  });

  it('recreates the cart after an order with CreateCartAfterCheckout and keeps a failure to itself', async () => {
    const run = await readyCart();
    run.actor.send({ type: 'cart.reset', afterOrder: true });
    expect(run.fakes.createCart.lastInput).toEqual({ afterOrder: true });
    run.fakes.createCart.reject(networkDown());
    await settle();
    expect(run.actor.getSnapshot().value).toBe('noCart');
    // Kept in the state, announced nowhere (storefront spec section 8: swallowed silently).
    expect(ctx(run.actor.getSnapshot()).errors.create?.message).toMatchObject({ defaultMessage: 'Unable to create cart' });
    expect(run.emitted).toEqual([]);
    // A shopper's next add makes the cart the ordinary way, and its failure is the shopper's to hear.
    run.actor.send({ type: 'cart.add', product: rice, quantity: 1 });
    expect(run.fakes.createCart.lastInput).toEqual({ afterOrder: false });
  });

  it('says "Unable to create cart" when creation fails', async () => {
    const run = start({ storedCartId: null, splitCartId: null, signedIn: false });
    run.fakes.createCart.reject(networkDown());
    await settle();
    expect(run.actor.getSnapshot().value).toBe('noCart');
    expect(ctx(run.actor.getSnapshot()).errors.create?.message).toEqual({ id: 'error.unableToCreateCart', defaultMessage: 'Unable to create cart' });
  });

  it('adds, refetches and announces the added item', async () => {
    const run = await readyCart();
    run.actor.send({ type: 'cart.add', product: rice, quantity: 2 });
    run.fakes.addItem.resolve(undefined);
    await settle();
    expect(run.fakes.fetchCart.inputs).toHaveLength(2);
    run.fakes.fetchCart.resolve(details('stored', 3));
    await settle();
    expect(ctx(run.actor.getSnapshot()).details?.totalQuantity).toBe(3);
    expect(run.emitted).toEqual([{ type: 'cart.itemAdded', product: rice, quantity: 2 }]);
  });

  it('recreates an invalid cart and retries once: the retry succeeds', async () => {
    const run = await readyCart();
    run.actor.send({ type: 'cart.add', product: rice, quantity: 1 });
    run.fakes.addItem.reject(invalidCart());
    await settle();
    expect(run.calls).toEqual(['removeStoredCartId']);
    run.fakes.createCart.resolve('new-cart');
    await settle();
    run.fakes.fetchCart.resolve(details('new-cart', 0));
    await settle();
    expect(run.fakes.addItem.lastInput).toEqual({ cartId: 'new-cart', product: rice, quantity: 1 });
    run.fakes.addItem.resolve(undefined);
    await settle();
    run.fakes.fetchCart.resolve(details('new-cart', 1));
    await settle();
    expect(run.actor.getSnapshot().value).toBe('ready');
    expect(ctx(run.actor.getSnapshot()).details?.totalQuantity).toBe(1);
    expect(run.emitted.map((e) => e.type)).toEqual(['cart.itemAdded']);
  });

  it('does not retry a second time when the retry fails with an invalid cart again', async () => {
    const run = await readyCart();
    run.actor.send({ type: 'cart.add', product: rice, quantity: 1 });
    run.fakes.addItem.reject(invalidCart());
    await settle();
    run.fakes.createCart.resolve('new-cart');
    await settle();
    run.fakes.fetchCart.resolve(details('new-cart', 0));
    await settle();
    run.fakes.addItem.reject(invalidCart());
    await settle();
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('ready');
    expect(run.fakes.createCart.inputs).toHaveLength(1);
    expect(run.fakes.addItem.inputs).toHaveLength(2);
    expect(ctx(snapshot).errors.add).toMatchObject({ sku: 'rice-5kg', message: { text: 'Could not find a cart with ID "stored"' } });
    expect(run.emitted).toMatchObject([{ type: 'cart.actionFailed', action: 'add' }]);
  });

  it('does not recreate the cart on a network error', async () => {
    const run = await readyCart();
    run.actor.send({ type: 'cart.update', item: simpleItem, quantity: 4 });
    run.fakes.updateItem.reject(networkDown());
    await settle();
    expect(run.actor.getSnapshot().value).toBe('ready');
    expect(run.calls).toEqual([]);
    expect(run.fakes.createCart.inputs).toEqual([]);
    expect(ctx(run.actor.getSnapshot()).errors.update?.itemUid).toBe('item-1');
  });

  it('updates a configurable item as remove then add with the same options', async () => {
    const run = await readyCart();
    run.actor.send({ type: 'cart.update', item: shirt, quantity: 3 });
    expect(run.fakes.removeItem.lastInput).toEqual({ cartId: 'stored', itemUid: 'item-2' });
    expect(run.fakes.updateItem.inputs).toEqual([]);
    run.fakes.removeItem.resolve(undefined);
    await settle();
    expect(run.fakes.addItem.lastInput).toEqual({
      cartId: 'stored',
      product: { sku: 'apron', name: 'Kitchen apron', selectedOptions: shirt.selectedOptionUids },
      quantity: 3,
    });
    run.fakes.addItem.resolve(undefined);
    await settle();
    run.fakes.fetchCart.resolve(details('stored', 3));
    await settle();
    expect(run.actor.getSnapshot().value).toBe('ready');
    // An update is not an add: no success feedback.
    expect(run.emitted).toEqual([]);
  });

  it('retries a guest update as an add and a signed-in update as the update itself', async () => {
    for (const signedIn of [false, true]) {
      const run = await readyCart({ storedCartId: 'stored', splitCartId: null, signedIn });
      run.actor.send({ type: 'cart.update', item: simpleItem, quantity: 5 });
      run.fakes.updateItem.reject(invalidCart());
      await settle();
      run.fakes.createCart.resolve('new-cart');
      await settle();
      run.fakes.fetchCart.resolve(details('new-cart', signedIn ? 2 : 0));
      await settle();
      if (signedIn) {
        expect(run.fakes.updateItem.lastInput).toEqual({ cartId: 'new-cart', itemUid: 'item-1', quantity: 5 });
        expect(run.fakes.addItem.inputs).toEqual([]);
      } else {
        expect(run.fakes.addItem.lastInput).toEqual({ cartId: 'new-cart', product: { sku: 'rice-5kg', name: 'Jasmine rice 5 kg' }, quantity: 5 });
        expect(run.fakes.updateItem.inputs).toHaveLength(1);
      }
    }
  });

  it('resets with the error when a fetch fails', async () => {
    const run = await readyCart();
    run.actor.send({ type: 'cart.refresh' });
    run.fakes.fetchCart.reject(new Error('Internal server error'));
    await settle();
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('noCart');
    expect(ctx(snapshot).details).toBeNull();
    expect(ctx(snapshot).errors.fetch?.message).toEqual({ text: 'Internal server error' });
  });
});
