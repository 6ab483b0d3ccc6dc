// Finding an order again: guestOrder (number + email + postcode) for order tracking, order(order_number) for a
// signed-in customer's printable order.
import { CustomerOrderForPrintDocument, GuestOrderDocument, type PrintableOrderFragment } from '../../gql/generated/graphql';
import type { GraphQLClient } from '../graphql-client';
import { orderLine, orderMoney } from './order-lines';
import type { OrderAddressView, OrderView } from '../../domain/order-types';

type RawAddress = NonNullable<PrintableOrderFragment['shipping_address']>;


function address(raw: RawAddress | null | undefined): OrderAddressView | null {
  if (!raw) return null;
  const place = [raw.sub_district, raw.city, raw.region, raw.postcode].filter(Boolean).join(' ');
  return {
    name: `${raw.firstname} ${raw.lastname}`.trim(),
    company: raw.company ?? null,
    lines: [...raw.street, place].filter(Boolean),
    telephone: raw.telephone ?? null,
    invoice: raw.is_full_invoice
      ? { type: raw.invoice_type ?? null, taxId: raw.tax_identification_number ?? null, headOffice: raw.head_office ?? null, branchOffice: raw.branch_office ?? null }
      : null,
  };
}

export function reshapeOrder(raw: PrintableOrderFragment): OrderView {
  return {
    number: raw.number,
    date: raw.order_date,
    status: raw.status,
    email: raw.email ?? null,
    shippingMethod: raw.shipping_method ?? null,
    timeSlot: raw.time_slot ?? null,
    items: (raw.items ?? []).flatMap((item) =>
      item
        ? [
            {
              ...orderLine(item),
              options: (item.selected_options ?? []).flatMap((option) => (option ? [option] : [])),
            },
          ]
        : [],
    ),
    subtotal: orderMoney(raw.total?.subtotal),
    shipping: orderMoney(raw.total?.total_shipping),
    tax: orderMoney(raw.total?.total_tax),
    discounts: (raw.total?.discounts ?? []).flatMap((discount) => (discount ? [{ label: discount.label, amount: orderMoney(discount.amount) }] : [])),
    fees: (raw.total?.extra_fees ?? []).map((fee) => ({ label: fee.label, amount: orderMoney(fee.amount) })),
    grandTotal: orderMoney(raw.total?.grand_total),
    paymentMethods: (raw.payment_methods ?? []).flatMap((method) => (method ? [method.name] : [])),
    shippingAddress: address(raw.shipping_address),
    billingAddress: address(raw.billing_address),
  };
}

export async function findGuestOrder(client: GraphQLClient, query: { number: string; email: string; postcode: string }): Promise<OrderView> {
  const { guestOrder } = await client.request(GuestOrderDocument, query);
  return reshapeOrder(guestOrder);
}

export async function findCustomerOrder(client: GraphQLClient, orderNumber: string): Promise<OrderView> {
  const { order } = await client.request(CustomerOrderForPrintDocument, { orderNumber });
  if (!order) throw new Error(`Could not find the order ${orderNumber}`);
  return reshapeOrder(order);
}
