import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { GraphQLResponseError } from '../../src/domain/api-error';
import type { RepaymentData } from '../../src/domain/repayment-types';
import { REPAYMENT_ERROR_TOAST_MS, repaymentMachine, type RepaymentContext, type RepaymentInput } from '../../src/machines/repayment.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as RepaymentContext;

const order = {
  number: '000000042',
  cartIdMask: 'repay-cart',
  canRepayment: true,
  orderDate: '2026-11-24',
  status: 'payment_failed',
  grandTotal: { value: 250, currency: 'THB' },
  items: [],
  paymentMethods: [{ name: 'Credit card (2C2P)', type: 'P2c2pPaymentApi' }],
  document: {
    number: '000000042', date: '2026-11-24 03:00:00', status: 'Payment Failed', email: null, shippingMethod: null, timeSlot: null, items: [],
    subtotal: { value: 200, currency: 'THB' }, shipping: { value: 50, currency: 'THB' }, tax: null, discounts: [], fees: [], grandTotal: { value: 250, currency: 'THB' },
    paymentMethods: [], shippingAddress: null, billingAddress: null,
  },
};
const data: RepaymentData = { order, cartId: 'repay-cart', methods: [{ code: 'P2c2pPaymentApi', title: 'Card' }, { code: 'scb_qrcode', title: 'SCB QR' }] };
const paid: RepaymentData = { ...data, order: { ...order, canRepayment: false } };
const declined = () => new GraphQLResponseError([{ message: 'The payment was declined.', extensions: { category: 'graphql-input' } }], null, 'placeOrder');

const inputs: RepaymentInput[] = [
  { orderNumber: '000000042', signedIn: true, guestOrderToken: null },
  { orderNumber: '000000042', signedIn: false, guestOrderToken: null },
  { orderNumber: '000000042', signedIn: false, guestOrderToken: '7.signed-order-link' },
];

function lastToast(sut: Sut) {
  return sut.emitted.filter((event) => event.type === 'toast.request').at(-1);
}

/**
 * Storefront spec section 4 "Repayment" (with docs/decisions/checkout-repayment-guests.md: a guest loads with the
 * order link's token; signed out without one the queries are skipped) and section 8, written out by hand: load
 * (a failure may be retried; an order that cannot be repaid stops there), choose a method (set on the repayment
 * cart, whose id is kept; a refusal shows an error toast and asks again), place: on success lastOrderNumber is
 * stored and the payer moves on, on failure an error toast for 4 s, back to ready, one more attempt counted.
 * Where the payer moves: step 4 names the 2C2P methods (/2c2payment/redirect); "other methods go to
 * /checkout/onepage/success", read with "After an order is placed", which gives the SCB QR its own screen.
 */
type RepayState = 'unavailable' | 'loading' | 'loadFailed' | 'notRepayable' | 'choosing' | 'settingMethod' | 'ready' | 'placing' | 'placed';
interface RepayExpected {
  state: RepayState;
  method: string | null;
  attempts: number;
  toasts: number;
  calls: string[];
}
const DESTINATION: Record<string, string> = { P2c2pPaymentApi: '/2c2payment/redirect', scb_qrcode: '/scb/qrCode' };

function nextRepay(m: RepayExpected, event: { type: string; output?: unknown; code?: string }): RepayExpected {
  const { state } = m;
  const { type } = event;
  if (state === 'loading' && type === 'xstate.done.actor.load') {
    const loaded = event.output as RepaymentData;
    return loaded.order?.canRepayment ? { ...m, state: 'choosing', calls: [...m.calls, 'persistRepaymentCartId'] } : { ...m, state: 'notRepayable' };
  }
  if (state === 'loading' && type === 'xstate.error.actor.load') return { ...m, state: 'loadFailed' };
  if (state === 'loadFailed' && type === 'repayment.retry') return { ...m, state: 'loading' };
  if ((state === 'choosing' || state === 'ready') && type === 'repayment.choose') return { ...m, state: 'settingMethod', method: event.code! };
  if (state === 'settingMethod' && type === 'xstate.done.actor.setPaymentMethod') return { ...m, state: 'ready' };
  if (state === 'settingMethod' && type === 'xstate.error.actor.setPaymentMethod') return { ...m, state: 'choosing', method: null, toasts: m.toasts + 1 };
  if (state === 'ready' && type === 'repayment.place') return { ...m, state: 'placing' };
  if (state === 'placing' && type === 'xstate.done.actor.placeOrder') {
    return { ...m, state: 'placed', calls: [...m.calls, 'storeLastOrderNumber', `navigate ${DESTINATION[m.method!]}`] };
  }
  if (state === 'placing' && type === 'xstate.error.actor.placeOrder') return { ...m, state: 'ready', attempts: m.attempts + 1, toasts: m.toasts + 1 };
  throw new Error(`the test says nothing of ${type} in ${state}`);
}

