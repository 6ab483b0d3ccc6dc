import type { CartItemUpdateInput } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { decodeNumericUid } from '../../graphql/uid';
import { msg, type Message } from '../../i18n/message';
import { qty4ToNumber, scaleQty4, toQty4 } from '../pricing/satang';
import type { CartRow } from './cart-access';
import { loadCartSnapshot } from './cart-snapshot';
import type { Trx } from './cart-write';
import { qtyProblem } from './qty-rules';
import { topLevelErrorText } from './stock-error-text';

export const ITEM_NOT_IN_CART_MESSAGE = msg("The cart doesn't contain the item");
export const itemNotFoundMessage = (id: number | string): Message => msg('Could not find cart item with id: {id}.', { id: String(id) });
export const CART_ITEMS_MISSING_MESSAGE = msg('Required parameter "{name}" is missing.', { name: 'cart_items' });
export const ITEM_ID_MISSING_MESSAGE = msg('Required parameter "{name}" is missing.', { name: 'cart_item_uid' });
export const QTY_MISSING_MESSAGE = msg('Required parameter "quantity" for "cart_items" is missing.');

/** The item id from cart_item_uid (base64 of the id) or the deprecated cart_item_id. */
export function itemIdOf(input: { cart_item_uid?: string | null; cart_item_id?: number | null }): number | null {
  if (input.cart_item_uid) return decodeNumericUid(input.cart_item_uid) ?? -1;
  return input.cart_item_id ?? null;
}

/** updateCartItems: quantity 0 removes the line; a quantity the stock cannot serve fails the call. */
export async function updateItems(trx: Trx, cart: CartRow, customerId: number | null, items: readonly CartItemUpdateInput[]): Promise<void> {
  if (items.length === 0) throw new GraphQlInputException(CART_ITEMS_MISSING_MESSAGE);
  for (const item of items) {
    const itemId = itemIdOf(item);
    if (itemId === null) throw new GraphQlInputException(ITEM_ID_MISSING_MESSAGE);
    const row = await trx.selectFrom('cart_item').select(['item_id']).where('cart_id', '=', cart.cart_id).where('item_id', '=', itemId).executeTakeFirst();
    if (!row) throw new GraphQlNoSuchEntityException(itemNotFoundMessage(item.cart_item_uid ?? itemId));
    if (item.special_request !== undefined) {
      await trx.updateTable('cart_item').set({ special_request: item.special_request }).where('item_id', '=', itemId).execute();
    }
    if (item.quantity === undefined || item.quantity === null) {
      if (item.special_request === undefined) throw new GraphQlInputException(QTY_MISSING_MESSAGE);
      continue;
    }
    if (item.quantity <= 0) {
      await trx.deleteFrom('cart_item').where('item_id', '=', itemId).execute();
      continue;
    }
    const qty4 = toQty4(item.quantity);
    const snapshot = await loadCartSnapshot(trx, cart, customerId);
    const line = snapshot.lines.find((l) => l.row.item_id === itemId);
    if (line && !line.row.is_free_gift) {
      const parts =
        line.product.type_id === 'bundle'
          ? (line.row.options.bundle ?? []).flatMap((b) => {
              const selection = snapshot.data.bundleSelections.find((s) => s.selection_id === b.selection_id);
              const part = selection ? snapshot.products.get(selection.product_id) : undefined;
              return part ? [{ part, qty4: scaleQty4(qty4, toQty4(b.qty)) }] : [];
            })
          : [{ part: line.variant ?? line.product, qty4 }];
      for (const { part, qty4: partQty } of parts) {
        const problem = qtyProblem(part, partQty);
        if (problem) throw new GraphQlInputException(topLevelErrorText(problem.message));
      }
    }
    await trx.updateTable('cart_item').set({ qty: qty4ToNumber(qty4), updated_at: new Date() }).where('item_id', '=', itemId).execute();
  }
}

export async function removeItem(trx: Trx, cart: CartRow, input: { cart_item_uid?: string | null; cart_item_id?: number | null }): Promise<void> {
  const itemId = itemIdOf(input);
  if (itemId === null) throw new GraphQlInputException(ITEM_ID_MISSING_MESSAGE);
  const deleted = await trx.deleteFrom('cart_item').where('cart_id', '=', cart.cart_id).where('item_id', '=', itemId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new GraphQlNoSuchEntityException(ITEM_NOT_IN_CART_MESSAGE);
}

/**
 * Moves the source cart's lines into the destination (same line → quantities add up), then closes the
 * source. Gift lines are not carried: the destination's own gift rules decide afresh.
 */
export async function mergeInto(trx: Trx, destination: CartRow, source: CartRow): Promise<void> {
  const lines = await trx.selectFrom('cart_item').selectAll().where('cart_id', '=', source.cart_id).where('is_free_gift', '=', false).orderBy('position').orderBy('item_id').execute();
  for (const line of lines) {
    const existing = await trx
      .selectFrom('cart_item')
      .select(['item_id', 'qty'])
      .where('cart_id', '=', destination.cart_id)
      .where('line_key', '=', line.line_key)
      .where('is_free_gift', '=', false)
      .executeTakeFirst();
    if (existing) {
      const total4 = toQty4(existing.qty) + toQty4(line.qty);
      await trx.updateTable('cart_item').set({ qty: qty4ToNumber(total4), updated_at: new Date() }).where('item_id', '=', existing.item_id).execute();
      continue;
    }
    const last = await trx
      .selectFrom('cart_item')
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.val(0)).as('position'))
      .where('cart_id', '=', destination.cart_id)
      .executeTakeFirst();
    await trx
      .insertInto('cart_item')
      .values({
        cart_id: destination.cart_id,
        product_id: line.product_id,
        variant_id: line.variant_id,
        grouped_parent_id: line.grouped_parent_id,
        options: JSON.stringify(line.options),
        line_key: line.line_key,
        qty: line.qty,
        position: Number(last?.position ?? 0) + 1,
        special_request: line.special_request,
      })
      .execute();
  }
  if (!destination.coupon_code && source.coupon_code) {
    await trx.updateTable('cart').set({ coupon_code: source.coupon_code }).where('cart_id', '=', destination.cart_id).execute();
  }
  await trx.updateTable('cart').set({ is_active: false, updated_at: new Date() }).where('cart_id', '=', source.cart_id).execute();
}
