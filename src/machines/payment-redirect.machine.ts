import { assign, setup } from 'xstate';
import { errorMessage } from '../domain/api-error';
import type { PaymentStart, PaymentStatus, PaymentTarget } from '../domain/payment-types';
import type { DisplayMessage } from './messages';
import type { PaymentRedirectKind } from '../domain/payment-routes';
import { FAILURE_PATH, SUCCESS_PATH } from '../domain/payment-routes';
import { unprovidedAction, unprovidedPromise } from './unprovided';

// The payment redirect screens (/kpayment/redirect, /kpayment/qrRedirect, /2c2payment/redirect and its /2c2preib,
// /2c2precc variants, /scb/qrCode, /scb/deeplink; storefront spec section 4 "After an order is placed").
// It asks the provider module for the payment start (form, embedded script, QR or deeplink) of the last order,
// then either hands the payer to the provider (form posted, script opened) or stays and polls the payment status
// (SCB QR and deeplink) until paid, failed or expired. Polling interval, the expiry fallback and how long a
// hand-over may take before the screen offers a manual button are named delays. The provider's own return goes
// to /checkout/onepage/success or the failure page (server redirect after the signed callback).

export const POLL_INTERVAL_MS = 3000;
/** When the provider sets no expiry: an SCB QR is valid for 15 minutes. */
export const DEFAULT_EXPIRY_MS = 15 * 60 * 1000;
/** If the browser has not left for the provider after this long, a button lets the payer continue. */
export const HANDOVER_TIMEOUT_MS = 8000;

export interface PaymentRedirectInput {
  kind: PaymentRedirectKind;
  orderNumber: string | null;
  cartId: string | null;
  /** Epoch ms now (the clock stays outside the machine, so the expiry delay is pure). */
  now: number;
}

export interface PaymentRedirectContext {
  kind: PaymentRedirectKind;
  orderNumber: string | null;
  cartId: string | null;
  startedAt: number;
  start: PaymentStart | null;
  error: DisplayMessage | null;
}

export type PaymentRedirectEvent =
  /** The payer asks again to go to the provider (after the hand-over timeout). */
  | { type: 'payer.continue' }
  /** The payer gives up on a QR or deeplink payment. */
  | { type: 'payer.cancel' }
  /** Try starting the payment again after it failed to start. */
  | { type: 'payer.retry' };

export const failurePath = (reason: 'payment_failed' | 'payment_expired' | 'payment_cancelled' | 'payment_pending') => `${FAILURE_PATH}/${reason}`;

const isPolled = (kind: PaymentRedirectKind) => kind === 'scbQr' || kind === 'scbDeeplink';

export const paymentRedirectMachine = setup({
  types: {
    context: {} as PaymentRedirectContext,
    events: {} as PaymentRedirectEvent,
    input: {} as PaymentRedirectInput,
  },
  actors: {
    startPayment: unprovidedPromise<PaymentStart, PaymentTarget>('startPayment'),
    checkStatus: unprovidedPromise<PaymentStatus, PaymentTarget>('checkStatus'),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
    handoverTimeout: HANDOVER_TIMEOUT_MS,
    /** Until the provider's expiry (or the default), from when the screen opened. */
    expiry: ({ context }) => {
      const expiresAt = context.start && 'expiresAt' in context.start && context.start.expiresAt ? Date.parse(context.start.expiresAt) : NaN;
      return Number.isFinite(expiresAt) ? Math.max(0, expiresAt - context.startedAt) : DEFAULT_EXPIRY_MS;
    },
  },
  guards: {
    hasOrder: ({ context }) => context.orderNumber !== null && context.cartId !== null,
    isPolled: ({ context }) => isPolled(context.kind),
    isPaid: (_, params: { status: PaymentStatus }) => params.status === 'PAID',
    isFailed: (_, params: { status: PaymentStatus }) => params.status === 'FAILED',
    isExpired: (_, params: { status: PaymentStatus }) => params.status === 'EXPIRED',
  },
  actions: {
    /** Posts the provider's form or opens its embedded script (browser side effect). */
    handOver: unprovidedAction<{ start: PaymentStart }>('handOver'),
    navigate: unprovidedAction<{ to: string }>('navigate'),
  },
}).createMachine({
  id: 'paymentRedirect',
  context: ({ input }) => ({ kind: input.kind, orderNumber: input.orderNumber, cartId: input.cartId, startedAt: input.now, start: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasOrder', target: 'starting' }, { target: 'noOrder' }],
    },
    /** Nothing to pay: no last order in this browser (e.g. the screen opened directly). */
    noOrder: {},
    starting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({ kind: context.kind, orderNumber: context.orderNumber!, cartId: context.cartId! }),
        onDone: [
          { guard: 'isPolled', target: 'waiting', actions: assign({ start: ({ event }) => event.output }) },
          { target: 'handingOver', actions: assign({ start: ({ event }) => event.output }) },
        ],
        onError: { target: 'startFailed', actions: assign({ error: ({ event }) => ({ text: errorMessage(event.error) }) }) },
      },
    },
    startFailed: {
      on: { 'payer.retry': 'starting' },
    },
    handingOver: {
      entry: { type: 'handOver', params: ({ context }) => ({ start: context.start! }) },
      after: { handoverTimeout: 'stalled' },
    },
    /** Still here after the hand-over: the payer may press the button (popup blocked, slow provider). */
    stalled: {
      on: { 'payer.continue': 'handingOver' },
    },
    waiting: {
      initial: 'idle',
      after: { expiry: { target: 'expired' } },
      on: { 'payer.cancel': { target: 'cancelled' } },
      states: {
        idle: { after: { pollInterval: 'polling' } },
        polling: {
          invoke: {
            id: 'checkStatus',
            src: 'checkStatus',
            input: ({ context }) => ({ kind: context.kind, orderNumber: context.orderNumber!, cartId: context.cartId! }),
            onDone: [
              { guard: { type: 'isPaid', params: ({ event }) => ({ status: event.output }) }, target: '#paymentRedirect.paid' },
              { guard: { type: 'isFailed', params: ({ event }) => ({ status: event.output }) }, target: '#paymentRedirect.failed' },
              { guard: { type: 'isExpired', params: ({ event }) => ({ status: event.output }) }, target: '#paymentRedirect.expired' },
              { target: 'idle' },
            ],
            // A failed poll (offline for a moment) is retried at the next interval.
            onError: { target: 'idle' },
          },
        },
      },
    },
    paid: { type: 'final', entry: { type: 'navigate', params: { to: SUCCESS_PATH } } },
    failed: { type: 'final', entry: { type: 'navigate', params: { to: failurePath('payment_failed') } } },
    expired: { type: 'final', entry: { type: 'navigate', params: { to: failurePath('payment_expired') } } },
    cancelled: { type: 'final', entry: { type: 'navigate', params: { to: failurePath('payment_cancelled') } } },
  },
});
