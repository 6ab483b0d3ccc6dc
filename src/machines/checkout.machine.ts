import { assign, emit, setup } from 'xstate';
import { errorMessage } from '../domain/api-error';
import { clientErrorMessages } from '../domain/errors';
import type {
  CheckoutAddress,
  CheckoutStoredData,
  ChosenPaymentMethod,
  ChosenShippingMethod,
  PaymentMethodOption,
  PlacedOrder,
  Receipt,
  Region,
  ShippingMethodOption,
} from '../domain/checkout-types';
import { formatAddress, formatBillingAddress } from './checkout-address';
import type { DisplayMessage, MessageRef } from './messages';
import { pathAfterOrder } from '../domain/payment-routes';
import type { ConsentAnswer } from '../domain/consent-answers';
import { unprovidedAction, unprovidedCallback, unprovidedPromise } from './unprovided';

// The checkout (storefront spec section 4 "Checkout flow" and "After an order is placed", section 5):
// begin restores the stored data → shipping address → shipping methods received → shipping method → billing address
// and payment method (apart or together) → place order. Each step is submit → accept | reject: the submitting
// state clears that step's error on entry; a reject stores the error and emits `checkout.rejected` (the view's
// submit helper rethrows it to the caller). Placing is the `placing` state: while in it no second order.submit is
// accepted, so a double click cannot place twice. After the order: receipt, stored data cleared, the cart reset
// (removed and recreated by the cart machine; a failure there stays silent), lastOrderNumber/lastCartId stored, the
// payer moved by payment type. Side effects are the named actors and actions the app supplies.
// The cart reaches the chart through its invoked `followCart` (supplied by the app, subscribed to the cart actor):
// `cart.changed` at start and whenever the cart's id or sign-in changes. The checkout page only says it opened
// (`checkout.open`); the chart begins on the cart it knows, or waits for one (waitingForCart). A cart replaced
// while the checkout runs (a merge at sign-in, a recreated cart) starts it over on the new cart; a cart lost (no
// id) starts it over without one, so its steps fail with section 5's missing cart id until a cart arrives. A
// finished checkout opened again starts over.

export type CheckoutStep = 'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'paymentMethod' | 'order';

export type CheckoutErrors = Record<CheckoutStep, DisplayMessage | null>;

/** The cart as followCart last reported it. */
export interface ReportedCart {
  cartId: string | null;
  signedIn: boolean;
}

export interface CheckoutContext {
  /** The cart this checkout runs on (set when it begins). */
  cartId: string | null;
  signedIn: boolean;
  /** The cart as last reported (the next begin uses it). */
  cart: ReportedCart;
  email: string | null;
  regions: Region[];
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  sameAsShipping: boolean;
  availableShippingMethods: ShippingMethodOption[];
  shippingMethod: ChosenShippingMethod | null;
  /** The payment methods the cart offers once its delivery is set (titles in the store view's language). */
  availablePaymentMethods: PaymentMethodOption[];
  paymentMethod: ChosenPaymentMethod | null;
  /** A payment method submitted together with the billing address, sent once the address is accepted. */
  pendingPayment: ChosenPaymentMethod | null;
  receipt: Receipt | null;
  errors: CheckoutErrors;
  /** The answers to the checkout consents sent with the last order.submit (they go with placeOrder). */
  consents: ConsentAnswer[];
}

export interface CheckoutInput {
  cartId: string | null;
  signedIn: boolean;
}

export type CheckoutEvent =
  /** The checkout page was opened. */
  | { type: 'checkout.open' }
  /** The cart's id or sign-in changed (reported by followCart). */
  | { type: 'cart.changed'; cartId: string | null; signedIn: boolean }
  | { type: 'shippingAddress.submit'; address: CheckoutAddress; email: string | null }
  | { type: 'shippingMethod.submit'; method: ChosenShippingMethod }
  | { type: 'billingAddress.submit'; address: CheckoutAddress | null; sameAsShipping: boolean }
  | { type: 'paymentMethod.submit'; method: ChosenPaymentMethod }
  | { type: 'payment.submit'; address: CheckoutAddress | null; sameAsShipping: boolean; method: ChosenPaymentMethod }
  /** consents: the answers to the checkout consents, checked by the consents' form before it sends this. */
  | { type: 'order.submit'; consents?: ConsentAnswer[] }
  | { type: 'checkout.cancel' }
  | { type: 'checkout.reset' }
  | { type: 'checkout.createAccount' };

