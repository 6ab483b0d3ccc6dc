import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import type { CheckoutContext, CheckoutInput } from '../../../src/machines/checkout.machine';
import { expectation } from './model-test';

// The checkout machine's model test compares every step with this expectation (tests/machines/checkout.machine.test.ts).

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CheckoutContext;

/**
 * Storefront spec section 4 ("Checkout flow", its rules, "After an order is placed") and section 5 (every step needs
 * a cart id; a guest's shipping address needs an email), written out by hand: begin restores the saved data and goes
 * on from the first step not done; each step is submitted (its error cleared), then accepted (saved, the next step)
 * or rejected (its error kept and reported, the step's choice undone); billing same as shipping (the default) is
 * sent with the shipping method; billing and payment method may be sent together; the order needs both, and once
 * placed the receipt is kept, the saved data cleared, the cart recreated, the last order stored and the payer moved
 * (2C2P card: /2c2payment/redirect). Cancel and reset start over (reset also closes the drawer); creating an
 * account from the receipt goes to the prefilled registration and starts over.
 * The cart reaches the checkout as cart.changed (reported by its followCart): opening the page begins on the cart
 * last reported, or waits for one with an id; another cart while it runs starts it over on that cart, and a cart
 * with no id starts it over without one (its steps then fail with section 5's missing cart id); a finished
 * checkout opened again starts over. Started over off the cart it ran on, it says so until a step is submitted.
 */
type CheckoutStateName =
  | 'idle' | 'waitingForCart' | 'restoring' | 'shippingAddress' | 'submittingShippingAddress' | 'shippingMethod' | 'submittingShippingMethod'
  | 'payment' | 'submittingBillingAddress' | 'submittingPaymentMethod' | 'placing' | 'waitingToPlaceAgain' | 'placed';
interface CheckoutExpected {
  state: CheckoutStateName;
  cartId: string | null;
  signedIn: boolean;
  reported: { cartId: string | null; signedIn: boolean };
  email: boolean;
  shipping: boolean;
  methods: number;
  method: boolean;
  billing: boolean;
  sameAsShipping: boolean;
  payment: boolean;
  pendingPayment: boolean;
  receipt: boolean;
  /** Times the last order.submit was answered busy and placed again by itself (at most 2, then its message shows). */
  placeRetries: number;
  /** Started over on another cart while a cart was checked out: the page says so until a step is submitted. */
  cartReplaced: boolean;
  /** Customer for checkout: a notice shown, how many saved addresses, the one chosen, what the forms start from. */
  notice: boolean;
  saved: number;
  chosen: number | null;
  start: string | null;
  billingStart: string | null;
  errors: string[];
  calls: string[];
  emitted: string[];
}
type CheckoutEventLike = { type: string; cartId?: string | null; signedIn?: boolean; email?: string | null; sameAsShipping?: boolean; address?: Address; addressId?: number; output?: unknown; error?: unknown };

/** placeOrder's answer in a rush: not admitted, the same cart may be placed again. */
const answeredBusy = (event: CheckoutEventLike) =>
  (event.error as { errors?: { extensions?: { category?: string } }[] } | undefined)?.errors?.some((item) => item.extensions?.category === 'graphql-checkout-busy') === true;
type Address = { firstname: string; street: string[] };
type Customer = { firstname: string; lastname: string; notice: unknown; addresses: { id: number; address: Address; defaultShipping: boolean; defaultBilling: boolean }[] } | null;
/** What tells the forms' starting addresses apart here. */
const label = (address: Address | null | undefined): string | null => (address ? `${address.firstname}|${address.street[0] ?? ''}` : null);
type Stored = { shipping_address: (Address & { email: string | null }) | null; billing_address: { sameAsShippingAddress?: boolean } | null; shippingMethod: unknown; paymentMethod: unknown; availableShippingMethods: unknown[] } | null;

