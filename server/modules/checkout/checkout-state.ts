import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { CartSnapshot } from '../cart/cart-snapshot';
import { splitVat } from '../pricing/satang';
import { loadCheckoutData, type CheckoutData } from './checkout-data';
import { findSlot, slotOpen, type DeliverySlot } from './delivery-slots';
import { shippingOptions, type ShippingOption } from './shipping-methods';

type Db = Kysely<Database> | Transaction<Database>;

/** The money of a cart once delivery is chosen: the cart's own totals plus the shipping charge. */
export interface CheckoutFigures {
  shippingInclTax: number;
  shippingExclTax: number;
  shippingTax: number;
  vatTotal: number;
  grandTotal: number;
  grandTotalExclTax: number;
}

/** Everything checkout knows of a cart: its data, the carriers for its address, the chosen one and slot. */
export interface CheckoutState {
  data: CheckoutData;
  isVirtual: boolean;
  options: ShippingOption[];
  selected: ShippingOption | null;
  slot: DeliverySlot | null;
  figures: CheckoutFigures;
}

export function isVirtualCart(snapshot: CartSnapshot): boolean {
  return snapshot.lines.length > 0 && snapshot.lines.every((l) => l.product.type_id === 'virtual' || l.product.type_id === 'downloadable');
}

/**
 * Reads checkout's data for a priced cart and adds what delivery costs. The same function prices the cart
 * page, the checkout and the order, so the order's totals are the cart's to the satang.
 */
export async function loadCheckoutState(db: Db, snapshot: CartSnapshot): Promise<CheckoutState> {
  const data = await loadCheckoutData(db, snapshot.cart.cart_id);
  const isVirtual = isVirtualCart(snapshot);
  const options = data.shipping && !isVirtual ? await shippingOptions(db, data.shipping, snapshot.totals.afterDiscount, snapshot.now) : [];
  const chosen = data.checkout;
  const selected =
    options.find((o) => o.carrier.carrierCode === chosen?.shipping_carrier_code && o.carrier.methodCode === chosen?.shipping_method_code) ?? null;
  const slot =
    selected && chosen?.delivery_date && chosen.time_slot ? (findSlot(selected.carrier.kind, chosen.delivery_date, chosen.time_slot) ?? null) : null;
  const shippingInclTax = selected ? selected.amount : 0;
  const { net: shippingExclTax, vat: shippingTax } = splitVat(shippingInclTax);
  const { totals } = snapshot;
  // A repayment cart holds no items: what it pays is its order's total (docs/decisions/checkout-repayment.md).
  const repayOrderId = data.checkout?.repayment_order_id;
  if (repayOrderId) {
    const order = await db.selectFrom('sales_order').select(['grand_total', 'grand_total_excl_tax', 'tax_amount', 'shipping_incl_tax', 'shipping_excl_tax']).where('order_id', '=', repayOrderId).executeTakeFirst();
    if (order) {
      const figures = {
        shippingInclTax: order.shipping_incl_tax,
        shippingExclTax: order.shipping_excl_tax,
        shippingTax: order.shipping_incl_tax - order.shipping_excl_tax,
        vatTotal: order.tax_amount,
        grandTotal: order.grand_total,
        grandTotalExclTax: order.grand_total_excl_tax,
      };
      return { data, isVirtual, options, selected, slot, figures };
    }
  }
  return {
    data,
    isVirtual,
    options,
    selected,
    slot,
    figures: {
      shippingInclTax,
      shippingExclTax,
      shippingTax,
      vatTotal: totals.vatTotal + shippingTax,
      grandTotal: totals.grandTotal + shippingInclTax,
      grandTotalExclTax: totals.grandTotalExclTax + shippingExclTax,
    },
  };
}

/** Whether the chosen slot can still be promised now (cut-offs pass while a shopper hesitates). */
export function slotStillOpen(state: CheckoutState, now: Date): boolean {
  return state.selected !== null && state.slot !== null && slotOpen(state.selected.carrier.kind, state.slot, now);
}
