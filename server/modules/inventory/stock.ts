import { sql, type Transaction } from 'kysely';
import type { Database, StockTaken } from '../../db/types';
import { qty4ToNumber } from '../pricing/satang';

type Trx = Transaction<Database>;

/** Adds up what several lines need of each product (a product may sit in two lines or in a bundle). */
export function sumStockNeeds(needs: readonly StockTaken[]): StockTaken[] {
  const byProduct = new Map<number, number>();
  for (const need of needs) if (need.qty4 > 0) byProduct.set(need.product_id, (byProduct.get(need.product_id) ?? 0) + need.qty4);
  // Taken in product id order: two orders locking the same products lock them in the same order (no deadlock).
  return [...byProduct.entries()].sort((a, b) => a[0] - b[0]).map(([product_id, qty4]) => ({ product_id, qty4 }));
}

/**
 * Takes stock for an order, inside its transaction. Each product is one conditional update (quantity left
 * must cover the need, or the product is a pre-order), so concurrent orders never take stock below zero:
 * PostgreSQL re-checks the condition on the locked row after a concurrent update. Returns the products
 * that could not be had (the caller rolls back); the last unit sold marks the product out of stock.
 */
export async function takeStock(trx: Trx, needs: readonly StockTaken[]): Promise<{ taken: StockTaken[]; short: number[] }> {
  const taken: StockTaken[] = [];
  const short: number[] = [];
  for (const need of sumStockNeeds(needs)) {
    const qty = qty4ToNumber(need.qty4);
    const updated = await trx
      .updateTable('product')
      .set({
        // A pre-order may be ordered beyond what is on hand; its quantity stops at zero.
        qty: sql`case when is_preorder then greatest(qty - ${qty}, 0) else qty - ${qty} end`,
        stock_status: sql`case when not is_preorder and qty - ${qty} <= 0 then 'OUT_OF_STOCK' else stock_status end`,
        updated_at: new Date(),
      })
      .where('product_id', '=', need.product_id)
      .where((eb) => eb.or([eb('is_preorder', '=', true), eb('qty', '>=', String(qty))]))
      .returning('product_id')
      .executeTakeFirst();
    if (updated) taken.push(need);
    else short.push(need.product_id);
  }
  return { taken, short };
}

/** Gives stock back (a cancelled order); a product that comes back above zero is in stock again. */
export async function returnStock(trx: Trx, taken: readonly StockTaken[]): Promise<void> {
  for (const item of sumStockNeeds(taken)) {
    const qty = qty4ToNumber(item.qty4);
    await trx
      .updateTable('product')
      .set({
        qty: sql`qty + ${qty}`,
        stock_status: sql`case when qty + ${qty} > 0 then 'IN_STOCK' else stock_status end`,
        updated_at: new Date(),
      })
      .where('product_id', '=', item.product_id)
      .execute();
  }
}
