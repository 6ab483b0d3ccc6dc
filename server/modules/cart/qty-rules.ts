import { msg, type Message } from '../../i18n/message';
import { qty4ToNumber, toQty4 } from '../pricing/satang';

/** Magento's stock and quantity messages (CatalogInventory StockStateProvider, QuoteGraphQl). */
export const NOT_AVAILABLE_MESSAGE = msg('Product that you are trying to add is not available.');
export const QTY_NOT_AVAILABLE_MESSAGE = msg('The requested qty is not available');
export const SOME_OUT_OF_STOCK_MESSAGE = msg('Some of the products are out of stock.');
export const NOT_ALL_QTY_MESSAGE = msg('Not all of your products are available in the requested quantity.');
export const productNotFoundMessage = (sku: string): Message => msg('Could not find a product with SKU "{sku}"', { sku });

/** 2 → "2", 0.5 → "0.5": Magento prints quantities as numbers without trailing zeros. */
export function formatQty(qty4: number): string {
  return String(qty4ToNumber(qty4));
}

export interface StockColumns {
  status: number;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  qty: string;
  min_sale_qty: string;
  max_sale_qty: string;
  qty_increments: string;
  is_preorder: boolean;
}

export type QtyProblem = { code: 'NOT_SALABLE' | 'INSUFFICIENT_STOCK'; message: Message; itemCode: 'ITEM_QTY' | 'ITEM_INCREMENTS' };

/**
 * Why a product cannot be had in this total quantity (the whole line after the change), or null.
 * Pre-order products may be ordered beyond what is on hand.
 */
export function qtyProblem(product: StockColumns, totalQty4: number): QtyProblem | null {
  if (product.status !== 1 || product.stock_status !== 'IN_STOCK') {
    return { code: 'NOT_SALABLE', message: NOT_AVAILABLE_MESSAGE, itemCode: 'ITEM_QTY' };
  }
  const min = toQty4(product.min_sale_qty);
  const max = toQty4(product.max_sale_qty);
  const step = toQty4(product.qty_increments);
  if (min > 0 && totalQty4 < min) {
    return { code: 'INSUFFICIENT_STOCK', message: msg('The fewest you may purchase is {qty}.', { qty: formatQty(min) }), itemCode: 'ITEM_QTY' };
  }
  if (max > 0 && totalQty4 > max) {
    return { code: 'INSUFFICIENT_STOCK', message: msg('The most you may purchase is {qty}.', { qty: formatQty(max) }), itemCode: 'ITEM_QTY' };
  }
  if (step > 0 && totalQty4 % step !== 0) {
    return {
      code: 'INSUFFICIENT_STOCK',
      message: msg('You can buy this product only in quantities of {qty} at a time.', { qty: formatQty(step) }),
      itemCode: 'ITEM_INCREMENTS',
    };
  }
  if (!product.is_preorder && totalQty4 > toQty4(product.qty)) {
    return { code: 'INSUFFICIENT_STOCK', message: QTY_NOT_AVAILABLE_MESSAGE, itemCode: 'ITEM_QTY' };
  }
  return null;
}
