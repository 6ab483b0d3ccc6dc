import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { createGuestCart, customerActiveCart } from '../cart/cart-lifecycle';
import { currentCustomerId, requireCustomerId } from '../customers/current-customer';
import { storeDirectoryFor } from '../store/store-directory';
import { purchaseEvent } from './ga4-purchase';
import { customerOrderOutput, orderToken } from './order-output';
import { customerOrderByNumber, customerOrders, guestOrder } from './order-queries';
import { loadOrderRecord } from './order-records';
import { REPAYABLE_STATUSES } from './order-states';
import { repaymentCartFor } from './repayment';
import { placeOrderAdmitted } from './place-order-admitted';
import { PlaceOrderRefusal, refusalText } from './place-order-checks';

const required = (name: string): GraphQlInputException => new GraphQlInputException(msg('Required parameter "{name}" is missing', { name }));

/** The data layer's purchase event is given only where the store view runs GA4 (as sign-in's enable_gtm_ga4). */
async function ga4Active(ctx: GraphQLContext): Promise<boolean> {
  return (await storeDirectoryFor(ctx.db).snapshot()).config(ctx.store.id, 'google/gtag/analytics4/active') === '1';
}

export const resolvers: Resolvers = {
  Query: {
    guestOrder: (_parent, { input }, ctx) => guestOrder(ctx, input),
    async guestOrderByToken(_parent, { input }, ctx) {
      // The token names its order (order id first), then must match the order's own token exactly.
      const orderId = Number(input.token.split('.')[0]);
      const record = Number.isSafeInteger(orderId) ? await loadOrderRecord(ctx.db, orderId) : undefined;
      if (!record || `${record.order.order_id}.${orderToken(record.order)}` !== input.token) {
        throw new GraphQlNoSuchEntityException(msg("We couldn't locate an order with the information provided."));
      }
      // The link is the guest's proof of the order: with the repayment header, a guest order whose payment failed
      // or is pending hands out its repayment cart, as order(order_number) does for a customer's.
      const canRepayment = record.order.customer_id === null && REPAYABLE_STATUSES.includes(record.order.status);
      const cartIdMask = canRepayment && ctx.isRepayment ? await repaymentCartFor(ctx.db, record.order.order_id, null, ctx.store.id, record.order.currency) : null;
      return customerOrderOutput(ctx, record, { canRepayment, cartIdMask });
    },
    async customerOrders(_parent, _args, ctx) {
      return customerOrders(ctx, await requireCustomerId(ctx), {});
    },
    async order(_parent, { order_number }, ctx) {
      return customerOrderByNumber(ctx, await requireCustomerId(ctx), order_number);
    },
  },
  OrderItemInterface: {
    __resolveType: () => 'OrderItem',
  },
  Customer: {
    async orders(_parent, args, ctx) {
      return customerOrders(ctx, await requireCustomerId(ctx), args);
    },
  },
  Mutation: {
    async placeOrder(_parent, { input }, ctx) {
      if (!input?.cart_id) throw required('cart_id');
      let placed;
      try {
        placed = await placeOrderAdmitted(ctx, input.cart_id, input.amgdpr_consents);
      } catch (error) {
        // Magento 2.4.7 answers refusals in `errors` (PlaceOrderErrorCodes) with no order; authorization
        // and input errors stay GraphQL errors.
        if (error instanceof PlaceOrderRefusal) return { orderV2: null, order: null, errors: [{ code: error.code, message: refusalText(ctx, error) }], new_cart_id: null, gtm_ga4: null };
        throw error;
      }
      const record = placed.record ?? (await loadOrderRecord(ctx.db, placed.orderId));
      // The shopper's next cart; failing to open one does not undo the order (the storefront recreates it).
      const customerId = await currentCustomerId(ctx);
      const repayment = placed.state.data.checkout?.repayment_order_id !== null && placed.state.data.checkout?.repayment_order_id !== undefined;
      let newCartId: string | null = null;
      if (!repayment) {
        try {
          newCartId = customerId !== null ? (await customerActiveCart(ctx, customerId)).masked_id : (await createGuestCart(ctx, null)).masked_id;
        } catch {
          newCartId = null;
        }
      }
      return {
        order: { order_number: placed.number, order_id: placed.number },
        orderV2: record ? customerOrderOutput(ctx, record) : null,
        errors: [],
        new_cart_id: newCartId,
        gtm_ga4: record && (await ga4Active(ctx)) ? JSON.stringify(purchaseEvent(record)) : null,
      };
    },
  },
};
