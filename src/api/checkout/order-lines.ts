// Raw order amounts and lines → domain shapes, shared by the printable/tracked order (order-calls.ts) and the
// repayment order (repayment-calls.ts), which ask for the same item fields through different operations.
import type { Money } from '../../domain/cart-types';

export type RawOrderMoney = { value?: number | null; currency?: string | null } | null | undefined;

interface RawOrderItem {
  id: string;
  product_name?: string | null;
  product_sku: string;
  quantity_ordered?: number | null;
  product_sale_price: RawOrderMoney;
}

export interface OrderLine {
  id: string;
  name: string;
  sku: string;
  quantity: number;
  price: Money | null;
}

/** An amount the server may leave empty; orders without a currency are in baht. */
export function orderMoney(raw: RawOrderMoney): Money | null {
  return raw?.value == null ? null : { value: raw.value, currency: raw.currency ?? 'THB' };
}

export function orderLine(item: RawOrderItem): OrderLine {
  return {
    id: item.id,
    name: item.product_name ?? item.product_sku,
    sku: item.product_sku,
    quantity: item.quantity_ordered ?? 0,
    price: orderMoney(item.product_sale_price),
  };
}