export type CheckoutEmitted =
  | { type: 'checkout.accepted'; step: CheckoutStep }
  | { type: 'checkout.rejected'; step: CheckoutStep; error: unknown };

export interface RestoredCheckout {
  stored: CheckoutStoredData | null;
  regions: Region[];
  /** The email already on the cart, if any. */
  email: string | null;
  /** The cart's payment methods when the stored data has a shipping method. */
  paymentMethods: PaymentMethodOption[];
}

interface CartTarget {
  cartId: string;
  signedIn: boolean;
}

export type CheckoutMachineEvent = CheckoutEvent;

const noErrors: CheckoutErrors = { shippingAddress: null, shippingMethod: null, billingAddress: null, paymentMethod: null, order: null };

const missingCartId: MessageRef = clientErrorMessages.missingCartId;
const missingEmail: MessageRef = clientErrorMessages.missingEmail;

function stepOfEvent(type: CheckoutEvent['type']): CheckoutStep {
  switch (type) {
    case 'shippingMethod.submit':
      return 'shippingMethod';
    case 'billingAddress.submit':
    case 'payment.submit':
      return 'billingAddress';
    case 'paymentMethod.submit':
      return 'paymentMethod';
    case 'order.submit':
      return 'order';
    default:
      return 'shippingAddress';
  }
}

function target(context: CheckoutContext): CartTarget {
  if (!context.cartId) throw new Error(missingCartId.defaultMessage);
  return { cartId: context.cartId, signedIn: context.signedIn };
}

function initialContext(input: CheckoutInput, cart: ReportedCart = input): CheckoutContext {
  return {
    cartId: input.cartId,
    signedIn: input.signedIn,
    cart,
    email: null,
    regions: [],
    shippingAddress: null,
    billingAddress: null,
    sameAsShipping: true,
    availableShippingMethods: [],
    shippingMethod: null,
    availablePaymentMethods: [],
    paymentMethod: null,
    pendingPayment: null,
    receipt: null,
    errors: noErrors,
    consents: [],
  };
}

function storedOf(context: CheckoutContext): CheckoutStoredData {
  return {
    shipping_address: context.shippingAddress,
    billing_address: context.billingAddress,
    shippingMethod: context.shippingMethod,
    paymentMethod: context.paymentMethod,
    availableShippingMethods: context.availableShippingMethods,
  };
}

function billingOf(context: CheckoutContext, event: CheckoutEvent) {
  if (event.type !== 'billingAddress.submit' && event.type !== 'payment.submit') return {};
  return {
    sameAsShipping: event.sameAsShipping,
    billingAddress: formatBillingAddress(event.address, context.shippingAddress, event.sameAsShipping, context.regions),
    pendingPayment: event.type === 'payment.submit' ? event.method : null,
  };
}

