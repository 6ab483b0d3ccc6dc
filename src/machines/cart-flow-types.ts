// The cart flow's types: what the cart machine keeps, hears, tells and asks its actors (storefront spec section 4).
// The cart's own data (details, items, products) are domain types in src/domain/cart-types.ts.
import type { AddToCartProduct, CartDetails, CartItemKind } from '../domain/cart-types';
import type { DisplayMessage } from './messages';

/** What an update needs to know about the item (configurable items are re-added with their options). */
export interface UpdateTarget {
  uid: string;
  kind: CartItemKind;
  sku: string;
  variantSku: string | null;
  selectedOptionUids: string[];
  name: string;
}

export type CartAction =
  /** `announce`: a shopper's add (success feedback); false when a guest's update is retried as an add. */
  | { kind: 'add'; product: AddToCartProduct; quantity: number; announce: boolean }
  | { kind: 'update'; item: UpdateTarget; quantity: number }
  | { kind: 'remove'; itemUid: string }
  | { kind: 'applyCoupon'; code: string }
  | { kind: 'removeCoupon' };

export type CartActionKind = CartAction['kind'];

export interface CartError {
  message: DisplayMessage;
  /** The item an update or removal failed for. */
  itemUid?: string;
  /** The product an add failed for. */
  sku?: string;
}

export interface CartErrors {
  create: CartError | null;
  fetch: CartError | null;
  add: CartError | null;
  update: CartError | null;
  remove: CartError | null;
  coupon: CartError | null;
}

export interface CartContext {
  cartId: string | null;
  /** A split-cart id found in storage at start (split_cart_new_cart_id); consumed on start. */
  splitCartId: string | null;
  details: CartDetails | null;
  signedIn: boolean;
  /** The action being run (or waiting for the cart to exist). */
  pending: CartAction | null;
  /** The invalid-cart recovery already ran for the current action or load: the next failure is final. */
  retried: boolean;
  /**
   * The cart is being made anew after an order (CreateCartAfterCheckout): a failure is kept in `errors.create`
   * but not announced, unless an action waits for the cart (storefront spec section 8: swallowed silently).
   */
  afterOrder: boolean;
  errors: CartErrors;
}

export interface CartInput {
  storedCartId: string | null;
  splitCartId: string | null;
  signedIn: boolean;
}

export type CartEvent =
  | { type: 'cart.add'; product: AddToCartProduct; quantity: number }
  | { type: 'cart.update'; item: UpdateTarget; quantity: number }
  | { type: 'cart.remove'; itemUid: string }
  | { type: 'cart.applyCoupon'; code: string }
  | { type: 'cart.removeCoupon' }
  | { type: 'cart.refresh' }
  /** A new split-cart id appeared (after a split order): it replaces the current cart. */
  | { type: 'cart.splitCartId'; cartId: string }
  /** Signed in or out. */
  | { type: 'cart.session'; signedIn: boolean }
  /** Back to the initial state: forget the cart and start again (sign-out; after an order, `afterOrder`). */
  | { type: 'cart.reset'; afterOrder?: boolean }
  /** Signed in: the guest cart is merged into the customer's cart, which becomes the cart (account spec section 4). */
  | { type: 'cart.signIn' };

export type CartEmitted =
  | { type: 'cart.itemAdded'; product: AddToCartProduct; quantity: number }
  | { type: 'cart.actionFailed'; action: CartActionKind; message: DisplayMessage };

/** What the cart is created for: after an order the shop uses its own operation (CreateCartAfterCheckout). */
export interface CreateCartInput {
  afterOrder: boolean;
}

export interface CartIdInput {
  cartId: string;
}

/** The guest cart to merge into the customer's cart (none when the guest had no cart yet). */
export interface MergeGuestCartInput {
  guestCartId: string | null;
}
