import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';
import { queuePush } from './push-outbox';

/**
 * "Order paid": queued in the transaction that marks the order paid, in the order's store-view language, for a
 * customer's order (a guest has no subscriptions). The click opens the order in the account.
 */
export async function queueOrderPaidPush(trx: Transaction<Database>, order: { customerId: number | null; number: string; storeCode: string }): Promise<void> {
  if (order.customerId === null) return;
  const locale = order.storeCode;
  await queuePush(trx, {
    customerId: order.customerId,
    kind: 'order_paid',
    title: translate(locale, msg('Payment received')),
    body: translate(locale, msg('Order #{number} is paid. Thank you for shopping with us.', { number: order.number })),
    url: `/sales/order/view/order_id/${encodeURIComponent(order.number)}`,
  });
}
