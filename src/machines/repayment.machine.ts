import { assign, emit, setup } from 'xstate';
import { errorMessage } from '../domain/api-error';
import type { PlacedOrder } from '../domain/checkout-types';
import type { RepaymentData } from '../domain/repayment-types';
import type { DisplayMessage } from './messages';
import type { ToastRequest } from './toasts.machine';
import { P2C2P_CODES, pathAfterOrder } from '../domain/payment-routes';
import { unprovidedAction, unprovidedPromise } from './unprovided';

// Re-paying an order (storefront spec section 4 "Repayment", section 8 "Place-order failure in repayment").
// 1. Load the order with the repayment header (the transport sets is-repayment on this path). Signed out, the
//    customer's order query is skipped: a guest holding the order's link (its token, from the order mail, the
//    failure page or this browser's last order) loads it with guestOrderByToken, which hands out the guest's
//    repayment cart (docs/decisions/checkout-repayment-guests.md). Without a token there is nothing to load.
// 2. Choose a payment method: setting it on the repayment cart (cartIdRepayment) runs the method's pre-step.
// 3. Place the order; on success the number is stored as lastOrderNumber. 2C2P methods go to /2c2payment/redirect,
//    which posts their payment form; the other redirect methods go to their own screen; offline methods to success.
// 4. On failure: an error toast with the server message for 4 s, the submit cancelled (back to `ready`) and the
//    attempt counter increased.

export const REPAYMENT_ERROR_TOAST_MS = 4000;

export interface RepaymentInput {
  orderNumber: string;
  signedIn: boolean;
  /** A guest's proof of the order: the order link's token (?token=, or lastOrderToken for this order). */
  guestOrderToken: string | null;
}

export interface RepaymentContext {
  orderNumber: string;
  signedIn: boolean;
  guestOrderToken: string | null;
  data: RepaymentData | null;
  method: string | null;
  attempts: number;
  error: DisplayMessage | null;
}

export type RepaymentEvent =
  | { type: 'repayment.choose'; code: string }
  | { type: 'repayment.place' }
  | { type: 'repayment.retry' };

/** The spec's failure toast: the server's message, 4 s, dismissable. */
function errorToast(error: unknown): ToastRequest {
  return { type: 'error', message: { text: errorMessage(error) }, timeout: REPAYMENT_ERROR_TOAST_MS, dismissable: true };
}

export type RepaymentEmitted = { type: 'toast.request'; toast: ToastRequest };

export interface RepaymentLoadInput {
  orderNumber: string;
  signedIn: boolean;
  guestOrderToken: string | null;
}

export const repaymentMachine = setup({
  types: {
    context: {} as RepaymentContext,
    events: {} as RepaymentEvent,
    input: {} as RepaymentInput,
    emitted: {} as RepaymentEmitted,
  },
  actors: {
    load: unprovidedPromise<RepaymentData, RepaymentLoadInput>('load'),
    setPaymentMethod: unprovidedPromise<void, { cartId: string; code: string }>('setPaymentMethod'),
    placeOrder: unprovidedPromise<PlacedOrder, { cartId: string; orderNumber: string }>('placeOrder'),
  },
  guards: {
    canLoad: ({ context }) => context.signedIn || context.guestOrderToken !== null,
    isRepayable: ({ event }) =>
      'output' in event && (event.output as RepaymentData).order?.canRepayment !== false && (event.output as RepaymentData).cartId !== '',
  },
  actions: {
    persistRepaymentCartId: unprovidedAction<{ cartId: string }>('persistRepaymentCartId'),
    storeLastOrderNumber: unprovidedAction<{ orderNumber: string }>('storeLastOrderNumber'),
    navigate: unprovidedAction<{ to: string }>('navigate'),
    /** An error toast (emitted when run alone; the app provides it as a message to the toast area). */
    toastError: emit((_, params: { toast: ToastRequest }) => ({ type: 'toast.request' as const, toast: params.toast })),
  },
}).createMachine({
  id: 'repayment',
  context: ({ input }) => ({ ...input, data: null, method: null, attempts: 0, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'canLoad', target: 'loading' }, { target: 'unavailable' }] },
    /** A guest without this order's cart in the browser: sign in or track the order instead. */
    unavailable: {},
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ orderNumber: context.orderNumber, signedIn: context.signedIn, guestOrderToken: context.guestOrderToken }),
        onDone: [
          {
            guard: 'isRepayable',
            target: 'choosing',
            actions: [assign({ data: ({ event }) => event.output }), { type: 'persistRepaymentCartId', params: ({ event }) => ({ cartId: event.output.cartId }) }],
          },
          { target: 'notRepayable', actions: assign({ data: ({ event }) => event.output }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => ({ text: errorMessage(event.error) }) }) },
      },
    },
    loadFailed: { on: { 'repayment.retry': 'loading' } },
    /** Paid already, cancelled, or not this shopper's. */
    notRepayable: {},
    choosing: {
      on: { 'repayment.choose': { target: 'settingMethod', actions: assign({ method: ({ event }) => event.code }) } },
    },
    settingMethod: {
      tags: ['busy'],
      invoke: {
        id: 'setPaymentMethod',
        src: 'setPaymentMethod',
        input: ({ context }) => ({ cartId: context.data!.cartId, code: context.method! }),
        onDone: { target: 'ready' },
        onError: { target: 'choosing', actions: [assign({ method: null }), { type: 'toastError', params: ({ event }) => ({ toast: errorToast(event.error) }) }] },
      },
    },
    ready: {
      on: {
        'repayment.choose': { target: 'settingMethod', actions: assign({ method: ({ event }) => event.code }) },
        'repayment.place': 'placing',
      },
    },
    placing: {
      tags: ['busy'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ cartId: context.data!.cartId, orderNumber: context.orderNumber }),
        onDone: {
          target: 'placed',
          actions: [
            { type: 'storeLastOrderNumber', params: ({ event }) => ({ orderNumber: event.output.orderNumber }) },
            { type: 'navigate', params: ({ context }) => ({ to: pathAfterOrder(context.method!) }) },
          ],
        },
        onError: { target: 'ready', actions: [assign({ attempts: ({ context }) => context.attempts + 1 }), { type: 'toastError', params: ({ event }) => ({ toast: errorToast(event.error) }) }] },
      },
    },
    placed: { type: 'final' },
  },
});

/** 2C2P methods post their payment form from /2c2payment/redirect (section 4, Repayment step 4). */
export const isFormPostMethod = (code: string) => P2C2P_CODES.includes(code);
