import { createHash } from 'node:crypto';
import type { CheckoutAddressData } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import type { CurrencyEnum, Money, OrderAddress, ResolversTypes } from '../../graphql/generated/resolvers-types';
import { encodeUid } from '../../graphql/uid';
import { msg, type Message } from '../../i18n/message';
import { localize } from '../../i18n/translate';
import { satangToValue, VAT_PERCENT } from '../pricing/satang';
import type { OrderRecord, OrderRow } from './order-records';

export type CustomerOrderOutput = ResolversTypes['CustomerOrder'];

const money = (satang: number, currency: string): Money => ({ value: satangToValue(satang), currency: currency as CurrencyEnum });

/** Magento's default status labels, in the store view's language. */
const STATUS_LABELS: Record<string, Message> = {
  pending: msg('Pending'),
  pending_payment: msg('Pending Payment'),
  payment_failed: msg('Payment Failed'),
  processing: msg('Processing'),
  canceled: msg('Canceled'),
};

/** Where the order is for the shopper's tracking page (the history filter tracking_order_status). */
export function trackingStatus(order: Pick<OrderRow, 'status'>): string {
  switch (order.status) {
    case 'pending_payment':
      return 'awaiting_payment';
    case 'payment_failed':
      return 'payment_failed';
    case 'processing':
      return 'preparing';
    case 'canceled':
      return 'canceled';
    default:
      return 'received';
  }
}

/** "2026-11-24 11:05:00" in UTC, as Magento answers order_date and created_at. */
function magentoDate(value: Date | string): string {
  return new Date(value).toISOString().replace('T', ' ').slice(0, 19);
}

/**
 * A guest's order token (guestOrderByToken, the repayment link): derived from the secret id of the cart the order
 * was placed from (access_secret, which a repayment does not move), never guessable.
 */
export function orderToken(order: Pick<OrderRow, 'increment_id' | 'access_secret' | 'order_id'>): string {
  return createHash('sha256').update(`${order.order_id}:${order.increment_id}:${order.access_secret}`).digest('base64url');
}

function address(data: CheckoutAddressData | null): OrderAddress | null {
  if (!data) return null;
  return {
    firstname: data.firstname,
    lastname: data.lastname,
    company: data.company,
    street: data.street,
    city: data.city,
    city_id: data.city_id,
    region: data.region,
    region_id: String(data.region_id),
    postcode: data.postcode,
    country_code: 'TH',
    telephone: data.telephone,
    fax: data.fax,
    vat_id: data.vat_id,
    sub_district: data.sub_district,
    sub_district_id: data.sub_district_id,
    is_full_invoice: data.is_full_invoice,
    invoice_type: data.invoice_type,
    head_office: data.head_office,
    branch_office: data.branch_office,
    tax_identification_number: data.tax_identification_number,
    personal_firstname: data.personal_firstname,
    personal_lastname: data.personal_lastname,
    contact_name: data.contact_name,
    contact_surname: data.contact_surname,
    time_slot_from: data.time_slot_from,
    time_slot_to: data.time_slot_to,
    time_slot_optional_from: data.time_slot_optional_from,
    time_slot_optional_to: data.time_slot_optional_to,
    operating_time: data.operating_time,
    name_address: data.name_address,
  };
}

export interface RepaymentInfo {
  canRepayment: boolean;
  cartIdMask: string | null;
}

/** Magento's CustomerOrder for one order (plus the spec's repayment, time slot and tracking fields). */
export function customerOrderOutput(ctx: GraphQLContext, record: OrderRecord, repayment: RepaymentInfo = { canRepayment: false, cartIdMask: null }): CustomerOrderOutput {
  const { order, items } = record;
  const c = order.currency;
  const taxes = order.tax_amount > 0 ? [{ amount: money(order.tax_amount, c), title: `VAT ${VAT_PERCENT}%`, rate: VAT_PERCENT }] : [];
  const discounts = order.totals.discounts.map((d) => ({ amount: money(d.amount, c), label: d.label, applied_to: 'ITEM' as const }));
  const total = {
    subtotal: money(order.subtotal_incl_tax, c),
    discounts,
    total_tax: money(order.tax_amount, c),
    taxes,
    grand_total: money(order.grand_total, c),
    base_grand_total: money(order.grand_total, c),
    total_shipping: money(order.shipping_incl_tax, c),
    // Stored VAT-inclusive (fee price), as subtotal and delivery are: together with them they make the grand total.
    extra_fees: (order.totals.fees ?? []).map((fee) => ({ label: fee.label, amount: money(fee.amount, c) })),
    shipping_handling: {
      total_amount: money(order.shipping_incl_tax, c),
      amount_including_tax: money(order.shipping_incl_tax, c),
      amount_excluding_tax: money(order.shipping_excl_tax, c),
      taxes: [],
      discounts: [],
    },
  };
  const paid = order.paid_at !== null;
  const status = STATUS_LABELS[order.status];
  return {
    id: encodeUid(order.order_id),
    number: order.increment_id,
    order_number: order.increment_id,
    increment_id: order.increment_id,
    order_date: magentoDate(order.created_at),
    created_at: magentoDate(order.created_at),
    status: status ? localize(ctx, status) : order.status,
    state: order.state,
    tracking_order_status: trackingStatus(order),
    email: order.email,
    grand_total: satangToValue(order.grand_total),
    token: `${order.order_id}.${orderToken(order)}`,
    carrier: order.shipping_description?.split(' - ')[0] ?? null,
    shipping_method: order.shipping_description,
    selected_store: order.store_code,
    time_slot: order.delivery_date ? { date: order.delivery_date, option: order.time_slot } : null,
    total,
    invoices: paid ? [{ id: encodeUid(order.order_id), number: order.increment_id, total, comments: [] }] : [],
    payment_methods: [
      {
        name: order.payment_method_title,
        type: order.payment_method_code,
        additional_data: [
          ...(order.purchase_order_number ? [{ name: 'purchase_order_number', value: order.purchase_order_number }] : []),
          ...Object.entries(order.payment_additional).map(([name, value]) => ({ name, value })),
        ],
      },
    ],
    shipping_address: address(record.shipping),
    billing_address: address(record.billing),
    comments: [],
    items: items.map((item) => ({
      __typename: 'OrderItem' as const,
      id: encodeUid(item.item_id),
      product_name: item.name,
      product_sku: item.sku,
      product_url_key: item.url_key,
      product_type: item.product_type,
      status: status ? localize(ctx, status) : order.status,
      product_sale_price: money(item.price_incl_tax, c),
      discounts: item.discount_amount > 0 ? [{ amount: money(item.discount_amount, c), label: '', applied_to: 'ITEM' as const }] : [],
      selected_options: item.selected_options,
      entered_options: [],
      quantity_ordered: Number(item.qty_ordered),
      quantity_invoiced: paid ? Number(item.qty_ordered) : 0,
      quantity_canceled: order.status === 'canceled' ? Number(item.qty_ordered) : 0,
      quantity_shipped: 0,
      quantity_refunded: 0,
      quantity_returned: 0,
      preorder_release_date: item.preorder_release_date,
      preorder_from_date: null,
      preorder_to_date: item.preorder_release_date,
    })),
    canRepayment: repayment.canRepayment,
    cartIdMask: repayment.cartIdMask,
  };
}
