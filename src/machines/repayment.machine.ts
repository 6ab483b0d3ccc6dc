import { assign, emit, setup } from 'xstate';
import { errorMessage } from '../domain/api-error';
import type { PlacedOrder } from '../domain/checkout-types';
import type { RepaymentData } from '../domain/repayment-types';
import type { DisplayMessage } from './messages';
import type { ToastRequest } from './toasts.machine';
import { P2C2P_CODES, pathAfterOrder } from '../domain/payment-routes';
import { unprovidedAction, unprovidedPromise } from './unprovided';

// Re-paying an order (storefront spec section 4 "Repayment", section 8 "Place-order failure in repayment").
// 1. Load the order with the repayment header (the transport sets is-repayment on this path). Signed out, the order
//    query is skipped: a guest re-pays the cart of their own last order (lastCartId), see
//    docs/decisions/checkout-repayment-guests.md.
// 2. Choose a payment method: setting it on the repayment cart (cartIdRepayment) runs the method's pre-step.
// 3. Place the order; on success the number is stored as lastOrderNumber. 2C2P methods go to /2c2payment/redirect,
//    which posts their payment form; the other redirect methods go to their own screen; offline methods to success.
// 4. On failure: an error toast with the server message for 4 s, the submit cancelled (back to `ready`) and the
//    attempt counter increased.

export const REPAYMENT_ERROR_TOAST_MS = 4000;

export interface RepaymentInput {
  orderNumber: string;
  signedIn: boolean;
  /** A guest's cart for this order: lastCartId when lastOrderNumber is this order. */
  guestCartId: string | null;
}

export interface RepaymentContext {
  orderNumber: string;
  signedIn: boolean;
  guestCartId: string | null;
  data: RepaymentData | null;
  method: string | null;
  attempts: number;
  error: DisplayMessage | null;
}

export type RepaymentEvent =
  | { type: 'repayment.choose'; code: string }
  | { type: 'repayment.place' }
  | { type: 'repayment.retry' };

export type RepaymentEmitted = { type: 'toast.request'; toast: ToastRequest };

export interface RepaymentLoadInput {
  orderNumber: string;
  signedIn: boolean;
  guestCartId: string | null;
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
    canLoad: ({ context }) => context.signedIn || context.guestCartId !== null,
    isRepayable: ({ event }) =>
      'output' in event && (event.output as RepaymentData).order?.canRepayment !== false && (event.output as RepaymentData).cartId !== '',
  },
  actions: {
    persistRepaymentCartId: unprovidedAction<{ cartId: string }>('persistRepaymentCartId'),
    storeLastOrderNumber: unprovidedAction<{ orderNumber: string }>('storeLastOrderNumber'),
    navigate: unprovidedAction<{ to: string }>('navigate'),
    toastError: emit(({ event }) => ({
      type: 'toast.request' as const,
      toast: {
        type: 'error' as const,
        message: { text: errorMessage('error' in event ? event.error : undefined) },
        timeout: REPAYMENT_ERROR_TOAST_MS,
        dismissable: true,
      },
    })),
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
        input: ({ context }) => ({ orderNumber: context.orderNumber, signedIn: context.signedIn, guestCartId: context.guestCartId }),
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
        onError: { target: 'choosing', actions: [assign({ method: null }), 'toastError'] },
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
        onError: { target: 'ready', actions: [assign({ attempts: ({ context }) => context.attempts + 1 }), 'toastError'] },
      },
    },
    placed: { type: 'final' },
  },
});

/** 2C2P methods post their payment form from /2c2payment/redirect (section 4, Repayment step 4). */
export const isFormPostMethod = (code: string) => P2C2P_CODES.includes(code);
