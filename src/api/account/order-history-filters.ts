// Order-history filters in the query string (account spec section 2 and 5): keys number[filter],
// created_at[filter], state[filter] and tracking_order_status[filter]; each value is 'value,title'. number, state
// and tracking_order_status are equal filters: one value means eq, several (joined by an underscore) mean in.
// created_at is a range 'from_to' (either side may be empty), shown as 'from X to Y'.
import type { CustomerOrdersFilterInput } from '../../gql/generated/graphql';

export const FILTER_KEYS = ['number', 'created_at', 'state', 'tracking_order_status'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface OrderFilterValue {
  /** The raw value before the comma: one value, several joined by '_', or 'from_to' for created_at. */
  value: string;
  title: string;
}

export type OrderFilters = Partial<Record<FilterKey, OrderFilterValue>>;

export const paramName = (key: FilterKey) => `${key}[filter]`;

export function parseOrderFilters(search: string): OrderFilters {
  const query = new URLSearchParams(search);
  const filters: OrderFilters = {};
  for (const key of FILTER_KEYS) {
    const raw = query.get(paramName(key));
    if (!raw) continue;
    const comma = raw.indexOf(',');
    const value = comma < 0 ? raw : raw.slice(0, comma);
    const title = comma < 0 ? value : raw.slice(comma + 1);
    if (value.replace(/_/g, '') === '') continue;
    filters[key] = { value, title };
  }
  return filters;
}

/** The query string for filters (and a page); keys keep their brackets and values their commas, as the spec writes them. */
export function formatOrderFilters(filters: OrderFilters, page = 1): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');
  const parts: string[] = [];
  for (const key of FILTER_KEYS) {
    const filter = filters[key];
    if (filter) parts.push(`${paramName(key)}=${encode(`${filter.value},${filter.title}`)}`);
  }
  if (page > 1) parts.push(`page=${page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Magento's order states; two of them contain the underscore the spec uses to join several values, so those
 * are read as one value (docs/decisions/account-order-history-filters.md).
 */
export const ORDER_STATES = ['new', 'pending_payment', 'processing', 'complete', 'closed', 'canceled', 'holded', 'payment_review'];

/** Splits 'a_b_c' into values, keeping known multi-word values (pending_payment) whole. */
export function splitValues(value: string, known: readonly string[] = ORDER_STATES): string[] {
  const parts = value.split('_').filter((part) => part !== '');
  const values: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const pair = `${parts[i]}_${parts[i + 1]}`;
    if (i + 1 < parts.length && known.includes(pair)) {
      values.push(pair);
      i++;
    } else values.push(parts[i]!);
  }
  return values;
}

function equalFilter(value: string): { eq: string } | { in: string[] } {
  const values = splitValues(value);
  return values.length === 1 ? { eq: values[0]! } : { in: values };
}

export function dateRangeOf(value: string): { from: string; to: string } {
  const [from = '', to = ''] = value.split('_');
  return { from, to };
}

/** The GraphQL filter for the query-string filters. A created_at 'to' day includes the whole day. */
export function toFilterInput(filters: OrderFilters): CustomerOrdersFilterInput {
  const input: CustomerOrdersFilterInput = {};
  if (filters.number) input.number = equalFilter(filters.number.value);
  if (filters.state) input.state = equalFilter(filters.state.value);
  if (filters.tracking_order_status) input.tracking_order_status = equalFilter(filters.tracking_order_status.value);
  if (filters.created_at) {
    const { from, to } = dateRangeOf(filters.created_at.value);
    input.created_at = { ...(from ? { from: `${from} 00:00:00` } : {}), ...(to ? { to: `${to} 23:59:59` } : {}) };
  }
  return input;
}
