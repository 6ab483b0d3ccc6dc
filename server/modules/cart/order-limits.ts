import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { OrderLimits } from '../pricing/order-conditions';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Config paths of the cart conditions. The minimum is Magento's own (sales/minimum_order/*, amount in baht
 * as Magento stores it); the maximum is talat's. A store-view row overrides the default-scope row.
 */
export const ORDER_LIMIT_PATHS = {
  active: 'sales/minimum_order/active',
  minAmount: 'sales/minimum_order/amount',
  minMessage: 'sales/minimum_order/description',
  maxAmount: 'talat/cart/maximum_order_amount',
  maxMessage: 'talat/cart/maximum_order_description',
} as const;

function bahtToSatang(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

export async function loadOrderLimits(db: Db, storeId: number): Promise<OrderLimits> {
  const rows = await db
    .selectFrom('config')
    .select(['scope_id', 'path', 'value'])
    .where('path', 'in', Object.values(ORDER_LIMIT_PATHS))
    .where('scope_id', 'in', [0, storeId])
    .orderBy('scope_id')
    .execute();
  const value = new Map<string, string>();
  for (const row of rows) if (row.value !== null) value.set(row.path, row.value);
  const minActive = value.get(ORDER_LIMIT_PATHS.active) === '1';
  return {
    minAmount: minActive ? bahtToSatang(value.get(ORDER_LIMIT_PATHS.minAmount)) : null,
    maxAmount: bahtToSatang(value.get(ORDER_LIMIT_PATHS.maxAmount)),
    minMessage: value.get(ORDER_LIMIT_PATHS.minMessage) || null,
    maxMessage: value.get(ORDER_LIMIT_PATHS.maxMessage) || null,
  };
}