const withError = (m: CheckoutExpected, step: string): CheckoutExpected => ({ ...m, errors: [...m.errors.filter((e) => e !== step), step], emitted: [...m.emitted, `checkout.rejected:${step}`] });
const cleared = (m: CheckoutExpected, step: string, state: CheckoutStateName): CheckoutExpected => ({ ...m, state, errors: m.errors.filter((e) => e !== step), cartReplaced: false });
const accepted = (m: CheckoutExpected, step: string, state: CheckoutStateName): CheckoutExpected => ({ ...m, state, calls: [...m.calls, 'persistCheckoutData'], emitted: [...m.emitted, `checkout.accepted:${step}`] });
const startOver = (m: CheckoutExpected): CheckoutExpected => ({
  ...m, state: 'idle', email: false, shipping: false, methods: 0, method: false, billing: false, sameAsShipping: true, payment: false, pendingPayment: false, receipt: false, placeRetries: 0, errors: [], cartReplaced: false,
  notice: false, saved: 0, chosen: null, start: null, billingStart: null,
});
const SUBMIT_STEP: Record<string, string> = {
  'shippingAddress.submit': 'shippingAddress',
  'shippingMethod.submit': 'shippingMethod',
  'billingAddress.submit': 'billingAddress',
  'payment.submit': 'billingAddress',
  'paymentMethod.submit': 'paymentMethod',
  'order.submit': 'order',
};
const OFFERED: Record<string, string[]> = {
  shippingAddress: ['shippingAddress.submit'],
  shippingMethod: ['shippingAddress.submit', 'shippingMethod.submit'],
  payment: Object.keys(SUBMIT_STEP),
};

function submitStep(m: CheckoutExpected, event: CheckoutEventLike): CheckoutExpected {
  const step = SUBMIT_STEP[event.type]!;
  if (!m.cartId) return withError(m, step);
  switch (event.type) {
    case 'shippingAddress.submit':
      if (!m.signedIn && !event.email && !m.email) return withError(m, step);
      return { ...cleared(m, step, 'submittingShippingAddress'), shipping: true, email: !!event.email || m.email, start: label(event.address) };
    case 'shippingMethod.submit':
      return { ...cleared(m, step, 'submittingShippingMethod'), method: true };
    case 'billingAddress.submit':
    case 'payment.submit':
      return { ...cleared(m, step, 'submittingBillingAddress'), billing: true, sameAsShipping: event.sameAsShipping!, pendingPayment: event.type === 'payment.submit' };
    case 'paymentMethod.submit':
      return { ...cleared(m, step, 'submittingPaymentMethod'), pendingPayment: true };
    default:
      if (m.billing && m.payment) return { ...cleared(m, step, 'placing'), placeRetries: 0 };
      throw new Error('the order cannot be submitted before billing and payment are accepted');
  }
}

/** The saved addresses the test's customer has (tests/machines/checkout.machine.test.ts). */
const SAVED_STREETS: Record<number, string> = { 11: 'Malee|99/1 Sukhumvit 24', 12: 'Malee|1 Silom Road' };
function savedOf(m: CheckoutExpected, id: number | undefined): string {
  const found = id === undefined ? undefined : SAVED_STREETS[id];
  if (!found || m.saved === 0) throw new Error(`address ${id} is not one the customer saved`);
  return found;
}

/** Begins on the cart last reported, or waits for a cart with an id. */
function open(m: CheckoutExpected): CheckoutExpected {
  return m.reported.cartId ? { ...m, state: 'restoring', cartId: m.reported.cartId, signedIn: m.reported.signedIn } : { ...m, state: 'waitingForCart' };
}

function cartChanged(m: CheckoutExpected, event: CheckoutEventLike): CheckoutExpected {
  const reported = { cartId: event.cartId ?? null, signedIn: event.signedIn! };
  const next = { ...m, reported };
  if (m.state === 'idle' || m.state === 'placed') return next;
  if (m.state === 'waitingForCart') return reported.cartId ? open(next) : next;
  // Another cart, or none: started over on it (without one, the steps fail with the missing cart id).
  // Off the cart it ran on (a cart gone is reported without an id first, then the new one): the page tells the
  // shopper their cart changed.
  const replaced = m.cartId !== null || m.cartReplaced;
  return reported.cartId !== m.cartId ? { ...startOver(next), state: 'restoring', cartId: reported.cartId, signedIn: reported.signedIn, cartReplaced: replaced } : next;
}

