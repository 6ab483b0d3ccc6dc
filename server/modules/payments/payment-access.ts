import type { GraphQLContext } from '../../graphql/context';
import { GraphQlAuthorizationException, GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { findOrderForPayment, REPAYABLE_STATUSES, type OrderForPayment } from '../../payments/order-link';
import { currentCustomerId } from '../customers/current-customer';
import { storeLanguage, type StoreLanguage } from '../../i18n/store-language';

export type PayableOrder = OrderForPayment;

/** Statuses a payment may start from: waiting for its money (new, pending_payment) or repayable after a decline. */
const PAYABLE_STATUSES: ReadonlySet<string> = new Set(['pending', ...REPAYABLE_STATUSES]);

/**
 * The order a payment-start field may pay, checked the way the storefront's ids allow: the order exists,
 * `cart_id` is the masked id of the cart that became it: lastCartId, or cartIdRepayment once a repayment
 * cart has been placed for it (the orders module then records that cart on the order), and when the order
 * is a customer's, the request carries that customer's token.
 * A wrong cart id and an unknown order
 * number answer alike for guests, so order numbers cannot be probed. Then: the order was placed with one
 * of `methods` and is still waiting for its money.
 */
export async function orderForPayment(
  ctx: GraphQLContext,
  cartId: string,
  orderNumber: string,
  methods: readonly string[],
  /** A status poll may look at a paid or cancelled order: that is the answer it waits for. */
  options: { allowSettled?: boolean } = {},
): Promise<PayableOrder> {
  const order = await findOrderForPayment(ctx.db, orderNumber);
  if (!order || order.maskedCartId !== cartId) {
    throw new GraphQlNoSuchEntityException(msg('Could not find an order with number "{number}"', { number: orderNumber }));
  }
  if (order.customerId !== null && order.customerId !== (await currentCustomerId(ctx))) {
    throw new GraphQlAuthorizationException(msg('The current user cannot pay for order "{number}"', { number: orderNumber }));
  }
  if (!methods.includes(order.paymentMethodCode)) {
    throw new GraphQlInputException(msg('Order "{number}" is not paid with this payment method.', { number: orderNumber }));
  }
  if (!options.allowSettled && !PAYABLE_STATUSES.has(order.status)) {
    throw new GraphQlInputException(msg('Order "{number}" cannot be paid any more.', { number: orderNumber }));
  }
  return order;
}

/** The shopper's language for the provider pages: the store view's. */
export function payerLanguage(ctx: GraphQLContext): StoreLanguage {
  return storeLanguage(ctx.store);
}
