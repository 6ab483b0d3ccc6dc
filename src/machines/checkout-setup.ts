// The checkout chart's vocabulary: its actors (the network and the cart, supplied by the app), guards and named
// actions. The chart itself, states and transitions written out, is checkout.machine.ts.
import { assign, emit, setup } from 'xstate';
import { errorMessage } from '../domain/api-error';
import { isCheckoutBusy, isInvalidCartError } from '../domain/errors';
import type {
  CheckoutAddress,
  CheckoutStoredData,
  ChosenPaymentMethod,
  ChosenShippingMethod,
  PaymentMethodOption,
  PlacedOrder,
  ShippingMethodOption,
} from '../domain/checkout-types';
import type { ConsentAnswer } from '../domain/consent-answers';
import { formatAddress, formatBillingAddress } from './checkout-address';
import { billingOf, cartGone, chosenAddressOf, initialContext, missingCartId, missingEmail, restoredOf, stepOfEvent } from './checkout-context';
import type { CartTarget, CheckoutContext, CheckoutErrors, CheckoutEmitted, CheckoutEvent, CheckoutInput, CheckoutStep, LastOrder, RestoredCheckout } from './checkout-flow-types';
import { receiptOf } from './checkout-receipt';
import { unprovidedAction, unprovidedCallback, unprovidedPromise } from './unprovided';

/**
 * A rush of buyers (a flash sale) may be told "busy, try again": the order is placed again by itself, after
 * PLACE_RETRY_MS times the attempt, this many times, before the shopper sees the message (their cart is kept).
 */
export const PLACE_RETRIES = 2;
export const PLACE_RETRY_MS = 1_000;

/** The context of a checkout started over: nothing accepted, on the cart it knows and the cart last reported. */
const startedOver = (context: CheckoutContext): CheckoutContext => initialContext({ cartId: context.cartId, signedIn: context.signedIn }, context.cart);

/** What a failed step shows: the server's message, or, for a cart that is gone, what happens next. */
function stepErrorOf(error: unknown, cartId: string | null): CheckoutErrors[CheckoutStep] {
  return isInvalidCartError(error, cartId) ? cartGone : { text: errorMessage(error) };
}

