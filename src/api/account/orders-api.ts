// The customer's orders: the history page (filters from the query string, 10 per page) and one order's details;
// reorder puts an order's items back into the cart in one call.
import { AddOrderItemsToCartDocument, GetCustomerOrderDocument, GetCustomerOrdersDocument } from '../../gql/generated/graphql';
import type { Money } from '../../domain/cart-types';
import type { GraphQLClient } from '../graphql-client';
import { toFilterInput, type OrderFilters } from './order-history-filters';
import { reshapeOrder } from '../checkout/order-calls';
import type { OrderView } from '../../domain/order-types';

export const ORDERS_PAGE_SIZE = 10;

export interface OrderSummary {
  number: string;
  date: string;
  status: string;
  state: string;
  total: Money | null;
}

export interface OrderStateCount {
  state: string;
  label: string;
  count: number;
}

export interface OrderHistoryPage {
  orders: OrderSummary[];
  totalCount: number;
  totalPages: number;
  stateCounts: OrderStateCount[];
}

export interface OrderLine {
  id: string;
  name: string;
  sku: string;
  quantity: number;
  price: Money | null;
  options: { label: string; value: string }[];
}

export interface OrderDetails extends OrderSummary {
  lines: OrderLine[];
  subtotal: Money | null;
  shipping: Money | null;
  tax: Money | null;
  shippingAddress: string[] | null;
  /** How it was paid: the method's title and, for company credit, the buyer's comment kept with the order. */
  payment: { title: string; creditComment: string | null } | null;
  /** The same order as the tracking and printable pages show it. */
  document: OrderView;
}

/** The name under which the server keeps the buyer's comment on a company-credit payment (additional_data). */
const CREDIT_COMMENT = 'company_credit_comment';

const money = (raw: { value: number | null; currency: string | null } | null | undefined): Money | null =>
  raw && raw.value !== null ? { value: raw.value, currency: raw.currency ?? 'THB' } : null;

export async function fetchOrderHistory(client: GraphQLClient, filters: OrderFilters, page: number): Promise<OrderHistoryPage> {
  const { customer } = await client.request(GetCustomerOrdersDocument, { filter: toFilterInput(filters), pageSize: ORDERS_PAGE_SIZE, currentPage: page });
  const orders = customer?.orders;
  return {
    orders: (orders?.items ?? [])
      .filter((order): order is NonNullable<typeof order> => !!order)
      .map((order) => ({
        number: order.number,
        date: order.order_date,
        status: order.status,
        state: order.state ?? '',
        total: money(order.total?.grand_total),
      })),
    totalCount: orders?.total_count ?? 0,
    totalPages: Math.max(1, orders?.page_info?.total_pages ?? 1),
    stateCounts: orders?.state_counts ?? [],
  };
}

export async function fetchOrder(client: GraphQLClient, number: string): Promise<OrderDetails | null> {
  const { customer } = await client.request(GetCustomerOrderDocument, { number });
  const order = customer?.orders?.items?.find((item) => item?.number === number);
  if (!order) return null;
  const address = order.shipping_address;
  const payment = order.payment_methods?.find((method) => !!method);
  return {
    number: order.number,
    date: order.order_date,
    status: order.status,
    state: order.state ?? '',
    total: money(order.total?.grand_total),
    subtotal: money(order.total?.subtotal),
    shipping: money(order.total?.total_shipping),
    tax: money(order.total?.total_tax),
    lines: (order.items ?? [])
      .filter((line): line is NonNullable<typeof line> => !!line)
      .map((line) => ({
        id: line.id,
        name: line.product_name ?? line.product_sku,
        sku: line.product_sku,
        quantity: line.quantity_ordered ?? 0,
        price: money(line.product_sale_price),
        options: (line.selected_options ?? []).filter((o): o is NonNullable<typeof o> => !!o).map((o) => ({ label: o.label, value: o.value })),
      })),
    shippingAddress: address
      ? [`${address.firstname} ${address.lastname}`, ...address.street, [address.city, address.region, address.postcode].filter(Boolean).join(' '), address.telephone ?? ''].filter(Boolean)
      : null,
    payment: payment ? { title: payment.name, creditComment: payment.additional_data?.find((entry) => entry?.name === CREDIT_COMMENT)?.value ?? null } : null,
    document: reshapeOrder(order),
  };
}

/** Adds an order's lines to the cart (the cart actor is refreshed afterwards by the caller). */
export async function addOrderToCart(client: GraphQLClient, cartId: string, order: OrderDetails): Promise<void> {
  const { addProductsToCart } = await client.request(AddOrderItemsToCartDocument, {
    cartId,
    cartItems: order.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
  });
  const errors = addProductsToCart?.user_errors ?? [];
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join(', '));
}
