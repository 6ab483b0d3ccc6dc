import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { GraphQLResponseError } from '../../../src/domain/api-error';
import type { CartContext, CartInput, UpdateTarget } from '../../../src/machines/cart.machine';
import { expectation } from './model-test';

// The cart machine's model test compares every step with this expectation (tests/machines/cart.machine.test.ts).

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CartContext;

/**
 * Storefront spec section 4 ("Cart state", "Cart creation", "Cart item actions") and section 8 (invalid cart,
 * "Unable to create cart"), written out by hand: start from a pending split-cart id (stored, then forgotten), else
 * the stored id, else create one and store it; add, update, remove and the coupon actions each run their request,
 * then refetch the details; a configurable item is updated as remove then add; an invalid-cart error (a GraphQL
 * message naming an unknown, inactive or foreign cart; never a network error) removes the cart, creates a new one,
 * refetches and retries once (signed in: the action itself; a guest's update becomes an add of the line, a guest's
 * removal has nothing left to do); any other failure is the action's error (an add's also reported); a failed fetch
 * resets to the initial state carrying the error; a reset forgets the cart; sign-in merges the guest cart into the
 * customer's (a failed merge starts a new cart). An add arriving while the cart is being made or loaded waits.
 */
type CartPendingModel = { kind: string; itemKind?: string; quantity?: number; announce?: boolean };
interface CartExpected {
  state: string;
  cartId: string | null;
  details: boolean;
  pending: CartPendingModel | null;
  retried: boolean;
  signedIn: boolean;
  /** The cart is being made anew after an order: its failure is announced only if an action waits (section 8). */
  afterOrder: boolean;
  calls: string[];
  emitted: string[];
}
type CartEventLike = { type: string; quantity?: number; item?: UpdateTarget; cartId?: string; signedIn?: boolean; afterOrder?: boolean; output?: unknown; error?: unknown };
const INVALID_CART = ['Could not find a cart', "The cart isn't active", 'The current user cannot perform operations on cart'];
const isInvalid = (error: unknown) => error instanceof GraphQLResponseError && INVALID_CART.some((text) => error.message.includes(text));

function pendingOfEvent(event: CartEventLike): CartPendingModel {
  const kind = event.type.slice('cart.'.length);
  if (kind === 'add') return { kind, quantity: event.quantity!, announce: true };
  if (kind === 'update') return { kind, itemKind: event.item!.kind, quantity: event.quantity! };
  return { kind };
}
function dispatch(m: CartExpected): CartExpected {
  const p = m.pending!;
  const state = {
    add: 'performing.adding',
    update: p.itemKind === 'configurable' ? 'performing.replacing.removing' : 'performing.updating',
    remove: 'performing.removing',
    applyCoupon: 'performing.applyingCoupon',
    removeCoupon: 'performing.removingCoupon',
  }[p.kind]!;
  return { ...m, state };
}
const forgetAndCreate = (m: CartExpected, state: string, retried: boolean): CartExpected => ({ ...m, state, cartId: null, details: false, retried, calls: [...m.calls, 'removeStoredCartId'] });
const fetchFailed = (m: CartExpected): CartExpected => ({ ...m, state: 'noCart', details: false, pending: null, retried: false });
// "Unable to create cart" is announced, except for the re-creation after an order that nobody waits for (swallowed).
const createFailed = (m: CartExpected): CartExpected => ({
  ...m,
  state: 'noCart',
  pending: null,
  afterOrder: false,
  emitted: m.afterOrder && !m.pending ? m.emitted : [...m.emitted, 'cart.actionFailed'],
});
const adopt = (m: CartExpected, cartId: string, calls: string[]): CartExpected => ({ ...m, state: 'loading', cartId, details: false, retried: false, calls: [...m.calls, ...calls] });
const validQuantity = (event: CartEventLike) => event.quantity === undefined || (Number.isFinite(event.quantity) && event.quantity >= 0);

function actionFailed(m: CartExpected, event: CartEventLike): CartExpected {
  if (isInvalid(event.error) && !m.retried) return forgetAndCreate(m, 'recovering.creating', true);
  // The line is gone when the add after a configurable removal fails: refetch to show the cart as it is.
  if (m.state === 'performing.replacing.adding') return { ...m, state: 'performing.refetching', pending: null };
  const reported = m.pending!.kind === 'add' ? ['cart.actionFailed'] : [];
  return { ...m, state: m.details ? 'ready' : 'noCart', pending: null, emitted: [...m.emitted, ...reported] };
}

