import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { GraphQLResponseError } from '../../src/domain/api-error';
import type { RepaymentData } from '../../src/domain/repayment-types';
import { REPAYMENT_ERROR_TOAST_MS, repaymentMachine, type RepaymentContext, type RepaymentInput } from '../../src/machines/repayment.machine';
import { describeModel, type Sut } from './support/model-test';

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
};
const data: RepaymentData = { order, cartId: 'repay-cart', methods: [{ code: 'P2c2pPaymentApi', title: 'Card' }, { code: 'scb_qrcode', title: 'SCB QR' }] };
const paid: RepaymentData = { ...data, order: { ...order, canRepayment: false } };
const declined = () => new GraphQLResponseError([{ message: 'The payment was declined.', extensions: { category: 'graphql-input' } }], null, 'placeOrder');

const inputs: RepaymentInput[] = [
  { orderNumber: '000000042', signedIn: true, guestCartId: null },
  { orderNumber: '000000042', signedIn: false, guestCartId: null },
];

function lastToast(sut: Sut) {
  return sut.emitted.filter((event) => event.type === 'toast.request').at(-1);
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
    loading: (_snapshot, sut) => {
      expect(sut.promises.load!.lastInput).toEqual({ orderNumber: '000000042', signedIn: true, guestCartId: null });
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
});