export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    restore: unprovidedPromise<RestoredCheckout, { cartId: string | null; signedIn: boolean }>('restore'),
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
    /** A saved address of this customer's address book. */
    savedAddressKnown: ({ context, event }) => event.type === 'savedAddress.choose' && context.savedAddresses.some((saved) => saved.id === event.addressId),
    /** A guest must give an email with the shipping address (section 5). */
    missingGuestEmail: ({ context, event }) =>
      event.type === 'shippingAddress.submit' && !context.signedIn && !(event.email ?? context.email)?.trim(),
    hasShippingMethods: ({ context }) => context.shippingAddress !== null && context.availableShippingMethods.length > 0,
    hasShippingMethod: ({ context }) => context.shippingMethod !== null,
    hasPendingPayment: ({ context }) => context.pendingPayment !== null,
    /** Billing same as shipping (the default) needs no form: it is sent as soon as the delivery is set. */
    billingSameAsShipping: ({ context }) => context.sameAsShipping && context.shippingAddress !== null,
    readyToPlace: ({ context }) => context.billingAddress !== null && context.paymentMethod !== null,
    placeAgainLater: ({ context, event }) => context.placeRetries < PLACE_RETRIES && 'error' in event && isCheckoutBusy(event.error),
  },
  delays: {
    placeRetry: ({ context }) => PLACE_RETRY_MS * context.placeRetries,
  },
  actions: {
    persistCheckoutData: unprovidedAction<CheckoutStoredData>('persistCheckoutData'),
    /** After an order: the stored data goes, except a signed-in customer's delivery address (their next order starts there). */
    clearCheckoutData: unprovidedAction<{ keepShippingAddress: boolean }>('clearCheckoutData'),
    /** The data layer's purchase event (GTM/GA4), when the shop gave one with the order. */
    pushPurchaseEvent: unprovidedAction<{ event: Record<string, unknown> | null }>('pushPurchaseEvent'),
    /** Removes the cart and creates a new one (the cart machine's reset; a failure there is silent). */
    recreateCart: unprovidedAction('recreateCart'),
    storeLastOrder: unprovidedAction<LastOrder>('storeLastOrder'),
    /** Moves the payer (router navigation) to a path. */
    navigate: unprovidedAction<{ to: string }>('navigate'),
    closeDrawer: unprovidedAction('closeDrawer'),
    /** A step submitted: its last error goes, and so does the notice of a replaced cart (the shopper has moved on). */
    clearError: assign({
      errors: ({ context }, params: { step: CheckoutStep }) => ({ ...context.errors, [params.step]: null }),
      cartReplaced: false,
    }),
    /**
     * Another cart (or none) while the checkout runs: started over, noting that the cart changed under the shopper
     * when it ran on a cart, or had lost one on the way (a cart gone is first reported without an id, then the new one).
     */
    startOverOnNewCart: assign(({ context }) => ({ ...startedOver(context), cartReplaced: context.cartId !== null || context.cartReplaced })),
    emitAccepted: emit((_, params: { step: CheckoutStep }) => ({ type: 'checkout.accepted' as const, step: params.step })),
    /** Steps that fail before reaching the server (section 5): the message is stored and the error emitted. */
    storeMissingCartId: assign({ errors: ({ context, event }) => ({ ...context.errors, [stepOfEvent(event.type)]: missingCartId }) }),
    emitMissingCartId: emit(({ event }) => ({
      type: 'checkout.rejected' as const,
      step: stepOfEvent(event.type),
      error: new Error(missingCartId.defaultMessage),
      cartGone: false,
    })),
    storeMissingEmail: assign({ errors: ({ context, event }) => ({ ...context.errors, [stepOfEvent(event.type)]: missingEmail }) }),
    emitMissingEmail: emit(({ event }) => ({
      type: 'checkout.rejected' as const,
      step: stepOfEvent(event.type),
      error: new Error(missingEmail.defaultMessage),
      cartGone: false,
    })),
    /** A step whose actor failed: the server's message is stored and the error emitted for the caller. */
    storeActorError: assign({
      errors: ({ context, event }, params: { step: CheckoutStep }) => ({
        ...context.errors,
        [params.step]: stepErrorOf('error' in event ? event.error : undefined, context.cartId),
      }),
    }),
    /** Emitted after storeActorError: whether the cart is gone is what it stored (stepErrorOf decided it). */
    emitActorError: emit(({ context, event }, params: { step: CheckoutStep }) => ({
      type: 'checkout.rejected' as const,
      step: params.step,
      error: 'error' in event ? event.error : undefined,
      cartGone: context.errors[params.step] === cartGone,
    })),
    assignShippingAddress: assign(({ context, event }) =>
      event.type === 'shippingAddress.submit'
        ? { shippingAddress: formatAddress(event.address, context.regions), addressStart: event.address, email: event.email ?? context.email }
        : {},
    ),
    chooseSavedAddress: assign(({ context, event }) => chosenAddressOf(context, event)),
    assignShippingMethod: assign({
      shippingMethod: ({ event, context }) => (event.type === 'shippingMethod.submit' ? event.method : context.shippingMethod),
    }),
    assignBilling: assign(({ context, event }) => billingOf(context, event)),
    assignPendingPayment: assign({ pendingPayment: ({ event }) => (event.type === 'paymentMethod.submit' ? event.method : null) }),
    resetContext: assign(({ context }) => startedOver(context)),
    assignCart: assign(({ context, event }) => ({ cart: event.type === 'cart.changed' ? { cartId: event.cartId, signedIn: event.signedIn } : context.cart })),
    /** Begins on the cart last reported. */
    beginOnCart: assign(({ context }) => ({ cartId: context.cart.cartId, signedIn: context.cart.signedIn })),
    /** What restore found: the steps already done, the cart's email and payment methods, the regions. */
    assignRestored: assign((_, params: RestoredCheckout) => restoredOf(params)),
    /** A new address may change which methods exist: the earlier choice is dropped. */
    assignShippingMethods: assign({ availableShippingMethods: (_, params: ShippingMethodOption[]) => params, shippingMethod: null }),
    assignPaymentMethods: assign({ availablePaymentMethods: (_, params: PaymentMethodOption[]) => params }),
    /** Billing same as shipping: the shipping address is the billing address, sent with no payment method. */
    useShippingAsBilling: assign({
      billingAddress: ({ context }) => formatBillingAddress(null, context.shippingAddress, true, context.regions),
      pendingPayment: null,
    }),
    assignConsents: assign({
      consents: ({ context, event }) => (event.type === 'order.submit' ? (event.consents ?? []) : context.consents),
      placeRetries: 0,
    }),
    countPlaceRetry: assign({ placeRetries: ({ context }) => context.placeRetries + 1 }),
    /** The payment method sent after the billing address was accepted becomes the chosen one. */
    acceptPaymentMethod: assign({ paymentMethod: ({ context }) => context.pendingPayment, pendingPayment: null }),
    /** A refused step's choice is undone, so the step is asked again. */
    clearShippingMethod: assign({ shippingMethod: null }),
    clearBilling: assign({ billingAddress: null, pendingPayment: null }),
    clearPaymentMethod: assign({ paymentMethod: null, pendingPayment: null }),
    assignReceipt: assign({ receipt: ({ context }, params: PlacedOrder) => receiptOf(context, params) }),
  },
});
