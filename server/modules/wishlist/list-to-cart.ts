import type { GraphQLContext } from '../../graphql/context';
import type { CartItemInput } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg, type Message } from '../../i18n/message';
import { localize } from '../../i18n/translate';
import { addItemsToCart } from '../cart/add-lines';
import { customerActiveCart } from '../cart/cart-lifecycle';
import { withCartWrite } from '../cart/cart-write';
import { notYours } from './group-access';

export interface ListLineToCart {
  /** The list item id. */
  item: number;
  qty: number;
  product_id: number;
}

export interface ListToCartResult {
  success: boolean;
  message: string;
}

/**
 * Adds list items to the customer's own cart (addShoppingListItemsToCart, addToCartFromWishlist). Every item
 * must sit in one of the customer's lists with that product. Items the cart refuses (out of stock, options
 * needed) are named in the message; the others still go in, as addProductsToCart does.
 */
export async function addListItemsToCart(ctx: GraphQLContext, customerId: number, lines: readonly ListLineToCart[]): Promise<ListToCartResult> {
  if (lines.length === 0) throw new GraphQlInputException(msg('Required parameter "{name}" is missing', { name: 'items' }));
  for (const line of lines) {
    if (!(line.qty > 0)) throw new GraphQlInputException(msg('The quantity must be greater than 0.'));
  }
  const itemIds = [...new Set(lines.map((line) => line.item))];
  const rows = await ctx.db
    .selectFrom('wishlist_group_item')
    .innerJoin('wishlist_group', 'wishlist_group.group_id', 'wishlist_group_item.group_id')
    .innerJoin('product', 'product.product_id', 'wishlist_group_item.product_id')
    .select(['wishlist_group_item.item_id', 'wishlist_group_item.product_id', 'wishlist_group.customer_id', 'product.sku', 'product.type_id'])
    .where('wishlist_group_item.item_id', 'in', itemIds)
    .execute();
  const byItem = new Map(rows.map((row) => [row.item_id, row]));
  for (const line of lines) {
    const row = byItem.get(line.item);
    if (!row) throw new GraphQlNoSuchEntityException(msg('Could not find the shopping list item "{id}".', { id: line.item }));
    if (row.customer_id !== customerId) throw notYours();
    if (row.product_id !== line.product_id) throw new GraphQlNoSuchEntityException(msg('Could not find a product with ID "{id}"', { id: line.product_id }));
  }
  const cart = await customerActiveCart(ctx, customerId);
  const inputs: CartItemInput[] = lines.map((line) => ({ sku: byItem.get(line.item)?.sku ?? '', quantity: line.qty }));
  const errors = await withCartWrite(ctx, cart.masked_id, async (trx, locked) => {
    const problems: { sku: string; message: Message }[] = [];
    // One input at a time, so each problem is tied to its product's name.
    for (const input of inputs) {
      const [error] = await addItemsToCart(trx, locked, customerId, [input]);
      if (error) problems.push({ sku: input.sku, message: error.message });
    }
    return problems;
  });
  const added = inputs.length - errors.length;
  if (errors.length === 0) return { success: true, message: localize(ctx, msg('{count} product(s) were added to your cart.', { count: added })) };
  const problems = errors.map((error) => `${error.sku}: ${localize(ctx, error.message)}`).join('; ');
  return { success: false, message: localize(ctx, msg('{count} product(s) were added to your cart. Not added: {problems}', { count: added, problems })) };
}
