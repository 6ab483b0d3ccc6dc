import type { CartItemInput, Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlAlreadyExistsException, GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { localize } from '../../i18n/translate';
import { currentCustomerId, requireCustomerId } from '../customers/current-customer';
import { addItemsToCart } from './add-lines';
import { getCartForUser, type CartRow } from './cart-access';
import { CUSTOMER_USE_CUSTOMER_CART_MESSAGE, createGuestCart, customerActiveCart } from './cart-lifecycle';
import { cartFields, cartOutput } from './cart-output';
import { withCartWrite } from './cart-write';
import { applyCoupon, removeCoupon } from './coupons';
import { mergeInto, removeItem, updateItems } from './item-edits';
import { topLevelErrorText } from './stock-error-text';
import { clientAddress } from '../../security/client-address';
import { attemptAll } from '../../security/throttle';
import { THROTTLES } from '../../security/throttles';

const required = (name: string): GraphQlInputException => new GraphQlInputException(msg('Required parameter "{name}" is missing', { name }));

/** Reads the cart again after a write, outside the write's transaction (the answer shows committed data). */
async function reread(ctx: Parameters<typeof cartOutput>[0], cart: CartRow) {
  const fresh = await ctx.db.selectFrom('cart').selectAll().where('cart_id', '=', cart.cart_id).executeTakeFirstOrThrow();
  return cartOutput(ctx, fresh);
}

/** addSimpleProductsToCart and addVirtualProductsToCart: the same input shape, the same rule. */
async function addPerType(
  ctx: Parameters<typeof cartOutput>[0],
  input: { cart_id: string; cart_items: ReadonlyArray<{ data: CartItemInput }> } | null | undefined,
) {
  if (!input?.cart_id) throw required('cart_id');
  const cart = await withCartWrite(ctx, input.cart_id, async (trx, cart, customerId) => {
    const errors = await addItemsToCart(trx, cart, customerId, input.cart_items.map((item) => item.data));
    if (errors[0]) throw new GraphQlInputException(topLevelErrorText(errors[0].message));
    return cart;
  });
  return { cart: await reread(ctx, cart) };
}

export const resolvers: Resolvers = {
  Query: {
    async cart(_parent, { cart_id }, ctx) {
      if (!cart_id) throw required('cart_id');
      const cart = await getCartForUser(ctx.db, cart_id, await currentCustomerId(ctx), ctx.store.id);
      return cartOutput(ctx, cart);
    },
    async customerCart(_parent, _args, ctx) {
      const customerId = await requireCustomerId(ctx);
      return cartOutput(ctx, await customerActiveCart(ctx, customerId));
    },
  },
  Mutation: {
    async createEmptyCart(_parent, args, ctx) {
      const customerId = await currentCustomerId(ctx);
      if (customerId !== null) return (await customerActiveCart(ctx, customerId)).masked_id;
      return (await createGuestCart(ctx, args.input?.cart_id)).masked_id;
    },
    async createGuestCart(_parent, args, ctx) {
      if ((await currentCustomerId(ctx)) !== null) throw new GraphQlAlreadyExistsException(CUSTOMER_USE_CUSTOMER_CART_MESSAGE);
      return { cart: await cartOutput(ctx, await createGuestCart(ctx, args.input?.cart_uid)) };
    },
    async addProductsToCart(_parent, { cartId, cartItems }, ctx) {
      if (!cartId) throw required('cartId');
      const { cart, errors } = await withCartWrite(ctx, cartId, async (trx, cart, customerId) => ({
        cart,
        errors: await addItemsToCart(trx, cart, customerId, cartItems),
      }));
      return { cart: await reread(ctx, cart), user_errors: errors.map((error) => ({ code: error.code, message: localize(ctx, error.message) })) };
    },
    // The older per-type mutations fail on the first problem instead of listing user errors.
    addSimpleProductsToCart: (_parent, { input }, ctx) => addPerType(ctx, input),
    addVirtualProductsToCart: (_parent, { input }, ctx) => addPerType(ctx, input),
    async updateCartItems(_parent, { input }, ctx) {
      if (!input?.cart_id) throw required('cart_id');
      const cart = await withCartWrite(ctx, input.cart_id, async (trx, cart, customerId) => {
        await updateItems(trx, cart, customerId, input.cart_items);
        return cart;
      });
      return { cart: await reread(ctx, cart) };
    },
    async removeItemFromCart(_parent, { input }, ctx) {
      if (!input?.cart_id) throw required('cart_id');
      const cart = await withCartWrite(ctx, input.cart_id, async (trx, cart) => {
        await removeItem(trx, cart, input);
        return cart;
      });
      return { cart: await reread(ctx, cart) };
    },
    async applyCouponToCart(_parent, { input }, ctx) {
      if (!input?.cart_id) throw required('cart_id');
      if (!input.coupon_code) throw required('coupon_code');
      // Guessing codes is throttled per cart and per address (server/security); an accepted code does not count.
      const attempt = await attemptAll(ctx.db, [[THROTTLES.couponPerCart, `cart:${input.cart_id}`], [THROTTLES.couponPerAddress, clientAddress(ctx)]]);
      const cart = await withCartWrite(ctx, input.cart_id, async (trx, cart, customerId) => {
        await applyCoupon(trx, cart, customerId, input.coupon_code);
        return cart;
      });
      await attempt.succeeded();
      return { cart: await reread(ctx, cart) };
    },
    async removeCouponFromCart(_parent, { input }, ctx) {
      if (!input?.cart_id) throw required('cart_id');
      const cart = await withCartWrite(ctx, input.cart_id, async (trx, cart) => {
        await removeCoupon(trx, cart);
        return cart;
      });
      return { cart: await reread(ctx, cart) };
    },
    async mergeCarts(_parent, { source_cart_id, destination_cart_id }, ctx) {
      if (!source_cart_id) throw required('source_cart_id');
      const customerId = await requireCustomerId(ctx);
      const destinationId = destination_cart_id || (await customerActiveCart(ctx, customerId)).masked_id;
      const destination = await withCartWrite(ctx, destinationId, async (trx, destination) => {
        // The source must be a guest cart: passing no customer makes getCartForUser refuse customer carts.
        const source = await getCartForUser(trx, source_cart_id, null, ctx.store.id, true);
        await mergeInto(trx, destination, source);
        return destination;
      });
      return reread(ctx, destination);
    },
  },
  Cart: cartFields,
  CartItemInterface: {
    __resolveType(item) {
      return item.__typename ?? 'SimpleCartItem';
    },
  },
};
