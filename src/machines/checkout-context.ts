// The checkout context and the pure rules that read or reshape it: the fresh context, the step an event belongs to,
// the cart a step works on (section 5: none without a cart id), what is stored between visits, what a restore puts
// back, and the billing address a billing submit leaves. Helpers of the checkout chart (checkout.machine.ts).
import type { CheckoutStoredData } from '../domain/checkout-types';
import { clientErrorMessages } from '../domain/errors';
import { formatBillingAddress } from './checkout-address';
import type { CartTarget, CheckoutContext, CheckoutErrors, CheckoutEvent, CheckoutInput, CheckoutStep, ReportedCart, RestoredCheckout } from './checkout-flow-types';
import type { MessageRef } from './messages';

export const noCheckoutErrors: CheckoutErrors = { shippingAddress: null, shippingMethod: null, billingAddress: null, paymentMethod: null, order: null };

/** Section 5's messages for steps that fail before reaching the server. */
export const missingCartId: MessageRef = clientErrorMessages.missingCartId;
export const missingEmail: MessageRef = clientErrorMessages.missingEmail;

/** The step whose error an event's rejection fills. */
export function stepOfEvent(type: CheckoutEvent['type']): CheckoutStep {
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

/** The cart a step's actor works on; the chart's missingCartId guard keeps steps without one from getting here. */
export function cartTargetOf(context: CheckoutContext): CartTarget {
  if (!context.cartId) throw new Error(missingCartId.defaultMessage);
  return { cartId: context.cartId, signedIn: context.signedIn };
}

/** A checkout with nothing done yet, on the input's cart; `cart` keeps what followCart last reported. */
export function initialContext(input: CheckoutInput, cart: ReportedCart = input): CheckoutContext {
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
    errors: noCheckoutErrors,
    consents: [],
    placeRetries: 0,
  };
}

/** What is stored after each accepted step, so a reload or a later visit resumes where the shopper was. */
export function storedOf(context: CheckoutContext): CheckoutStoredData {
  return {
    shipping_address: context.shippingAddress,
    billing_address: context.billingAddress,
    shippingMethod: context.shippingMethod,
    paymentMethod: context.paymentMethod,
    availableShippingMethods: context.availableShippingMethods,
  };
}

/** The context a restore puts back: the stored steps, the cart's email and payment methods, the regions. */
export function restoredOf(restored: RestoredCheckout): Partial<CheckoutContext> {
  const stored = restored.stored;
  return {
    regions: restored.regions,
    email: restored.email ?? stored?.shipping_address?.email ?? null,
    shippingAddress: stored?.shipping_address ?? null,
    billingAddress: stored?.billing_address ?? null,
    sameAsShipping: stored?.billing_address?.sameAsShippingAddress ?? true,
    availableShippingMethods: stored?.availableShippingMethods ?? [],
    shippingMethod: stored?.shippingMethod ?? null,
    paymentMethod: stored?.paymentMethod ?? null,
    availablePaymentMethods: restored.paymentMethods,
  };
}

/** A billing submit (alone or with the payment method): the formatted billing address and the method to send next. */
export function billingOf(context: CheckoutContext, event: CheckoutEvent): Partial<CheckoutContext> {
  if (event.type !== 'billingAddress.submit' && event.type !== 'payment.submit') return {};
  return {
    sameAsShipping: event.sameAsShipping,
    billingAddress: formatBillingAddress(event.address, context.shippingAddress, event.sameAsShipping, context.regions),
    pendingPayment: event.type === 'payment.submit' ? event.method : null,
  };
}