describeModel('repayment machine', {
  machine: repaymentMachine,
  inputs,
  events: () => [
    { type: 'xstate.done.actor.load', output: data },
    { type: 'xstate.done.actor.load', output: paid },
    { type: 'xstate.error.actor.load', error: new Error('Network down') },
    { type: 'repayment.retry' },
    { type: 'repayment.choose', code: 'P2c2pPaymentApi' },
    { type: 'repayment.choose', code: 'scb_qrcode' },
    { type: 'xstate.done.actor.setPaymentMethod', output: undefined },
    { type: 'xstate.error.actor.setPaymentMethod', error: declined() },
    { type: 'repayment.place' },
    { type: 'xstate.done.actor.placeOrder', output: { orderNumber: '000000042', newCartId: null } },
    { type: 'xstate.error.actor.placeOrder', error: declined() },
  ],
  key: (snapshot) => ({ method: ctx(snapshot).method, attempts: Math.min(ctx(snapshot).attempts, 1), data: ctx(snapshot).data !== null }),
  promiseActors: ['load', 'setPaymentMethod', 'placeOrder'],
  recordedActions: ['persistRepaymentCartId', 'storeLastOrderNumber', 'navigate'],
  states: {
    checking: () => {
      throw new Error('checking is transient');
    },
    unavailable: (snapshot, sut) => {
      expect(ctx(snapshot).signedIn).toBe(false);
      expect(sut.promises.load!.inputs).toHaveLength(0);
    },
    loading: (snapshot, sut) => {
      // A customer loads with the session, a guest with the order link's token.
      const { signedIn, guestOrderToken } = ctx(snapshot);
      expect(signedIn || guestOrderToken !== null).toBe(true);
      expect(sut.promises.load!.lastInput).toEqual({ orderNumber: '000000042', signedIn, guestOrderToken });
    },
    loadFailed: (snapshot) => expect(ctx(snapshot).error).toEqual({ text: 'Network down' }),
    notRepayable: (snapshot) => expect(ctx(snapshot).data?.order?.canRepayment).toBe(false),
    choosing: (snapshot, sut) => {
      expect(sut.calls.find((call) => call.name === 'persistRepaymentCartId')?.params).toEqual({ cartId: 'repay-cart' });
      if (lastToast(sut)) expect(ctx(snapshot).method).toBeNull();
    },
    settingMethod: (snapshot, sut) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(sut.promises.setPaymentMethod!.lastInput).toEqual({ cartId: 'repay-cart', code: ctx(snapshot).method });
    },
    ready: (snapshot, sut) => {
      const toast = lastToast(sut);
      if (ctx(snapshot).attempts > 0) {
        expect(toast).toMatchObject({ toast: { type: 'error', message: { text: 'The payment was declined.' }, timeout: REPAYMENT_ERROR_TOAST_MS } });
      }
      expect(snapshot.can({ type: 'repayment.place' })).toBe(true);
    },
    placing: (snapshot, sut) => {
      expect(snapshot.can({ type: 'repayment.place' })).toBe(false);
      expect(sut.promises.placeOrder!.lastInput).toEqual({ cartId: 'repay-cart', orderNumber: '000000042' });
    },
    placed: (snapshot, sut) => {
      expect(sut.calls.filter((call) => call.name === 'storeLastOrderNumber').at(-1)?.params).toEqual({ orderNumber: '000000042' });
      const to = (sut.calls.at(-1)?.params as { to: string }).to;
      expect(to).toBe(ctx(snapshot).method === 'P2c2pPaymentApi' ? '/2c2payment/redirect' : '/scb/qrCode');
    },
  },
  expected: expectation<RepayExpected>({
    initial: (input) => {
      const { signedIn, guestOrderToken } = input as RepaymentInput;
      return { state: signedIn || guestOrderToken ? 'loading' : 'unavailable', method: null, attempts: 0, toasts: 0, calls: [] };
    },
    next: nextRepay,
    check: (snapshot, m, sut) => {
      expect(snapshot.matches(m.state)).toBe(true);
      expect([ctx(snapshot).method, ctx(snapshot).attempts]).toEqual([m.method, m.attempts]);
      const toasts = sut.emitted.filter((event) => event.type === 'toast.request');
      expect(toasts).toHaveLength(m.toasts);
      for (const toast of toasts) expect(toast).toMatchObject({ toast: { type: 'error', message: { text: 'The payment was declined.' }, timeout: 4000 } });
      expect(sut.calls.map((call) => (call.name === 'navigate' ? `navigate ${(call.params as { to: string }).to}` : call.name))).toEqual(m.calls);
    },
  }),
});
