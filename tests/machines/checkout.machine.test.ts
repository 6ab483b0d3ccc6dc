import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { GraphQLResponseError } from '../../src/domain/api-error';
import type { CheckoutAddress, CheckoutCustomer, ChosenPaymentMethod, ChosenShippingMethod, ShippingMethodOption } from '../../src/domain/checkout-types';
import { checkoutMachine, createAccountPath, type CheckoutContext, type CheckoutInput } from '../../src/machines/checkout.machine';
import { checkoutExpectation } from './support/checkout-expectation';
import { describeModel, type Sut } from './support/model-test';

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
// A signed-in business customer (section 3 "Customer for checkout"): a notice and two saved addresses, the default
// shipping one with tax-invoice details, the default billing one another address.
const customer: CheckoutCustomer = {
  firstname: 'Malee',
  lastname: 'Srisuk',
  notice: { format: 'link', text: 'Your company credit is ready.', url: '/customer/credit/' },
  addresses: [
    {
      id: 11,
      address: { ...address, firstname: 'Malee', lastname: 'Srisuk', email: null, country_id: 'TH', company: 'Krua Thai', invoice: { type: 'company', taxId: '0105551234567', companyName: 'Krua Thai', personalFirstname: null, personalLastname: null, headOffice: true, branchOffice: null } },
      defaultShipping: true,
      defaultBilling: false,
    },
    { id: 12, address: { ...address, firstname: 'Malee', lastname: 'Srisuk', street: ['1 Silom Road'], email: null, country_id: 'TH' }, defaultShipping: false, defaultBilling: true },
  ],
};
const refused = () => new GraphQLResponseError([{ message: 'The address is not valid', extensions: { category: 'graphql-input' } }], null, 'x');
/** placeOrder.gtm_ga4 as the adapter reads it. */
const PURCHASE = { event: 'purchase', ecommerce: { transaction_id: '000000042', value: 737.5, currency: 'THB' } };

// A flash sale's rush: placeOrder not admitted, the cart kept (server/modules/checkout/order-admission.ts).
const busy = () => new GraphQLResponseError([{ message: 'Many shoppers are placing orders right now.', extensions: { category: 'graphql-checkout-busy' } }], null, 'x');

const inputs: CheckoutInput[] = [
  { cartId: 'cart-1', signedIn: false },
  { cartId: null, signedIn: true },
];

// The cart reaches the chart through its own followCart actor (no view passes the cart id): the test sends
// cart.changed through that actor, so a chart that stopped following the cart fails here. It is offered where the
// chart decides something about the cart (before it begins, while it restores, once placed); the root's handling
// is the same in every running state.
const CART_STATES = ['idle', 'waitingForCart', 'restoring', 'placed'];
const viaFollowCart = (event: AnyEventObject, sut: Sut) => sut.callbacks.followCart!.emit(event);

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

