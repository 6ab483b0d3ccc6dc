import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQlAlreadyExistsException, GraphQlInputException } from '../../graphql/errors';
import { msg, type Message } from '../../i18n/message';
import type { CartRow } from './cart-access';
import { isValidMaskedId, newMaskedId } from './masked-id';

type Db = Kysely<Database> | Transaction<Database>;

export const CUSTOMER_USE_CUSTOMER_CART_MESSAGE = msg('Use `Query.customerCart` for logged in customer.');
export const cartIdTakenMessage = (cartId: string): Message => msg('Cart with ID "{cartId}" already exists.', { cartId });
export const CART_ID_FORMAT_MESSAGE = msg('Cart ID length should be 32 characters.');

async function insertCart(db: Db, ctx: GraphQLContext, maskedId: string, customer: { id: number; email: string } | null): Promise<CartRow> {
  return db
    .insertInto('cart')
    .values({
      masked_id: maskedId,
      customer_id: customer?.id ?? null,
      email: customer?.email ?? null,
      store_id: ctx.store.id,
      currency: ctx.store.baseCurrency,
      coupon_code: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new guest cart; the client may choose its id (createGuestCart cart_uid / createEmptyCart cart_id). */
export async function createGuestCart(ctx: GraphQLContext, requestedId: string | null | undefined): Promise<CartRow> {
  if (requestedId) {
    if (!isValidMaskedId(requestedId)) throw new GraphQlInputException(CART_ID_FORMAT_MESSAGE);
    const taken = await ctx.db.selectFrom('cart').select('cart_id').where('masked_id', '=', requestedId).executeTakeFirst();
    if (taken) throw new GraphQlAlreadyExistsException(cartIdTakenMessage(requestedId));
  }
  return insertCart(ctx.db, ctx, requestedId ?? newMaskedId(), null);
}

/**
 * The customer's one active cart, opened when there is none. Two concurrent calls meet at the partial
 * unique index (one active cart per customer): the loser reads the winner's cart.
 */
export async function customerActiveCart(ctx: GraphQLContext, customerId: number): Promise<CartRow> {
  // Repayment carts (checkout module) are the customer's too but never their shopping cart.
  const existing = await ctx.db.selectFrom('cart').selectAll().where('customer_id', '=', customerId).where('is_active', '=', true).where('is_repayment', '=', false).executeTakeFirst();
  if (existing) return existing;
  const customer = await ctx.db.selectFrom('customer').select(['customer_id', 'email']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  const inserted = await ctx.db
    .insertInto('cart')
    .values({ masked_id: newMaskedId(), customer_id: customerId, email: customer.email, store_id: ctx.store.id, currency: ctx.store.baseCurrency, coupon_code: null })
    .onConflict((oc) => oc.column('customer_id').where('is_active', '=', true).where('customer_id', 'is not', null).where('is_repayment', '=', false).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return ctx.db.selectFrom('cart').selectAll().where('customer_id', '=', customerId).where('is_active', '=', true).where('is_repayment', '=', false).executeTakeFirstOrThrow();
}