function nextCart(m: CartExpected, event: CartEventLike): CartExpected {
  const { state } = m;
  const { type } = event;
  if (type === 'cart.session') return { ...m, signedIn: event.signedIn! };
  if (type === 'cart.reset') return { ...m, state: 'creating', cartId: null, details: false, pending: null, retried: false, afterOrder: event.afterOrder === true, calls: [...m.calls, 'removeStoredCartId'] };
  if (type === 'cart.signIn') return { ...m, state: 'mergingGuestCart', signedIn: true, pending: null };
  const waitsForCart = state === 'creating' || state === 'loading';
  // A new action gets its own single retry.
  if (waitsForCart && type === 'cart.add' && !m.pending && validQuantity(event)) return { ...m, pending: pendingOfEvent(event), retried: false };
  if (state === 'creating' && type === 'xstate.done.actor.createCart') return { ...m, state: 'loading', cartId: event.output as string, afterOrder: false, calls: [...m.calls, 'persistCartId'] };
  if (state === 'creating' && type === 'xstate.error.actor.createCart') return createFailed(m);
  if (state === 'loading' && type === 'xstate.done.actor.fetchCart') return m.pending ? dispatch({ ...m, details: true }) : { ...m, state: 'ready', details: true };
  if (state === 'loading' && type === 'xstate.error.actor.fetchCart') return isInvalid(event.error) && !m.retried ? forgetAndCreate(m, 'creating', true) : fetchFailed(m);
  // The guest cart shows until the customer's has loaded.
  if (state === 'mergingGuestCart' && type === 'xstate.done.actor.mergeGuestCart') return { ...adopt(m, event.output as string, ['persistCartId']), details: m.details };
  if (state === 'mergingGuestCart' && type === 'xstate.error.actor.mergeGuestCart') return forgetAndCreate(m, 'creating', false);
  if (state === 'noCart' && type === 'cart.add' && validQuantity(event)) {
    const waiting = { ...m, pending: pendingOfEvent(event), retried: false };
    return m.cartId ? dispatch(waiting) : { ...waiting, state: 'creating' };
  }
  if ((state === 'noCart' || state === 'ready') && type === 'cart.refresh') return { ...m, state: m.cartId ? 'loading' : 'creating', retried: false };
  if ((state === 'noCart' || state === 'ready') && type === 'cart.splitCartId') return adopt(m, event.cartId!, ['persistCartId', 'clearSplitCartId']);
  if (state === 'ready' && ['cart.add', 'cart.update', 'cart.remove', 'cart.applyCoupon', 'cart.removeCoupon'].includes(type) && validQuantity(event)) {
    return dispatch({ ...m, pending: pendingOfEvent(event), retried: false });
  }
  if (state.startsWith('performing.') && state !== 'performing.refetching') {
    if (type.startsWith('xstate.done.actor.')) return { ...m, state: state === 'performing.replacing.removing' ? 'performing.replacing.adding' : 'performing.refetching' };
    if (type.startsWith('xstate.error.actor.')) return actionFailed(m, event);
  }
  if (state === 'performing.refetching' && type === 'xstate.done.actor.fetchCart') {
    const announced = m.pending?.kind === 'add' && m.pending.announce ? ['cart.itemAdded'] : [];
    return { ...m, state: 'ready', details: true, pending: null, emitted: [...m.emitted, ...announced] };
  }
  if (state === 'performing.refetching' && type === 'xstate.error.actor.fetchCart') return fetchFailed(m);
  if (state === 'recovering.creating' && type === 'xstate.done.actor.createCart') return { ...m, state: 'recovering.refetching', cartId: event.output as string, afterOrder: false, calls: [...m.calls, 'persistCartId'] };
  if (state === 'recovering.creating' && type === 'xstate.error.actor.createCart') return createFailed(m);
  if (state === 'recovering.refetching' && type === 'xstate.error.actor.fetchCart') return fetchFailed(m);
  if (state === 'recovering.refetching' && type === 'xstate.done.actor.fetchCart') {
    const loaded = { ...m, details: true };
    const p = m.pending!;
    if (m.signedIn) return dispatch(loaded);
    if (p.kind === 'remove' || (p.kind === 'update' && p.quantity! <= 0)) return { ...loaded, state: 'ready', pending: null };
    if (p.kind === 'update') return dispatch({ ...loaded, pending: { kind: 'add', quantity: p.quantity!, announce: false } });
    return dispatch(loaded);
  }
  throw new Error(`the test says nothing of ${type} in ${state}`);
}

function pendingModelOf(c: CartContext): CartPendingModel | null {
  const p = c.pending;
  if (!p) return null;
  if (p.kind === 'add') return { kind: 'add', quantity: p.quantity, announce: p.announce };
  if (p.kind === 'update') return { kind: 'update', itemKind: p.item.kind, quantity: p.quantity };
  return { kind: p.kind };
}

/** Written from the spec, stepped along every path of the cart's model test. */
export const cartExpectation = expectation<CartExpected>({
  initial: (input) => {
    const { storedCartId, splitCartId, signedIn } = input as CartInput;
    const start: CartExpected = { state: 'creating', cartId: null, details: false, pending: null, retried: false, signedIn, afterOrder: false, calls: [], emitted: [] };
    if (splitCartId) return adopt(start, splitCartId, ['persistCartId', 'clearSplitCartId']);
    return storedCartId ? { ...start, state: 'loading', cartId: storedCartId } : start;
  },
  next: nextCart,
  check: (snapshot, m, sut) => {
    expect(snapshot.matches(m.state)).toBe(true);
    const c = ctx(snapshot);
    expect([c.cartId, c.details !== null, pendingModelOf(c), c.retried, c.signedIn, c.afterOrder]).toEqual([m.cartId, m.details, m.pending, m.retried, m.signedIn, m.afterOrder]);
    expect(sut.calls.map((call) => call.name)).toEqual(m.calls);
    expect(sut.emitted.map((e) => e.type)).toEqual(m.emitted);
  },
});
