// The cart action a shopper asked for, from event to actor input: which error slot it fills, what its failure says,
// and the add a configurable update (or a guest's update in a fresh cart) turns into. Pure helpers of the cart chart.
import { errorMessage } from '../domain/api-error';
import type { AddToCartProduct } from '../domain/cart-types';
import { clientErrorMessages } from '../domain/errors';
import type { CartAction, CartActionKind, CartContext, CartError, CartErrors, CartEvent, CartIdInput, UpdateTarget } from './cart-flow-types';
import type { DisplayMessage } from './messages';

export const noErrors: CartErrors = { create: null, fetch: null, add: null, update: null, remove: null, coupon: null };

/** Which per-action error slot an action's failure goes to. */
export function errorSlotOf(action: CartAction): keyof CartErrors {
  return action.kind === 'applyCoupon' || action.kind === 'removeCoupon' ? 'coupon' : action.kind;
}

export function cartErrorOf(action: CartAction | null, error: unknown): CartError {
  const message: DisplayMessage = { text: errorMessage(error) };
  if (action?.kind === 'add') return { message, sku: action.product.sku };
  if (action?.kind === 'update') return { message, itemUid: action.item.uid };
  if (action?.kind === 'remove') return { message, itemUid: action.itemUid };
  return { message };
}

export const unableToCreateCart: CartError = { message: clientErrorMessages.unableToCreateCart };

export function actionOf(event: CartEvent): CartAction | null {
  switch (event.type) {
    case 'cart.add':
      return { kind: 'add', product: event.product, quantity: event.quantity, announce: true };
    case 'cart.update':
      return { kind: 'update', item: event.item, quantity: event.quantity };
    case 'cart.remove':
      return { kind: 'remove', itemUid: event.itemUid };
    case 'cart.applyCoupon':
      return { kind: 'applyCoupon', code: event.code };
    case 'cart.removeCoupon':
      return { kind: 'removeCoupon' };
    default:
      return null;
  }
}

export function requireCartId(context: CartContext): string {
  if (!context.cartId) throw new Error('Missing required information: cartId');
  return context.cartId;
}

export function pendingOf<K extends CartActionKind>(context: CartContext, kind: K): Extract<CartAction, { kind: K }> {
  const pending = context.pending;
  if (pending?.kind !== kind) throw new Error(`expected a pending ${kind}, found ${pending?.kind ?? 'none'}`);
  return pending as Extract<CartAction, { kind: K }>;
}

/** The add that re-creates a configurable item with its chosen options, or a guest's updated item in a new cart. */
export function addOf(item: UpdateTarget, quantity: number): Extract<CartAction, { kind: 'add' }> {
  const product: AddToCartProduct =
    item.kind === 'configurable'
      ? { sku: item.sku, name: item.name, selectedOptions: item.selectedOptionUids }
      : { sku: item.sku, name: item.name };
  return { kind: 'add', product, quantity, announce: false };
}

// The actors' inputs, read from the pending action (the chart invokes each actor only while its action is pending).
type WithContext = { context: CartContext };

/** The current cart id: the input of the actors that need only it, and the params of storing it. */
export const currentCartId = ({ context }: WithContext): CartIdInput => ({ cartId: requireCartId(context) });

export const pendingAddInput = ({ context }: WithContext) => {
  const add = pendingOf(context, 'add');
  return { cartId: requireCartId(context), product: add.product, quantity: add.quantity };
};

export const pendingUpdateInput = ({ context }: WithContext) => {
  const update = pendingOf(context, 'update');
  return { cartId: requireCartId(context), itemUid: update.item.uid, quantity: update.quantity };
};

/** A configurable update's first half: the line goes. */
export const replacedItemInput = ({ context }: WithContext) => ({ cartId: requireCartId(context), itemUid: pendingOf(context, 'update').item.uid });

/** A configurable update's second half: the line comes back with its options and the new quantity. */
export const replacementAddInput = ({ context }: WithContext) => {
  const update = pendingOf(context, 'update');
  const add = addOf(update.item, update.quantity);
  return { cartId: requireCartId(context), product: add.product, quantity: add.quantity };
};

export const pendingRemoveInput = ({ context }: WithContext) => ({ cartId: requireCartId(context), itemUid: pendingOf(context, 'remove').itemUid });

export const pendingCouponInput = ({ context }: WithContext) => ({ cartId: requireCartId(context), code: pendingOf(context, 'applyCoupon').code });