function nextCheckout(m: CheckoutExpected, event: CheckoutEventLike): CheckoutExpected {
  const { state } = m;
  const { type } = event;
  if (type === 'checkout.cancel') return startOver(m);
  if (type === 'checkout.reset') return { ...startOver(m), calls: [...m.calls, 'closeDrawer'] };
  if (type === 'cart.changed') return cartChanged(m, event);
  if (state === 'idle' && type === 'checkout.open') return open(m);
  if (state === 'placed' && type === 'checkout.open') return open(startOver(m));
  if (state === 'restoring' && type === 'xstate.done.actor.restore') {
    const out = event.output as { stored: Stored; email: string | null; customer: Customer };
    const stored = out.stored;
    // Customer for checkout: stored data first, else the default shipping address, else the customer's name; the
    // default billing address prefills the billing form when it is another one.
    const customer = out.customer;
    const shipping = customer?.addresses.find((saved) => saved.defaultShipping);
    const billing = customer?.addresses.find((saved) => saved.defaultBilling);
    const fromCustomer = {
      notice: !!customer?.notice,
      saved: customer?.addresses.length ?? 0,
      chosen: stored?.shipping_address ? null : (shipping?.id ?? null),
      start: label(stored?.shipping_address) ?? label(shipping?.address) ?? (customer ? `${customer.firstname}|` : null),
      billingStart: billing && billing.id !== shipping?.id ? label(billing.address) : null,
    };
    const restored = {
      ...m,
      email: !!(out.email ?? stored?.shipping_address?.email),
      shipping: !!stored?.shipping_address,
      billing: !!stored?.billing_address,
      sameAsShipping: stored?.billing_address?.sameAsShippingAddress ?? true,
      methods: stored?.availableShippingMethods.length ?? 0,
      method: !!stored?.shippingMethod,
      payment: !!stored?.paymentMethod,
      ...fromCustomer,
    };
    const resume: CheckoutStateName = restored.method ? 'payment' : restored.shipping && restored.methods > 0 ? 'shippingMethod' : 'shippingAddress';
    return { ...restored, state: resume };
  }
  if (state === 'restoring' && type === 'xstate.error.actor.restore') return { ...m, state: 'shippingAddress' };
  if (OFFERED[state]?.includes(type)) return submitStep(m, event);
  if (OFFERED[state] && type === 'savedAddress.choose') {
    // The walk offers only known ids (the chart refuses others): the delivery form shows the chosen address.
    const saved = savedOf(m, event.addressId);
    return { ...m, chosen: event.addressId!, start: saved };
  }
  if (state === 'submittingShippingAddress' && type === 'xstate.done.actor.submitShippingAddress') return { ...accepted(m, 'shippingAddress', 'shippingMethod'), methods: (event.output as unknown[]).length, method: false };
  if (state === 'submittingShippingAddress' && type === 'xstate.error.actor.submitShippingAddress') return { ...withError(m, 'shippingAddress'), state: 'shippingAddress' };
  if (state === 'submittingShippingMethod' && type === 'xstate.done.actor.submitShippingMethod') {
    // Billing same as shipping needs no form: it is sent right after the delivery.
    if (m.sameAsShipping && m.shipping) return { ...accepted(m, 'shippingMethod', 'submittingBillingAddress'), billing: true, pendingPayment: false, errors: m.errors.filter((e) => e !== 'billingAddress'), cartReplaced: false };
    return accepted(m, 'shippingMethod', 'payment');
  }
  if (state === 'submittingShippingMethod' && type === 'xstate.error.actor.submitShippingMethod') return { ...withError(m, 'shippingMethod'), state: 'shippingMethod', method: false };
  if (state === 'submittingBillingAddress' && type === 'xstate.done.actor.submitBillingAddress') {
    return m.pendingPayment ? { ...accepted(m, 'billingAddress', 'submittingPaymentMethod'), errors: m.errors.filter((e) => e !== 'paymentMethod') } : accepted(m, 'billingAddress', 'payment');
  }
  if (state === 'submittingBillingAddress' && type === 'xstate.error.actor.submitBillingAddress') return { ...withError(m, 'billingAddress'), state: 'payment', billing: false, pendingPayment: false };
  if (state === 'submittingPaymentMethod' && type === 'xstate.done.actor.submitPaymentMethod') return { ...accepted(m, 'paymentMethod', 'payment'), payment: true, pendingPayment: false };
  if (state === 'submittingPaymentMethod' && type === 'xstate.error.actor.submitPaymentMethod') return { ...withError(m, 'paymentMethod'), state: 'payment', payment: false, pendingPayment: false };
  if (state === 'placing' && type === 'xstate.done.actor.placeOrder') {
    return { ...m, state: 'placed', receipt: true, calls: [...m.calls, 'pushPurchaseEvent', 'clearCheckoutData', 'recreateCart', 'storeLastOrder', 'navigate'], emitted: [...m.emitted, 'checkout.accepted:order'] };
  }
  if (state === 'placing' && type === 'xstate.error.actor.placeOrder' && answeredBusy(event) && m.placeRetries < 2) return { ...m, state: 'waitingToPlaceAgain', placeRetries: m.placeRetries + 1 };
  if (state === 'placing' && type === 'xstate.error.actor.placeOrder') return { ...withError(m, 'order'), state: 'payment' };
  if (state === 'waitingToPlaceAgain' && type.startsWith('xstate.after.placeRetry.')) return { ...m, state: 'placing' };
  if (state === 'placed' && type === 'checkout.createAccount') return { ...startOver(m), calls: [...m.calls, 'navigate'] };
  throw new Error(`the test says nothing of ${type} in ${state}`);
}

