// The two REST checkout calls of storefront spec section 7, guest (by cart id) or signed-in ("mine").
import { restUrl, type JsonClient } from './json-client';

/** Magento's REST address (quote address) as the checkout sends it; the country is always TH. */
export interface RestAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region_code?: string;
  region_id?: number;
  region?: string;
  postcode: string;
  telephone: string;
  country_id: 'TH';
  email?: string;
  company?: string;
  /** Module fields (Thai sub-district, tax invoice) sent as top-level keys, which Magento stores accept too. */
  [extra: string]: unknown;
}

export interface ShippingInformation {
  billing_address: RestAddress;
  shipping_address: RestAddress;
  shipping_carrier_code: string;
  shipping_method_code: string;
  /** Module fields (talat's delivery date and time slot), Magento's extension attributes. */
  extension_attributes?: { delivery_date?: string; time_slot?: string };
}

export interface PaymentInformation {
  billingAddress: RestAddress;
  cartId: string;
  email?: string;
  paymentMethod: { method: string; additional_data?: { payment_method_nonce?: string } & Record<string, string | undefined> };
}

export interface CartTarget {
  cartId: string;
  signedIn: boolean;
  storeCode: string;
}

function cartPath(target: CartTarget, action: string): string {
  return restUrl(target.signedIn ? `carts/mine/${action}` : `guest-carts/${encodeURIComponent(target.cartId)}/${action}`, target.storeCode);
}

export function saveShippingInformation(client: JsonClient, target: CartTarget, addressInformation: ShippingInformation): Promise<unknown> {
  return client.request(cartPath(target, 'shipping-information'), { method: 'POST', body: { addressInformation } });
}

/** Places the order; Magento answers with the order id (a number, sent as JSON string or number). */
export async function savePaymentInformation(client: JsonClient, target: CartTarget, payment: PaymentInformation): Promise<string> {
  const orderId = await client.request<string | number>(cartPath(target, 'payment-information'), { method: 'POST', body: payment });
  return String(orderId);
}
