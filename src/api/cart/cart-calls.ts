// The cart machine's actors: each one GraphQL call, answering domain types. Errors are thrown as they come from
// the transport (NetworkError, GraphQLResponseError...), so the machine's guards can classify them.
import {
  AddProductToCartDocument,
  ApplyCouponToCartDocument,
  CreateCartAfterCheckoutDocument,
  CreateCartDocument,
  GetCartDetailsDocument,
  RemoveCouponFromCartDocument,
  RemoveItemFromCartDocument,
  UpdateCartItemDocument,
} from '../../gql/generated/graphql';
import type { GraphQLClient } from '../graphql-client';
import { reshapeCart } from './reshape-cart';
import { withoutStockErrors } from './strip-stock-errors';
import type { AddToCartProduct, CartDetails } from '../../domain/cart-types';

/** Thrown when createEmptyCart answers no id; the machine shows "Unable to create cart". */
export class CartCreationError extends Error {
  override readonly name = 'CartCreationError';
}

/** add's user_errors (Magento reports add failures there, not as GraphQL errors). */
export class CartUserError extends Error {
  override readonly name = 'CartUserError';
  constructor(readonly errors: ReadonlyArray<{ code: string; message: string }>) {
    super(errors.map((error) => error.message).join(', '));
  }
}

/** A new empty cart; after an order through the spec's own operation for it (CreateCartAfterCheckout). */
export async function createCart(client: GraphQLClient, { afterOrder }: { afterOrder: boolean } = { afterOrder: false }): Promise<string> {
  const { cartId } = await client.request(afterOrder ? CreateCartAfterCheckoutDocument : CreateCartDocument, {});
  if (!cartId) throw new CartCreationError('Unable to create cart');
  return cartId;
}

export async function fetchCartDetails(client: GraphQLClient, cartId: string): Promise<CartDetails> {
  const data = await withoutStockErrors(
    () => client.request(GetCartDetailsDocument, { cartId }),
    (answer) => answer.cart,
  );
  if (!data.cart) throw new Error(`Could not find a cart with ID "${cartId}"`);
  return reshapeCart(data.cart);
}

export async function addItem(client: GraphQLClient, cartId: string, product: AddToCartProduct, quantity: number): Promise<void> {
  const { addProductsToCart } = await withoutStockErrors(
    () =>
      client.request(AddProductToCartDocument, {
        cartId,
        sku: product.sku,
        quantity,
        parentSku: product.parentSku ?? null,
        selectedOptions: product.selectedOptions?.length ? product.selectedOptions : null,
        enteredOptions: product.enteredOptions?.length ? product.enteredOptions : null,
      }),
    () => null,
  );
  const userErrors = addProductsToCart?.user_errors ?? [];
  if (userErrors.length > 0) throw new CartUserError(userErrors);
}

export async function updateItem(client: GraphQLClient, cartId: string, itemUid: string, quantity: number): Promise<void> {
  await withoutStockErrors(() => client.request(UpdateCartItemDocument, { cartId, itemId: itemUid, quantity }), () => null);
}

export async function removeItem(client: GraphQLClient, cartId: string, itemUid: string): Promise<void> {
  await client.request(RemoveItemFromCartDocument, { cartId, itemId: itemUid });
}

export async function applyCoupon(client: GraphQLClient, cartId: string, couponCode: string): Promise<void> {
  await client.request(ApplyCouponToCartDocument, { cartId, couponCode });
}

export async function removeCoupon(client: GraphQLClient, cartId: string): Promise<void> {
  await client.request(RemoveCouponFromCartDocument, { cartId });
}
