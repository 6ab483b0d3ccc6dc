// The checkout actor for the page view: created on the first visit of a checkout page and kept while the app
// runs, so the thank-you page still has the receipt. Its side effects (calls, storage, the cart, navigation) are
// supplied here through machine.provide(); the cart reaches it through its invoked followCart.
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { jsonClient } from '../../api/client';
import {
  fetchCartEmail,
  fetchRegions,
  placeOrder,
  submitBillingAddress,
  submitPaymentMethod,
  submitShippingAddress,
  submitShippingMethod,
  type CheckoutClients,
} from '../../api/checkout/checkout-calls';
import { fetchCheckoutCustomer } from '../../api/checkout/checkout-customer';
import type { CheckoutStoredData } from '../../domain/checkout-types';
import { fetchPaymentMethods } from '../../api/checkout/repayment-calls';
import type { GraphQLClient } from '../../api/graphql-client';
import type { BrowserPersistence } from '../../lib/browser-persistence';
import { checkoutMachine, type CheckoutEvent, type CheckoutStep } from '../../machines/checkout.machine';
import type { CartActor } from '../cart/cart-runtime';
import { inspected } from '../providers/inspection';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

export interface CheckoutRuntimeDeps {
  client: GraphQLClient;
  persistence: BrowserPersistence;
  cart: CartActor;
  /** The router's navigate, bound by the pages (it changes with the router). */
  navigate: { current: (to: string) => void };
  closeDrawer: () => void;
  /** Analytics (GTM dataLayer); absent where nothing collects them. */
  pushEvent?: (event: Record<string, unknown>) => void;
}

/** The stored checkout data (section 3 "Checkout stored data"); sign-out removes the same keys. */
export const STORED_KEYS = ['shipping_address', 'billing_address', 'shippingMethod', 'paymentMethod', 'availableShippingMethods'] as const;

/**
 * The stored checkout data for the cart being checked out. Steps accepted on another cart (one the shop has
 * replaced since: merged away at a sign-in elsewhere, recreated, a customer's cart after signing in) are not this
 * cart's, so the checkout must not resume after them: only the delivery address comes back, to start the form.
 */
export function readStored(persistence: BrowserPersistence, cartId: string | null): CheckoutStoredData | null {
  const shipping = persistence.get('shipping_address') ?? null;
  if (!shipping) return null;
  if (!cartId || persistence.get('checkoutCartId') !== cartId) {
    return { shipping_address: shipping, billing_address: null, shippingMethod: null, paymentMethod: null, availableShippingMethods: [] };
  }
  return {
    shipping_address: shipping,
    billing_address: persistence.get('billing_address') ?? null,
    shippingMethod: persistence.get('shippingMethod') ?? null,
    paymentMethod: persistence.get('paymentMethod') ?? null,
    availableShippingMethods: persistence.get('availableShippingMethods') ?? [],
  };
}

/** Stores the accepted steps with the cart they were accepted on. */
export function writeStored(persistence: BrowserPersistence, data: CheckoutStoredData, cartId: string | null): void {
  for (const key of STORED_KEYS) {
    const value = data[key];
    if (value === null || (Array.isArray(value) && value.length === 0)) persistence.remove(key);
    else persistence.set(key, value);
  }
  if (cartId) persistence.set('checkoutCartId', cartId);
  else persistence.remove('checkoutCartId');
}

/**
 * After an order: the methods and the billing address belong to the cart just ordered and go; a signed-in
 * customer's delivery address stays, where their next order starts (sign-out clears it, session-runtime.ts).
 */
export function clearStoredAfterOrder(persistence: BrowserPersistence, keepShippingAddress: boolean): void {
  for (const key of STORED_KEYS) if (!(keepShippingAddress && key === 'shipping_address')) persistence.remove(key);
  persistence.remove('checkoutCartId');
}

/**
 * The cart actor as the checkout's invoked followCart: cart.changed with the cart's id and sign-in now and whenever
 * either changes, so the chart begins on (or starts over with) the cart without a view passing it along.
 */
/** What followCart reads of the cart actor. */
export interface FollowedCart {
  getSnapshot(): { context: { cartId: string | null; signedIn: boolean } };
  subscribe(listener: () => void): { unsubscribe(): void };
}

