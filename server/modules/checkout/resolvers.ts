import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlAuthorizationException, GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import type { CartRow } from '../cart/cart-access';
import { cartOutput } from '../cart/cart-output';
import { withCartWrite } from '../cart/cart-write';
import { checkEmail, setBillingAddress, setPaymentMethod, setShippingAddress, setShippingMethod } from './checkout-writes';

const required = (name: string): GraphQlInputException => new GraphQlInputException(msg('Required parameter "{name}" is missing', { name }));

/** The cart as committed after a checkout write (read outside the write's transaction). */
async function reread(ctx: Parameters<typeof cartOutput>[0], cart: CartRow) {
  const fresh = await ctx.db.selectFrom('cart').selectAll().where('cart_id', '=', cart.cart_id).executeTakeFirstOrThrow();
  return { cart: await cartOutput(ctx, fresh) };
}

/** Magento's checkout steps on a cart: email, addresses, delivery and payment (QuoteGraphQl). */
export const resolvers: Resolvers = {
  Mutation: {
    async setGuestEmailOnCart(_parent, { input }, ctx) {
      if (!input?.cart_id) throw required('cart_id');
      if (!input.email) throw required('email');
      const email = checkEmail(input.email);
      const cart = await withCartWrite(ctx, input.cart_id, async (trx, cart, customerId) => {
        if (customerId !== null) throw new GraphQlAuthorizationException(msg('The request is not allowed for logged in customers'));
        await trx.updateTable('cart').set({ email }).where('cart_id', '=', cart.cart_id).execute();
        return cart;
      });
      return reread(ctx, cart);
    },
    async setShippingAddressesOnCart(_parent, { input }, ctx) {
      if (!input?.cart_id) throw required('cart_id');
      const cart = await withCartWrite(ctx, input.cart_id, async (trx, cart) => {
        await setShippingAddress(trx, cart, input.shipping_addresses);
        return cart;
      });
      return reread(ctx, cart);
    },
    async setBillingAddressOnCart(_parent, { input }, ctx) {
      if (!input?.cart_id) throw required('cart_id');
      const cart = await withCartWrite(ctx, input.cart_id, async (trx, cart) => {
        await setBillingAddress(trx, cart, input.billing_address);
        return cart;
      });
      return reread(ctx, cart);
    },
    async setShippingMethodsOnCart(_parent, { input }, ctx) {
      if (!input?.cart_id) throw required('cart_id');
      const cart = await withCartWrite(ctx, input.cart_id, async (trx, cart, customerId) => {
        await setShippingMethod(trx, cart, customerId, input.shipping_methods);
        return cart;
      });
      return reread(ctx, cart);
    },
    async setPaymentMethodOnCart(_parent, { input }, ctx) {
      if (!input?.cart_id) throw required('cart_id');
      if (!input.payment_method?.code) throw required('payment_method');
      const cart = await withCartWrite(ctx, input.cart_id, async (trx, cart, customerId) => {
        await setPaymentMethod(trx, cart, customerId, input.payment_method);
        return cart;
      });
      return reread(ctx, cart);
    },
  },
};
