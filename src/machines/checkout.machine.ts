import { cartTargetOf, initialContext, keptAfterOrderOf, storedOf } from './checkout-context';
import type { CheckoutContext } from './checkout-flow-types';
import { createAccountPath, lastOrderOf, pathAfterPlacing } from './checkout-receipt';
import { checkoutSetup } from './checkout-setup';

export type * from './checkout-flow-types';
export { createAccountPath } from './checkout-receipt';

// The checkout (storefront spec section 4 "Checkout flow" and "After an order is placed", section 5):
// begin restores the stored data (and, signed in, the customer's notice and saved addresses: the delivery form starts
// from the default shipping address when nothing is stored, and any saved address may be chosen) → shipping address → shipping methods received → shipping method → billing address
// and payment method (apart or together) → place order. Each step is submit → accept | reject: the submitting
// state clears that step's error on entry; a reject stores the error and emits `checkout.rejected` (the view's
// submit helper rethrows it to the caller). Placing is the `placing` state: while in it no second order.submit is
// accepted, so a double click cannot place twice. After the order: receipt, stored data cleared (a signed-in customer keeps the delivery address), the cart reset
// (removed and recreated by the cart machine; a failure there stays silent), lastOrderNumber/lastCartId stored, the
// payer moved by payment type. A placeOrder answered "busy" (a flash sale's rush) is placed again by itself after a
// moment (waitingToPlaceAgain), a few times, before its message is shown. Side effects are the named actors and actions the app supplies.
// The cart reaches the chart through its invoked `followCart` (supplied by the app, subscribed to the cart actor):
// `cart.changed` at start and whenever the cart's id or sign-in changes. The checkout page only says it opened
// (`checkout.open`); the chart begins on the cart it knows, or waits for one (waitingForCart). A cart replaced
// while the checkout runs (a merge at sign-in, a recreated cart) starts it over on the new cart, and the page says so
// until the next step is submitted; a step refused because its cart is gone says what happens instead of the server's
// text (the app then has the cart machine recover: checkout-runtime.ts); a cart lost (no id) starts it over without one, so its steps fail with section 5's missing cart id until a cart arrives. A
// finished checkout opened again starts over.

// Every state and transition is written out below (Stately's editor shows this file as docs/machines/checkout.mmd
// does). The types are in checkout-flow-types.ts, the guards and named actions in checkout-setup.ts, the rules they
// use in checkout-context.ts (the context) and checkout-receipt.ts (after the order).

