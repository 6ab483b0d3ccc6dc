import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import type { PaymentStart } from '../../src/domain/payment-types';
import {
  DEFAULT_EXPIRY_MS,
  paymentRedirectMachine,
  type PaymentRedirectContext,
  type PaymentRedirectInput,
} from '../../src/machines/payment-redirect.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PaymentRedirectContext;
const NOW = Date.parse('2026-11-24T05:00:00Z');

const qr: PaymentStart = {
  kind: 'scbQr',
  orderNumber: '000000042',
  qrImage: 'data:image/png;base64,AAAA',
  qrData: '000201',
  amount: { value: 120.5, currency: 'THB' },
  expiresAt: new Date(NOW + 5 * 60 * 1000).toISOString(),
  sandboxAppUrl: null,
};
const form: PaymentStart = { kind: 'form', orderNumber: '000000042', form: { actionUrl: '/sandbox/2c2p/pay', method: 'POST', fields: [{ name: 'token', value: 't' }] } };

const inputs: PaymentRedirectInput[] = [
  { kind: 'scbQr', orderNumber: '000000042', cartId: 'masked-1', now: NOW },
  { kind: 'p2c2p', orderNumber: '000000042', cartId: 'masked-1', now: NOW },
  { kind: 'scbDeeplink', orderNumber: null, cartId: null, now: NOW },
];

function lastNavigation(sut: Sut): string | undefined {
  const call = sut.calls.filter((c) => c.name === 'navigate').at(-1);
  return (call?.params as { to: string } | undefined)?.to;
}

/**
 * Storefront spec section 4 ("After an order is placed": the redirect screens per payment type) and the failure
 * page route (section 2), with the payment decision note (docs/decisions/payments-sandbox-providers.md: the SCB QR
 * and deeplink screens poll the status PENDING/PAID/FAILED/EXPIRED; the others hand the payer to the provider),
 * written out by hand. Without a last order there is nothing to start; a start that fails may be retried; a
 * hand-over that does not leave offers a button; a polled payment ends paid (success page), failed, expired (the
 * status or its time running out) or cancelled by the payer, each on its failure page.
 */
type RedirectState = 'noOrder' | 'starting' | 'startFailed' | 'handingOver' | 'stalled' | 'waiting.idle' | 'waiting.polling' | 'paid' | 'failed' | 'expired' | 'cancelled';
interface RedirectExpected {
  state: RedirectState;
  polled: boolean;
  handOvers: number;
  navigations: string[];
}
const FAILURE = '/checkout/onepage/failure/';
const ends: Record<string, [RedirectState, string]> = {
  PAID: ['paid', '/checkout/onepage/success'],
  FAILED: ['failed', `${FAILURE}payment_failed`],
  EXPIRED: ['expired', `${FAILURE}payment_expired`],
  CANCELLED: ['cancelled', `${FAILURE}payment_cancelled`],
};
const end = (m: RedirectExpected, outcome: string): RedirectExpected => ({ ...m, state: ends[outcome]![0], navigations: [...m.navigations, ends[outcome]![1]] });
const delayName = (type: string) => type.split('.')[2];

function nextRedirect(m: RedirectExpected, event: { type: string; output?: unknown }): RedirectExpected {
  const { state } = m;
  const { type } = event;
  if (state === 'starting' && type === 'xstate.done.actor.startPayment') {
    return m.polled ? { ...m, state: 'waiting.idle' } : { ...m, state: 'handingOver', handOvers: m.handOvers + 1 };
  }
  if (state === 'starting' && type === 'xstate.error.actor.startPayment') return { ...m, state: 'startFailed' };
  if (state === 'startFailed' && type === 'payer.retry') return { ...m, state: 'starting' };
  if (state === 'handingOver' && delayName(type) === 'handoverTimeout') return { ...m, state: 'stalled' };
  if (state === 'stalled' && type === 'payer.continue') return { ...m, state: 'handingOver', handOvers: m.handOvers + 1 };
  if (state.startsWith('waiting.')) {
    if (type === 'payer.cancel') return end(m, 'CANCELLED');
    if (delayName(type) === 'expiry') return end(m, 'EXPIRED');
    if (state === 'waiting.idle' && delayName(type) === 'pollInterval') return { ...m, state: 'waiting.polling' };
    if (state === 'waiting.polling' && type === 'xstate.done.actor.checkStatus') {
      return event.output === 'PENDING' ? { ...m, state: 'waiting.idle' } : end(m, event.output as string);
    }
    // A failed status check (offline for a moment) waits for the next interval.
    if (state === 'waiting.polling' && type === 'xstate.error.actor.checkStatus') return { ...m, state: 'waiting.idle' };
  }
  throw new Error(`the test says nothing of ${type} in ${state}`);
}

