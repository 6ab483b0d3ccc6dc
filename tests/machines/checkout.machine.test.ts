import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { GraphQLResponseError } from '../../src/domain/api-error';
import type { CheckoutAddress, ChosenPaymentMethod, ChosenShippingMethod, ShippingMethodOption } from '../../src/domain/checkout-types';
import { checkoutMachine, createAccountPath, type CheckoutContext, type CheckoutInput } from '../../src/machines/checkout.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CheckoutContext;

const address: CheckoutAddress = {
  firstname: 'Somchai',
  lastname: 'Jaidee',
  street: ['99/1 Sukhumvit 24'],
  city: 'Khlong Toei',
  subDistrict: 'Khlong Tan',
  subDistrictId: null,
  cityId: null,
  region_code: 'BKK',
  region_id: null,
  region: null,
  postcode: '10110',
  telephone: '0812345678',
  country_id: 'US',
  email: 'somchai@example.com',
  company: null,
  invoice: null,
};
const flatRate: ShippingMethodOption = {
  code: 'flatrate',
  title: 'Standard delivery',
  carrierCode: 'flatrate',
  methodCode: 'flatrate',
  methodTitle: 'Fixed',
  amount: { value: 40, currency: 'THB' },
  available: true,
  slots: [],
};
const chosenMethod: ChosenShippingMethod = { carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Standard delivery', slot: null };
const card: ChosenPaymentMethod = { code: 'P2c2pPaymentApi', data: {} };
const regions = [{ id: 1, code: 'BKK', name: 'Bangkok' }];
const refused = () => new GraphQLResponseError([{ message: 'The address is not valid', extensions: { category: 'graphql-input' } }], null, 'x');

const inputs: CheckoutInput[] = [
  { cartId: 'cart-1', signedIn: false },
  { cartId: null, signedIn: true },
];

function lastEmitted(sut: Sut): AnyEventObject | undefined {
  return sut.emitted.at(-1);
}

/** A reject stores the error of its step and emits it (the view's submit helper rethrows it). */
function expectRejectStored(snapshot: AnyMachineSnapshot, sut: Sut): void {
  const last = lastEmitted(sut) as { type: string; step: keyof CheckoutContext['errors']; error: unknown } | undefined;
  if (last?.type !== 'checkout.rejected') return;
  expect(ctx(snapshot).errors[last.step]).not.toBeNull();
  expect(last.error).toBeInstanceOf(Error);
}

/**
 * Storefront spec section 4 ("Checkout flow", its rules, "After an order is placed") and section 5 (every step needs
 * a cart id; a guest's shipping address needs an email), written out by hand: begin restores the saved data and goes
 * on from the first step not done; each step is submitted (its error cleared), then accepted (saved, the next step)
 * or rejected (its error kept and reported, the step's choice undone); billing same as shipping (the default) is
 * sent with the shipping method; billing and payment method may be sent together; the order needs both, and once
 * placed the receipt is kept, the saved data cleared, the cart recreated, the last order stored and the payer moved
 * (2C2P card: /2c2payment/redirect). Cancel and reset start over (reset also closes the drawer); creating an
 * account from the receipt goes to the prefilled registration and starts over.
 */
type CheckoutStateName =
  | 'idle' | 'restoring' | 'shippingAddress' | 'submittingShippingAddress' | 'shippingMethod' | 'submittingShippingMethod'
  | 'payment' | 'submittingBillingAddress' | 'submittingPaymentMethod' | 'placing' | 'placed';
interface CheckoutExpected {
  state: CheckoutStateName;
  cartId: boolean;
  signedIn: boolean;
  email: boolean;
  shipping: boolean;
  methods: number;
  method: boolean;
  billing: boolean;
  sameAsShipping: boolean;
  payment: boolean;
  pendingPayment: boolean;
  receipt: boolean;
  errors: string[];
  calls: string[];
  emitted: string[];
}
type CheckoutEventLike = { type: string; cartId?: string | null; signedIn?: boolean; email?: string | null; sameAsShipping?: boolean; output?: unknown };
type Stored = { shipping_address: { email: string | null } | null; billing_address: { sameAsShippingAddress?: boolean } | null; shippingMethod: unknown; paymentMethod: unknown; availableShippingMethods: unknown[] } | null;

const withError = (m: CheckoutExpected, step: string): CheckoutExpected => ({ ...m, errors: [...m.errors.filter((e) => e !== step), step], emitted: [...m.emitted, `checkout.rejected:${step}`] });
const cleared = (m: CheckoutExpected, step: string, state: CheckoutStateName): CheckoutExpected => ({ ...m, state, errors: m.errors.filter((e) => e !== step) });
const accepted = (m: CheckoutExpected, step: string, state: CheckoutStateName): CheckoutExpected => ({ ...m, state, calls: [...m.calls, 'persistCheckoutData'], emitted: [...m.emitted, `checkout.accepted:${step}`] });
const startOver = (m: CheckoutExpected): CheckoutExpected => ({
  ...m, state: 'idle', email: false, shipping: false, methods: 0, method: false, billing: false, sameAsShipping: true, payment: false, pendingPayment: false, receipt: false, errors: [],
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
      return { ...cleared(m, step, 'submittingShippingAddress'), shipping: true, email: !!event.email || m.email };
    case 'shippingMethod.submit':
      return { ...cleared(m, step, 'submittingShippingMethod'), method: true };
    case 'billingAddress.submit':
    case 'payment.submit':
      return { ...cleared(m, step, 'submittingBillingAddress'), billing: true, sameAsShipping: event.sameAsShipping!, pendingPayment: event.type === 'payment.submit' };
    case 'paymentMethod.submit':
      return { ...cleared(m, step, 'submittingPaymentMethod'), pendingPayment: true };
    default:
      if (m.billing && m.payment) return cleared(m, step, 'placing');
      throw new Error('the order cannot be submitted before billing and payment are accepted');
  }
}

function nextCheckout(m: CheckoutExpected, event: CheckoutEventLike): CheckoutExpected {
  const { state } = m;
  const { type } = event;
  if (type === 'checkout.cancel') return startOver(m);
  if (type === 'checkout.reset') return { ...startOver(m), calls: [...m.calls, 'closeDrawer'] };
  if (state === 'idle' && type === 'checkout.begin') return { ...m, state: 'restoring', cartId: !!event.cartId, signedIn: event.signedIn! };
  if (state === 'restoring' && type === 'xstate.done.actor.restore') {
    const out = event.output as { stored: Stored; email: string | null };
    const stored = out.stored;
    const restored = {
      ...m,
      email: !!(out.email ?? stored?.shipping_address?.email),
      shipping: !!stored?.shipping_address,
      billing: !!stored?.billing_address,
      sameAsShipping: stored?.billing_address?.sameAsShippingAddress ?? true,
      methods: stored?.availableShippingMethods.length ?? 0,
      method: !!stored?.shippingMethod,
      payment: !!stored?.paymentMethod,
    };
    const resume: CheckoutStateName = restored.method ? 'payment' : restored.shipping && restored.methods > 0 ? 'shippingMethod' : 'shippingAddress';
    return { ...restored, state: resume };
  }
  if (state === 'restoring' && type === 'xstate.error.actor.restore') return { ...m, state: 'shippingAddress' };
  if (OFFERED[state]?.includes(type)) return submitStep(m, event);
  if (state === 'submittingShippingAddress' && type === 'xstate.done.actor.submitShippingAddress') return { ...accepted(m, 'shippingAddress', 'shippingMethod'), methods: (event.output as unknown[]).length, method: false };
  if (state === 'submittingShippingAddress' && type === 'xstate.error.actor.submitShippingAddress') return { ...withError(m, 'shippingAddress'), state: 'shippingAddress' };
  if (state === 'submittingShippingMethod' && type === 'xstate.done.actor.submitShippingMethod') {
    // Billing same as shipping needs no form: it is sent right after the delivery.
    if (m.sameAsShipping && m.shipping) return { ...accepted(m, 'shippingMethod', 'submittingBillingAddress'), billing: true, pendingPayment: false, errors: m.errors.filter((e) => e !== 'billingAddress') };
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
    return { ...m, state: 'placed', receipt: true, calls: [...m.calls, 'clearCheckoutData', 'recreateCart', 'storeLastOrder', 'navigate'], emitted: [...m.emitted, 'checkout.accepted:order'] };
  }
  if (state === 'placing' && type === 'xstate.error.actor.placeOrder') return { ...withError(m, 'order'), state: 'payment' };
  if (state === 'placed' && type === 'checkout.createAccount') return { ...startOver(m), calls: [...m.calls, 'navigate'] };
  throw new Error(`the test says nothing of ${type} in ${state}`);
}

describeModel('checkout machine', {
  machine: checkoutMachine,
  inputs,
  events: (snapshot) => {
    const c = ctx(snapshot);
    return [
      { type: 'checkout.begin', cartId: c.cartId, signedIn: c.signedIn },
      { type: 'xstate.done.actor.restore', output: { stored: null, regions, email: null, paymentMethods: [] } },
      {
        type: 'xstate.done.actor.restore',
        output: {
          stored: {
            shipping_address: { ...address, country_id: 'TH' },
            billing_address: null,
            shippingMethod: chosenMethod,
            paymentMethod: null,
            availableShippingMethods: [flatRate],
          },
          regions,
          email: 'somchai@example.com',
          paymentMethods: [{ code: 'P2c2pPaymentApi', title: 'Card' }],
        },
      },
      {
        type: 'xstate.done.actor.restore',
        output: {
          stored: {
            shipping_address: { ...address, email: null, country_id: 'TH' },
            billing_address: null,
            shippingMethod: null,
            paymentMethod: null,
            availableShippingMethods: [flatRate],
          },
          regions: [],
          email: null,
          paymentMethods: [],
        },
      },
      { type: 'xstate.error.actor.restore', error: new Error('offline') },
      { type: 'shippingAddress.submit', address, email: 'somchai@example.com' },
      { type: 'shippingAddress.submit', address: { ...address, email: null }, email: null },
      { type: 'xstate.done.actor.submitShippingAddress', output: [flatRate] },
      { type: 'xstate.error.actor.submitShippingAddress', error: refused() },
      { type: 'shippingMethod.submit', method: chosenMethod },
      { type: 'xstate.done.actor.submitShippingMethod', output: [{ code: 'P2c2pPaymentApi', title: 'Card' }] },
      { type: 'xstate.error.actor.submitShippingMethod', error: refused() },
      { type: 'billingAddress.submit', address: null, sameAsShipping: true },
      { type: 'xstate.done.actor.submitBillingAddress', output: undefined },
      { type: 'xstate.error.actor.submitBillingAddress', error: refused() },
      { type: 'paymentMethod.submit', method: card },
      { type: 'payment.submit', address: { ...address, firstname: 'Malee' }, sameAsShipping: false, method: card },
      { type: 'xstate.done.actor.submitPaymentMethod', output: undefined },
      { type: 'xstate.error.actor.submitPaymentMethod', error: refused() },
      // The checkout consents' answers ride on order.submit and go with placeOrder.
      { type: 'order.submit', consents: [{ consent_code: 'privacy_policy', is_agreed: true }] },
      { type: 'xstate.done.actor.placeOrder', output: { orderNumber: '000000042', newCartId: null, orderToken: '7.order-link' } },
      { type: 'xstate.error.actor.placeOrder', error: refused() },
      { type: 'checkout.cancel' },
      { type: 'checkout.reset' },
      { type: 'checkout.createAccount' },
    ];
  },
  key: (snapshot) => {
    const c = ctx(snapshot);
    return {
      cartId: c.cartId !== null,
      email: c.email !== null,
      shipping: c.shippingAddress !== null,
      methods: c.availableShippingMethods.length,
      method: c.shippingMethod !== null,
      billing: c.billingAddress?.sameAsShippingAddress ?? null,
      payment: c.paymentMethod !== null,
      pendingPayment: c.pendingPayment !== null,
      receipt: c.receipt !== null,
      errors: Object.entries(c.errors).filter(([, error]) => error !== null).map(([step]) => step),
    };
  },
  paths: 'all',
  promiseActors: ['restore', 'submitShippingAddress', 'submitShippingMethod', 'submitBillingAddress', 'submitPaymentMethod', 'placeOrder'],
  recordedActions: ['persistCheckoutData', 'clearCheckoutData', 'recreateCart', 'storeLastOrder', 'navigate', 'closeDrawer'],
  states: {
    idle: (snapshot, sut) => {
      expect(ctx(snapshot).receipt).toBeNull();
      expect(ctx(snapshot).shippingAddress).toBeNull();
      const last = sut.calls.at(-1);
      // A reset closes the drawer; creating an account navigates to the prefilled registration.
      const to = last?.name === 'navigate' ? (last.params as { to: string }).to : '';
      if (to.startsWith('/create-account')) expect(to).toMatch(/^\/create-account\?(email=somchai%40example\.com&)?firstName=Somchai&lastName=Jaidee$/);
    },
    restoring: (snapshot, sut) => {
      expect(sut.promises.restore!.lastInput).toEqual({ cartId: ctx(snapshot).cartId });
    },
    resuming: () => {
      throw new Error('resuming is transient');
    },
    shippingAddress: (snapshot, sut) => {
      const c = ctx(snapshot);
      const error = c.errors.shippingAddress;
      expectRejectStored(snapshot, sut);
      if (error && !c.cartId) expect(error).toMatchObject({ defaultMessage: 'Missing required information: cartId' });
      expect(snapshot.hasTag('submitting')).toBe(false);
    },
    submittingShippingAddress: (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(snapshot.hasTag('submitting')).toBe(true);
      expect(c.errors.shippingAddress).toBeNull();
      const input = sut.promises.submitShippingAddress!.lastInput as { address: CheckoutAddress; email: string | null };
      // Address formatting (section 5): forced to TH, region looked up by region_code when the regions are known.
      expect(input.address.country_id).toBe('TH');
      if (c.regions.length) expect(input.address).toMatchObject({ region_id: 1, region: 'Bangkok' });
      if (!c.signedIn) expect(input.email).toBeTruthy();
    },
    shippingMethod: (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(c.availableShippingMethods[0]).toMatchObject({ code: 'flatrate', title: 'Standard delivery' });
      expectRejectStored(snapshot, sut);
    },
    submittingShippingMethod: (snapshot, sut) => {
      expect(ctx(snapshot).errors.shippingMethod).toBeNull();
      expect(sut.promises.submitShippingMethod!.lastInput).toMatchObject({ method: chosenMethod });
    },
    payment: (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(c.shippingMethod).not.toBeNull();
      expect(snapshot.can({ type: 'order.submit' })).toBe(c.billingAddress !== null && c.paymentMethod !== null || !c.cartId);
      expectRejectStored(snapshot, sut);
    },
    submittingBillingAddress: (snapshot, sut) => {
      const c = ctx(snapshot);
      const input = sut.promises.submitBillingAddress!.lastInput as { address: CheckoutAddress; sameAsShipping: boolean };
      // Same as shipping uses the shipping address; otherwise the billing address is formatted the same way.
      if (input.sameAsShipping) expect(input.address.firstname).toBe(c.shippingAddress?.firstname);
      else expect(input.address).toMatchObject({ firstname: 'Malee', country_id: 'TH' });
    },
    submittingPaymentMethod: (snapshot, sut) => {
      expect(ctx(snapshot).errors.paymentMethod).toBeNull();
      expect(sut.promises.submitPaymentMethod!.lastInput).toMatchObject({ method: card });
    },
    placing: (snapshot, sut) => {
      expect(snapshot.hasTag('submitting')).toBe(true);
      expect(sut.promises.placeOrder!.lastInput).toMatchObject({ consents: [{ consent_code: 'privacy_policy', is_agreed: true }] });
      // Placing is a state: a second click has no transition.
      expect(snapshot.can({ type: 'order.submit' })).toBe(false);
    },
    placed: (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(c.receipt).toMatchObject({ orderNumber: '000000042', paymentCode: 'P2c2pPaymentApi' });
      const names = sut.calls.map((call) => call.name);
      expect(names.slice(-4)).toEqual(['clearCheckoutData', 'recreateCart', 'storeLastOrder', 'navigate']);
      expect(sut.calls.at(-2)!.params).toEqual({ orderNumber: '000000042', cartId: c.cartId, orderToken: '7.order-link' });
      expect(sut.calls.at(-1)!.params).toEqual({ to: '/2c2payment/redirect' });
      if (c.receipt?.email) expect(createAccountPath(c.receipt)).toBe('/create-account?email=somchai%40example.com&firstName=Somchai&lastName=Jaidee');
    },
  },
  expected: expectation<CheckoutExpected>({
    initial: (input) => {
      const { cartId, signedIn } = input as CheckoutInput;
      return startOver({ state: 'idle', cartId: cartId !== null, signedIn, email: false, shipping: false, methods: 0, method: false, billing: false, sameAsShipping: true, payment: false, pendingPayment: false, receipt: false, errors: [], calls: [], emitted: [] });
    },
    next: nextCheckout,
    check: (snapshot, m, sut) => {
      expect(snapshot.matches(m.state)).toBe(true);
      const c = ctx(snapshot);
      const seen = {
        cartId: c.cartId !== null, signedIn: c.signedIn, email: c.email !== null, shipping: c.shippingAddress !== null, methods: c.availableShippingMethods.length,
        method: c.shippingMethod !== null, billing: c.billingAddress !== null, sameAsShipping: c.sameAsShipping, payment: c.paymentMethod !== null,
        pendingPayment: c.pendingPayment !== null, receipt: c.receipt !== null,
        errors: Object.entries(c.errors).filter(([, error]) => error !== null).map(([step]) => step).sort(),
      };
      const { state: _state, calls, emitted, ...rest } = m;
      expect(seen).toEqual({ ...rest, errors: [...m.errors].sort() });
      expect(sut.calls.map((call) => call.name)).toEqual(calls);
      expect(sut.emitted.map((e) => `${e.type}:${e.step}`)).toEqual(emitted);
    },
  }),
});
