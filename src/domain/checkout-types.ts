// Domain types of checkout, payment and repayment (storefront spec section 3: Address, Checkout stored data,
// Receipt, Order). Machines and views use these; src/api/checkout reshapes raw answers into them.
import type { Money } from './cart-types';

export type { Money };

/** One region (province) of a country, as Magento's `country(id: "TH") { available_regions }` answers it. */
export interface Region {
  id: number;
  code: string;
  name: string;
}

/** The Thai tax invoice asked for on an address (section 3, Order address invoice fields). */
export interface TaxInvoice {
  type: 'company' | 'personal';
  /** 13 digits, checked with its check digit. */
  taxId: string;
  /** Company name (company invoices). */
  companyName: string | null;
  personalFirstname: string | null;
  personalLastname: string | null;
  headOffice: boolean;
  /** Branch number when not the head office, e.g. "00001". */
  branchOffice: string | null;
}

/** Delivery date (YYYY-MM-DD) and time slot (HH:mm-HH:mm) chosen at checkout. */
export interface DeliverySlot {
  date: string;
  from: string;
  to: string;
  /** "09:00-12:00": the value sent back as time_slot. */
  option: string;
}

/** A checkout address (section 3 "Address"); the country is always TH once formatted. */
export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  street: string[];
  /** District (amphoe / khet). */
  city: string;
  /** Sub-district (tambon / khwaeng). */
  subDistrict: string | null;
  subDistrictId: number | null;
  cityId: number | null;
  region_code: string;
  region_id: number | null;
  region: string | null;
  postcode: string;
  telephone: string;
  country_id: string;
  email: string | null;
  company: string | null;
  invoice: TaxInvoice | null;
  sameAsShippingAddress?: boolean;
  /** A signed-in customer asked to keep this address in their address book (it joins it with the order). */
  saveInAddressBook?: boolean;
}

/** A shipping method the cart offers: code from carrier_code, title from carrier_title (section 4 step 3). */
export interface ShippingMethodOption {
  code: string;
  title: string;
  carrierCode: string;
  methodCode: string;
  methodTitle: string;
  amount: Money | null;
  available: boolean;
  /** Delivery dates and time slots this method can still promise, soonest first. */
  slots: DeliverySlot[];
}

/** The chosen shipping method as stored (section 3: carrier_code, method_code, carrier_title). */
export interface ChosenShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  /** Delivery date and slot for the method, when the shopper picked one. */
  slot: DeliverySlot | null;
}

/** The payment method as stored (section 3: code, data.nonce) plus the inputs some methods take. */
export interface ChosenPaymentMethod {
  code: string;
  data: { nonce?: string };
  purchaseOrderNumber?: string | null;
  /** The buyer's comment on a company-credit payment, kept with the order. */
  companyCreditComment?: string | null;
}

/** Checkout data kept in browser storage between visits (section 3 "Checkout stored data"). */
export interface CheckoutStoredData {
  shipping_address: CheckoutAddress | null;
  billing_address: CheckoutAddress | null;
  shippingMethod: ChosenShippingMethod | null;
  paymentMethod: ChosenPaymentMethod | null;
  availableShippingMethods: ShippingMethodOption[];
}

/** The operator's notice for the signed-in customer (section 3 "Customer for checkout": customer_notice). */
export interface CustomerNotice {
  /** text: plain text; html: stored HTML (shown sanitised); link: the text as a link to url. */
  format: 'text' | 'html' | 'link';
  text: string;
  url: string | null;
}

/** One address of the customer's address book, as the checkout offers it. */
export interface SavedAddress {
  id: number;
  address: CheckoutAddress;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** Section 3 "Customer for checkout": what the address step starts from and shows (customer_type is not shown). */
export interface CheckoutCustomer {
  firstname: string;
  lastname: string;
  notice: CustomerNotice | null;
  addresses: SavedAddress[];
}

/** Section 3 "Receipt": the order id and the shipping address (for "create an account"). */
export interface Receipt {
  orderNumber: string;
  shippingAddress: CheckoutAddress | null;
  email: string | null;
  paymentCode: string;
  /** The masked id of the cart that became the order (lastCartId). */
  cartId: string;
  /** The order link's token (guestOrderByToken): a guest's proof of the order for repayment. */
  orderToken: string | null;
}

export interface PlacedOrder {
  orderNumber: string;
  newCartId: string | null;
  /** The order link's token (CustomerOrder.token). */
  orderToken?: string | null;
  /** GA4's `purchase` event for the data layer (placeOrder.gtm_ga4): null where the store view runs no GA4. */
  purchaseEvent?: Record<string, unknown> | null;
}

/** A payment method the cart offers, with the provider's title in the store view's language. */
export interface PaymentMethodOption {
  code: string;
  title: string;
}

/** One sub-district a postcode serves, with its district and province (getThaiAddressByPostcode). */
export interface ThaiAddressOption {
  postcode: string;
  subDistrict: string;
  subDistrictId: number;
  city: string;
  cityId: number;
  region: string;
  regionId: number;
  regionCode: string;
  delivers: boolean;
}