const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    restore: unprovidedPromise<RestoredCheckout, { cartId: string | null }>('restore'),
    submitShippingAddress: unprovidedPromise<ShippingMethodOption[], CartTarget & { address: CheckoutAddress; email: string | null }>(
      'submitShippingAddress',
    ),
    submitShippingMethod: unprovidedPromise<PaymentMethodOption[], CartTarget & { address: CheckoutAddress; method: ChosenShippingMethod }>('submitShippingMethod'),
    submitBillingAddress: unprovidedPromise<void, CartTarget & { address: CheckoutAddress; sameAsShipping: boolean }>('submitBillingAddress'),
    submitPaymentMethod: unprovidedPromise<void, CartTarget & { method: ChosenPaymentMethod }>('submitPaymentMethod'),
    placeOrder: unprovidedPromise<PlacedOrder, CartTarget & { email: string | null; payment: ChosenPaymentMethod; consents: ConsentAnswer[] }>('placeOrder'),
    /** Reports the cart now and on each change of its id or sign-in (cart.changed). */
    followCart: unprovidedCallback<CheckoutEvent>('followCart'),
  },
  guards: {
    cartKnown: ({ context }) => context.cart.cartId !== null,
    cartArrives: ({ event }) => event.type === 'cart.changed' && event.cartId !== null,
    cartSwitched: ({ context, event }) => event.type === 'cart.changed' && event.cartId !== context.cartId,
    missingCartId: ({ context }) => !context.cartId,
    /** A guest must give an email with the shipping address (section 5). */
    missingGuestEmail: ({ context, event }) =>
      event.type === 'shippingAddress.submit' && !context.signedIn && !(event.email ?? context.email)?.trim(),
    hasShippingMethods: ({ context }) => context.shippingAddress !== null && context.availableShippingMethods.length > 0,
    hasShippingMethod: ({ context }) => context.shippingMethod !== null,
    hasPendingPayment: ({ context }) => context.pendingPayment !== null,
    /** Billing same as shipping (the default) needs no form: it is sent as soon as the delivery is set. */
    billingSameAsShipping: ({ context }) => context.sameAsShipping && context.shippingAddress !== null,
    readyToPlace: ({ context }) => context.billingAddress !== null && context.paymentMethod !== null,
  },
  actions: {
    persistCheckoutData: unprovidedAction<CheckoutStoredData>('persistCheckoutData'),
    clearCheckoutData: unprovidedAction('clearCheckoutData'),
    /** Removes the cart and creates a new one (the cart machine's reset; a failure there is silent). */
    recreateCart: unprovidedAction('recreateCart'),
    storeLastOrder: unprovidedAction<{ orderNumber: string; cartId: string; orderToken: string | null }>('storeLastOrder'),
    /** Moves the payer (router navigation) to a path. */
    navigate: unprovidedAction<{ to: string }>('navigate'),
    closeDrawer: unprovidedAction('closeDrawer'),
    clearError: assign({
      errors: ({ context }, params: { step: CheckoutStep }) => ({ ...context.errors, [params.step]: null }),
    }),
    emitAccepted: emit((_, params: { step: CheckoutStep }) => ({ type: 'checkout.accepted' as const, step: params.step })),
    /** Steps that fail before reaching the server (section 5): the message is stored and the error emitted. */
    storeMissingCartId: assign({ errors: ({ context, event }) => ({ ...context.errors, [stepOfEvent(event.type)]: missingCartId }) }),
    emitMissingCartId: emit(({ event }) => ({
      type: 'checkout.rejected' as const,
      step: stepOfEvent(event.type),
      error: new Error(missingCartId.defaultMessage),
    })),
    storeMissingEmail: assign({ errors: ({ context, event }) => ({ ...context.errors, [stepOfEvent(event.type)]: missingEmail }) }),
    emitMissingEmail: emit(({ event }) => ({
      type: 'checkout.rejected' as const,
      step: stepOfEvent(event.type),
      error: new Error(missingEmail.defaultMessage),
    })),
    /** A step whose actor failed: the server's message is stored and the error emitted for the caller. */
    storeActorError: assign({
      errors: ({ context, event }, params: { step: CheckoutStep }) => ({
        ...context.errors,
        [params.step]: { text: errorMessage('error' in event ? event.error : undefined) },
      }),
    }),
    emitActorError: emit(({ event }, params: { step: CheckoutStep }) => ({
      type: 'checkout.rejected' as const,
      step: params.step,
      error: 'error' in event ? (event.error) : undefined,
    })),
    assignShippingAddress: assign(({ context, event }) =>
      event.type === 'shippingAddress.submit'
        ? { shippingAddress: formatAddress(event.address, context.regions), email: event.email ?? context.email }
        : {},
    ),
    assignShippingMethod: assign({
      shippingMethod: ({ event, context }) => (event.type === 'shippingMethod.submit' ? event.method : context.shippingMethod),
    }),
    assignBilling: assign(({ context, event }) => billingOf(context, event)),
    assignPendingPayment: assign({ pendingPayment: ({ event }) => (event.type === 'paymentMethod.submit' ? event.method : null) }),
    resetContext: assign(({ context }) => initialContext({ cartId: context.cartId, signedIn: context.signedIn }, context.cart)),
    assignCart: assign(({ context, event }) => ({ cart: event.type === 'cart.changed' ? { cartId: event.cartId, signedIn: event.signedIn } : context.cart })),
    /** Begins on the cart last reported. */
    beginOnCart: assign(({ context }) => ({ cartId: context.cart.cartId, signedIn: context.cart.signedIn })),
  },
});

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  invoke: { id: 'followCart', src: 'followCart' },
  initial: 'idle',
  on: {
    'checkout.cancel': { target: '.idle', actions: 'resetContext' },
    'checkout.reset': { target: '.idle', actions: ['resetContext', 'closeDrawer'] },
    // While it runs (idle, waitingForCart and placed say otherwise): another cart, or none, starts it over on it.
    'cart.changed': [
      { guard: 'cartSwitched', target: '.restoring', actions: ['resetContext', 'assignCart', 'beginOnCart'] },
      { actions: 'assignCart' },
    ],
  },
  states: {
    idle: {
      on: {
        'checkout.open': [{ guard: 'cartKnown', target: 'restoring', actions: 'beginOnCart' }, { target: 'waitingForCart' }],
        'cart.changed': { actions: 'assignCart' },
      },
    },
    /** Opened before the cart had an id (it is being created or restored). */
    waitingForCart: {
      on: {
        'cart.changed': [{ guard: 'cartArrives', target: 'restoring', actions: ['assignCart', 'beginOnCart'] }, { actions: 'assignCart' }],
      },
    },
    restoring: {
      invoke: {
        id: 'restore',
        src: 'restore',
        input: ({ context }) => ({ cartId: context.cartId }),
        onDone: {
          target: 'resuming',
          actions: assign(({ event }) => {
            const stored = event.output.stored;
            return {
              regions: event.output.regions,
              email: event.output.email ?? stored?.shipping_address?.email ?? null,
              shippingAddress: stored?.shipping_address ?? null,
              billingAddress: stored?.billing_address ?? null,
              sameAsShipping: stored?.billing_address?.sameAsShippingAddress ?? true,
              availableShippingMethods: stored?.availableShippingMethods ?? [],
              shippingMethod: stored?.shippingMethod ?? null,
              paymentMethod: stored?.paymentMethod ?? null,
              availablePaymentMethods: event.output.paymentMethods,
            };
          }),
        },
        // Nothing restored: start at the first step (addresses are still forced to TH).
        onError: { target: 'shippingAddress' },
      },
    },
    /** Goes to the first step the restored data has not done yet. */
    resuming: {
      always: [
        { guard: 'hasShippingMethod', target: 'payment' },
        { guard: 'hasShippingMethods', target: 'shippingMethod' },
        { target: 'shippingAddress' },
      ],
    },
    shippingAddress: {
      on: { 'shippingAddress.submit': [
          { guard: 'missingCartId', actions: ['storeMissingCartId', 'emitMissingCartId'] },
          { guard: 'missingGuestEmail', actions: ['storeMissingEmail', 'emitMissingEmail'] },
          { target: 'submittingShippingAddress', actions: 'assignShippingAddress' },
        ] },
    },
    submittingShippingAddress: {
      tags: ['submitting'],
      entry: { type: 'clearError', params: { step: 'shippingAddress' } },
      invoke: {
        id: 'submitShippingAddress',
        src: 'submitShippingAddress',
        input: ({ context }) => ({ ...target(context), address: context.shippingAddress!, email: context.email }),
        onDone: {
          target: 'shippingMethod',
          actions: [
            // A new address may change which methods exist: the earlier choice is dropped.
            assign({ availableShippingMethods: ({ event }) => event.output, shippingMethod: null }),
            { type: 'persistCheckoutData', params: ({ context }) => storedOf(context) },
            { type: 'emitAccepted', params: { step: 'shippingAddress' } },
          ],
        },
        onError: { target: 'shippingAddress', actions: [{ type: 'storeActorError', params: { step: 'shippingAddress' } }, { type: 'emitActorError', params: { step: 'shippingAddress' } }] },
      },
    },
    shippingMethod: {
      on: {
        'shippingAddress.submit': [
          { guard: 'missingCartId', actions: ['storeMissingCartId', 'emitMissingCartId'] },
          { guard: 'missingGuestEmail', actions: ['storeMissingEmail', 'emitMissingEmail'] },
          { target: 'submittingShippingAddress', actions: 'assignShippingAddress' },
        ],
        'shippingMethod.submit': [
          { guard: 'missingCartId', actions: ['storeMissingCartId', 'emitMissingCartId'] },
          { target: 'submittingShippingMethod', actions: 'assignShippingMethod' },
        ],
      },
    },
    submittingShippingMethod: {
      tags: ['submitting'],
      entry: { type: 'clearError', params: { step: 'shippingMethod' } },
      invoke: {
        id: 'submitShippingMethod',
        src: 'submitShippingMethod',
        input: ({ context }) => ({ ...target(context), address: context.shippingAddress!, method: context.shippingMethod! }),
        onDone: [
          {
            guard: 'billingSameAsShipping',
            target: 'submittingBillingAddress',
            actions: [
              assign({
                availablePaymentMethods: ({ event }) => event.output,
                billingAddress: ({ context }) => formatBillingAddress(null, context.shippingAddress, true, context.regions),
                pendingPayment: null,
              }),
              { type: 'persistCheckoutData', params: ({ context }) => storedOf(context) },
              { type: 'emitAccepted', params: { step: 'shippingMethod' } },
            ],
          },
          {
            target: 'payment',
            actions: [
              assign({ availablePaymentMethods: ({ event }) => event.output }),
              { type: 'persistCheckoutData', params: ({ context }) => storedOf(context) },
              { type: 'emitAccepted', params: { step: 'shippingMethod' } },
            ],
          },
        ],
        onError: { target: 'shippingMethod', actions: [assign({ shippingMethod: null }), { type: 'storeActorError', params: { step: 'shippingMethod' } }, { type: 'emitActorError', params: { step: 'shippingMethod' } }] },
      },
    },
    payment: {
      on: {
        'shippingAddress.submit': [
          { guard: 'missingCartId', actions: ['storeMissingCartId', 'emitMissingCartId'] },
          { guard: 'missingGuestEmail', actions: ['storeMissingEmail', 'emitMissingEmail'] },
          { target: 'submittingShippingAddress', actions: 'assignShippingAddress' },
        ],
        'shippingMethod.submit': [
          { guard: 'missingCartId', actions: ['storeMissingCartId', 'emitMissingCartId'] },
          { target: 'submittingShippingMethod', actions: 'assignShippingMethod' },
        ],
        'billingAddress.submit': [
          { guard: 'missingCartId', actions: ['storeMissingCartId', 'emitMissingCartId'] },
          { target: 'submittingBillingAddress', actions: 'assignBilling' },
        ],
        'payment.submit': [
          { guard: 'missingCartId', actions: ['storeMissingCartId', 'emitMissingCartId'] },
          { target: 'submittingBillingAddress', actions: 'assignBilling' },
        ],
        'paymentMethod.submit': [
          { guard: 'missingCartId', actions: ['storeMissingCartId', 'emitMissingCartId'] },
          { target: 'submittingPaymentMethod', actions: 'assignPendingPayment' },
        ],
        'order.submit': [
          { guard: 'missingCartId', actions: ['storeMissingCartId', 'emitMissingCartId'] },
          { guard: 'readyToPlace', target: 'placing', actions: assign({ consents: ({ event }) => event.consents ?? [] }) },
        ],
      },
    },
    submittingBillingAddress: {
      tags: ['submitting'],
      entry: { type: 'clearError', params: { step: 'billingAddress' } },
      invoke: {
        id: 'submitBillingAddress',
        src: 'submitBillingAddress',
        input: ({ context }) => ({ ...target(context), address: context.billingAddress!, sameAsShipping: context.sameAsShipping }),
        onDone: [
          {
            guard: 'hasPendingPayment',
            target: 'submittingPaymentMethod',
            actions: [
              { type: 'persistCheckoutData', params: ({ context }) => storedOf(context) },
              { type: 'emitAccepted', params: { step: 'billingAddress' } },
            ],
          },
          {
            target: 'payment',
            actions: [
              { type: 'persistCheckoutData', params: ({ context }) => storedOf(context) },
              { type: 'emitAccepted', params: { step: 'billingAddress' } },
            ],
          },
        ],
        onError: { target: 'payment', actions: [assign({ billingAddress: null, pendingPayment: null }), { type: 'storeActorError', params: { step: 'billingAddress' } }, { type: 'emitActorError', params: { step: 'billingAddress' } }] },
      },
    },
    submittingPaymentMethod: {
      tags: ['submitting'],
      entry: { type: 'clearError', params: { step: 'paymentMethod' } },
      invoke: {
        id: 'submitPaymentMethod',
        src: 'submitPaymentMethod',
        input: ({ context }) => ({ ...target(context), method: context.pendingPayment! }),
        onDone: {
          target: 'payment',
          actions: [
            assign({ paymentMethod: ({ context }) => context.pendingPayment, pendingPayment: null }),
            { type: 'persistCheckoutData', params: ({ context }) => storedOf(context) },
            { type: 'emitAccepted', params: { step: 'paymentMethod' } },
          ],
        },
        onError: { target: 'payment', actions: [assign({ paymentMethod: null, pendingPayment: null }), { type: 'storeActorError', params: { step: 'paymentMethod' } }, { type: 'emitActorError', params: { step: 'paymentMethod' } }] },
      },
    },
    placing: {
      tags: ['submitting'],
      entry: { type: 'clearError', params: { step: 'order' } },
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ ...target(context), email: context.email, payment: context.paymentMethod!, consents: context.consents }),
        onDone: {
          target: 'placed',
          actions: [
            assign({
              receipt: ({ context, event }) => ({
                orderNumber: event.output.orderNumber,
                shippingAddress: context.shippingAddress,
                email: context.email ?? context.shippingAddress?.email ?? null,
                paymentCode: context.paymentMethod!.code,
                cartId: context.cartId!,
                orderToken: event.output.orderToken ?? null,
              }),
            }),
            'clearCheckoutData',
            'recreateCart',
            { type: 'storeLastOrder', params: ({ context }) => ({ orderNumber: context.receipt!.orderNumber, cartId: context.receipt!.cartId, orderToken: context.receipt!.orderToken }) },
            { type: 'emitAccepted', params: { step: 'order' } },
            { type: 'navigate', params: ({ context }) => ({ to: pathAfterOrder(context.receipt!.paymentCode) }) },
          ],
        },
        onError: { target: 'payment', actions: [{ type: 'storeActorError', params: { step: 'order' } }, { type: 'emitActorError', params: { step: 'order' } }] },
      },
    },
    /** The order is accepted; the receipt stays for the thank-you page until cancel or reset. */
    placed: {
      on: {
        // The receipt stays for the thank-you page; the checkout page opened again starts a new checkout.
        'checkout.open': [
          { guard: 'cartKnown', target: 'restoring', actions: ['resetContext', 'beginOnCart'] },
          { target: 'waitingForCart', actions: 'resetContext' },
        ],
        'cart.changed': { actions: 'assignCart' },
        'checkout.createAccount': {
          target: 'idle',
          actions: [
            { type: 'navigate', params: ({ context }) => ({ to: createAccountPath(context.receipt) }) },
            'resetContext',
          ],
        },
      },
    },
  },
});

/** /create-account?email&firstName&lastName prefilled from the receipt (section 4, "Creating an account"). */
export function createAccountPath(receipt: Receipt | null): string {
  const query = new URLSearchParams();
  if (receipt?.email) query.set('email', receipt.email);
  if (receipt?.shippingAddress?.firstname) query.set('firstName', receipt.shippingAddress.firstname);
  if (receipt?.shippingAddress?.lastname) query.set('lastName', receipt.shippingAddress.lastname);
  const search = query.toString();
  return search ? `/create-account?${search}` : '/create-account';
}
