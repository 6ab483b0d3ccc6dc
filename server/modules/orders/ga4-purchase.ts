import { satangToValue } from '../pricing/satang';
import type { OrderRecord } from './order-records';

/** The GA4 `purchase` event for the data layer (placeOrder.gtm_ga4), from the order as placed. */
export function purchaseEvent(record: OrderRecord) {
  const { order, items } = record;
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.increment_id,
      affiliation: order.store_code,
      value: satangToValue(order.grand_total),
      tax: satangToValue(order.tax_amount),
      shipping: satangToValue(order.shipping_incl_tax),
      currency: order.currency,
      ...(order.coupon_code ? { coupon: order.coupon_code } : {}),
      items: items.map((item, index) => ({
        item_id: item.sku,
        item_name: item.name,
        index,
        price: satangToValue(item.price_incl_tax),
        discount: satangToValue(item.discount_amount),
        quantity: Number(item.qty_ordered),
      })),
    },
  };
}
