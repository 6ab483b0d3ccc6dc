import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CheckoutAddressData, Database, SalesOrderItemTable, SalesOrderTable } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

export type OrderRow = Selectable<SalesOrderTable>;
export type OrderItemRow = Selectable<SalesOrderItemTable>;

/** One order with its addresses and items, as every order answer and the mail are built from. */
export interface OrderRecord {
  order: OrderRow;
  shipping: CheckoutAddressData | null;
  billing: CheckoutAddressData | null;
  items: OrderItemRow[];
}

/** Loads orders with their addresses and items in three statements, whatever their number. */
export async function loadOrderRecords(db: Db, orders: readonly OrderRow[]): Promise<OrderRecord[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.order_id);
  const [addresses, items] = await Promise.all([
    db.selectFrom('sales_order_address').selectAll().where('order_id', 'in', ids).execute(),
    db.selectFrom('sales_order_item').selectAll().where('order_id', 'in', ids).orderBy('position').orderBy('item_id').execute(),
  ]);
  return orders.map((order) => ({
    order,
    shipping: addresses.find((a) => a.order_id === order.order_id && a.address_type === 'shipping')?.data ?? null,
    billing: addresses.find((a) => a.order_id === order.order_id && a.address_type === 'billing')?.data ?? null,
    items: items.filter((i) => i.order_id === order.order_id),
  }));
}

export async function loadOrderRecord(db: Db, orderId: number): Promise<OrderRecord | undefined> {
  const order = await db.selectFrom('sales_order').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  return order ? (await loadOrderRecords(db, [order]))[0] : undefined;
}
