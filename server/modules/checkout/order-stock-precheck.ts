import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** What a cart about to be placed needs of one product, and what the product had when it was read. */
export interface StockNeed {
  productId: number;
  need: number;
  onHand: number;
  preorder: boolean;
}

/**
 * One read, outside any transaction: the stock each line of an active cart takes (a configurable line takes
 * its variant's), with the product's quantity on hand as committed now. The order admission refuses from it
 * a buyer whose product is already gone (order-admission.ts); it never decides a placement: the placing
 * transaction takes stock with its own conditional update. Bundle lines are left out (what they take depends
 * on their selections, which the transaction resolves), and so is a repayment cart (its stock was taken
 * with the order it pays). Only the cart's owner's carts are read: another shopper's cart id tells nothing.
 */
export async function readStockNeeds(db: Kysely<Database>, maskedId: string, storeId: number, customerId: number | null): Promise<StockNeed[]> {
  const { rows } = await sql<{ product_id: number; need: number; on_hand: number; is_preorder: boolean }>`
    select p.product_id, sum(ci.qty)::float8 as need, p.qty::float8 as on_hand, p.is_preorder
    from cart c
    join cart_item ci on ci.cart_id = c.cart_id
    join product p on p.product_id = coalesce(ci.variant_id, ci.product_id)
    where c.masked_id = ${maskedId} and c.is_active and not c.is_repayment and c.store_id = ${storeId}
      and c.customer_id is not distinct from ${customerId}::int and p.type_id <> 'bundle'
    group by p.product_id, p.qty, p.is_preorder`.execute(db);
  return rows.map((row) => ({ productId: row.product_id, need: Number(row.need), onHand: Number(row.on_hand), preorder: row.is_preorder }));
}
