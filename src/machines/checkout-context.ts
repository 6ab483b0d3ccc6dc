// The checkout context and the pure rules that read or reshape it: the fresh context, the step an event belongs to,
// the cart a step works on (section 5: none without a cart id), what is stored between visits, what a restore puts
// back, and the billing address a billing submit leaves. Helpers of the checkout chart (checkout.machine.ts).
import type { CheckoutAddress, CheckoutCustomer, CheckoutStoredData } from '../domain/checkout-types';
import { clientErrorMessages } from '../domain/errors';
import { CHECKOUT_COUNTRY, formatBillingAddress } from './checkout-address';
import type { CartTarget, CheckoutContext, CheckoutErrors, CheckoutEvent, CheckoutInput, CheckoutStep, ReportedCart, RestoredCheckout } from './checkout-flow-types';
import type { MessageRef } from './messages';

export const noCheckoutErrors: CheckoutErrors = { shippingAddress: null, shippingMethod: null, billingAddress: null, paymentMethod: null, order: null };

/** Section 5's messages for steps that fail before reaching the server. */
export const missingCartId: MessageRef = clientErrorMessages.missingCartId;
/** A step refused because its cart is gone (merged away, ordered elsewhere): never the server's text with the cart id. */
export const cartGone: MessageRef = clientErrorMessages.cartGone;
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
    customerNotice: null,
    savedAddresses: [],
    chosenAddressId: null,
    addressStart: null,
    billingStart: null,
    errors: noCheckoutErrors,
    consents: [],
    placeRetries: 0,
    cartReplaced: false,
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

/** A customer with no saved address: the delivery form starts from their name. */
function nameOnly(customer: CheckoutCustomer): CheckoutAddress | null {
  if (!customer.firstname && !customer.lastname) return null;
  return {
    firstname: customer.firstname,
    lastname: customer.lastname,
    street: [],
    city: '',
    subDistrict: null,
    subDistrictId: null,
    cityId: null,
    region_code: '',
    region_id: null,
    region: null,
    postcode: '',
    telephone: '',
    country_id: CHECKOUT_COUNTRY,
    email: null,
    company: null,
    invoice: null,
  };
}

/**
 * Where the address step starts for a signed-in customer (section 3 "Customer for checkout"): the stored checkout
 * data first (the shopper's own last entry), else the default shipping address, else their name; the default
 * billing address prefills the billing form when it is another address. The notice and the address book are kept.
 */
export function customerStartOf(customer: CheckoutCustomer | null, stored: CheckoutStoredData | null): Partial<CheckoutContext> {
  const shipping = customer?.addresses.find((saved) => saved.defaultShipping) ?? null;
  const billing = customer?.addresses.find((saved) => saved.defaultBilling) ?? null;
  const fromStore = stored?.shipping_address ?? null;
  return {
    customerNotice: customer?.notice ?? null,
    savedAddresses: customer?.addresses ?? [],
    chosenAddressId: fromStore ? null : (shipping?.id ?? null),
    addressStart: fromStore ?? shipping?.address ?? (customer ? nameOnly(customer) : null),
    billingStart: billing && billing.id !== shipping?.id ? billing.address : null,
  };
}

/** The context a restore puts back: the stored steps, the cart's email and payment methods, the regions. */
export function restoredOf(restored: RestoredCheckout): Partial<CheckoutContext> {
  const stored = restored.stored;
  return {
    ...customerStartOf(restored.customer, stored),
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

/** A saved address chosen: the delivery form shows it (the chart's savedAddressKnown guard checks the id). */
export function chosenAddressOf(context: CheckoutContext, event: CheckoutEvent): Partial<CheckoutContext> {
  if (event.type !== 'savedAddress.choose') return {};
  const saved = context.savedAddresses.find((candidate) => candidate.id === event.addressId);
  return saved ? { chosenAddressId: saved.id, addressStart: saved.address } : {};
}

/** What is left stored once an order is placed: nothing for a guest; a customer keeps the delivery address. */
export function keptAfterOrderOf(context: CheckoutContext): { keepShippingAddress: boolean } {
  return { keepShippingAddress: context.signedIn };
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