/** The params of storing the checkout data: what the steps accepted so far. */
const storedData = ({ context }: { context: CheckoutContext }) => storedOf(context);

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
      { guard: 'cartSwitched', target: '.restoring', actions: ['startOverOnNewCart', 'assignCart', 'beginOnCart'] },
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
        // A signed-in customer's notice and address book come with it (section 3 "Customer for checkout").
        input: ({ context }) => ({ cartId: context.cartId, signedIn: context.signedIn }),
        onDone: {
          target: 'resuming',
          actions: { type: 'assignRestored', params: ({ event }) => event.output },
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
      on: {
        'savedAddress.choose': { guard: 'savedAddressKnown', actions: 'chooseSavedAddress' },
        'shippingAddress.submit': [
          { guard: 'missingCartId', actions: ['storeMissingCartId', 'emitMissingCartId'] },
          { guard: 'missingGuestEmail', actions: ['storeMissingEmail', 'emitMissingEmail'] },
          { target: 'submittingShippingAddress', actions: 'assignShippingAddress' },
        ],
      },
    },
    submittingShippingAddress: {
      tags: ['submitting'],
      entry: { type: 'clearError', params: { step: 'shippingAddress' } },
      invoke: {
        id: 'submitShippingAddress',
        src: 'submitShippingAddress',
        input: ({ context }) => ({ ...cartTargetOf(context), address: context.shippingAddress!, email: context.email }),
        onDone: {
          target: 'shippingMethod',
          actions: [
            // A new address may change which methods exist: the earlier choice is dropped.
            { type: 'assignShippingMethods', params: ({ event }) => event.output },
            { type: 'persistCheckoutData', params: storedData },
            { type: 'emitAccepted', params: { step: 'shippingAddress' } },
          ],
        },
        onError: { target: 'shippingAddress', actions: [{ type: 'storeActorError', params: { step: 'shippingAddress' } }, { type: 'emitActorError', params: { step: 'shippingAddress' } }] },
      },
    },
    shippingMethod: {
      on: {
        'savedAddress.choose': { guard: 'savedAddressKnown', actions: 'chooseSavedAddress' },
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
        input: ({ context }) => ({ ...cartTargetOf(context), address: context.shippingAddress!, method: context.shippingMethod! }),
        onDone: [
          {
            guard: 'billingSameAsShipping',
            target: 'submittingBillingAddress',
            actions: [
              { type: 'assignPaymentMethods', params: ({ event }) => event.output },
              'useShippingAsBilling',
              { type: 'persistCheckoutData', params: storedData },
              { type: 'emitAccepted', params: { step: 'shippingMethod' } },
            ],
          },
          {
            target: 'payment',
            actions: [
              { type: 'assignPaymentMethods', params: ({ event }) => event.output },
              { type: 'persistCheckoutData', params: storedData },
              { type: 'emitAccepted', params: { step: 'shippingMethod' } },
            ],
          },
        ],
        onError: { target: 'shippingMethod', actions: ['clearShippingMethod', { type: 'storeActorError', params: { step: 'shippingMethod' } }, { type: 'emitActorError', params: { step: 'shippingMethod' } }] },
      },
    },
    payment: {
      on: {
        'savedAddress.choose': { guard: 'savedAddressKnown', actions: 'chooseSavedAddress' },
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
          { guard: 'readyToPlace', target: 'placing', actions: 'assignConsents' },
        ],
      },
    },
    submittingBillingAddress: {
      tags: ['submitting'],
      entry: { type: 'clearError', params: { step: 'billingAddress' } },
      invoke: {
        id: 'submitBillingAddress',
        src: 'submitBillingAddress',
        input: ({ context }) => ({ ...cartTargetOf(context), address: context.billingAddress!, sameAsShipping: context.sameAsShipping }),
        onDone: [
          {
            guard: 'hasPendingPayment',
            target: 'submittingPaymentMethod',
            actions: [
              { type: 'persistCheckoutData', params: storedData },
              { type: 'emitAccepted', params: { step: 'billingAddress' } },
            ],
          },
          {
            target: 'payment',
            actions: [
              { type: 'persistCheckoutData', params: storedData },
              { type: 'emitAccepted', params: { step: 'billingAddress' } },
            ],
          },
        ],
        onError: { target: 'payment', actions: ['clearBilling', { type: 'storeActorError', params: { step: 'billingAddress' } }, { type: 'emitActorError', params: { step: 'billingAddress' } }] },
      },
    },
    submittingPaymentMethod: {
      tags: ['submitting'],
      entry: { type: 'clearError', params: { step: 'paymentMethod' } },
      invoke: {
        id: 'submitPaymentMethod',
        src: 'submitPaymentMethod',
        input: ({ context }) => ({ ...cartTargetOf(context), method: context.pendingPayment! }),
        onDone: {
          target: 'payment',
          actions: [
            'acceptPaymentMethod',
            { type: 'persistCheckoutData', params: storedData },
            { type: 'emitAccepted', params: { step: 'paymentMethod' } },
          ],
        },
        onError: { target: 'payment', actions: ['clearPaymentMethod', { type: 'storeActorError', params: { step: 'paymentMethod' } }, { type: 'emitActorError', params: { step: 'paymentMethod' } }] },
      },
    },
    placing: {
      tags: ['submitting', 'placingOrder'],
      entry: { type: 'clearError', params: { step: 'order' } },
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ ...cartTargetOf(context), email: context.email, payment: context.paymentMethod!, consents: context.consents }),
        onDone: {
          target: 'placed',
          actions: [
            { type: 'assignReceipt', params: ({ event }) => event.output },
            // Analytics hear of the purchase when the shop gave its event (GA4 on in this store view).
            { type: 'pushPurchaseEvent', params: ({ event }) => ({ event: event.output.purchaseEvent ?? null }) },
            { type: 'clearCheckoutData', params: ({ context }) => keptAfterOrderOf(context) },
            'recreateCart',
            { type: 'storeLastOrder', params: ({ context }) => lastOrderOf(context) },
            { type: 'emitAccepted', params: { step: 'order' } },
            { type: 'navigate', params: ({ context }) => ({ to: pathAfterPlacing(context) }) },
          ],
        },
        onError: [
          // Busy in a rush: placed again by itself in a moment, still "placing" on screen.
          { guard: 'placeAgainLater', target: 'waitingToPlaceAgain', actions: 'countPlaceRetry' },
          { target: 'payment', actions: [{ type: 'storeActorError', params: { step: 'order' } }, { type: 'emitActorError', params: { step: 'order' } }] },
        ],
      },
    },
    waitingToPlaceAgain: {
      tags: ['submitting', 'placingOrder'],
      after: { placeRetry: 'placing' },
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
