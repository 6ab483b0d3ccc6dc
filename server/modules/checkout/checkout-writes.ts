import type { CheckoutAddressData } from '../../db/types';
import type { BillingAddressInput, PaymentMethodInput, ShippingAddressInput, ShippingMethodInput } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import type { CartRow } from '../cart/cart-access';
import { loadCartSnapshot } from '../cart/cart-snapshot';
import type { Trx } from '../cart/cart-write';
import { checkoutAddress } from './address-input';
import { loadCheckoutData, saveAddress, saveCheckout } from './checkout-data';
import { loadCheckoutState } from './checkout-state';
import { findSlot, slotOpen } from './delivery-slots';
import { availablePaymentMethods, COMPANY_CREDIT_METHOD, findPaymentMethod } from './payment-methods';
import { availableCredit } from '../company-credit/credit-ledger';
import { findCarrier } from './shipping-methods';
import { savedAddressInput } from './saved-address';

/** Characters of the buyer's comment on a company-credit payment. */
export const CREDIT_COMMENT_MAX = 500;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function checkEmail(email: string): string {
  const value = email.trim();
  if (!EMAIL.test(value) || value.length > 254) throw new GraphQlInputException(msg('Invalid email format'));
  return value;
}

/** The address given, or the customer's saved address it names (checked like a typed one). */
async function oneAddress(trx: Trx, cart: CartRow, input: { customer_address_id?: number | null; address?: ShippingAddressInput['address'] }) {
  if (input.address) return input.address;
  if (input.customer_address_id) return savedAddressInput(trx, cart, input.customer_address_id);
  throw new GraphQlInputException(msg('Required parameter "{name}" is missing', { name: 'address' }));
}

export async function setShippingAddress(trx: Trx, cart: CartRow, addresses: readonly ShippingAddressInput[]): Promise<void> {
  if (addresses.length !== 1) throw new GraphQlInputException(msg('Required parameter "{name}" is missing', { name: 'shipping_addresses' }));
  const [input] = addresses as [ShippingAddressInput];
  const address = await checkoutAddress(await oneAddress(trx, cart, input), cart.email, input.customer_address_id ?? null);
  await saveAddress(trx, cart.cart_id, 'shipping', address);
  // A billing address kept "same as shipping" follows the shipping address.
  const data = await loadCheckoutData(trx, cart.cart_id);
  if (data.billingSameAsShipping) await saveAddress(trx, cart.cart_id, 'billing', address, true);
}

export async function setBillingAddress(trx: Trx, cart: CartRow, input: BillingAddressInput): Promise<void> {
  const sameAsShipping = input.same_as_shipping ?? input.use_for_shipping ?? false;
  let address: CheckoutAddressData;
  if (input.address || input.customer_address_id) {
    address = await checkoutAddress(await oneAddress(trx, cart, input), cart.email, input.customer_address_id ?? null);
    if (sameAsShipping) await saveAddress(trx, cart.cart_id, 'shipping', { ...address, time_slot_from: null, time_slot_to: null });
  } else {
    const data = await loadCheckoutData(trx, cart.cart_id);
    if (!sameAsShipping || !data.shipping) throw new GraphQlInputException(msg('The shipping address cannot be used as billing address: none is set yet.'));
    address = data.shipping;
  }
  await saveAddress(trx, cart.cart_id, 'billing', address, sameAsShipping);
}

export async function setShippingMethod(trx: Trx, cart: CartRow, customerId: number | null, methods: readonly ShippingMethodInput[]): Promise<void> {
  const [input] = methods;
  if (!input || methods.length !== 1) throw new GraphQlInputException(msg('Required parameter "{name}" is missing', { name: 'shipping_methods' }));
  const carrier = findCarrier(input.carrier_code, input.method_code);
  if (!carrier) throw new GraphQlInputException(msg('Carrier with such method not found: {carrier}, {method}', { carrier: input.carrier_code, method: input.method_code }));
  const snapshot = await loadCartSnapshot(trx, cart, customerId);
  const state = await loadCheckoutState(trx, snapshot);
  if (!state.data.shipping) throw new GraphQlInputException(msg('The shipping address is missing. Set the address and try again.'));
  const option = state.options.find((o) => o.carrier === carrier);
  // The reason the method is unavailable (outside the area, Bangkok only, no slot left) is the refusal.
  if (!option?.available) throw new GraphQlInputException(option?.error ?? msg('The shipping address is missing. Set the address and try again.'));
  let slot = option.slots[0];
  if (input.delivery_date || input.time_slot) {
    const wanted = findSlot(carrier.kind, input.delivery_date ?? '', input.time_slot ?? '');
    if (!wanted || !slotOpen(carrier.kind, wanted, snapshot.now)) {
      throw new GraphQlInputException(msg('The delivery slot {date} {option} is not available. Please choose another one.', { date: input.delivery_date ?? '', option: input.time_slot ?? '' }));
    }
    slot = wanted;
  }
  await saveCheckout(trx, cart.cart_id, {
    shipping_carrier_code: carrier.carrierCode,
    shipping_method_code: carrier.methodCode,
    delivery_date: slot?.date ?? null,
    time_slot: slot?.option ?? null,
  });
}

export async function setPaymentMethod(trx: Trx, cart: CartRow, customerId: number | null, input: PaymentMethodInput): Promise<void> {
  const method = findPaymentMethod(input.code);
  const snapshot = await loadCartSnapshot(trx, cart, customerId);
  const state = await loadCheckoutState(trx, snapshot);
  const customerType = customerId
    ? ((await trx.selectFrom('customer').select('customer_type').where('customer_id', '=', customerId).executeTakeFirst())?.customer_type ?? null)
    : null;
  // Company credit pays new orders only, not the repayment of an order placed with another method.
  const credit = state.data.checkout?.repayment_order_id ? null : await availableCredit(trx, customerId);
  const allowed = availablePaymentMethods(state.figures.grandTotal, customerType, credit);
  if (!method || !allowed.includes(method)) throw new GraphQlInputException(msg('The requested Payment Method is not available.'));
  const po = input.purchase_order_number?.trim() || null;
  if (method.code === 'purchaseorder' && !po) throw new GraphQlInputException(msg('Purchase order number is a required field.'));
  const comment = method.code === COMPANY_CREDIT_METHOD ? input.amasty_company_credit?.comment?.trim() : undefined;
  // Kept with the order (sales_order.payment_additional); bounded so one payment cannot carry a novel.
  if (comment && comment.length > CREDIT_COMMENT_MAX) throw new GraphQlInputException(msg('"{field}" is longer than {max} characters.', { field: 'comment', max: String(CREDIT_COMMENT_MAX) }));
  await saveCheckout(trx, cart.cart_id, {
    payment_method_code: method.code,
    purchase_order_number: method.code === 'purchaseorder' ? po : null,
    payment_additional: comment ? { company_credit_comment: comment } : {},
  });
}