export function followCart(cart: FollowedCart) {
  return fromCallback<CheckoutEvent>(({ sendBack }) => {
    let last: { cartId: string | null; signedIn: boolean } | null = null;
    const report = () => {
      const { cartId, signedIn } = cart.getSnapshot().context;
      if (last && last.cartId === cartId && last.signedIn === signedIn) return;
      last = { cartId, signedIn };
      sendBack({ type: 'cart.changed', cartId, signedIn });
    };
    report();
    const subscription = cart.subscribe(report);
    return () => subscription.unsubscribe();
  });
}

export function createCheckoutActor(deps: CheckoutRuntimeDeps): CheckoutActor {
  const { client, persistence } = deps;
  const clients: CheckoutClients = { graphql: client, json: jsonClient, storeCode: () => persistence.get('store_view_code') ?? 'th' };
  const machine = checkoutMachine.provide({
    actors: {
      restore: fromPromise(async ({ input }) => {
        const stored = readStored(persistence, input.cartId);
        const [regions, email, paymentMethods, customer] = await Promise.all([
          fetchRegions(client).catch(() => []),
          input.cartId ? fetchCartEmail(client, input.cartId).catch(() => null) : Promise.resolve(null),
          input.cartId && stored?.shippingMethod ? fetchPaymentMethods(client, input.cartId).catch(() => []) : Promise.resolve([]),
          // Without the customer's notice and addresses the shopper can still type an address: a failure is quiet.
          input.signedIn ? fetchCheckoutCustomer(client).catch(() => null) : Promise.resolve(null),
        ]);
        return { stored, regions, email, paymentMethods, customer };
      }),
      submitShippingAddress: fromPromise(({ input }) => submitShippingAddress(clients, input)),
      submitShippingMethod: fromPromise(({ input }) => submitShippingMethod(clients, { ...input, email: input.address.email })),
      submitBillingAddress: fromPromise(({ input }) => submitBillingAddress(clients, input)),
      submitPaymentMethod: fromPromise(({ input }) => submitPaymentMethod(client, input)),
      placeOrder: fromPromise(({ input }) => placeOrder(client, input.cartId, input.consents)),
      followCart: followCart(deps.cart),
    },
    actions: {
      persistCheckoutData: ({ context }, params) => writeStored(persistence, params, context.cartId),
      pushPurchaseEvent: (_, params) => {
        if (params.event) deps.pushEvent?.(params.event);
      },
      clearCheckoutData: (_, params) => clearStoredAfterOrder(persistence, params.keepShippingAddress),
      // The cart machine's reset removes the stored cart and creates a new one (CreateCartAfterCheckout); a failure
      // there stays in the cart machine (noCart) and is announced nowhere (section 8: swallowed silently).
      recreateCart: () => deps.cart.send({ type: 'cart.reset', afterOrder: true }),
      storeLastOrder: (_, params) => {
        persistence.set('lastOrderNumber', params.orderNumber);
        persistence.set('lastCartId', params.cartId);
        // The order link's token lets a guest re-pay this order (/repayment/…).
        if (params.orderToken) persistence.set('lastOrderToken', params.orderToken);
        else persistence.remove('lastOrderToken');
        // A repayment cart of an earlier order must not be paid for this one.
        persistence.remove('cartIdRepayment');
      },
      navigate: (_, params) => deps.navigate.current(params.to),
      closeDrawer: () => deps.closeDrawer(),
    },
  });
  const actor = createActor(machine, inspected({ input: { cartId: null, signedIn: !!persistence.get('signin_token') } }));
  // The order summary follows the cart: after the delivery or the payment method the server's totals change.
  actor.on('checkout.accepted', ({ step }: { step: CheckoutStep }) => {
    if (step === 'shippingMethod' || step === 'paymentMethod' || step === 'billingAddress') deps.cart.send({ type: 'cart.refresh' });
  });
  // A refused order leaves the cart as the server now has it (a line removed elsewhere, under the minimum, out of
  // stock): the summary shows that cart, not the one the shopper tried to order.
  // A step refused because its cart is gone (merged away at a sign-in elsewhere, ordered in another window): the
  // cart machine's refresh finds that out and recovers (the customer's cart, or a new one), and the chart starts
  // over on it (cart.changed), telling the shopper.
  actor.on('checkout.rejected', ({ step, cartGone }: { step: CheckoutStep; cartGone: boolean }) => {
    if (step === 'order' || cartGone) deps.cart.send({ type: 'cart.refresh' });
  });
  actor.start();
  return actor;
}