/** Written from the spec, stepped along every path of the checkout's model test. */
export const checkoutExpectation = expectation<CheckoutExpected>({
  initial: (input) => {
    const { cartId, signedIn } = input as CheckoutInput;
    return startOver({
      state: 'idle', cartId, signedIn, reported: { cartId, signedIn }, email: false, shipping: false, methods: 0, method: false, billing: false, sameAsShipping: true, payment: false,
      pendingPayment: false, receipt: false, placeRetries: 0, cartReplaced: false, notice: false, saved: 0, chosen: null, start: null, billingStart: null, errors: [], calls: [], emitted: [],
    });
  },
  next: nextCheckout,
  check: (snapshot, m, sut) => {
    expect(snapshot.matches(m.state)).toBe(true);
    const c = ctx(snapshot);
    const seen = {
      cartId: c.cartId, signedIn: c.signedIn, reported: c.cart, email: c.email !== null, shipping: c.shippingAddress !== null, methods: c.availableShippingMethods.length,
      method: c.shippingMethod !== null, billing: c.billingAddress !== null, sameAsShipping: c.sameAsShipping, payment: c.paymentMethod !== null,
      pendingPayment: c.pendingPayment !== null, receipt: c.receipt !== null, placeRetries: c.placeRetries, cartReplaced: c.cartReplaced,
      notice: c.customerNotice !== null, saved: c.savedAddresses.length, chosen: c.chosenAddressId, start: label(c.addressStart), billingStart: label(c.billingStart),
      errors: Object.entries(c.errors).filter(([, error]) => error !== null).map(([step]) => step).sort(),
    };
    const { state: _state, calls, emitted, ...rest } = m;
    expect(seen).toEqual({ ...rest, errors: [...m.errors].sort() });
    expect(sut.calls.map((call) => call.name)).toEqual(calls);
    expect(sut.emitted.map((e) => `${e.type}:${e.step}`)).toEqual(emitted);
  },
});
