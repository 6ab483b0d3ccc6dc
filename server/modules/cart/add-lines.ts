import type { CartItemInput, CartUserInputError } from '../../graphql/generated/resolvers-types';
import type { Message } from '../../i18n/message';
import { qty4ToNumber, scaleQty4, toQty4 } from '../pricing/satang';
import { giftRuleFor } from '../promotions/free-gifts';
import type { CartRow } from './cart-access';
import { cartLanguage, loadCartSnapshot } from './cart-snapshot';
import type { Trx } from './cart-write';
import { draftLines, lineKey, type LineDraft } from './line-drafts';
import { NOT_AVAILABLE_MESSAGE, qtyProblem } from './qty-rules';

/** A user error of addProductsToCart before it is put into the store view's language. */
export interface CartLineError {
  code: CartUserInputError['code'];
  message: Message;
}

/**
 * Adds the items to a locked cart. Each input either becomes (or grows) lines, or yields a user error in
 * Magento's words and codes; the other inputs still go in, as addProductsToCart does.
 */
export async function addItemsToCart(trx: Trx, cart: CartRow, customerId: number | null, items: readonly CartItemInput[]): Promise<CartLineError[]> {
  const errors: CartLineError[] = [];
  const lang = await cartLanguage(trx, cart);
  for (const item of items) {
    const result = await draftLines(trx, item, cart.store_id, lang);
    if ('error' in result) {
      errors.push({ code: result.error.code, message: result.error.message });
      continue;
    }
    for (const draft of result.drafts) {
      const message = await addDraft(trx, cart, customerId, draft);
      if (message) errors.push(message);
    }
  }
  return errors;
}

async function addDraft(trx: Trx, cart: CartRow, customerId: number | null, draft: LineDraft): Promise<CartLineError | null> {
  let qty4 = draft.qty4;
  let giftRuleId: number | null = null;
  // Products flagged is_free are gifts: they go in only while a fired gift rule offers them, at 0.
  if (draft.product.is_free && draft.variant === null) {
    const snapshot = await loadCartSnapshot(trx, cart, customerId);
    const rule = giftRuleFor(snapshot.gifts, draft.product.sku);
    if (!rule) return { code: 'NOT_SALABLE', message: NOT_AVAILABLE_MESSAGE };
    giftRuleId = rule.rule.rule_id;
    qty4 = Math.min(qty4, rule.remaining4);
  }
  const key = lineKey(draft);
  const existing = await trx
    .selectFrom('cart_item')
    .select(['item_id', 'qty'])
    .where('cart_id', '=', cart.cart_id)
    .where('line_key', '=', key)
    .where('is_free_gift', '=', giftRuleId !== null)
    .executeTakeFirst();
  const total4 = (existing ? toQty4(existing.qty) : 0) + qty4;
  for (const part of draft.stockParts) {
    const problem = qtyProblem(part.product, scaleQty4(total4, part.per4));
    if (problem && !(giftRuleId !== null && problem.itemCode === 'ITEM_INCREMENTS')) return { code: problem.code, message: problem.message };
  }
  const now = new Date();
  if (existing) {
    await trx.updateTable('cart_item').set({ qty: qty4ToNumber(total4), updated_at: now }).where('item_id', '=', existing.item_id).execute();
    return null;
  }
  const last = await trx
    .selectFrom('cart_item')
    .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.val(0)).as('position'))
    .where('cart_id', '=', cart.cart_id)
    .executeTakeFirst();
  await trx
    .insertInto('cart_item')
    .values({
      cart_id: cart.cart_id,
      product_id: draft.product.product_id,
      variant_id: draft.variant?.product_id ?? null,
      grouped_parent_id: draft.groupedParentId,
      options: JSON.stringify(draft.options),
      line_key: key,
      qty: qty4ToNumber(total4),
      position: Number(last?.position ?? 0) + 1,
      special_request: null,
      is_free_gift: giftRuleId !== null,
      free_gift_rule_id: giftRuleId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return null;
}
