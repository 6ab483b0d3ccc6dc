import type { ConsentAnswer } from '../../domain/consent-answers';
// The checkout machine's actors: guests through the GraphQL mutations and the REST guest-carts calls, signed-in
// customers (signin_token) through the same GraphQL mutations with their bearer token and the REST carts/mine
// calls (docs/decisions/checkout-calls.md). Errors are thrown as the transport raises them.
import {
  GetCheckoutDetailsDocument,
  GetCheckoutRegionsDocument,
  PlaceOrderDocument,
  SetBillingAddressDocument,
  SetGuestEmailOnCartDocument,
  SetPaymentMethodOnCartDocument,
  SetShippingAddressDocument,
  SetShippingMethodDocument,
  GetThaiAddressByPostcodeDocument,
} from '../../gql/generated/graphql';
import { saveShippingInformation } from '../checkout-rest';
import type { GraphQLClient } from '../graphql-client';
import type { JsonClient } from '../json-client';
import { toCartAddressInput, toRestAddress } from './address-input';
import type {
  CheckoutAddress,
  ChosenPaymentMethod,
  ChosenShippingMethod,
  PaymentMethodOption,
  PlacedOrder,
  Region,
  ShippingMethodOption,
  ThaiAddressOption,
} from '../../domain/checkout-types';
import { fetchPaymentMethods } from './repayment-calls';

export interface CheckoutClients {
  graphql: GraphQLClient;
  json: JsonClient;
  storeCode: () => string;
}

interface Target {
  cartId: string;
  signedIn: boolean;
}

/** placeOrder answered errors (Magento's PlaceOrderErrorCodes) instead of an order. */
export class PlaceOrderError extends Error {
  override readonly name = 'PlaceOrderError';
  constructor(readonly errors: ReadonlyArray<{ code: string; message: string }>) {
    super(errors.map((error) => error.message).join(', '));
  }
}

export async function fetchRegions(client: GraphQLClient): Promise<Region[]> {
  const { country } = await client.request(GetCheckoutRegionsDocument, {});
  return (country?.available_regions ?? []).flatMap((region) =>
    region?.id != null && region.code && region.name ? [{ id: region.id, code: region.code, name: region.name }] : [],
  );
}

export async function fetchCartEmail(client: GraphQLClient, cartId: string): Promise<string | null> {
  const { cart } = await client.request(GetCheckoutDetailsDocument, { cartId });
  return cart?.email ?? null;
}

export async function submitShippingAddress(
  clients: CheckoutClients,
  input: Target & { address: CheckoutAddress; email: string | null },
): Promise<ShippingMethodOption[]> {
  if (!input.signedIn && input.email) await clients.graphql.request(SetGuestEmailOnCartDocument, { cartId: input.cartId, email: input.email });
  const { setShippingAddressesOnCart } = await clients.graphql.request(SetShippingAddressDocument, {
    cartId: input.cartId,
    address: toCartAddressInput(input.address),
  });
  const methods = setShippingAddressesOnCart?.cart.shipping_addresses[0]?.available_shipping_methods ?? [];
  return methods.flatMap((method) =>
    method?.method_code
      ? [
          {
            // Section 4 step 3: the code from carrier_code, the title from carrier_title.
            code: method.carrier_code,
            title: method.carrier_title,
            carrierCode: method.carrier_code,
            methodCode: method.method_code ?? '',
            methodTitle: method.method_title ?? '',
            amount: method.amount.value == null ? null : { value: method.amount.value, currency: method.amount.currency ?? 'THB' },
            available: method.available,
            slots: method.delivery_slots,
          },
        ]
      : [],
  );
}

/**
 * The delivery method with its date and slot. Guests: setShippingMethodsOnCart. Signed-in customers: section 7's
 * POST carts/mine/shipping-information (the date and slot as extension_attributes, Magento's way of carrying
 * module fields over REST). Either way the answer is the payment methods the cart now offers.
 */
export async function submitShippingMethod(
  clients: CheckoutClients,
  input: Target & { address: CheckoutAddress; method: ChosenShippingMethod; email: string | null },
): Promise<PaymentMethodOption[]> {
  const slot = input.method.slot;
  if (input.signedIn) {
    const shipping = toRestAddress(input.address, input.email);
    await saveShippingInformation(clients.json, { ...input, storeCode: clients.storeCode() }, {
      shipping_address: shipping,
      billing_address: shipping,
      shipping_carrier_code: input.method.carrier_code,
      shipping_method_code: input.method.method_code,
      ...(slot ? { extension_attributes: { delivery_date: slot.date, time_slot: slot.option } } : {}),
    });
    return fetchPaymentMethods(clients.graphql, input.cartId);
  }
  const { setShippingMethodsOnCart } = await clients.graphql.request(SetShippingMethodDocument, {
    cartId: input.cartId,
    carrierCode: input.method.carrier_code,
    methodCode: input.method.method_code,
    deliveryDate: slot?.date ?? null,
    timeSlot: slot?.option ?? null,
  });
  return (setShippingMethodsOnCart?.cart.available_payment_methods ?? []).flatMap((method) => (method ? [{ code: method.code, title: method.title }] : []));
}

export async function lookUpPostcode(client: GraphQLClient, postcode: string): Promise<ThaiAddressOption[]> {
  const { getThaiAddressByPostcode } = await client.request(GetThaiAddressByPostcodeDocument, { postcode });
  return getThaiAddressByPostcode.map((option) => ({
    postcode: option.postcode,
    subDistrict: option.sub_district,
    subDistrictId: option.sub_district_id,
    city: option.city,
    cityId: option.city_id,
    region: option.region,
    regionId: option.region_id,
    regionCode: option.region_code,
    delivers: option.delivers,
  }));
}

export async function submitBillingAddress(
  clients: CheckoutClients,
  input: Target & { address: CheckoutAddress; sameAsShipping: boolean },
): Promise<void> {
  await clients.graphql.request(SetBillingAddressDocument, {
    cartId: input.cartId,
    address: toCartAddressInput(input.address),
    sameAsShipping: input.sameAsShipping,
  });
}

export async function submitPaymentMethod(client: GraphQLClient, input: { cartId: string; method: ChosenPaymentMethod }): Promise<void> {
  await client.request(SetPaymentMethodOnCartDocument, {
    cartId: input.cartId,
    code: input.method.code,
    purchaseOrderNumber: input.method.purchaseOrderNumber ?? null,
    companyCredit: input.method.companyCreditComment ? { comment: input.method.companyCreditComment } : null,
  });
}

/** consents: the answers to the checkout consents (null when repaying: they were given with the order). */
export async function placeOrder(client: GraphQLClient, cartId: string, consents: ConsentAnswer[] | null = null): Promise<PlacedOrder> {
  const { placeOrder: answer } = await client.request(PlaceOrderDocument, { cartId, consents });
  const errors = answer?.errors ?? [];
  if (errors.length > 0) throw new PlaceOrderError(errors);
  const number = answer?.orderV2?.number;
  if (!number) throw new PlaceOrderError([{ code: 'UNDEFINED', message: 'Unable to place order' }]);
  return { orderNumber: number, newCartId: answer?.new_cart_id ?? null, orderToken: answer?.orderV2?.token ?? null, purchaseEvent: dataLayerEvent(answer?.gtm_ga4) };
}

/** placeOrder.gtm_ga4 is the event as JSON text; one that does not read as an object is no event (the order stands). */
function dataLayerEvent(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
