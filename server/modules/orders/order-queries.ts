import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import type { CustomerOrderSortInput, CustomerOrdersFilterInput, ResolversTypes } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { localize } from '../../i18n/translate';
import { bangkokDayBound } from '../checkout/delivery-slots';
import { customerOrderOutput, trackingStatus } from './order-output';
import { loadOrderRecords } from './order-records';
import { ORDER_STATES, REPAYABLE_STATUSES } from './order-states';
import { repaymentCartFor } from './repayment';

type OrderQuery = SelectQueryBuilder<Database, 'sales_order', object>;

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * A filter date as an instant. Dates and times without a zone ("2026-11-25", "2026-11-25 00:00:00", as the
 * storefront sends them) are the shop's calendar and clock (Bangkok, as delivery dates): a shopper who ordered at
 * 00:40 on the 25th in Bangkok (17:40 on the 24th in UTC) finds the order under the 25th. A bare upper bound
 * means "through that day".
 */
function shopTime(value: string, bound: 'start' | 'end'): Date {
  if (BARE_DATE.test(value)) return bangkokDayBound(value, bound);
  const wall = WALL_TIME.exec(value);
  return wall ? new Date(`${wall[1]}T${wall[2]}+07:00`) : new Date(value);
}

const NOT_FOUND = msg("We couldn't locate an order with the information provided.");

/**
 * guestOrder: the order whose number, email and billing postcode all match (Magento's rule), else one
 * refusal that does not say which part was wrong. Works for any order, as Magento's order-tracking form does.
 */
export async function guestOrder(ctx: GraphQLContext, input: { number: string; email: string; postcode: string }) {
  const number = input.number.trim();
  const email = input.email.trim().toLowerCase();
  const postcode = input.postcode.trim();
  if (!number || !email || !postcode) throw new GraphQlInputException(NOT_FOUND);
  const order = await ctx.db
    .selectFrom('sales_order as o')
    .innerJoin('sales_order_address as a', (join) => join.onRef('a.order_id', '=', 'o.order_id').on('a.address_type', '=', 'billing'))
    .selectAll('o')
    .where('o.increment_id', '=', number)
    .where(sql<string>`lower(o.email)`, '=', email)
    .where('a.postcode', '=', postcode)
    .executeTakeFirst();
  if (!order) throw new GraphQlNoSuchEntityException(NOT_FOUND);
  const [record] = await loadOrderRecords(ctx.db, [order]);
  if (!record) throw new GraphQlNoSuchEntityException(NOT_FOUND);
  return customerOrderOutput(ctx, record);
}

/** Tracking statuses as the history filter names them, back to the order statuses they stand for. */
const TRACKING_TO_STATUS = new Map(Object.values(ORDER_STATES).map((s) => [trackingStatus(s), s.status]));

function equalValues(filter: { eq?: string | null; in?: (string | null)[] | null } | null | undefined): string[] | null {
  if (!filter) return null;
  const values = [...(filter.eq ? [filter.eq] : []), ...(filter.in ?? []).filter((v): v is string => typeof v === 'string')];
  return values.length > 0 ? values : null;
}

/** The spec's history filters: number (eq/in/match), created_at range, state and tracking status (eq/in). */
function applyFilter(query: OrderQuery, filter: CustomerOrdersFilterInput | null | undefined, withState = true): OrderQuery {
  if (!filter) return query;
  let q = query;
  const numbers = equalValues(filter.number);
  if (numbers) q = q.where('increment_id', 'in', numbers);
  if (filter.number?.match) q = q.where('increment_id', 'like', `%${filter.number.match.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  const from = filter.created_at?.from;
  const to = filter.created_at?.to;
  if (from) q = q.where('created_at', '>=', shopTime(from, 'start'));
  if (to) q = q.where('created_at', '<=', shopTime(to, 'end'));
  const states = withState ? equalValues(filter.state) : null;
  if (states) q = q.where('state', 'in', states);
  const tracking = equalValues(filter.tracking_order_status);
  if (tracking) q = q.where('status', 'in', tracking.map((t) => TRACKING_TO_STATUS.get(t) ?? t));
  return q;
}

function checkDates(filter: CustomerOrdersFilterInput | null | undefined): void {
  for (const value of [filter?.created_at?.from, filter?.created_at?.to]) {
    if (value && Number.isNaN(new Date(value).getTime())) throw new GraphQlInputException(msg('Required parameter "{name}" is missing', { name: 'created_at' }));
  }
}

const STATE_LABELS: Record<string, Parameters<typeof msg>[0]> = {
  new: 'Pending',
  pending_payment: 'Pending Payment',
  processing: 'Processing',
  canceled: 'Canceled',
};

/** customer.orders / customerOrders: the signed-in customer's orders, filtered, sorted, paged, with state counts. */
export async function customerOrders(
  ctx: GraphQLContext,
  customerId: number,
  args: { filter?: CustomerOrdersFilterInput | null; currentPage?: number | null; pageSize?: number | null; sort?: CustomerOrderSortInput | null },
): Promise<ResolversTypes['CustomerOrders']> {
  checkDates(args.filter);
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (pageSize < 1) throw new GraphQlInputException(msg('pageSize value must be greater than 0.'));
  if (currentPage < 1) throw new GraphQlInputException(msg('currentPage value must be greater than 0.'));
  const base = ctx.db.selectFrom('sales_order').where('customer_id', '=', customerId);
  const filtered = applyFilter(base, args.filter);
  const column = args.sort?.sort_field === 'NUMBER' ? 'increment_id' : 'created_at';
  const direction = args.sort?.sort_direction === 'ASC' ? 'asc' : 'desc';
  const [rows, count, counts] = await Promise.all([
    filtered.selectAll().orderBy(column, direction).orderBy('order_id', direction).limit(pageSize).offset((currentPage - 1) * pageSize).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    // Counts per state ignore the state filter itself, so the history's tabs show every state's number.
    applyFilter(base, args.filter, false).select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute(),
  ]);
  const records = await loadOrderRecords(ctx.db, rows);
  const total = Number(count.n);
  return {
    items: records.map((record) => customerOrderOutput(ctx, record)),
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
    state_counts: counts.map((c) => ({ state: c.state, label: STATE_LABELS[c.state] ? localize(ctx, msg(STATE_LABELS[c.state] as Parameters<typeof msg>[0])) : c.state, count: Number(c.n) })),
  };
}

/**
 * order(order_number): one of the signed-in customer's orders. With `is-repayment: true` and an order that
 * may still be paid, it also hands out the repayment cart (cartIdMask); without the header it only reads.
 */
export async function customerOrderByNumber(ctx: GraphQLContext, customerId: number, orderNumber: string) {
  const order = await ctx.db.selectFrom('sales_order').selectAll().where('increment_id', '=', orderNumber.trim()).where('customer_id', '=', customerId).executeTakeFirst();
  if (!order) throw new GraphQlNoSuchEntityException(msg('The order number "{number}" was not found.', { number: orderNumber }));
  const [record] = await loadOrderRecords(ctx.db, [order]);
  if (!record) throw new GraphQlNoSuchEntityException(msg('The order number "{number}" was not found.', { number: orderNumber }));
  const canRepayment = REPAYABLE_STATUSES.includes(order.status);
  const cartIdMask = canRepayment && ctx.isRepayment ? await repaymentCartFor(ctx.db, order.order_id, customerId, ctx.store.id, order.currency) : null;
  return customerOrderOutput(ctx, record, { canRepayment, cartIdMask });
}