describeModel('checkout machine', {
  machine: checkoutMachine,
  inputs,
  events: (snapshot) => {
    const c = ctx(snapshot);
    const cartEvents: AnyEventObject[] = CART_STATES.some((state) => snapshot.matches(state))
      ? [
          { type: 'cart.changed', cartId: 'cart-2', signedIn: true },
          { type: 'cart.changed', cartId: null, signedIn: false },
          { type: 'cart.changed', cartId: c.cartId, signedIn: !c.signedIn },
        ]
      : [];
    return [
      { type: 'checkout.open' },
      ...cartEvents,
      // Signed in, nothing stored: the delivery form starts from the default shipping address. First, so the walk's
      // states after it know the saved addresses (savedAddress.choose is offered there).
      { type: 'xstate.done.actor.restore', output: { stored: null, regions, email: null, paymentMethods: [], customer } },
      { type: 'xstate.done.actor.restore', output: { stored: null, regions, email: null, paymentMethods: [], customer: null } },
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
          // Signed in with data stored: the stored address wins over the default, the saved ones are still offered.
          customer,
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
          customer: null,
        },
      },
      { type: 'xstate.error.actor.restore', error: new Error('offline') },
      // A saved address chosen for the delivery form (an unknown id is not offered).
      { type: 'savedAddress.choose', addressId: 12 },
      { type: 'savedAddress.choose', addressId: 99 },
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
      { type: 'xstate.done.actor.placeOrder', output: { orderNumber: '000000042', newCartId: null, orderToken: '7.order-link', purchaseEvent: PURCHASE } },
      { type: 'xstate.error.actor.placeOrder', error: refused() },
      { type: 'xstate.error.actor.placeOrder', error: busy() },
      { type: 'xstate.after.placeRetry.checkout.waitingToPlaceAgain' },
      { type: 'checkout.cancel' },
      { type: 'checkout.reset' },
      { type: 'checkout.createAccount' },
    ];
  },
  key: (snapshot) => {
    const c = ctx(snapshot);
    return {
      cartId: c.cartId !== null,
      reported: c.cart.cartId !== null,
      email: c.email !== null,
      shipping: c.shippingAddress !== null,
      methods: c.availableShippingMethods.length,
      method: c.shippingMethod !== null,
      billing: c.billingAddress?.sameAsShippingAddress ?? null,
      payment: c.paymentMethod !== null,
      pendingPayment: c.pendingPayment !== null,
      receipt: c.receipt !== null,
      placeRetries: c.placeRetries,
      errors: Object.entries(c.errors).filter(([, error]) => error !== null).map(([step]) => step),
    };
  },
  paths: 'all',
  callbackActors: ['followCart'],
  perform: { 'cart.changed': viaFollowCart },
  promiseActors: ['restore', 'submitShippingAddress', 'submitShippingMethod', 'submitBillingAddress', 'submitPaymentMethod', 'placeOrder'],
  recordedActions: ['persistCheckoutData', 'pushPurchaseEvent', 'clearCheckoutData', 'recreateCart', 'storeLastOrder', 'navigate', 'closeDrawer'],
  states: {
    idle: (snapshot, sut) => {
      expect(ctx(snapshot).receipt).toBeNull();
      expect(ctx(snapshot).shippingAddress).toBeNull();
      const last = sut.calls.at(-1);
      // A reset closes the drawer; creating an account navigates to the prefilled registration.
      const to = last?.name === 'navigate' ? (last.params as { to: string }).to : '';
      if (to.startsWith('/create-account')) expect(to).toMatch(/^\/create-account\?(email=somchai%40example\.com&)?firstName=Somchai&lastName=Jaidee$/);
    },
    waitingForCart: (snapshot) => {
      // Opened before the cart had an id: nothing is restored yet.
      expect(ctx(snapshot).cart.cartId).toBeNull();
      expect(snapshot.can({ type: 'shippingAddress.submit', address, email: null })).toBe(false);
    },
    restoring: (snapshot, sut) => {
      expect(sut.promises.restore!.lastInput).toEqual({ cartId: ctx(snapshot).cartId, signedIn: ctx(snapshot).signedIn });
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
      expect(snapshot.hasTag('placingOrder')).toBe(true);
      expect(sut.promises.placeOrder!.lastInput).toMatchObject({ consents: [{ consent_code: 'privacy_policy', is_agreed: true }] });
      // Placing is a state: a second click has no transition.
      expect(snapshot.can({ type: 'order.submit' })).toBe(false);
    },
    waitingToPlaceAgain: (snapshot, sut) => {
      // Still placing on screen, no message yet, and no second order.submit while it waits.
      expect(snapshot.hasTag('submitting')).toBe(true);
      expect(snapshot.hasTag('placingOrder')).toBe(true);
      expect(ctx(snapshot).errors.order).toBeNull();
      expect(snapshot.can({ type: 'order.submit' })).toBe(false);
      expect(lastEmitted(sut)?.type).not.toBe('checkout.rejected');
    },
    placed: (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(c.receipt).toMatchObject({ orderNumber: '000000042', paymentCode: 'P2c2pPaymentApi' });
      const names = sut.calls.map((call) => call.name);
      expect(names.slice(-5)).toEqual(['pushPurchaseEvent', 'clearCheckoutData', 'recreateCart', 'storeLastOrder', 'navigate']);
      // The shop's purchase event goes to analytics as it came.
      expect(sut.calls.at(-5)!.params).toEqual({ event: PURCHASE });
      // A signed-in customer's delivery address stays stored for the next order; a guest's goes.
      expect(sut.calls.at(-4)!.params).toEqual({ keepShippingAddress: c.signedIn });
      expect(sut.calls.at(-2)!.params).toEqual({ orderNumber: '000000042', cartId: c.cartId, orderToken: '7.order-link' });
      expect(sut.calls.at(-1)!.params).toEqual({ to: '/2c2payment/redirect' });
      if (c.receipt?.email) expect(createAccountPath(c.receipt)).toBe('/create-account?email=somchai%40example.com&firstName=Somchai&lastName=Jaidee');
    },
  },
  expected: checkoutExpectation,
});
