import { createActor, fromCallback, fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { expect, it } from 'vitest';
import { CART_ERROR_TOAST_MS, shopSystemMachine, type ShopSystemContext } from '../../src/machines/shop-system.machine';
import { systemCartMachine, systemFeedbackMachine } from '../../src/machines/shop-system-children';
import type { CartDetails } from '../../src/domain/cart-types';
import type { toastsMachine } from '../../src/machines/toasts.machine';
import { describeModel, expectation } from './support/model-test';

// The shop's system chart with its children replaced by recorders: each path checks what the cart, the feedback
// and the toast area were told, against expectations written here from the spec (not read back from the chart).

const rice = { product: { sku: 'rice-5kg', name: 'Jasmine rice 5 kg' }, quantity: 1 };
const eggs = { product: { sku: 'eggs-30', name: 'Eggs (30)' }, quantity: 2 };
const failure = { type: 'cart.actionFailed', action: 'add', message: { text: 'Out of stock' } };
const added = (item: typeof rice) => ({ type: 'cart.itemAdded' as const, product: item.product, quantity: item.quantity });
const successToast = {
  type: 'success',
  message: { id: 'cart.added', defaultMessage: 'You added {name} to cart', values: { name: 'Eggs (30)' } },
  timeout: 7000,
};

/** What each child received, per running system (each path starts its own). */
const received = new WeakMap<object, { child: string; event: AnyEventObject }[]>();
/** A recorder in a child's place (typed as the child it replaces: the system only sends to it). */
function recorder<T>(child: string): T {
  return fromCallback<AnyEventObject>(({ receive, system }: { receive: (listener: (event: AnyEventObject) => void) => void; system: object }) => {
    const log = received.get(system) ?? [];
    received.set(system, log);
    receive((event) => void log.push({ child, event }));
  }) as unknown as T;
}
const recorders = () => ({
  cart: recorder<typeof systemCartMachine>('cart'),
  addToCartFeedback: recorder<typeof systemFeedbackMachine>('addToCartFeedback'),
  toasts: recorder<typeof toastsMachine>('toasts'),
});
const log = (snapshot: AnyMachineSnapshot) => (snapshot.children.cart ? (received.get(snapshot.children.cart.system) ?? []) : []);
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ShopSystemContext;
const feedbackOf = (snapshot: AnyMachineSnapshot) => log(snapshot).filter(({ child }) => child === 'addToCartFeedback').map(({ event }) => event);
const toastsOf = (snapshot: AnyMachineSnapshot) => log(snapshot).filter(({ child }) => child === 'toasts').map(({ event }) => event);

const cartInput = { storedCartId: 'cart-1', splitCartId: null, signedIn: false };

interface ExpectedSystem {
  state: 'popupSettingUnknown' | 'askingPopupSetting' | 'feedbackReady';
  /** isEnabledSuccessPopup once asked; null before the first add. */
  popupEnabled: boolean | null;
  waiting: (typeof rice)[];
  feedback: AnyEventObject[];
  toasts: AnyEventObject[];
}

describeModel('shop-system machine', {
  machine: shopSystemMachine.provide({
    actors: recorders(),
  }),
  inputs: [{ cart: cartInput }],
  // At most two adds wait for the setting (more would only repeat the same transition).
  events: (snapshot) => [
    ...(ctx(snapshot).waitingAdds.length < 2 ? [added(rice), added(eggs)] : []),
    failure,
    { type: 'toast.request', toast: successToast },
    { type: 'xstate.done.actor.0.shopSystem.askingPopupSetting', output: true },
    { type: 'xstate.error.actor.0.shopSystem.askingPopupSetting', error: new Error('offline') },
  ],
  key: (snapshot) => ({ popupEnabled: ctx(snapshot).popupEnabled, waiting: ctx(snapshot).waitingAdds.length }),
  promiseActors: ['loadPopupSetting'],
  perform: {
    'xstate.done.actor.0.shopSystem.askingPopupSetting': async (event, sut) => {
      sut.promises.loadPopupSetting!.resolve((event as unknown as { output: boolean }).output);
      await new Promise((resolve) => setImmediate(resolve));
    },
    'xstate.error.actor.0.shopSystem.askingPopupSetting': async (event, sut) => {
      sut.promises.loadPopupSetting!.reject((event as unknown as { error: unknown }).error);
      await new Promise((resolve) => setImmediate(resolve));
    },
  },
  states: {
    popupSettingUnknown: (snapshot) => {
      // Nothing was added: the feedback heard nothing and the setting was not asked.
      expect(feedbackOf(snapshot)).toEqual([]);
      expect(ctx(snapshot).waitingAdds).toEqual([]);
    },
    askingPopupSetting: (snapshot) => {
      // Adds wait for the setting; none is shown yet.
      expect(feedbackOf(snapshot)).toEqual([]);
      expect(ctx(snapshot).waitingAdds.length).toBeGreaterThan(0);
    },
    feedbackReady: (snapshot) => {
      expect(ctx(snapshot).waitingAdds).toEqual([]);
      const shown = feedbackOf(snapshot);
      expect(shown.length).toBeGreaterThan(0);
      // Every add reached the feedback with the store's setting (false when it could not be read).
      for (const event of shown) {
        expect(event).toMatchObject({ type: 'feedback.itemAdded', popupEnabled: ctx(snapshot).popupEnabled });
      }
    },
  },
  // What the children must have been told, stepped along each path from issue 13 and storefront spec section 4:
  // every add reaches the feedback with isEnabledSuccessPopup (asked on the first add; adds meanwhile wait and go
  // in order; an unanswered setting means the toast), every failed cart action becomes a dismissable 7 s error
  // toast and every toast request reaches the toast area.
  expected: expectation<ExpectedSystem>({
    initial: () => ({ state: 'popupSettingUnknown', popupEnabled: null, waiting: [], feedback: [], toasts: [] }),
    next: (m, event) => {
      const e = event as unknown as { product: typeof rice.product; quantity: number; message: unknown; toast: unknown; output: boolean };
      const shown = (items: (typeof rice)[], popupEnabled: boolean) =>
        items.map((item) => ({ type: 'feedback.itemAdded', item, popupEnabled }));
      if (event.type === 'cart.actionFailed') {
        return { ...m, toasts: [...m.toasts, { type: 'toast.add', toast: { type: 'error', message: e.message, timeout: 7000, dismissable: true } }] };
      }
      if (event.type === 'toast.request') return { ...m, toasts: [...m.toasts, { type: 'toast.add', toast: e.toast }] };
      if (event.type === 'cart.itemAdded') {
        const item = { product: e.product, quantity: e.quantity };
        if (m.popupEnabled === null) return { ...m, state: 'askingPopupSetting', waiting: [...m.waiting, item] };
        return { ...m, feedback: [...m.feedback, ...shown([item], m.popupEnabled)] };
      }
      if (m.state === 'askingPopupSetting' && event.type.startsWith('xstate.')) {
        const popupEnabled = event.type.startsWith('xstate.done.actor.') ? e.output : false;
        return { state: 'feedbackReady', popupEnabled, waiting: [], feedback: [...m.feedback, ...shown(m.waiting, popupEnabled)], toasts: m.toasts };
      }
      throw new Error(`no expectation for ${event.type} in ${m.state}`);
    },
    check: (snapshot, m) => {
      expect(snapshot.value).toBe(m.state);
      expect(ctx(snapshot).waitingAdds).toEqual(m.waiting);
      expect(feedbackOf(snapshot)).toEqual(m.feedback);
      expect(toastsOf(snapshot)).toEqual(m.toasts);
    },
  }),
});

it('sends every waiting add to the feedback, in order, once the setting is known', async () => {
  let answer: (enabled: boolean) => void = () => undefined;
  const actor = createActor(
    shopSystemMachine.provide({
      actors: {
        ...recorders(),
        loadPopupSetting: fromPromise(() => new Promise<boolean>((resolve) => (answer = resolve))),
      },
    }),
    { input: { cart: cartInput } },
  );
  actor.start();
  actor.send(added(rice));
  actor.send(added(eggs));
  answer(true);
  await new Promise((resolve) => setImmediate(resolve));
  actor.send(added(rice));
  expect(feedbackOf(actor.getSnapshot())).toEqual([
    { type: 'feedback.itemAdded', item: rice, popupEnabled: true },
    { type: 'feedback.itemAdded', item: eggs, popupEnabled: true },
    { type: 'feedback.itemAdded', item: rice, popupEnabled: true },
  ]);
});

it('turns a failed cart action into a dismissable 7 s error toast and passes toast requests on', () => {
  const actor = createActor(
    shopSystemMachine.provide({ actors: recorders() }),
    { input: { cart: cartInput } },
  );
  actor.start();
  actor.send({ type: 'cart.actionFailed', action: 'add', message: { text: 'Out of stock' } });
  actor.send({ type: 'toast.request', toast: successToast as never });
  expect(CART_ERROR_TOAST_MS).toBe(7000);
  expect(toastsOf(actor.getSnapshot())).toEqual([
    { type: 'toast.add', toast: { type: 'error', message: { text: 'Out of stock' }, timeout: 7000, dismissable: true } },
    { type: 'toast.add', toast: successToast },
  ]);
});

it('runs the real cart as its child: a finished add reaches the feedback, a failed one the toast area', async () => {
  const product = { sku: 'rice-5kg', name: 'Jasmine rice 5 kg' };
  let failAdd = false;
  const details = { id: 'cart-1', totalQuantity: 1, items: [] } as unknown as CartDetails;
  const actor = createActor(
    shopSystemMachine.provide({
      actors: {
        cart: systemCartMachine.provide({
          actors: {
            fetchCart: fromPromise(async () => details),
            addItem: fromPromise(async () => {
              if (failAdd) throw new Error('The requested qty is not available');
            }),
          },
        }),
        addToCartFeedback: recorders().addToCartFeedback,
        toasts: recorders().toasts,
        loadPopupSetting: fromPromise(async () => false),
      },
    }),
    { input: { cart: cartInput } },
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  actor.start();
  await settle();
  actor.getSnapshot().children.cart?.send({ type: 'cart.add', product, quantity: 1 });
  for (let i = 0; i < 5; i++) await settle();
  expect(feedbackOf(actor.getSnapshot())).toEqual([{ type: 'feedback.itemAdded', item: { product, quantity: 1 }, popupEnabled: false }]);
  failAdd = true;
  actor.getSnapshot().children.cart?.send({ type: 'cart.add', product, quantity: 1 });
  for (let i = 0; i < 5; i++) await settle();
  expect(toastsOf(actor.getSnapshot())).toEqual([
    { type: 'toast.add', toast: expect.objectContaining({ type: 'error', timeout: 7000, dismissable: true }) },
  ]);
});