describeModel('payment redirect machine', {
  machine: paymentRedirectMachine,
  inputs,
  events: (snapshot) => [
    { type: 'xstate.done.actor.startPayment', output: ctx(snapshot).kind === 'p2c2p' ? form : qr },
    { type: 'xstate.error.actor.startPayment', error: new Error('The order cannot be paid') },
    { type: 'payer.retry' },
    { type: 'payer.continue' },
    { type: 'payer.cancel' },
    { type: 'xstate.after.pollInterval.paymentRedirect.waiting.idle' },
    { type: 'xstate.after.handoverTimeout.paymentRedirect.handingOver' },
    { type: 'xstate.after.expiry.paymentRedirect.waiting' },
    ...(['PENDING', 'PAID', 'FAILED', 'EXPIRED'] as const).map((status) => ({ type: 'xstate.done.actor.checkStatus', output: status })),
    { type: 'xstate.error.actor.checkStatus', error: new Error('offline') },
  ],
  promiseActors: ['startPayment', 'checkStatus'],
  recordedActions: ['handOver', 'navigate'],
  states: {
    checking: () => {
      throw new Error('checking is transient');
    },
    noOrder: (snapshot, sut) => {
      expect(ctx(snapshot).orderNumber).toBeNull();
      expect(sut.promises.startPayment!.inputs).toHaveLength(0);
    },
    starting: (snapshot, sut) => {
      expect(sut.promises.startPayment!.lastInput).toEqual({ kind: ctx(snapshot).kind, orderNumber: '000000042', cartId: 'masked-1' });
    },
    startFailed: (snapshot) => {
      expect(ctx(snapshot).error).toEqual({ text: 'The order cannot be paid' });
    },
    handingOver: (snapshot, sut) => {
      expect(sut.calls.at(-1)).toEqual({ name: 'handOver', params: { start: form } });
      expect(ctx(snapshot).kind).toBe('p2c2p');
    },
    stalled: (snapshot) => {
      expect(snapshot.can({ type: 'payer.continue' })).toBe(true);
    },
    'waiting.idle': (snapshot) => {
      expect(ctx(snapshot).start).toEqual(qr);
      // The QR expires when the provider says, not after the default.
      const delay = paymentRedirectMachine.implementations.delays.expiry as (args: { context: PaymentRedirectContext }) => number;
      expect(delay({ context: ctx(snapshot) })).toBe(5 * 60 * 1000);
      expect(delay({ context: { ...ctx(snapshot), start: { ...qr, expiresAt: null } } })).toBe(DEFAULT_EXPIRY_MS);
    },
    'waiting.polling': (_snapshot, sut) => {
      expect(sut.promises.checkStatus!.lastInput).toEqual({ kind: 'scbQr', orderNumber: '000000042', cartId: 'masked-1' });
    },
    paid: (_snapshot, sut) => expect(lastNavigation(sut)).toBe('/checkout/onepage/success'),
    failed: (_snapshot, sut) => expect(lastNavigation(sut)).toBe('/checkout/onepage/failure/payment_failed'),
    expired: (_snapshot, sut) => expect(lastNavigation(sut)).toBe('/checkout/onepage/failure/payment_expired'),
    cancelled: (_snapshot, sut) => expect(lastNavigation(sut)).toBe('/checkout/onepage/failure/payment_cancelled'),
  },
  expected: expectation<RedirectExpected>({
    initial: (input) => {
      const { kind, orderNumber, cartId } = input as PaymentRedirectInput;
      return { state: orderNumber && cartId ? 'starting' : 'noOrder', polled: kind === 'scbQr' || kind === 'scbDeeplink', handOvers: 0, navigations: [] };
    },
    next: nextRedirect,
    check: (snapshot, m, sut) => {
      expect(snapshot.matches(m.state)).toBe(true);
      expect(sut.calls.filter((c) => c.name === 'handOver')).toHaveLength(m.handOvers);
      expect(sut.calls.filter((c) => c.name === 'navigate').map((c) => (c.params as { to: string }).to)).toEqual(m.navigations);
    },
  }),
});
