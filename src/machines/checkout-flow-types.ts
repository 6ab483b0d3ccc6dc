// The checkout flow's types: what the checkout machine keeps, hears, tells and asks its actors (storefront spec
// section 4 "Checkout flow", section 5). The checkout's own data (addresses, methods, receipt) are domain types in
// src/domain/checkout-types.ts.
import type { ConsentAnswer } from '../domain/consent-answers';
import type {
  CheckoutAddress,
  CheckoutCustomer,
  CheckoutStoredData,
  ChosenPaymentMethod,
  ChosenShippingMethod,
  CustomerNotice,
  PaymentMethodOption,
  Receipt,
  Region,
  SavedAddress,
  ShippingMethodOption,
} from '../domain/checkout-types';
import type { DisplayMessage } from './messages';

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
  /** The signed-in customer's notice from the operator (section 3 "Customer for checkout"), shown at checkout. */
  customerNotice: CustomerNotice | null;
  /** The signed-in customer's address book, offered to choose from. */
  savedAddresses: SavedAddress[];
  /** The saved address the delivery form shows (the default shipping one at start), null once none is chosen. */
  chosenAddressId: number | null;
  /**
   * What the delivery form shows when it opens: the address last submitted or stored, else the customer's default
   * shipping address, else their name; the chosen saved address once one is chosen.
   */
  addressStart: CheckoutAddress | null;
  /** What the separate billing form starts from: the customer's default billing address when it is another one. */
  billingStart: CheckoutAddress | null;
  errors: CheckoutErrors;
  /** The answers to the checkout consents sent with the last order.submit (they go with placeOrder). */
  consents: ConsentAnswer[];
  /** How often this order.submit was answered "busy" and placed again by itself (checkout-setup.ts, PLACE_RETRIES). */
  placeRetries: number;
  /** The checkout started over off the cart it ran on (a merge at sign-in, a cart gone): the page says so. */
  cartReplaced: boolean;
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
  /** One of the customer's saved addresses chosen for the delivery form. */
  | { type: 'savedAddress.choose'; addressId: number }
  | { type: 'shippingMethod.submit'; method: ChosenShippingMethod }
  | { type: 'billingAddress.submit'; address: CheckoutAddress | null; sameAsShipping: boolean }
  | { type: 'paymentMethod.submit'; method: ChosenPaymentMethod }
  | { type: 'payment.submit'; address: CheckoutAddress | null; sameAsShipping: boolean; method: ChosenPaymentMethod }
  /** consents: the answers to the checkout consents, checked by the consents' form before it sends this. */
  | { type: 'order.submit'; consents?: ConsentAnswer[] }
  | { type: 'checkout.cancel' }
  | { type: 'checkout.reset' }
  | { type: 'checkout.createAccount' };

export type CheckoutMachineEvent = CheckoutEvent;

export type CheckoutEmitted =
  | { type: 'checkout.accepted'; step: CheckoutStep }
  /** cartGone: the step was refused because its cart is gone (merged away, ordered elsewhere); the app replaces it. */
  | { type: 'checkout.rejected'; step: CheckoutStep; error: unknown; cartGone: boolean };

/** What the restore actor found for the cart: the stored checkout data and what the cart already knows. */
export interface RestoredCheckout {
  stored: CheckoutStoredData | null;
  regions: Region[];
  /** The email already on the cart, if any. */
  email: string | null;
  /** The cart's payment methods when the stored data has a shipping method. */
  paymentMethods: PaymentMethodOption[];
  /** The signed-in customer's notice and address book (null for a guest, or when it could not be read). */
  customer: CheckoutCustomer | null;
}

/** The cart every step's actor works on (section 5: no step runs without a cart id). */
export interface CartTarget {
  cartId: string;
  signedIn: boolean;
}

/** The last order, stored for the thank-you and repayment pages (section 4, "After an order is placed"). */
export interface LastOrder {
  orderNumber: string;
  cartId: string;
  orderToken: string | null;
}
