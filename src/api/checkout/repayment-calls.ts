// The repayment machine's actors. A signed-in customer's order is loaded with the repayment header (the transport
// adds is-repayment on /repayment/order_increment_id paths); its cartIdMask is the repayment cart. A guest's order
// is loaded the same way through its link's token (guestOrderByToken), which hands out the guest's repayment cart
// (docs/decisions/checkout-repayment-guests.md).
import { GetGuestOrderForRepaymentDocument, GetOrderForRepaymentDocument, GetPaymentInformationDocument } from '../../gql/generated/graphql';
import type { GraphQLClient } from '../graphql-client';
import type { PaymentMethodOption } from '../../domain/checkout-types';
import { orderLine, orderMoney } from './order-lines';
import { reshapeOrder as printableOrder } from './order-calls';
import type { RepaymentData, RepaymentOrder } from '../../domain/repayment-types';

type RawOrder =
  | NonNullable<import('../../gql/generated/graphql').GetOrderForRepaymentQuery['order']>
  | import('../../gql/generated/graphql').GetGuestOrderForRepaymentQuery['guestOrderByToken'];

function reshapeOrder(order: RawOrder): RepaymentOrder {
  const grand = order.total?.grand_total;
  return {
    number: order.number,
    cartIdMask: order.cartIdMask ?? null,
    canRepayment: order.canRepayment,
    orderDate: order.order_date,
    status: order.status,
    grandTotal: orderMoney(grand),
    items: (order.items ?? []).flatMap((item) =>
      item
        ? [
            orderLine(item),
          ]
        : [],
    ),
    paymentMethods: (order.payment_methods ?? []).flatMap((method) => (method ? [{ name: method.name, type: method.type }] : [])),
    document: printableOrder(order),
  };
}

export async function fetchPaymentMethods(client: GraphQLClient, cartId: string): Promise<PaymentMethodOption[]> {
  const { cart } = await client.request(GetPaymentInformationDocument, { cartId });
  return (cart?.available_payment_methods ?? []).flatMap((method) => (method ? [{ code: method.code, title: method.title }] : []));
}

export async function loadRepayment(
  client: GraphQLClient,
  input: { orderNumber: string; signedIn: boolean; guestOrderToken: string | null },
): Promise<RepaymentData> {
  if (input.signedIn) {
    const { order } = await client.request(GetOrderForRepaymentDocument, { orderNumber: input.orderNumber });
    if (!order) throw new Error(`Could not find the order ${input.orderNumber}`);
    const reshaped = reshapeOrder(order);
    const cartId = reshaped.cartIdMask ?? '';
    return { order: reshaped, cartId, methods: reshaped.canRepayment && cartId ? await fetchPaymentMethods(client, cartId) : [] };
  }
  if (!input.guestOrderToken) return { order: null, cartId: '', methods: [] };
  const { guestOrderByToken } = await client.request(GetGuestOrderForRepaymentDocument, { token: input.guestOrderToken });
  // A link to another order than the page's is no proof for this one.
  if (guestOrderByToken.number !== input.orderNumber) throw new Error(`Could not find the order ${input.orderNumber}`);
  const reshaped = reshapeOrder(guestOrderByToken);
  const cartId = reshaped.cartIdMask ?? '';
  return { order: reshaped, cartId, methods: reshaped.canRepayment && cartId ? await fetchPaymentMethods(client, cartId) : [] };
}
