/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AmGdprConsentInput = {
  consent_code: string;
  is_agreed: boolean;
};

/**
 * The update step (/social/account/update): a social sign-in for a new account (its provider shared no email, or the
 * shop has registration consents to ask) ends with a one-time ticket and the provider's claims; the shopper confirms
 * the names and email and answers the registration consents, and the account is created, linked to the identity and
 * signed in.
 */
export type AmSocialLoginCompleteAccountInput = {
  /** The registration location's consents, as on createCustomerV2 (a required one not agreed refuses the account). */
  amgdpr_consents?: Array<AmGdprConsentInput> | null | undefined;
  email: string;
  firstname: string;
  lastname: string;
  ticket: string;
};

export type AmastyCompanyCreditApplicationInput = {
  comment?: string | null | undefined;
  company_name: string;
  /** Credit limit asked for, in THB. */
  requested_limit: number;
  /** Thai 13-digit tax identification number (juristic person number), check digit verified. */
  tax_id: string;
  /** 10 digits beginning with 0. */
  telephone: string;
};

export type AmastyCompanyCreditPaymentInput = {
  /** Free-text reference the buyer attaches to the credit payment. */
  comment?: string | null | undefined;
};

export type CartAddressInput = {
  branch_office?: string | null | undefined;
  city: string;
  city_id?: number | null | undefined;
  company?: string | null | undefined;
  contact_name?: string | null | undefined;
  contact_surname?: string | null | undefined;
  country_code: string;
  fax?: string | null | undefined;
  firstname: string;
  head_office?: boolean | null | undefined;
  /** One of: personal, company. */
  invoice_type?: string | null | undefined;
  /** Tax invoice requested for this address. */
  is_full_invoice?: boolean | null | undefined;
  lastname: string;
  middlename?: string | null | undefined;
  name_address?: string | null | undefined;
  operating_time?: string | null | undefined;
  personal_firstname?: string | null | undefined;
  personal_lastname?: string | null | undefined;
  postcode?: string | null | undefined;
  prefix?: string | null | undefined;
  region?: string | null | undefined;
  region_id?: number | null | undefined;
  save_in_address_book?: boolean | null | undefined;
  street: Array<string>;
  sub_district?: string | null | undefined;
  sub_district_id?: number | null | undefined;
  suffix?: string | null | undefined;
  tax_identification_number?: string | null | undefined;
  telephone?: string | null | undefined;
  /** Shipping only: preferred delivery window (HH:mm). */
  time_slot_from?: string | null | undefined;
  time_slot_optional_from?: string | null | undefined;
  time_slot_optional_to?: string | null | undefined;
  time_slot_to?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CartItemInput = {
  entered_options?: Array<EnteredOptionInput> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string> | null | undefined;
  sku: string;
};

export type CartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type ContactusFormInput = {
  /** Answers to the contact-form consents. */
  amgdpr_consents?: Array<AmGdprConsentInput> | null | undefined;
  comment?: string | null | undefined;
  email: string;
  fullname: string;
  telephone?: string | null | undefined;
};

export type CountryCodeEnum =
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AN'
  | 'AO'
  | 'AQ'
  | 'AR'
  | 'AS'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FM'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GU'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MH'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MP'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PS'
  | 'PT'
  | 'PW'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'ST'
  | 'SV'
  | 'SY'
  | 'SZ'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VI'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW';

export type CreateWishlistGroupInput = {
  customer_email?: string | null | undefined;
  group_name: string;
};

export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD';

export type CustomerAddressAttributeInput = {
  attribute_code: string;
  value: string;
};

export type CustomerAddressInput = {
  city?: string | null | undefined;
  city_id?: number | null | undefined;
  company?: string | null | undefined;
  country_code?: CountryCodeEnum | null | undefined;
  /** @deprecated Use `country_code` instead. */
  country_id?: CountryCodeEnum | null | undefined;
  /** @deprecated Use custom_attributesV2 instead. */
  custom_attributes?: Array<CustomerAddressAttributeInput | null | undefined> | null | undefined;
  default_billing?: boolean | null | undefined;
  default_shipping?: boolean | null | undefined;
  fax?: string | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  prefix?: string | null | undefined;
  region?: CustomerAddressRegionInput | null | undefined;
  street?: Array<string | null | undefined> | null | undefined;
  sub_district?: string | null | undefined;
  sub_district_id?: number | null | undefined;
  suffix?: string | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CustomerAddressRegionInput = {
  region?: string | null | undefined;
  region_code?: string | null | undefined;
  region_id?: number | null | undefined;
};

export type CustomerCreateInput = {
  /** Answers to the registration consents. */
  amgdpr_consents?: Array<AmGdprConsentInput> | null | undefined;
  customer_type?: string | null | undefined;
  date_of_birth?: string | null | undefined;
  /** @deprecated Use `date_of_birth` instead. */
  dob?: string | null | undefined;
  email: string;
  firstname: string;
  gender?: number | null | undefined;
  is_subscribed?: boolean | null | undefined;
  lastname: string;
  middlename?: string | null | undefined;
  password?: string | null | undefined;
  prefix?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
};

export type CustomerOrdersFilterInput = {
  created_at?: FilterRangeTypeInput | null | undefined;
  number?: FilterStringTypeInput | null | undefined;
  state?: FilterEqualTypeInput | null | undefined;
  tracking_order_status?: FilterEqualTypeInput | null | undefined;
};

export type CustomerUpdateInput = {
  date_of_birth?: string | null | undefined;
  /** @deprecated Use `date_of_birth` instead. */
  dob?: string | null | undefined;
  firstname?: string | null | undefined;
  gender?: number | null | undefined;
  is_subscribed?: boolean | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  prefix?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
};

export type CustomizableDateTypeEnum =
  | 'DATE'
  | 'DATE_TIME'
  | 'TIME';

export type EnteredOptionInput = {
  uid: string;
  value: string;
};

export type FilterEqualTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterMatchTypeInput = {
  match?: string | null | undefined;
};

export type FilterRangeTypeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type FilterStringTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
  match?: string | null | undefined;
};

export type FixedProductTaxDisplaySettings =
  | 'EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS'
  | 'EXCLUDE_FPT_WITHOUT_DETAILS'
  | 'FPT_DISABLED'
  | 'INCLUDE_FPT_WITHOUT_DETAILS'
  | 'INCLUDE_FPT_WITH_DETAILS';

export type PaymentTokenTypeEnum =
  | 'account'
  | 'card';

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

export type PriceTypeEnum =
  | 'DYNAMIC'
  | 'FIXED'
  | 'PERCENT';

export type PriceViewEnum =
  | 'AS_LOW_AS'
  | 'PRICE_RANGE';

export type ProductAttributeFilterInput = {
  am_on_sale?: FilterEqualTypeInput | null | undefined;
  brand?: FilterEqualTypeInput | null | undefined;
  /** @deprecated Use `category_uid` instead. */
  category_id?: FilterEqualTypeInput | null | undefined;
  category_uid?: FilterEqualTypeInput | null | undefined;
  category_url_path?: FilterEqualTypeInput | null | undefined;
  color?: FilterEqualTypeInput | null | undefined;
  country_of_manufacture?: FilterEqualTypeInput | null | undefined;
  description?: FilterMatchTypeInput | null | undefined;
  flavour?: FilterEqualTypeInput | null | undefined;
  name?: FilterMatchTypeInput | null | undefined;
  p_brandcode?: FilterEqualTypeInput | null | undefined;
  packaging?: FilterEqualTypeInput | null | undefined;
  price?: FilterRangeTypeInput | null | undefined;
  short_description?: FilterMatchTypeInput | null | undefined;
  size?: FilterEqualTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
};

export type ProductAttributeSortInput = {
  name?: SortEnum | null | undefined;
  position?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  relevance?: SortEnum | null | undefined;
};

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type RemoveItemWishlistGroupInput = {
  group_id: number;
  item_ids: Array<number>;
};

export type ScbPaymentStatusEnum =
  | 'EXPIRED'
  | 'FAILED'
  | 'PAID'
  | 'PENDING';

export type ShareWishlistGroupInput = {
  /** Addresses that get the link by mail; may be empty (the link is returned either way). */
  emails: Array<string>;
  group_id: number;
  message?: string | null | undefined;
};

export type ShipBundleItemsEnum =
  | 'SEPARATELY'
  | 'TOGETHER';

export type ShoppingListItemToCartInput = {
  item: number;
  product_id: number;
  qty: number;
};

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

export type UpdateWishlistGroupInput = {
  color?: string | null | undefined;
  description?: string | null | undefined;
  group_id: number;
  group_name?: string | null | undefined;
  is_default?: boolean | null | undefined;
};

export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type WishlistGroupProductInput = {
  product_id: number;
  qty?: number | null | undefined;
};

export type AggregationFieldsFragment = { attribute_code: string, label: string | null, count: number | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null };

export type BrandItemFragment = { brandId: number | null, label: string | null, url: string | null, img: string | null, image: string | null, alt: string | null, description: string | null, short_description: string | null, cnt: number | null, letter: string | null, top_cms_block_id: string | null, bottom_cms_block_id: string | null };

export type BreadcrumbFieldsFragment = { category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null };

type CustomizableOptionsFields_BundleProduct_Fragment = { options: Array<
    | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
   | null> | null };

type CustomizableOptionsFields_ConfigurableProduct_Fragment = { options: Array<
    | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
   | null> | null };

type CustomizableOptionsFields_DownloadableProduct_Fragment = { options: Array<
    | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
   | null> | null };

type CustomizableOptionsFields_SimpleProduct_Fragment = { options: Array<
    | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
   | null> | null };

type CustomizableOptionsFields_VirtualProduct_Fragment = { options: Array<
    | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
   | null> | null };

export type CustomizableOptionsFieldsFragment =
  | CustomizableOptionsFields_BundleProduct_Fragment
  | CustomizableOptionsFields_ConfigurableProduct_Fragment
  | CustomizableOptionsFields_DownloadableProduct_Fragment
  | CustomizableOptionsFields_SimpleProduct_Fragment
  | CustomizableOptionsFields_VirtualProduct_Fragment
;

type MediaGalleryFields_ProductImage_Fragment = { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null };

type MediaGalleryFields_ProductVideo_Fragment = { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null };

export type MediaGalleryFieldsFragment =
  | MediaGalleryFields_ProductImage_Fragment
  | MediaGalleryFields_ProductVideo_Fragment
;

export type MoneyFieldsFragment = { value: number | null, currency: CurrencyEnum | null };

export type NavigationCategoryFragment = { uid: string, id: number | null, name: string | null, level: number | null, position: number | null, path: string | null, url_key: string | null, url_path: string | null, url_suffix: string | null, include_in_menu: number | null, children_count: string | null, image: string | null, thumbnail: string | null, category_menu_icon: string | null, product_count: number | null, number_of_item: number | null };

type ProductDetail_BundleProduct_Fragment = { __typename: 'BundleProduct', dynamic_price: boolean | null, dynamic_sku: boolean | null, price_view: PriceViewEnum | null, ship_bundle_items: ShipBundleItemsEnum | null, meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, items: Array<{ uid: string | null, title: string | null, required: boolean | null, type: string | null, position: number | null, sku: string | null, options: Array<{ uid: string, label: string | null, quantity: number | null, position: number | null, is_default: boolean | null, price: number | null, price_type: PriceTypeEnum | null, can_change_quantity: boolean | null, product:
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
       | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
   | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
    | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
   | null> | null, options: Array<
    | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductDetail_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, configurable_options: Array<{ uid: string, attribute_uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, label: string | null, default_label: string | null, store_label: string | null, use_default_value: boolean | null, swatch_data:
        | { __typename: 'ColorSwatchData', value: string | null }
        | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
        | { __typename: 'TextSwatchData', value: string | null }
       | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ uid: string, code: string | null, label: string | null, value_index: number | null } | null> | null, product: { uid: string, id: number | null, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, media_gallery: Array<
        | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
        | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
       | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } } | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
   | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
    | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
   | null> | null, options: Array<
    | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductDetail_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', links_title: string | null, links_purchased_separately: number | null, meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, downloadable_product_links: Array<{ uid: string, title: string | null, sort_order: number | null, price: number | null, sample_url: string | null } | null> | null, downloadable_product_samples: Array<{ title: string | null, sort_order: number | null, sample_url: string | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
   | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
    | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
   | null> | null, options: Array<
    | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductDetail_GroupedProduct_Fragment = { __typename: 'GroupedProduct', meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, items: Array<{ qty: number | null, position: number | null, product:
      | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
     | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
   | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
    | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
   | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductDetail_SimpleProduct_Fragment = { __typename: 'SimpleProduct', meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
   | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
    | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
   | null> | null, options: Array<
    | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductDetail_VirtualProduct_Fragment = { __typename: 'VirtualProduct', meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
   | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
    | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
    | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
        | { uid: string, required: boolean | null }
       | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
   | null> | null, options: Array<
    | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
    | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
    | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
    | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
    | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

export type ProductDetailFragment =
  | ProductDetail_BundleProduct_Fragment
  | ProductDetail_ConfigurableProduct_Fragment
  | ProductDetail_DownloadableProduct_Fragment
  | ProductDetail_GroupedProduct_Fragment
  | ProductDetail_SimpleProduct_Fragment
  | ProductDetail_VirtualProduct_Fragment
;

type ProductListItem_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductListItem_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductListItem_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductListItem_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductListItem_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductListItem_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
    | { uid: string, required: boolean | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

export type ProductListItemFragment =
  | ProductListItem_BundleProduct_Fragment
  | ProductListItem_ConfigurableProduct_Fragment
  | ProductListItem_DownloadableProduct_Fragment
  | ProductListItem_GroupedProduct_Fragment
  | ProductListItem_SimpleProduct_Fragment
  | ProductListItem_VirtualProduct_Fragment
;

export type ProductPriceFieldsFragment = { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null };

type ProductPriceRange_BundleProduct_Fragment = { price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductPriceRange_ConfigurableProduct_Fragment = { price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductPriceRange_DownloadableProduct_Fragment = { price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductPriceRange_GroupedProduct_Fragment = { price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductPriceRange_SimpleProduct_Fragment = { price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

type ProductPriceRange_VirtualProduct_Fragment = { price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } };

export type ProductPriceRangeFragment =
  | ProductPriceRange_BundleProduct_Fragment
  | ProductPriceRange_ConfigurableProduct_Fragment
  | ProductPriceRange_DownloadableProduct_Fragment
  | ProductPriceRange_GroupedProduct_Fragment
  | ProductPriceRange_SimpleProduct_Fragment
  | ProductPriceRange_VirtualProduct_Fragment
;

export type PrintableOrderFragment = { id: string, number: string, order_date: string, status: string, email: string | null, shipping_method: string | null, time_slot: { date: string | null, option: string | null } | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, extra_fees: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } }> } | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null } | null> | null, payment_methods: Array<{ name: string, type: string } | null> | null, shipping_address: { firstname: string, lastname: string, company: string | null, telephone: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, is_full_invoice: boolean | null, invoice_type: string | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, telephone: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, is_full_invoice: boolean | null, invoice_type: string | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null } | null };

export type PrintableOrderAddressFragment = { firstname: string, lastname: string, company: string | null, telephone: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, is_full_invoice: boolean | null, invoice_type: string | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null };

export type AddOrderItemsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddOrderItemsToCartMutation = { addProductsToCart: { cart: { id: string, total_quantity: number }, user_errors: Array<{ code: CartUserInputErrorType, message: string }> } | null };

export type AddShoppingListItemsToCartMutationVariables = Exact<{
  items: Array<ShoppingListItemToCartInput> | ShoppingListItemToCartInput;
}>;


export type AddShoppingListItemsToCartMutation = { addShoppingListItemsToCart: { success: boolean, message: string | null } | null };

export type AmGetGdprAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type AmGetGdprAccountQuery = { amGetGdprAccount: { title: string, settings: Array<{ title: string, content: string | null, hasCheckbox: boolean, checkboxText: string | null, hidePassword: boolean, needPassword: boolean, submitText: string, action: string, actionCode: string }> } | null };

export type AmGetGdprCustomerPersonalDataMutationVariables = Exact<{
  password: string;
}>;


export type AmGetGdprCustomerPersonalDataMutation = { amGetGdprCustomerPersonalData: Array<{ name: string, personalDataPart: Array<{ label: string, value: string | null }> }> };

export type AmSocialLoginAccountDataQueryVariables = Exact<{ [key: string]: never; }>;


export type AmSocialLoginAccountDataQuery = { amSocialLoginAccountData: Array<{ type: string, name: string | null } | null> | null };

export type AmSocialLoginButtonConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AmSocialLoginButtonConfigQuery = { amSocialLoginButtonConfig: Array<{ type: string, label: string, url: string } | null> | null };

export type AmSocialLoginCompleteAccountMutationVariables = Exact<{
  input: AmSocialLoginCompleteAccountInput;
}>;


export type AmSocialLoginCompleteAccountMutation = { amSocialLoginCompleteAccount: { token: string | null, customer_expiration: number | null, enable_gtm: string | null, enable_gtm_ga4: string | null } | null };

export type AmSocialLoginLinkAccountMutationVariables = Exact<{
  type: string;
}>;


export type AmSocialLoginLinkAccountMutation = { amSocialLoginLinkAccount: { isSuccess: boolean, message: string | null } | null };

export type AmSocialLoginUnlinkAccountMutationVariables = Exact<{
  type: string;
}>;


export type AmSocialLoginUnlinkAccountMutation = { amSocialLoginUnlinkAccount: { isSuccess: boolean, message: string | null } | null };

export type AnonymiseAmGdprCustomerMutationVariables = Exact<{
  password: string;
}>;


export type AnonymiseAmGdprCustomerMutation = { anonymiseAmGdprCustomer: { error: boolean, message: string | null } };

export type ApplyAmastyCompanyCreditMutationVariables = Exact<{
  input: AmastyCompanyCreditApplicationInput;
}>;


export type ApplyAmastyCompanyCreditMutation = { applyAmastyCompanyCredit: { id: number, status: string, company_name: string, tax_id: string, telephone: string, requested_limit: number, comment: string | null, created_at: string, decided_at: string | null } | null };

export type AssignProductsToWishlistGroupMutationVariables = Exact<{
  products: Array<WishlistGroupProductInput> | WishlistGroupProductInput;
  groups: string;
}>;


export type AssignProductsToWishlistGroupMutation = { assignProductsToWishlistGroup: { success: boolean, message: string | null } | null };

export type ChangeCustomerPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeCustomerPasswordMutation = { changeCustomerPassword: { email: string | null } | null };

export type CreateAccountMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateAccountMutation = { createCustomerV2: { customer: { email: string | null, firstname: string | null, lastname: string | null } } | null };

export type CreateCustomerAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type CreateCustomerAddressMutation = { createCustomerAddress: { id: number | null } | null };

export type CreateWishlistGroupMutationVariables = Exact<{
  input: CreateWishlistGroupInput;
}>;


export type CreateWishlistGroupMutation = { createWishlistGroup: { tigren_wishlistplus_group_id: number, group_name: string, description: string | null, color: string | null, is_default: boolean, customer_id: number } | null };

export type CustomerCartIdQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCartIdQuery = { customerCart: { id: string } };

export type CustomerDownloadableProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerDownloadableProductsQuery = { customerDownloadableProducts: { items: Array<{ order_increment_id: string | null, date: string | null, status: string | null, download_url: string | null, remaining_downloads: string | null } | null> | null } | null };

export type CustomerPaymentTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerPaymentTokensQuery = { customerPaymentTokens: { items: Array<{ public_hash: string, payment_method_code: string, type: PaymentTokenTypeEnum, details: string | null } | null> } | null };

export type CustomerWishlistGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerWishlistGroupsQuery = { customer: { wishlist_groups: Array<{ tigren_wishlistplus_group_id: number, group_name: string, description: string | null, color: string | null, created_time: string | null, updated_time: string | null, customer_id: number, is_default: boolean, sharing_code: string | null, items: Array<{ item_id: number, tigren_wishlistplus_item_id: number, group_id: number, product_qty: number, product_id: number, store_id: number | null, position: number | null, created_at: string | null, updated_at: string | null, product:
          | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
         | null }> }> } | null };

export type DeleteCustomerAddressMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCustomerAddressMutation = { deleteCustomerAddress: boolean | null };

export type DeletePaymentTokenMutationVariables = Exact<{
  publicHash: string;
}>;


export type DeletePaymentTokenMutation = { deletePaymentToken: { result: boolean } | null };

export type GetAmastyCompanyCreditApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAmastyCompanyCreditApplicationQuery = { getAmastyCompanyCreditApplication: { id: number, status: string, company_name: string, tax_id: string, telephone: string, requested_limit: number, comment: string | null, created_at: string, decided_at: string | null } | null };

export type GetAmastyCompanyCreditInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAmastyCompanyCreditInfoQuery = { getAmastyCompanyCreditInfo: { balance: number, be_paid: number, credit_balance: number, issued_credit: number, currency: string } | null };

export type GetAmastyCompanyTransactionQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type GetAmastyCompanyTransactionQuery = { getAmastyCompanyTransaction: { total_count: number, page_info: { page_size: number | null, current_page: number | null, total_pages: number | null } | null, items: Array<{ id: number, user_id: number | null, user_type: string | null, type: string, credit_id: number, amount: number, currency_credit: string, currency_event: string, rate: number, rate_credit: number, balance: number, datetime: string, order: string | null }> } | null };

export type GetCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerQuery = { customer: { email: string | null, firstname: string | null, lastname: string | null, is_subscribed: boolean | null, date_of_birth: string | null, taxvat: string | null, gender: number | null, customer_type: string | null, request_credit_status: string | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, street: Array<string | null> | null, city: string | null, sub_district: string | null, postcode: string | null, telephone: string | null, company: string | null, vat_id: string | null, country_code: CountryCodeEnum | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type GetCustomerOrderQueryVariables = Exact<{
  number: string;
}>;


export type GetCustomerOrderQuery = { customer: { orders: { items: Array<{ id: string, number: string, order_date: string, status: string, state: string | null, carrier: string | null, shipping_method: string | null, email: string | null, items: Array<{ id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, extra_fees: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } }> } | null, shipping_address: { firstname: string, lastname: string, street: Array<string>, city: string, region: string | null, postcode: string | null, telephone: string | null, company: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, is_full_invoice: boolean | null, invoice_type: string | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, time_slot: { date: string | null, option: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, telephone: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, is_full_invoice: boolean | null, invoice_type: string | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null } | null } | null> } | null } | null };

export type GetCustomerOrdersQueryVariables = Exact<{
  filter?: CustomerOrdersFilterInput | null | undefined;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type GetCustomerOrdersQuery = { customer: { orders: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, state_counts: Array<{ state: string, label: string, count: number }>, items: Array<{ id: string, number: string, order_date: string, status: string, state: string | null, tracking_order_status: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type GetCustomerReviewsQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type GetCustomerReviewsQuery = { customer: { reviews: { items: Array<{ review_id: number | null, summary: string, text: string, nickname: string, created_at: string, average_rating: number, product:
          | { uid: string, name: string | null, url_key: string | null }
          | { uid: string, name: string | null, url_key: string | null }
          | { uid: string, name: string | null, url_key: string | null }
          | { uid: string, name: string | null, url_key: string | null }
          | { uid: string, name: string | null, url_key: string | null }
          | { uid: string, name: string | null, url_key: string | null }
         } | null>, page_info: { current_page: number | null, total_pages: number | null } } } | null };

export type GetSocialLoginSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSocialLoginSettingsQuery = { storeConfig: { store_code: string | null, amsociallogin_general_enabled: number | null, amsociallogin_general_login_position: string | null, amsociallogin_general_button_shape: number | null, amsociallogin_general_popup_enabled: number | null, amsociallogin_general_button_position: string | null, amsociallogin_general_redirect_type: number | null, amsociallogin_general_custom_url: string | null, amsociallogin_line_enabled: number | null, amsociallogin_line_api_key: string | null } | null };

export type RemoveItemWishlistGroupMutationVariables = Exact<{
  input: RemoveItemWishlistGroupInput;
}>;


export type RemoveItemWishlistGroupMutation = { removeItemWishlistGroup: { success: boolean, message: string | null } | null };

export type RemoveProductFromGroupsMutationVariables = Exact<{
  productId: number;
  groupIds: Array<number> | number;
}>;


export type RemoveProductFromGroupsMutation = { removeProductFromGroups: { success: boolean, message: string | null } | null };

export type RemoveWishlistGroupMutationVariables = Exact<{
  ids: string;
}>;


export type RemoveWishlistGroupMutation = { removeWishlistGroup: { success: boolean, message: string | null } | null };

export type RequestAmGdprAccountDeletionMutationVariables = Exact<{
  password: string;
}>;


export type RequestAmGdprAccountDeletionMutation = { requestAmGdprAccountDeletion: { error: boolean, message: string | null } };

export type RequestPasswordResetEmailMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetEmailMutation = { requestPasswordResetEmail: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  resetPasswordToken: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean | null };

export type ShareWishlistGroupMutationVariables = Exact<{
  input: ShareWishlistGroupInput;
}>;


export type ShareWishlistGroupMutation = { shareWishlistGroup: { success: boolean, message: string | null, sharing_code: string | null } | null };

export type SharedWishlistGroupQueryVariables = Exact<{
  sharingCode: string;
}>;


export type SharedWishlistGroupQuery = { sharedWishlistGroup: { group_name: string, description: string | null, updated_time: string | null, items: Array<{ item_id: number, product_qty: number, product_id: number, position: number | null, product:
        | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
           | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
        | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
           | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
        | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
           | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
        | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
        | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
           | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
        | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
            | { uid: string, required: boolean | null }
           | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
       | null }> } | null };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { generateCustomerToken: { token: string | null, customer_expiration: number | null, enable_gtm: string | null, enable_gtm_ga4: string | null } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { revokeCustomerToken: { result: boolean } | null };

export type UnshareWishlistGroupMutationVariables = Exact<{
  groupId: number;
}>;


export type UnshareWishlistGroupMutation = { unshareWishlistGroup: { success: boolean, message: string | null } | null };

export type UpdateCustomerAddressMutationVariables = Exact<{
  id: number;
  input?: CustomerAddressInput | null | undefined;
}>;


export type UpdateCustomerAddressMutation = { updateCustomerAddress: { id: number | null } | null };

export type UpdateCustomerEmailMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type UpdateCustomerEmailMutation = { updateCustomerEmail: { customer: { email: string | null, firstname: string | null, lastname: string | null } } | null };

export type UpdateCustomerInformationMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type UpdateCustomerInformationMutation = { updateCustomerV2: { customer: { email: string | null, firstname: string | null, lastname: string | null, is_subscribed: boolean | null, date_of_birth: string | null, taxvat: string | null, gender: number | null } } | null };

export type UpdatePositionWishlistItemGroupMutationVariables = Exact<{
  itemId: number;
  groupId: number;
  position: number;
}>;


export type UpdatePositionWishlistItemGroupMutation = { updatePositionWishlistItemGroup: { success: boolean, message: string | null } | null };

export type UpdateQtyWishlistItemGroupMutationVariables = Exact<{
  itemId: number;
  groupId: number;
  qty: number;
}>;


export type UpdateQtyWishlistItemGroupMutation = { updateQtyWishlistItemGroup: { item_id: number, product_qty: number } | null };

export type UpdateWishlistGroupMutationVariables = Exact<{
  input: UpdateWishlistGroupInput;
}>;


export type UpdateWishlistGroupMutation = { updateWishlistGroup: { tigren_wishlistplus_group_id: number, group_name: string, description: string | null, color: string | null, is_default: boolean } | null };

export type GetBrandByUrlKeyQueryVariables = Exact<{
  urlKey: string;
}>;


export type GetBrandByUrlKeyQuery = { ambrand: { brandId: number | null, label: string | null, url: string | null, img: string | null, image: string | null, alt: string | null, description: string | null, short_description: string | null, cnt: number | null, letter: string | null, top_cms_block_id: string | null, bottom_cms_block_id: string | null } | null };

export type GetBrandListQueryVariables = Exact<{
  imageWidth?: number | null | undefined;
  imageHeight?: number | null | undefined;
  showCount?: boolean | null | undefined;
  displayZero?: boolean | null | undefined;
}>;


export type GetBrandListQuery = { ambrandlist: { all_letters: Array<string | null> | null, items: Array<{ brandId: number | null, label: string | null, url: string | null, img: string | null, image: string | null, alt: string | null, description: string | null, short_description: string | null, cnt: number | null, letter: string | null, top_cms_block_id: string | null, bottom_cms_block_id: string | null } | null> | null } | null };

export type GetBrandSliderQueryVariables = Exact<{
  imageWidth?: number | null | undefined;
  imageHeight?: number | null | undefined;
  sortBy?: string | null | undefined;
  displayZero?: boolean | null | undefined;
}>;


export type GetBrandSliderQuery = { ambrandslider: { items: Array<{ brandId: number | null, label: string | null, url: string | null, img: string | null, image: string | null, alt: string | null, description: string | null, short_description: string | null, cnt: number | null, letter: string | null, top_cms_block_id: string | null, bottom_cms_block_id: string | null } | null> | null } | null };

export type CreateCartAfterCheckoutMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCartAfterCheckoutMutation = { cartId: string | null };

export type AddProductToCartMutationVariables = Exact<{
  cartId: string;
  sku: string;
  quantity: number;
  parentSku?: string | null | undefined;
  selectedOptions?: Array<string> | string | null | undefined;
  enteredOptions?: Array<EnteredOptionInput> | EnteredOptionInput | null | undefined;
}>;


export type AddProductToCartMutation = { addProductsToCart: { cart: { id: string, total_quantity: number }, user_errors: Array<{ code: CartUserInputErrorType, message: string }> } | null };

export type ApplyCouponToCartMutationVariables = Exact<{
  cartId: string;
  couponCode: string;
}>;


export type ApplyCouponToCartMutation = { applyCouponToCart: { cart: { id: string, applied_coupons: Array<{ code: string } | null> | null } } | null };

export type CreateCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCartMutation = { cartId: string | null };

export type GetCartDetailsQueryVariables = Exact<{
  cartId: string;
}>;


export type GetCartDetailsQuery = { cart: { id: string, email: string | null, total_quantity: number, has_error: boolean, messages: Array<{ type: string, text: string }>, conditions: { min_amount: { has_error: boolean, message: string | null } | null, max_amount: { has_error: boolean, message: string | null } | null } | null, applied_coupons: Array<{ code: string } | null> | null, applied_gift_cards: Array<{ code: string | null, applied_balance: { value: number | null, currency: CurrencyEnum | null } | null, current_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, after_discount: { value: number | null, currency: CurrencyEnum | null } | null, non_vat_amount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null }, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean } | null> | null } | null>, free_gifts: { common_qty: number, triggered_products: Array<string>, promo_sku: Array<string>, auto_open_popup: boolean, title_free_gift: string | null, title: string | null, items: Array<{ sku: string, qty: number, product:
          | { uid: string, sku: string | null, name: string | null }
          | { uid: string, sku: string | null, name: string | null }
          | { uid: string, sku: string | null, name: string | null }
          | { uid: string, sku: string | null, name: string | null }
          | { uid: string, sku: string | null, name: string | null }
          | { uid: string, sku: string | null, name: string | null }
         | null }> } | null, applied_extra_fees: { total_records: number, currency: string, items: Array<{ fee_id: number, option_id: number, fee_amount: number, base_fee_amount: number, tax_amount: number, base_tax_amount: number, label: string }> } | null, fee_item_for_quote: Array<{ fee_id: number, label: string, is_required: boolean, options: Array<{ option_id: number, label: string, is_default: boolean, price: { value: number | null, currency: CurrencyEnum | null } }> }>, items: Array<
      | { __typename: 'BundleCartItem', uid: string, id: string, quantity: number, special_request: string | null, position: number | null, is_free_gift: boolean, available_to_checkout: boolean, has_error: boolean, customizable_options: Array<{ label: string, values: Array<{ label: string, value: string }> } | null>, bundle_options: Array<{ uid: string, label: string, values: Array<{ uid: string, label: string, price: number, quantity: number }> }>, messages: Array<{ type: string, text: string }>, prices: { price: { value: number | null, currency: CurrencyEnum | null }, price_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'ConfigurableCartItem', uid: string, id: string, quantity: number, special_request: string | null, position: number | null, is_free_gift: boolean, available_to_checkout: boolean, has_error: boolean, customizable_options: Array<{ label: string, values: Array<{ label: string, value: string }> } | null>, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string }>, configured_variant:
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
        , messages: Array<{ type: string, text: string }>, prices: { price: { value: number | null, currency: CurrencyEnum | null }, price_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'SimpleCartItem', uid: string, id: string, quantity: number, special_request: string | null, position: number | null, is_free_gift: boolean, available_to_checkout: boolean, has_error: boolean, customizable_options: Array<{ label: string, values: Array<{ label: string, value: string }> } | null>, messages: Array<{ type: string, text: string }>, prices: { price: { value: number | null, currency: CurrencyEnum | null }, price_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'VirtualCartItem', uid: string, id: string, quantity: number, special_request: string | null, position: number | null, is_free_gift: boolean, available_to_checkout: boolean, has_error: boolean, customizable_options: Array<{ label: string, values: Array<{ label: string, value: string }> } | null>, messages: Array<{ type: string, text: string }>, prices: { price: { value: number | null, currency: CurrencyEnum | null }, price_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, product:
          | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null }
         }
     | null> | null } | null };

export type GetItemCountQueryVariables = Exact<{
  cartId: string;
}>;


export type GetItemCountQuery = { cart: { id: string, total_quantity: number } | null };

export type GetStoreConfigForCartPageQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStoreConfigForCartPageQuery = { storeConfig: { store_code: string | null, product_url_suffix: string | null, configurable_thumbnail_source: string | null, tax_cart_display_price: number | null, isEnabledSuccessPopup: boolean | null } | null };

export type MergeCartsMutationVariables = Exact<{
  destinationCartId: string;
  sourceCartId: string;
}>;


export type MergeCartsMutation = { mergeCarts: { id: string, total_quantity: number } };

export type RemoveCouponFromCartMutationVariables = Exact<{
  cartId: string;
}>;


export type RemoveCouponFromCartMutation = { removeCouponFromCart: { cart: { id: string, applied_coupons: Array<{ code: string } | null> | null } | null } | null };

export type RemoveItemFromCartMutationVariables = Exact<{
  cartId: string;
  itemId: string;
}>;


export type RemoveItemFromCartMutation = { removeItemFromCart: { cart: { id: string, total_quantity: number } } | null };

export type UpdateCartItemMutationVariables = Exact<{
  cartId: string;
  itemId: string;
  quantity: number;
}>;


export type UpdateCartItemMutation = { updateCartItems: { cart: { id: string, total_quantity: number } } | null };

export type GetCategoryDataQueryVariables = Exact<{
  uid: string;
  filter: ProductAttributeFilterInput;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize: number;
  currentPage: number;
}>;


export type GetCategoryDataQuery = { categories: { items: Array<{ uid: string, id: number | null, name: string | null, description: string | null, level: number | null, path: string | null, url_key: string | null, url_path: string | null, url_suffix: string | null, display_mode: string | null, default_sort_by: string | null, is_anchor: number | null, image: string | null, thumbnail: string | null, category_menu_icon: string | null, product_count: number | null, meta_title: string | null, meta_keywords: string | null, meta_description: string | null, cms_block: { identifier: string | null, title: string | null, content: string | null } | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null } | null, products: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
     | null> | null, aggregations: Array<{ attribute_code: string, label: string | null, count: number | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, sort_fields: { default: string | null, options: Array<{ label: string | null, value: string | null } | null> | null } | null } | null };

export type GetNavigationMenuQueryVariables = Exact<{
  uid: string;
}>;


export type GetNavigationMenuQuery = { categories: { items: Array<{ uid: string, id: number | null, name: string | null, level: number | null, position: number | null, path: string | null, url_key: string | null, url_path: string | null, url_suffix: string | null, include_in_menu: number | null, children_count: string | null, image: string | null, thumbnail: string | null, category_menu_icon: string | null, product_count: number | null, number_of_item: number | null, children: Array<{ uid: string, id: number | null, name: string | null, level: number | null, position: number | null, path: string | null, url_key: string | null, url_path: string | null, url_suffix: string | null, include_in_menu: number | null, children_count: string | null, image: string | null, thumbnail: string | null, category_menu_icon: string | null, product_count: number | null, number_of_item: number | null, children: Array<{ uid: string, id: number | null, name: string | null, level: number | null, position: number | null, path: string | null, url_key: string | null, url_path: string | null, url_suffix: string | null, include_in_menu: number | null, children_count: string | null, image: string | null, thumbnail: string | null, category_menu_icon: string | null, product_count: number | null, number_of_item: number | null, children: Array<{ uid: string, id: number | null, name: string | null, level: number | null, position: number | null, path: string | null, url_key: string | null, url_path: string | null, url_suffix: string | null, include_in_menu: number | null, children_count: string | null, image: string | null, thumbnail: string | null, category_menu_icon: string | null, product_count: number | null, number_of_item: number | null, children: Array<{ uid: string, id: number | null, name: string | null, level: number | null, position: number | null, path: string | null, url_key: string | null, url_path: string | null, url_suffix: string | null, include_in_menu: number | null, children_count: string | null, image: string | null, thumbnail: string | null, category_menu_icon: string | null, product_count: number | null, number_of_item: number | null } | null> | null } | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type GetProductDetailQueryVariables = Exact<{
  urlKey: string;
}>;


export type GetProductDetailQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', dynamic_price: boolean | null, dynamic_sku: boolean | null, price_view: PriceViewEnum | null, ship_bundle_items: ShipBundleItemsEnum | null, meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, items: Array<{ uid: string | null, title: string | null, required: boolean | null, type: string | null, position: number | null, sku: string | null, options: Array<{ uid: string, label: string | null, quantity: number | null, position: number | null, is_default: boolean | null, price: number | null, price_type: PriceTypeEnum | null, can_change_quantity: boolean | null, product:
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
             | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
         | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
          | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
         | null> | null, options: Array<
          | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
          | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'ConfigurableProduct', meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, configurable_options: Array<{ uid: string, attribute_uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, label: string | null, default_label: string | null, store_label: string | null, use_default_value: boolean | null, swatch_data:
              | { __typename: 'ColorSwatchData', value: string | null }
              | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
              | { __typename: 'TextSwatchData', value: string | null }
             | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ uid: string, code: string | null, label: string | null, value_index: number | null } | null> | null, product: { uid: string, id: number | null, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, media_gallery: Array<
              | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
              | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
             | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } } | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
         | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
          | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
         | null> | null, options: Array<
          | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
          | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'DownloadableProduct', links_title: string | null, links_purchased_separately: number | null, meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, downloadable_product_links: Array<{ uid: string, title: string | null, sort_order: number | null, price: number | null, sample_url: string | null } | null> | null, downloadable_product_samples: Array<{ title: string | null, sort_order: number | null, sample_url: string | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
         | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
          | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
         | null> | null, options: Array<
          | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
          | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'GroupedProduct', meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, items: Array<{ qty: number | null, position: number | null, product:
            | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
               | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
            | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
               | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
            | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
               | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
            | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
            | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
               | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
            | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
                | { uid: string, required: boolean | null }
               | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
           | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
         | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
          | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'SimpleProduct', meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
         | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
          | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
         | null> | null, options: Array<
          | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
          | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'VirtualProduct', meta_title: string | null, meta_keyword: string | null, meta_description: string | null, canonical_url: string | null, country_of_manufacture: string | null, only_x_left_in_stock: number | null, uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { media_type: string | null, video_provider: string | null, video_url: string | null, video_title: string | null, video_description: string | null, video_metadata: string | null } | null }
         | null> | null, url_rewrites: Array<{ url: string | null, parameters: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, categories: Array<{ uid: string, id: number | null, name: string | null, level: number | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null, crosssell_products: Array<
          | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
          | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
              | { uid: string, required: boolean | null }
             | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
         | null> | null, options: Array<
          | { __typename: 'CustomizableAreaOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, areaValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableCheckboxOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, checkboxValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableDateOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, dateValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, type: CustomizableDateTypeEnum | null } | null }
          | { __typename: 'CustomizableDropDownOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, dropdownValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableFieldOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fieldValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, max_characters: number | null } | null }
          | { __typename: 'CustomizableFileOption', product_sku: string | null, uid: string, title: string | null, required: boolean | null, sort_order: number | null, fileValue: { uid: string, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, file_extension: string | null, image_size_x: number | null, image_size_y: number | null } | null }
          | { __typename: 'CustomizableMultipleOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, multipleValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
          | { __typename: 'CustomizableRadioOption', uid: string, title: string | null, required: boolean | null, sort_order: number | null, radioValues: Array<{ uid: string, option_type_id: number | null, title: string | null, sku: string | null, price: number | null, price_type: PriceTypeEnum | null, sort_order: number | null } | null> | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
     | null> | null } | null };

export type GetProductListQueryVariables = Exact<{
  filter: ProductAttributeFilterInput;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize: number;
  currentPage: number;
}>;


export type GetProductListQuery = { products: { total_count: number | null, page_info: { current_page: number | null, total_pages: number | null } | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
     | null> | null, aggregations: Array<{ attribute_code: string, label: string | null, count: number | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, sort_fields: { default: string | null, options: Array<{ label: string | null, value: string | null } | null> | null } | null } | null };

export type ProductGroupRuleListQueryVariables = Exact<{
  skus?: Array<string | null | undefined> | string | null | undefined;
  mode?: string | null | undefined;
}>;


export type ProductGroupRuleListQuery = { productGroupRuleList: Array<{ sku: string | null, hide_cart: boolean | null, price_action: number | null, price_content: { content: string | null } | null } | null> | null };

export type GetCustomerForCheckoutQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerForCheckoutQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, customer_type: string | null, default_billing: string | null, default_shipping: string | null, customer_notice: { format: string | null, content_text: string | null, url: string | null } | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, telephone: string | null, street: Array<string | null> | null, city: string | null, city_id: number | null, sub_district: string | null, sub_district_id: number | null, postcode: string | null, country_code: CountryCodeEnum | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type CreateP2c2pPaymentRequestMutationVariables = Exact<{
  cartId: string;
  orderNumber: string;
}>;


export type CreateP2c2pPaymentRequestMutation = { createP2c2pPaymentRequest: { order_number: string, action_url: string, method: string, fields: Array<{ name: string, value: string }> } | null };

export type CreateScbDeeplinkMutationVariables = Exact<{
  cartId: string;
  orderNumber: string;
}>;


export type CreateScbDeeplinkMutation = { createScbDeeplink: { order_number: string, deeplink_url: string, expires_at: string | null } | null };

export type CreateScbQrCodeMutationVariables = Exact<{
  cartId: string;
  orderNumber: string;
}>;


export type CreateScbQrCodeMutation = { createScbQrCode: { order_number: string, qr_image: string, sandbox_app_url: string | null, qr_raw_data: string, expires_at: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null };

export type CustomerOrderForPrintQueryVariables = Exact<{
  orderNumber: string;
}>;


export type CustomerOrderForPrintQuery = { order: { id: string, number: string, order_date: string, status: string, email: string | null, shipping_method: string | null, time_slot: { date: string | null, option: string | null } | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, extra_fees: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } }> } | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null } | null> | null, payment_methods: Array<{ name: string, type: string } | null> | null, shipping_address: { firstname: string, lastname: string, company: string | null, telephone: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, is_full_invoice: boolean | null, invoice_type: string | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, telephone: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, is_full_invoice: boolean | null, invoice_type: string | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null } | null } | null };

export type GetCheckoutDetailsQueryVariables = Exact<{
  cartId: string;
}>;


export type GetCheckoutDetailsQuery = { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, has_error: boolean, conditions: { min_amount: { has_error: boolean, message: string | null } | null, max_amount: { has_error: boolean, message: string | null } | null } | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string }, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, price_excl_tax: { value: number | null, currency: CurrencyEnum | null }, price_incl_tax: { value: number | null, currency: CurrencyEnum | null } } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null>, billing_address: { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string, purchase_order_number: string | null } | null } | null };

export type GetCheckoutRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCheckoutRegionsQuery = { country: { id: string | null, available_regions: Array<{ id: number | null, code: string | null, name: string | null } | null> | null } | null };

export type GetGuestOrderForRepaymentQueryVariables = Exact<{
  token: string;
}>;


export type GetGuestOrderForRepaymentQuery = { guestOrderByToken: { id: string, number: string, token: string, cartIdMask: string | null, canRepayment: boolean, order_date: string, status: string, email: string | null, shipping_method: string | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, grand_total: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, extra_fees: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } }> } | null, items: Array<{ id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null } | null> | null, payment_methods: Array<{ name: string, type: string } | null> | null, time_slot: { date: string | null, option: string | null } | null, shipping_address: { firstname: string, lastname: string, company: string | null, telephone: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, is_full_invoice: boolean | null, invoice_type: string | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, telephone: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, is_full_invoice: boolean | null, invoice_type: string | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null } | null } };

export type GetOrderForRepaymentQueryVariables = Exact<{
  orderNumber: string;
}>;


export type GetOrderForRepaymentQuery = { order: { id: string, number: string, cartIdMask: string | null, canRepayment: boolean, order_date: string, status: string, shipping_method: string | null, selected_store: string | null, email: string | null, time_slot: { date: string | null, option: string | null } | null, total: { discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null }, subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, extra_fees: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } }> } | null, invoices: Array<{ id: string } | null>, items: Array<{ id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, preorder_release_date: string | null, preorder_from_date: string | null, preorder_to_date: string | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null } | null> | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, shipping_address: { time_slot_from: string | null, time_slot_to: string | null, time_slot_optional_from: string | null, time_slot_optional_to: string | null, operating_time: string | null, name_address: string | null, city_id: number | null, firstname: string, lastname: string, company: string | null, telephone: string | null, fax: string | null, street: Array<string>, city: string, region: string | null, region_id: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, sub_district_id: number | null, is_full_invoice: boolean | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null, invoice_type: string | null, contact_name: string | null, contact_surname: string | null, vat_id: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, telephone: string | null, fax: string | null, street: Array<string>, city: string, region: string | null, region_id: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, sub_district_id: number | null, is_full_invoice: boolean | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null, invoice_type: string | null, contact_name: string | null, contact_surname: string | null, vat_id: string | null } | null } | null };

export type RepaymentOrderAddressFragment = { firstname: string, lastname: string, company: string | null, telephone: string | null, fax: string | null, street: Array<string>, city: string, region: string | null, region_id: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, sub_district_id: number | null, is_full_invoice: boolean | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null, invoice_type: string | null, contact_name: string | null, contact_surname: string | null, vat_id: string | null };

export type GetPaymentInformationQueryVariables = Exact<{
  cartId: string;
}>;


export type GetPaymentInformationQuery = { cart: { id: string, selected_payment_method: { code: string, title: string } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, fee_item_for_quote: Array<{ fee_id: number, label: string, description: string | null, is_required: boolean, options: Array<{ option_id: number, label: string, is_default: boolean, price: { value: number | null, currency: CurrencyEnum | null } }> }>, applied_extra_fees: { total_records: number, currency: string, items: Array<{ fee_id: number, option_id: number, fee_amount: number, base_fee_amount: number, tax_amount: number, base_tax_amount: number, label: string }> } | null } | null };

export type GetThaiAddressByPostcodeQueryVariables = Exact<{
  postcode: string;
}>;


export type GetThaiAddressByPostcodeQuery = { getThaiAddressByPostcode: Array<{ postcode: string, sub_district: string, sub_district_id: number, city: string, city_id: number, region: string, region_id: number, region_code: string, delivers: boolean }> };

export type GuestOrderQueryVariables = Exact<{
  number: string;
  email: string;
  postcode: string;
}>;


export type GuestOrderQuery = { guestOrder: { id: string, number: string, order_date: string, status: string, email: string | null, shipping_method: string | null, time_slot: { date: string | null, option: string | null } | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, extra_fees: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } }> } | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null } | null> | null, payment_methods: Array<{ name: string, type: string } | null> | null, shipping_address: { firstname: string, lastname: string, company: string | null, telephone: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, is_full_invoice: boolean | null, invoice_type: string | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, telephone: string | null, street: Array<string>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, sub_district: string | null, is_full_invoice: boolean | null, invoice_type: string | null, head_office: boolean | null, branch_office: string | null, tax_identification_number: string | null, personal_firstname: string | null, personal_lastname: string | null } | null } };

export type KpaymentCheckoutQueryVariables = Exact<{
  cartId: string;
  orderNumber: string;
}>;


export type KpaymentCheckoutQuery = { kpaymentCheckout: { order_number: string, script_url: string, api_key: string, amount: number, currency: string, payment_methods: string, action_url: string, merchant_name: string | null, order_id: string | null } | null };

export type PlaceOrderMutationVariables = Exact<{
  cartId: string;
  consents?: Array<AmGdprConsentInput> | AmGdprConsentInput | null | undefined;
}>;


export type PlaceOrderMutation = { placeOrder: { new_cart_id: string | null, gtm_ga4: string | null, orderV2: { number: string, token: string } | null, errors: Array<{ code: PlaceOrderErrorCodes, message: string }> } | null };

export type ScbPaymentStatusQueryVariables = Exact<{
  cartId: string;
  orderNumber: string;
}>;


export type ScbPaymentStatusQuery = { scbPaymentStatus: { order_number: string, status: ScbPaymentStatusEnum } | null };

export type SetBillingAddressMutationVariables = Exact<{
  cartId: string;
  address?: CartAddressInput | null | undefined;
  sameAsShipping?: boolean | null | undefined;
}>;


export type SetBillingAddressMutation = { setBillingAddressOnCart: { cart: { id: string } } | null };

export type SetGuestEmailOnCartMutationVariables = Exact<{
  cartId: string;
  email: string;
}>;


export type SetGuestEmailOnCartMutation = { setGuestEmailOnCart: { cart: { id: string, email: string | null } } | null };

export type SetPaymentMethodOnCartMutationVariables = Exact<{
  cartId: string;
  code: string;
  purchaseOrderNumber?: string | null | undefined;
  companyCredit?: AmastyCompanyCreditPaymentInput | null | undefined;
}>;


export type SetPaymentMethodOnCartMutation = { setPaymentMethodOnCart: { cart: { id: string, selected_payment_method: { code: string, title: string } | null, applied_extra_fees: { total_records: number, currency: string, items: Array<{ fee_id: number, option_id: number, fee_amount: number, base_fee_amount: number, tax_amount: number, base_tax_amount: number, label: string }> } | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null } | null } } | null };

export type SetShippingAddressMutationVariables = Exact<{
  cartId: string;
  address: CartAddressInput;
}>;


export type SetShippingAddressMutation = { setShippingAddressesOnCart: { cart: { id: string, shipping_addresses: Array<{ available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, delivery_slots: Array<{ date: string, from: string, to: string, option: string }> } | null> | null } | null> } } | null };

export type SetShippingMethodMutationVariables = Exact<{
  cartId: string;
  carrierCode: string;
  methodCode: string;
  deliveryDate?: string | null | undefined;
  timeSlot?: string | null | undefined;
}>;


export type SetShippingMethodMutation = { setShippingMethodsOnCart: { cart: { id: string, available_payment_methods: Array<{ code: string, title: string } | null> | null } } | null };

export type GetCmsBlocksQueryVariables = Exact<{
  identifiers: Array<string | null | undefined> | string;
}>;


export type GetCmsBlocksQuery = { cmsBlocks: { items: Array<{ identifier: string | null, title: string | null, content: string | null } | null> | null } | null };

export type GetCmsPageQueryVariables = Exact<{
  identifier: string;
}>;


export type GetCmsPageQuery = { cmsPage: { identifier: string | null, url_key: string | null, title: string | null, content: string | null, content_heading: string | null, page_layout: string | null, meta_title: string | null, meta_description: string | null, meta_keywords: string | null, relative_url: string | null } | null };

export type AcceptAmGdprPolicyMutationVariables = Exact<{
  policyVersion: string;
}>;


export type AcceptAmGdprPolicyMutation = { acceptAmGdprPolicy: { error: boolean, message: string | null } };

export type AmGdprSubscribeEmailToNewsletterMutationVariables = Exact<{
  email: string;
  consents: Array<AmGdprConsentInput> | AmGdprConsentInput;
}>;


export type AmGdprSubscribeEmailToNewsletterMutation = { amGdprSubscribeEmailToNewsletter: { status: SubscriptionStatusesEnum | null } | null };

export type AmGetGdprConsentsQueryVariables = Exact<{
  location?: string | null | undefined;
}>;


export type AmGetGdprConsentsQuery = { amGetGdprConsents: Array<{ consent_id: number, name: string, consent_code: string, is_required: boolean, hide_the_consent_after_user_left_the_consent: boolean, consent_location: string, link_type: number, cms_page_id: number | null, consent_text: string, visibility: number, has_agreement: boolean, sort_order: number }> };

export type AmGetGdprPolicyTextQueryVariables = Exact<{
  id: number;
}>;


export type AmGetGdprPolicyTextQuery = { amGetGdprPolicyText: { title: string | null, content: string | null, need_show: boolean, version: string | null, version_changed: boolean, created_at: string | null, updated_at: string | null, header_title: string | null, header_description: string | null } | null };

export type ConfirmNewsletterSubscriptionMutationVariables = Exact<{
  id: number;
  code: string;
}>;


export type ConfirmNewsletterSubscriptionMutation = { confirmNewsletterSubscription: { status: SubscriptionStatusesEnum | null } | null };

export type ContactusFormSubmitMutationVariables = Exact<{
  input: ContactusFormInput;
}>;


export type ContactusFormSubmitMutation = { contactusFormSubmit: { success_message: string } | null };

export type CookieDataQueryVariables = Exact<{ [key: string]: never; }>;


export type CookieDataQuery = { cookieData: { lastUpdate: string | null, groupData: Array<{ groupId: number, code: string | null, name: string, description: string | null, isEssential: boolean, checked: boolean }> } | null };

export type GiveAmGdprConsentMutationVariables = Exact<{
  consents: Array<AmGdprConsentInput> | AmGdprConsentInput;
  location?: string | null | undefined;
}>;


export type GiveAmGdprConsentMutation = { giveAmGdprConsent: { error: boolean, message: string | null } };

export type PopupWidgetQueryVariables = Exact<{
  pageType: string;
}>;


export type PopupWidgetQuery = { popupWidget: { size: number, items: Array<{ instance_id: number, title: string | null, instance_type: string, store_ids: string | null, sort_order: number, layout_handle: string | null, page_group: string | null, widget_parameters: { unique_id: string, cookie_expires: number, popup_title: string | null, popup_effect: string | null, view_session: string | null, popup_width: string | null, is_active: boolean, popup_content: string | null, block_id: string | null } }> } | null };

export type PushNotificationConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PushNotificationConfigQuery = { pushNotificationConfig: { provider: string, vapid_public_key: string, firebase: { api_key: string, project_id: string, messaging_sender_id: string, app_id: string } | null } | null };

export type SaveAllCookieMutationVariables = Exact<{ [key: string]: never; }>;


export type SaveAllCookieMutation = { saveAllCookie: { status: boolean, message: string | null } };

export type SaveCustomCookieMutationVariables = Exact<{
  groupData: string;
}>;


export type SaveCustomCookieMutation = { saveCustomCookie: { status: boolean, message: string | null } };

export type SubscribeFirebaseMutationVariables = Exact<{
  token: string;
}>;


export type SubscribeFirebaseMutation = { subscribeFirebase: { result: boolean, message: string | null } | null };

export type UnsubscribeEmailFromNewsletterMutationVariables = Exact<{
  id: number;
  code: string;
}>;


export type UnsubscribeEmailFromNewsletterMutation = { unsubscribeEmailFromNewsletter: { status: SubscriptionStatusesEnum | null } | null };

export type UnsubscribeFirebaseMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeFirebaseMutation = { unsubscribeFirebase: { result: boolean, message: string | null } | null };

export type GetRegionsDataQueryVariables = Exact<{
  postcode: string;
}>;


export type GetRegionsDataQuery = { getRegionsData: Array<{ location: string | null, active: boolean | null, key: string | null } | null> | null };

export type GetFilterInputsForSearchQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFilterInputsForSearchQuery = { __type: { inputFields: Array<{ name: string, type: { name: string | null } }> | null } | null };

export type GetSearchSuggestionsQueryVariables = Exact<{
  inputText: string;
  productCount: number;
  categoryCount: number;
}>;


export type GetSearchSuggestionsQuery = { products: { items: Array<
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, name: string | null, url_key: string | null, url_suffix: string | null, thumbnail: { url: string | null, label: string | null } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
     | null> | null } | null, categories: { items: Array<{ uid: string, name: string | null, level: number | null, url_key: string | null, url_path: string | null, url_suffix: string | null } | null> | null } | null };

export type ProductSearchQueryVariables = Exact<{
  currentPage?: number | null | undefined;
  inputText: string;
  pageSize?: number | null | undefined;
  filters: ProductAttributeFilterInput;
  sort?: ProductAttributeSortInput | null | undefined;
}>;


export type ProductSearchQuery = { products: { total_count: number | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'ConfigurableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'DownloadableProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'GroupedProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'SimpleProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
      | { __typename: 'VirtualProduct', uid: string, id: number | null, name: string | null, sku: string | null, type_id: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, p_brandcode: string | null, is_preorder: number | null, preorder_release_date: string | null, is_weighing: number | null, is_free: number | null, price1type: string | null, qty_increments: number | null, options: Array<
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
          | { uid: string, required: boolean | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, thumbnail: { url: string | null, label: string | null } | null, attributes: Array<{ code: string | null, label: string | null, value: string | null } | null> | null, shipping_services: Array<{ label: string | null, value: string | null, image_url: string | null } | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null }, final_price_excl_tax: { value: number | null, currency: CurrencyEnum | null } | null, discount: { percent_off: number | null, amount_off: number | null } | null, fixed_product_taxes: Array<{ label: string | null, amount: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } }
     | null> | null, page_info: { current_page: number | null, total_pages: number | null } | null, suggestions: Array<{ search: string } | null> | null, aggregations: Array<{ attribute_code: string, label: string | null, count: number | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, sort_fields: { default: string | null, options: Array<{ label: string | null, value: string | null } | null> | null } | null } | null };

export type GetAvailableStoresDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAvailableStoresDataQuery = { availableStores: Array<{ store_code: string | null, store_group_code: string | null, store_group_name: string | null, store_name: string | null, store_sort_order: number | null, is_default_store: boolean | null, category_url_suffix: string | null, product_url_suffix: string | null, default_display_currency_code: string | null, locale: string | null, secure_base_media_url: string | null } | null> | null };

export type GetCurrencyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCurrencyDataQuery = { currency: { base_currency_code: string | null, default_display_currency_code: string | null, default_display_currency_symbol: string | null, available_currency_codes: Array<string | null> | null } | null };

export type GetPageSizeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPageSizeQuery = { storeConfig: { store_code: string | null, grid_per_page: number | null } | null };

export type GetRouteDataQueryVariables = Exact<{
  url: string;
}>;


export type GetRouteDataQuery = { route:
    | { __typename: 'BundleProduct', uid: string, id: number | null, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
    | { __typename: 'CategoryTree', uid: string, id: number | null, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
    | { __typename: 'CmsPage', identifier: string | null, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
    | { __typename: 'ConfigurableProduct', uid: string, id: number | null, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
    | { __typename: 'DownloadableProduct', uid: string, id: number | null, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
    | { __typename: 'GroupedProduct', uid: string, id: number | null, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
    | { __typename: 'RoutableUrl', type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
    | { __typename: 'SimpleProduct', uid: string, id: number | null, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
    | { __typename: 'VirtualProduct', uid: string, id: number | null, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, relative_url: string | null, redirect_code: number }
   | null };

export type GetStoreConfigDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStoreConfigDataQuery = { storeConfig: { id: number | null, store_code: string | null, store_name: string | null, store_group_name: string | null, locale: string | null, default_display_currency_code: string | null, base_currency_code: string | null, secure_base_media_url: string | null, root_category_uid: string | null, product_url_suffix: string | null, category_url_suffix: string | null, grid_per_page: number | null, default_title: string | null, head_title_prefix: string | null, head_title_suffix: string | null, title_prefix: string | null, title_suffix: string | null, title_separator: string | null, header_logo_src: string | null, logo_width: number | null, logo_height: number | null, logo_alt: string | null, copyright: string | null, cms_home_page: string | null, show_cms_breadcrumbs: number | null, is_pre_launch: boolean | null, isEnabledSuccessPopup: boolean | null, isEnabledPopup: boolean | null, newsletter_enabled: boolean, enable_gtm: string | null, enable_gtm_ga4: string | null, ga4_measurement_id: string | null, b2b_redirect_identifier: string | null, secure_pay_library: string | null, tax_display_type: number | null, tax_cart_display_price: number | null, configurable_thumbnail_source: string | null, product_fixed_product_tax_display_setting: FixedProductTaxDisplaySettings | null, category_fixed_product_tax_display_setting: FixedProductTaxDisplaySettings | null, amshopby_brand_general_attribute_code: string | null, amshopby_brand_general_url_key: string | null, amshopby_brand_general_topmenu_enabled: boolean | null, amshopby_brand_general_menu_item_label: string | null, amshopby_slider_slider_style: string | null, amshopby_general_unfolded_options_state: number | null, amshopby_general_keep_single_choice_visible: boolean | null, amgdprcookie_cookie_bar_enabled: boolean | null, amgdprcookie_cookie_bar_text: string | null, amgdprcookie_accept_button_text: string | null, amgdprcookie_settings_button_text: string | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AggregationFieldsFragmentDoc = new TypedDocumentString(`
    fragment AggregationFields on Aggregation {
  attribute_code
  label
  count
  position
  options {
    label
    value
    count
  }
}
    `, {"fragmentName":"AggregationFields"}) as unknown as TypedDocumentString<AggregationFieldsFragment, unknown>;
export const BrandItemFragmentDoc = new TypedDocumentString(`
    fragment BrandItem on AmBrandListItem {
  brandId
  label
  url
  img
  image
  alt
  description
  short_description
  cnt
  letter
  top_cms_block_id
  bottom_cms_block_id
}
    `, {"fragmentName":"BrandItem"}) as unknown as TypedDocumentString<BrandItemFragment, unknown>;
export const NavigationCategoryFragmentDoc = new TypedDocumentString(`
    fragment NavigationCategory on CategoryTree {
  uid
  id
  name
  level
  position
  path
  url_key
  url_path
  url_suffix
  include_in_menu
  children_count
  image
  thumbnail
  category_menu_icon
  product_count
  number_of_item
}
    `, {"fragmentName":"NavigationCategory"}) as unknown as TypedDocumentString<NavigationCategoryFragment, unknown>;
export const MoneyFieldsFragmentDoc = new TypedDocumentString(`
    fragment MoneyFields on Money {
  value
  currency
}
    `, {"fragmentName":"MoneyFields"}) as unknown as TypedDocumentString<MoneyFieldsFragment, unknown>;
export const ProductPriceFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductPriceFields on ProductPrice {
  regular_price {
    ...MoneyFields
  }
  final_price {
    ...MoneyFields
  }
  final_price_excl_tax {
    ...MoneyFields
  }
  discount {
    percent_off
    amount_off
  }
  fixed_product_taxes {
    label
    amount {
      ...MoneyFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}`, {"fragmentName":"ProductPriceFields"}) as unknown as TypedDocumentString<ProductPriceFieldsFragment, unknown>;
export const ProductPriceRangeFragmentDoc = new TypedDocumentString(`
    fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      ...ProductPriceFields
    }
    maximum_price {
      ...ProductPriceFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
fragment ProductPriceFields on ProductPrice {
  regular_price {
    ...MoneyFields
  }
  final_price {
    ...MoneyFields
  }
  final_price_excl_tax {
    ...MoneyFields
  }
  discount {
    percent_off
    amount_off
  }
  fixed_product_taxes {
    label
    amount {
      ...MoneyFields
    }
  }
}`, {"fragmentName":"ProductPriceRange"}) as unknown as TypedDocumentString<ProductPriceRangeFragment, unknown>;
export const ProductListItemFragmentDoc = new TypedDocumentString(`
    fragment ProductListItem on ProductInterface {
  __typename
  uid
  id
  name
  sku
  type_id
  url_key
  url_suffix
  stock_status
  p_brandcode
  is_preorder
  preorder_release_date
  is_weighing
  is_free
  price1type
  qty_increments
  small_image {
    url
    label
  }
  thumbnail {
    url
    label
  }
  attributes {
    code
    label
    value
  }
  shipping_services {
    label
    value
    image_url
  }
  ...ProductPriceRange
  ... on CustomizableProductInterface {
    options {
      uid
      required
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
fragment ProductPriceFields on ProductPrice {
  regular_price {
    ...MoneyFields
  }
  final_price {
    ...MoneyFields
  }
  final_price_excl_tax {
    ...MoneyFields
  }
  discount {
    percent_off
    amount_off
  }
  fixed_product_taxes {
    label
    amount {
      ...MoneyFields
    }
  }
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      ...ProductPriceFields
    }
    maximum_price {
      ...ProductPriceFields
    }
  }
}`, {"fragmentName":"ProductListItem"}) as unknown as TypedDocumentString<ProductListItemFragment, unknown>;
export const MediaGalleryFieldsFragmentDoc = new TypedDocumentString(`
    fragment MediaGalleryFields on MediaGalleryInterface {
  __typename
  url
  label
  position
  disabled
  ... on ProductVideo {
    video_content {
      media_type
      video_provider
      video_url
      video_title
      video_description
      video_metadata
    }
  }
}
    `, {"fragmentName":"MediaGalleryFields"}) as unknown as TypedDocumentString<MediaGalleryFieldsFragment, unknown>;
export const BreadcrumbFieldsFragmentDoc = new TypedDocumentString(`
    fragment BreadcrumbFields on Breadcrumb {
  category_uid
  category_name
  category_level
  category_url_key
  category_url_path
}
    `, {"fragmentName":"BreadcrumbFields"}) as unknown as TypedDocumentString<BreadcrumbFieldsFragment, unknown>;
export const CustomizableOptionsFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomizableOptionsFields on CustomizableProductInterface {
  options {
    __typename
    uid
    title
    required
    sort_order
    ... on CustomizableFieldOption {
      product_sku
      fieldValue: value {
        uid
        sku
        price
        price_type
        max_characters
      }
    }
    ... on CustomizableAreaOption {
      product_sku
      areaValue: value {
        uid
        sku
        price
        price_type
        max_characters
      }
    }
    ... on CustomizableDateOption {
      product_sku
      dateValue: value {
        uid
        sku
        price
        price_type
        type
      }
    }
    ... on CustomizableFileOption {
      product_sku
      fileValue: value {
        uid
        sku
        price
        price_type
        file_extension
        image_size_x
        image_size_y
      }
    }
    ... on CustomizableDropDownOption {
      dropdownValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
    ... on CustomizableRadioOption {
      radioValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
    ... on CustomizableCheckboxOption {
      checkboxValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
    ... on CustomizableMultipleOption {
      multipleValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
  }
}
    `, {"fragmentName":"CustomizableOptionsFields"}) as unknown as TypedDocumentString<CustomizableOptionsFieldsFragment, unknown>;
export const ProductDetailFragmentDoc = new TypedDocumentString(`
    fragment ProductDetail on ProductInterface {
  ...ProductListItem
  meta_title
  meta_keyword
  meta_description
  canonical_url
  country_of_manufacture
  description {
    html
  }
  short_description {
    html
  }
  image {
    url
    label
  }
  media_gallery {
    ...MediaGalleryFields
  }
  url_rewrites {
    url
    parameters {
      name
      value
    }
  }
  only_x_left_in_stock
  categories {
    uid
    id
    name
    level
    url_path
    url_suffix
    breadcrumbs {
      ...BreadcrumbFields
    }
  }
  crosssell_products {
    ...ProductListItem
  }
  ... on CustomizableProductInterface {
    ...CustomizableOptionsFields
  }
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_uid
      attribute_code
      label
      position
      values {
        uid
        label
        default_label
        store_label
        use_default_value
        swatch_data {
          __typename
          value
          ... on ImageSwatchData {
            thumbnail
          }
        }
      }
    }
    variants {
      attributes {
        uid
        code
        label
        value_index
      }
      product {
        uid
        id
        sku
        name
        stock_status
        small_image {
          url
          label
        }
        media_gallery {
          ...MediaGalleryFields
        }
        ...ProductPriceRange
      }
    }
  }
  ... on BundleProduct {
    dynamic_price
    dynamic_sku
    price_view
    ship_bundle_items
    items {
      uid
      title
      required
      type
      position
      sku
      options {
        uid
        label
        quantity
        position
        is_default
        price
        price_type
        can_change_quantity
        product {
          uid
          sku
          name
          stock_status
          ...ProductPriceRange
        }
      }
    }
  }
  ... on GroupedProduct {
    items {
      qty
      position
      product {
        ...ProductListItem
      }
    }
  }
  ... on DownloadableProduct {
    links_title
    links_purchased_separately
    downloadable_product_links {
      uid
      title
      sort_order
      price
      sample_url
    }
    downloadable_product_samples {
      title
      sort_order
      sample_url
    }
  }
}
    fragment BreadcrumbFields on Breadcrumb {
  category_uid
  category_name
  category_level
  category_url_key
  category_url_path
}
fragment CustomizableOptionsFields on CustomizableProductInterface {
  options {
    __typename
    uid
    title
    required
    sort_order
    ... on CustomizableFieldOption {
      product_sku
      fieldValue: value {
        uid
        sku
        price
        price_type
        max_characters
      }
    }
    ... on CustomizableAreaOption {
      product_sku
      areaValue: value {
        uid
        sku
        price
        price_type
        max_characters
      }
    }
    ... on CustomizableDateOption {
      product_sku
      dateValue: value {
        uid
        sku
        price
        price_type
        type
      }
    }
    ... on CustomizableFileOption {
      product_sku
      fileValue: value {
        uid
        sku
        price
        price_type
        file_extension
        image_size_x
        image_size_y
      }
    }
    ... on CustomizableDropDownOption {
      dropdownValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
    ... on CustomizableRadioOption {
      radioValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
    ... on CustomizableCheckboxOption {
      checkboxValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
    ... on CustomizableMultipleOption {
      multipleValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
  }
}
fragment MediaGalleryFields on MediaGalleryInterface {
  __typename
  url
  label
  position
  disabled
  ... on ProductVideo {
    video_content {
      media_type
      video_provider
      video_url
      video_title
      video_description
      video_metadata
    }
  }
}
fragment MoneyFields on Money {
  value
  currency
}
fragment ProductListItem on ProductInterface {
  __typename
  uid
  id
  name
  sku
  type_id
  url_key
  url_suffix
  stock_status
  p_brandcode
  is_preorder
  preorder_release_date
  is_weighing
  is_free
  price1type
  qty_increments
  small_image {
    url
    label
  }
  thumbnail {
    url
    label
  }
  attributes {
    code
    label
    value
  }
  shipping_services {
    label
    value
    image_url
  }
  ...ProductPriceRange
  ... on CustomizableProductInterface {
    options {
      uid
      required
    }
  }
}
fragment ProductPriceFields on ProductPrice {
  regular_price {
    ...MoneyFields
  }
  final_price {
    ...MoneyFields
  }
  final_price_excl_tax {
    ...MoneyFields
  }
  discount {
    percent_off
    amount_off
  }
  fixed_product_taxes {
    label
    amount {
      ...MoneyFields
    }
  }
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      ...ProductPriceFields
    }
    maximum_price {
      ...ProductPriceFields
    }
  }
}`, {"fragmentName":"ProductDetail"}) as unknown as TypedDocumentString<ProductDetailFragment, unknown>;
export const PrintableOrderAddressFragmentDoc = new TypedDocumentString(`
    fragment PrintableOrderAddress on OrderAddress {
  firstname
  lastname
  company
  telephone
  street
  city
  region
  postcode
  country_code
  sub_district
  is_full_invoice
  invoice_type
  head_office
  branch_office
  tax_identification_number
  personal_firstname
  personal_lastname
}
    `, {"fragmentName":"PrintableOrderAddress"}) as unknown as TypedDocumentString<PrintableOrderAddressFragment, unknown>;
export const PrintableOrderFragmentDoc = new TypedDocumentString(`
    fragment PrintableOrder on CustomerOrder {
  id
  number
  order_date
  status
  email
  shipping_method
  time_slot {
    date
    option
  }
  total {
    grand_total {
      value
      currency
    }
    subtotal {
      value
      currency
    }
    total_shipping {
      value
      currency
    }
    total_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    extra_fees {
      label
      amount {
        value
        currency
      }
    }
  }
  items {
    id
    product_name
    product_sku
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    selected_options {
      label
      value
    }
  }
  payment_methods {
    name
    type
  }
  shipping_address {
    ...PrintableOrderAddress
  }
  billing_address {
    ...PrintableOrderAddress
  }
}
    fragment PrintableOrderAddress on OrderAddress {
  firstname
  lastname
  company
  telephone
  street
  city
  region
  postcode
  country_code
  sub_district
  is_full_invoice
  invoice_type
  head_office
  branch_office
  tax_identification_number
  personal_firstname
  personal_lastname
}`, {"fragmentName":"PrintableOrder"}) as unknown as TypedDocumentString<PrintableOrderFragment, unknown>;
export const RepaymentOrderAddressFragmentDoc = new TypedDocumentString(`
    fragment RepaymentOrderAddress on OrderAddress {
  firstname
  lastname
  company
  telephone
  fax
  street
  city
  region
  region_id
  postcode
  country_code
  sub_district
  sub_district_id
  is_full_invoice
  head_office
  branch_office
  tax_identification_number
  personal_firstname
  personal_lastname
  invoice_type
  contact_name
  contact_surname
  vat_id
}
    `, {"fragmentName":"RepaymentOrderAddress"}) as unknown as TypedDocumentString<RepaymentOrderAddressFragment, unknown>;
export const AddOrderItemsToCartDocument = new TypedDocumentString(`
    mutation addOrderItemsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
    cart {
      id
      total_quantity
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AddOrderItemsToCartMutation, AddOrderItemsToCartMutationVariables>;
export const AddShoppingListItemsToCartDocument = new TypedDocumentString(`
    mutation addShoppingListItemsToCart($items: [ShoppingListItemToCartInput!]!) {
  addShoppingListItemsToCart(items: $items) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<AddShoppingListItemsToCartMutation, AddShoppingListItemsToCartMutationVariables>;
export const AmGetGdprAccountDocument = new TypedDocumentString(`
    query amGetGdprAccount {
  amGetGdprAccount {
    title
    settings {
      title
      content
      hasCheckbox
      checkboxText
      hidePassword
      needPassword
      submitText
      action
      actionCode
    }
  }
}
    `) as unknown as TypedDocumentString<AmGetGdprAccountQuery, AmGetGdprAccountQueryVariables>;
export const AmGetGdprCustomerPersonalDataDocument = new TypedDocumentString(`
    mutation amGetGdprCustomerPersonalData($password: String!) {
  amGetGdprCustomerPersonalData(password: $password) {
    name
    personalDataPart {
      label
      value
    }
  }
}
    `) as unknown as TypedDocumentString<AmGetGdprCustomerPersonalDataMutation, AmGetGdprCustomerPersonalDataMutationVariables>;
export const AmSocialLoginAccountDataDocument = new TypedDocumentString(`
    query amSocialLoginAccountData {
  amSocialLoginAccountData {
    type
    name
  }
}
    `) as unknown as TypedDocumentString<AmSocialLoginAccountDataQuery, AmSocialLoginAccountDataQueryVariables>;
export const AmSocialLoginButtonConfigDocument = new TypedDocumentString(`
    query amSocialLoginButtonConfig {
  amSocialLoginButtonConfig {
    type
    label
    url
  }
}
    `) as unknown as TypedDocumentString<AmSocialLoginButtonConfigQuery, AmSocialLoginButtonConfigQueryVariables>;
export const AmSocialLoginCompleteAccountDocument = new TypedDocumentString(`
    mutation amSocialLoginCompleteAccount($input: AmSocialLoginCompleteAccountInput!) {
  amSocialLoginCompleteAccount(input: $input) {
    token
    customer_expiration
    enable_gtm
    enable_gtm_ga4
  }
}
    `) as unknown as TypedDocumentString<AmSocialLoginCompleteAccountMutation, AmSocialLoginCompleteAccountMutationVariables>;
export const AmSocialLoginLinkAccountDocument = new TypedDocumentString(`
    mutation amSocialLoginLinkAccount($type: String!) {
  amSocialLoginLinkAccount(type: $type) {
    isSuccess
    message
  }
}
    `) as unknown as TypedDocumentString<AmSocialLoginLinkAccountMutation, AmSocialLoginLinkAccountMutationVariables>;
export const AmSocialLoginUnlinkAccountDocument = new TypedDocumentString(`
    mutation amSocialLoginUnlinkAccount($type: String!) {
  amSocialLoginUnlinkAccount(type: $type) {
    isSuccess
    message
  }
}
    `) as unknown as TypedDocumentString<AmSocialLoginUnlinkAccountMutation, AmSocialLoginUnlinkAccountMutationVariables>;
export const AnonymiseAmGdprCustomerDocument = new TypedDocumentString(`
    mutation anonymiseAmGdprCustomer($password: String!) {
  anonymiseAmGdprCustomer(password: $password) {
    error
    message
  }
}
    `) as unknown as TypedDocumentString<AnonymiseAmGdprCustomerMutation, AnonymiseAmGdprCustomerMutationVariables>;
export const ApplyAmastyCompanyCreditDocument = new TypedDocumentString(`
    mutation applyAmastyCompanyCredit($input: AmastyCompanyCreditApplicationInput!) {
  applyAmastyCompanyCredit(input: $input) {
    id
    status
    company_name
    tax_id
    telephone
    requested_limit
    comment
    created_at
    decided_at
  }
}
    `) as unknown as TypedDocumentString<ApplyAmastyCompanyCreditMutation, ApplyAmastyCompanyCreditMutationVariables>;
export const AssignProductsToWishlistGroupDocument = new TypedDocumentString(`
    mutation assignProductsToWishlistGroup($products: [WishlistGroupProductInput!]!, $groups: String!) {
  assignProductsToWishlistGroup(products: $products, groups: $groups) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<AssignProductsToWishlistGroupMutation, AssignProductsToWishlistGroupMutationVariables>;
export const ChangeCustomerPasswordDocument = new TypedDocumentString(`
    mutation changeCustomerPassword($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    email
  }
}
    `) as unknown as TypedDocumentString<ChangeCustomerPasswordMutation, ChangeCustomerPasswordMutationVariables>;
export const CreateAccountDocument = new TypedDocumentString(`
    mutation createAccount($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      email
      firstname
      lastname
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAccountMutation, CreateAccountMutationVariables>;
export const CreateCustomerAddressDocument = new TypedDocumentString(`
    mutation createCustomerAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
export const CreateWishlistGroupDocument = new TypedDocumentString(`
    mutation createWishlistGroup($input: CreateWishlistGroupInput!) {
  createWishlistGroup(input: $input) {
    tigren_wishlistplus_group_id
    group_name
    description
    color
    is_default
    customer_id
  }
}
    `) as unknown as TypedDocumentString<CreateWishlistGroupMutation, CreateWishlistGroupMutationVariables>;
export const CustomerCartIdDocument = new TypedDocumentString(`
    query customerCartId {
  customerCart {
    id
  }
}
    `) as unknown as TypedDocumentString<CustomerCartIdQuery, CustomerCartIdQueryVariables>;
export const CustomerDownloadableProductsDocument = new TypedDocumentString(`
    query customerDownloadableProducts {
  customerDownloadableProducts {
    items {
      order_increment_id
      date
      status
      download_url
      remaining_downloads
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerDownloadableProductsQuery, CustomerDownloadableProductsQueryVariables>;
export const CustomerPaymentTokensDocument = new TypedDocumentString(`
    query customerPaymentTokens {
  customerPaymentTokens {
    items {
      public_hash
      payment_method_code
      type
      details
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerPaymentTokensQuery, CustomerPaymentTokensQueryVariables>;
export const CustomerWishlistGroupsDocument = new TypedDocumentString(`
    query customerWishlistGroups {
  customer {
    wishlist_groups {
      tigren_wishlistplus_group_id
      group_name
      description
      color
      created_time
      updated_time
      customer_id
      is_default
      sharing_code
      items {
        item_id
        tigren_wishlistplus_item_id
        group_id
        product_qty
        product_id
        store_id
        position
        created_at
        updated_at
        product {
          ...ProductListItem
        }
      }
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
fragment ProductListItem on ProductInterface {
  __typename
  uid
  id
  name
  sku
  type_id
  url_key
  url_suffix
  stock_status
  p_brandcode
  is_preorder
  preorder_release_date
  is_weighing
  is_free
  price1type
  qty_increments
  small_image {
    url
    label
  }
  thumbnail {
    url
    label
  }
  attributes {
    code
    label
    value
  }
  shipping_services {
    label
    value
    image_url
  }
  ...ProductPriceRange
  ... on CustomizableProductInterface {
    options {
      uid
      required
    }
  }
}
fragment ProductPriceFields on ProductPrice {
  regular_price {
    ...MoneyFields
  }
  final_price {
    ...MoneyFields
  }
  final_price_excl_tax {
    ...MoneyFields
  }
  discount {
    percent_off
    amount_off
  }
  fixed_product_taxes {
    label
    amount {
      ...MoneyFields
    }
  }
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      ...ProductPriceFields
    }
    maximum_price {
      ...ProductPriceFields
    }
  }
}`) as unknown as TypedDocumentString<CustomerWishlistGroupsQuery, CustomerWishlistGroupsQueryVariables>;
export const DeleteCustomerAddressDocument = new TypedDocumentString(`
    mutation deleteCustomerAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>;
export const DeletePaymentTokenDocument = new TypedDocumentString(`
    mutation deletePaymentToken($publicHash: String!) {
  deletePaymentToken(public_hash: $publicHash) {
    result
  }
}
    `) as unknown as TypedDocumentString<DeletePaymentTokenMutation, DeletePaymentTokenMutationVariables>;
export const GetAmastyCompanyCreditApplicationDocument = new TypedDocumentString(`
    query getAmastyCompanyCreditApplication {
  getAmastyCompanyCreditApplication {
    id
    status
    company_name
    tax_id
    telephone
    requested_limit
    comment
    created_at
    decided_at
  }
}
    `) as unknown as TypedDocumentString<GetAmastyCompanyCreditApplicationQuery, GetAmastyCompanyCreditApplicationQueryVariables>;
export const GetAmastyCompanyCreditInfoDocument = new TypedDocumentString(`
    query getAmastyCompanyCreditInfo {
  getAmastyCompanyCreditInfo {
    balance
    be_paid
    credit_balance
    issued_credit
    currency
  }
}
    `) as unknown as TypedDocumentString<GetAmastyCompanyCreditInfoQuery, GetAmastyCompanyCreditInfoQueryVariables>;
export const GetAmastyCompanyTransactionDocument = new TypedDocumentString(`
    query getAmastyCompanyTransaction($pageSize: Int = 10, $currentPage: Int = 1) {
  getAmastyCompanyTransaction(page_size: $pageSize, current_page: $currentPage) {
    total_count
    page_info {
      page_size
      current_page
      total_pages
    }
    items {
      id
      user_id
      user_type
      type
      credit_id
      amount
      currency_credit
      currency_event
      rate
      rate_credit
      balance
      datetime
      order
    }
  }
}
    `) as unknown as TypedDocumentString<GetAmastyCompanyTransactionQuery, GetAmastyCompanyTransactionQueryVariables>;
export const GetCustomerDocument = new TypedDocumentString(`
    query getCustomer {
  customer {
    email
    firstname
    lastname
    is_subscribed
    date_of_birth
    taxvat
    gender
    customer_type
    request_credit_status
    default_billing
    default_shipping
    addresses {
      id
      firstname
      lastname
      street
      city
      sub_district
      postcode
      telephone
      company
      vat_id
      country_code
      region {
        region
        region_code
        region_id
      }
      default_billing
      default_shipping
    }
  }
}
    `) as unknown as TypedDocumentString<GetCustomerQuery, GetCustomerQueryVariables>;
export const GetCustomerOrderDocument = new TypedDocumentString(`
    query getCustomerOrder($number: String!) {
  customer {
    orders(filter: {number: {eq: $number}}, pageSize: 1) {
      items {
        id
        number
        order_date
        status
        state
        carrier
        shipping_method
        items {
          id
          product_name
          product_sku
          product_url_key
          quantity_ordered
          product_sale_price {
            value
            currency
          }
          selected_options {
            label
            value
          }
        }
        total {
          subtotal {
            value
            currency
          }
          total_shipping {
            value
            currency
          }
          total_tax {
            value
            currency
          }
          grand_total {
            value
            currency
          }
        }
        shipping_address {
          firstname
          lastname
          street
          city
          region
          postcode
          telephone
        }
        payment_methods {
          name
          type
          additional_data {
            name
            value
          }
        }
        ...PrintableOrder
      }
    }
  }
}
    fragment PrintableOrder on CustomerOrder {
  id
  number
  order_date
  status
  email
  shipping_method
  time_slot {
    date
    option
  }
  total {
    grand_total {
      value
      currency
    }
    subtotal {
      value
      currency
    }
    total_shipping {
      value
      currency
    }
    total_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    extra_fees {
      label
      amount {
        value
        currency
      }
    }
  }
  items {
    id
    product_name
    product_sku
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    selected_options {
      label
      value
    }
  }
  payment_methods {
    name
    type
  }
  shipping_address {
    ...PrintableOrderAddress
  }
  billing_address {
    ...PrintableOrderAddress
  }
}
fragment PrintableOrderAddress on OrderAddress {
  firstname
  lastname
  company
  telephone
  street
  city
  region
  postcode
  country_code
  sub_district
  is_full_invoice
  invoice_type
  head_office
  branch_office
  tax_identification_number
  personal_firstname
  personal_lastname
}`) as unknown as TypedDocumentString<GetCustomerOrderQuery, GetCustomerOrderQueryVariables>;
export const GetCustomerOrdersDocument = new TypedDocumentString(`
    query getCustomerOrders($filter: CustomerOrdersFilterInput, $pageSize: Int, $currentPage: Int) {
  customer {
    orders(
      filter: $filter
      pageSize: $pageSize
      currentPage: $currentPage
      sort: {sort_field: CREATED_AT, sort_direction: DESC}
    ) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      state_counts {
        state
        label
        count
      }
      items {
        id
        number
        order_date
        status
        state
        tracking_order_status
        total {
          grand_total {
            value
            currency
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetCustomerOrdersQuery, GetCustomerOrdersQueryVariables>;
export const GetCustomerReviewsDocument = new TypedDocumentString(`
    query getCustomerReviews($pageSize: Int, $currentPage: Int) {
  customer {
    reviews(pageSize: $pageSize, currentPage: $currentPage) {
      items {
        review_id
        summary
        text
        nickname
        created_at
        average_rating
        product {
          uid
          name
          url_key
        }
      }
      page_info {
        current_page
        total_pages
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetCustomerReviewsQuery, GetCustomerReviewsQueryVariables>;
export const GetSocialLoginSettingsDocument = new TypedDocumentString(`
    query getSocialLoginSettings {
  storeConfig {
    store_code
    amsociallogin_general_enabled
    amsociallogin_general_login_position
    amsociallogin_general_button_shape
    amsociallogin_general_popup_enabled
    amsociallogin_general_button_position
    amsociallogin_general_redirect_type
    amsociallogin_general_custom_url
    amsociallogin_line_enabled
    amsociallogin_line_api_key
  }
}
    `) as unknown as TypedDocumentString<GetSocialLoginSettingsQuery, GetSocialLoginSettingsQueryVariables>;
export const RemoveItemWishlistGroupDocument = new TypedDocumentString(`
    mutation removeItemWishlistGroup($input: RemoveItemWishlistGroupInput!) {
  removeItemWishlistGroup(input: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<RemoveItemWishlistGroupMutation, RemoveItemWishlistGroupMutationVariables>;
export const RemoveProductFromGroupsDocument = new TypedDocumentString(`
    mutation removeProductFromGroups($productId: Int!, $groupIds: [Int!]!) {
  removeProductFromGroups(productId: $productId, groupIds: $groupIds) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<RemoveProductFromGroupsMutation, RemoveProductFromGroupsMutationVariables>;
export const RemoveWishlistGroupDocument = new TypedDocumentString(`
    mutation removeWishlistGroup($ids: String!) {
  removeWishlistGroup(ids: $ids) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<RemoveWishlistGroupMutation, RemoveWishlistGroupMutationVariables>;
export const RequestAmGdprAccountDeletionDocument = new TypedDocumentString(`
    mutation requestAmGdprAccountDeletion($password: String!) {
  requestAmGdprAccountDeletion(password: $password) {
    error
    message
  }
}
    `) as unknown as TypedDocumentString<RequestAmGdprAccountDeletionMutation, RequestAmGdprAccountDeletionMutationVariables>;
export const RequestPasswordResetEmailDocument = new TypedDocumentString(`
    mutation requestPasswordResetEmail($email: String!) {
  requestPasswordResetEmail(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation resetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
  resetPassword(
    email: $email
    resetPasswordToken: $resetPasswordToken
    newPassword: $newPassword
  )
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ShareWishlistGroupDocument = new TypedDocumentString(`
    mutation shareWishlistGroup($input: ShareWishlistGroupInput!) {
  shareWishlistGroup(input: $input) {
    success
    message
    sharing_code
  }
}
    `) as unknown as TypedDocumentString<ShareWishlistGroupMutation, ShareWishlistGroupMutationVariables>;
export const SharedWishlistGroupDocument = new TypedDocumentString(`
    query sharedWishlistGroup($sharingCode: String!) {
  sharedWishlistGroup(sharing_code: $sharingCode) {
    group_name
    description
    updated_time
    items {
      item_id
      product_qty
      product_id
      position
      product {
        ...ProductListItem
      }
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
fragment ProductListItem on ProductInterface {
  __typename
  uid
  id
  name
  sku
  type_id
  url_key
  url_suffix
  stock_status
  p_brandcode
  is_preorder
  preorder_release_date
  is_weighing
  is_free
  price1type
  qty_increments
  small_image {
    url
    label
  }
  thumbnail {
    url
    label
  }
  attributes {
    code
    label
    value
  }
  shipping_services {
    label
    value
    image_url
  }
  ...ProductPriceRange
  ... on CustomizableProductInterface {
    options {
      uid
      required
    }
  }
}
fragment ProductPriceFields on ProductPrice {
  regular_price {
    ...MoneyFields
  }
  final_price {
    ...MoneyFields
  }
  final_price_excl_tax {
    ...MoneyFields
  }
  discount {
    percent_off
    amount_off
  }
  fixed_product_taxes {
    label
    amount {
      ...MoneyFields
    }
  }
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      ...ProductPriceFields
    }
    maximum_price {
      ...ProductPriceFields
    }
  }
}`) as unknown as TypedDocumentString<SharedWishlistGroupQuery, SharedWishlistGroupQueryVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation signIn($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
    customer_expiration
    enable_gtm
    enable_gtm_ga4
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation signOut {
  revokeCustomerToken {
    result
  }
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const UnshareWishlistGroupDocument = new TypedDocumentString(`
    mutation unshareWishlistGroup($groupId: Int!) {
  unshareWishlistGroup(group_id: $groupId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<UnshareWishlistGroupMutation, UnshareWishlistGroupMutationVariables>;
export const UpdateCustomerAddressDocument = new TypedDocumentString(`
    mutation updateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
export const UpdateCustomerEmailDocument = new TypedDocumentString(`
    mutation updateCustomerEmail($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) {
    customer {
      email
      firstname
      lastname
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerEmailMutation, UpdateCustomerEmailMutationVariables>;
export const UpdateCustomerInformationDocument = new TypedDocumentString(`
    mutation updateCustomerInformation($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) {
    customer {
      email
      firstname
      lastname
      is_subscribed
      date_of_birth
      taxvat
      gender
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerInformationMutation, UpdateCustomerInformationMutationVariables>;
export const UpdatePositionWishlistItemGroupDocument = new TypedDocumentString(`
    mutation updatePositionWishlistItemGroup($itemId: Int!, $groupId: Int!, $position: Int!) {
  updatePositionWishlistItemGroup(
    itemId: $itemId
    groupId: $groupId
    position: $position
  ) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<UpdatePositionWishlistItemGroupMutation, UpdatePositionWishlistItemGroupMutationVariables>;
export const UpdateQtyWishlistItemGroupDocument = new TypedDocumentString(`
    mutation updateQtyWishlistItemGroup($itemId: Int!, $groupId: Int!, $qty: Float!) {
  updateQtyWishlistItemGroup(itemId: $itemId, groupId: $groupId, qty: $qty) {
    item_id
    product_qty
  }
}
    `) as unknown as TypedDocumentString<UpdateQtyWishlistItemGroupMutation, UpdateQtyWishlistItemGroupMutationVariables>;
export const UpdateWishlistGroupDocument = new TypedDocumentString(`
    mutation updateWishlistGroup($input: UpdateWishlistGroupInput!) {
  updateWishlistGroup(input: $input) {
    tigren_wishlistplus_group_id
    group_name
    description
    color
    is_default
  }
}
    `) as unknown as TypedDocumentString<UpdateWishlistGroupMutation, UpdateWishlistGroupMutationVariables>;
export const GetBrandByUrlKeyDocument = new TypedDocumentString(`
    query getBrandByUrlKey($urlKey: String!) {
  ambrand(url_key: $urlKey) {
    ...BrandItem
  }
}
    fragment BrandItem on AmBrandListItem {
  brandId
  label
  url
  img
  image
  alt
  description
  short_description
  cnt
  letter
  top_cms_block_id
  bottom_cms_block_id
}`) as unknown as TypedDocumentString<GetBrandByUrlKeyQuery, GetBrandByUrlKeyQueryVariables>;
export const GetBrandListDocument = new TypedDocumentString(`
    query getBrandList($imageWidth: Int, $imageHeight: Int, $showCount: Boolean, $displayZero: Boolean) {
  ambrandlist(
    imageWidth: $imageWidth
    imageHeight: $imageHeight
    showCount: $showCount
    displayZero: $displayZero
  ) {
    all_letters
    items {
      ...BrandItem
    }
  }
}
    fragment BrandItem on AmBrandListItem {
  brandId
  label
  url
  img
  image
  alt
  description
  short_description
  cnt
  letter
  top_cms_block_id
  bottom_cms_block_id
}`) as unknown as TypedDocumentString<GetBrandListQuery, GetBrandListQueryVariables>;
export const GetBrandSliderDocument = new TypedDocumentString(`
    query getBrandSlider($imageWidth: Int, $imageHeight: Int, $sortBy: String, $displayZero: Boolean) {
  ambrandslider(
    imageWidth: $imageWidth
    imageHeight: $imageHeight
    sortBy: $sortBy
    displayZero: $displayZero
  ) {
    items {
      ...BrandItem
    }
  }
}
    fragment BrandItem on AmBrandListItem {
  brandId
  label
  url
  img
  image
  alt
  description
  short_description
  cnt
  letter
  top_cms_block_id
  bottom_cms_block_id
}`) as unknown as TypedDocumentString<GetBrandSliderQuery, GetBrandSliderQueryVariables>;
export const CreateCartAfterCheckoutDocument = new TypedDocumentString(`
    mutation CreateCartAfterCheckout {
  cartId: createEmptyCart
}
    `) as unknown as TypedDocumentString<CreateCartAfterCheckoutMutation, CreateCartAfterCheckoutMutationVariables>;
export const AddProductToCartDocument = new TypedDocumentString(`
    mutation addProductToCart($cartId: String!, $sku: String!, $quantity: Float!, $parentSku: String, $selectedOptions: [ID!], $enteredOptions: [EnteredOptionInput!]) {
  addProductsToCart(
    cartId: $cartId
    cartItems: [{sku: $sku, quantity: $quantity, parent_sku: $parentSku, selected_options: $selectedOptions, entered_options: $enteredOptions}]
  ) {
    cart {
      id
      total_quantity
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AddProductToCartMutation, AddProductToCartMutationVariables>;
export const ApplyCouponToCartDocument = new TypedDocumentString(`
    mutation applyCouponToCart($cartId: String!, $couponCode: String!) {
  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $couponCode}) {
    cart {
      id
      applied_coupons {
        code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>;
export const CreateCartDocument = new TypedDocumentString(`
    mutation createCart {
  cartId: createEmptyCart
}
    `) as unknown as TypedDocumentString<CreateCartMutation, CreateCartMutationVariables>;
export const GetCartDetailsDocument = new TypedDocumentString(`
    query getCartDetails($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    email
    total_quantity
    has_error
    messages {
      type
      text
    }
    conditions {
      min_amount {
        has_error
        message
      }
      max_amount {
        has_error
        message
      }
    }
    applied_coupons {
      code
    }
    applied_gift_cards {
      code
      applied_balance {
        value
        currency
      }
      current_balance {
        value
        currency
      }
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_including_tax {
        value
        currency
      }
      subtotal_excluding_tax {
        value
        currency
      }
      after_discount {
        value
        currency
      }
      non_vat_amount {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
      applied_taxes {
        label
        amount {
          value
          currency
        }
      }
    }
    selected_payment_method {
      code
      title
      purchase_order_number
    }
    available_payment_methods {
      code
      title
    }
    shipping_addresses {
      firstname
      lastname
      street
      city
      postcode
      region {
        code
        label
        region_id
      }
      country {
        code
        label
      }
      selected_shipping_method {
        carrier_code
        carrier_title
        method_code
        method_title
        amount {
          value
          currency
        }
        price_excl_tax {
          value
          currency
        }
        price_incl_tax {
          value
          currency
        }
      }
      available_shipping_methods {
        carrier_code
        carrier_title
        method_code
        method_title
        available
      }
    }
    free_gifts {
      common_qty
      triggered_products
      promo_sku
      auto_open_popup
      title_free_gift
      title
      items {
        sku
        qty
        product {
          uid
          sku
          name
        }
      }
    }
    applied_extra_fees {
      total_records
      currency
      items {
        fee_id
        option_id
        fee_amount
        base_fee_amount
        tax_amount
        base_tax_amount
        label
      }
    }
    fee_item_for_quote {
      fee_id
      label
      is_required
      options {
        option_id
        label
        is_default
        price {
          value
          currency
        }
      }
    }
    items {
      __typename
      uid
      id
      quantity
      special_request
      position
      is_free_gift
      available_to_checkout
      has_error
      messages {
        type
        text
      }
      prices {
        price {
          value
          currency
        }
        price_including_tax {
          value
          currency
        }
        total_item_discount {
          value
          currency
        }
        discounts {
          label
          amount {
            value
            currency
          }
        }
      }
      product {
        __typename
        uid
        id
        name
        sku
        type_id
        url_key
        url_suffix
        stock_status
        thumbnail {
          url
          label
        }
        small_image {
          url
          label
        }
      }
      ... on SimpleCartItem {
        customizable_options {
          label
          values {
            label
            value
          }
        }
      }
      ... on VirtualCartItem {
        customizable_options {
          label
          values {
            label
            value
          }
        }
      }
      ... on ConfigurableCartItem {
        customizable_options {
          label
          values {
            label
            value
          }
        }
        configurable_options {
          option_label
          value_label
          configurable_product_option_uid
          configurable_product_option_value_uid
        }
        configured_variant {
          uid
          sku
          thumbnail {
            url
            label
          }
        }
      }
      ... on BundleCartItem {
        customizable_options {
          label
          values {
            label
            value
          }
        }
        bundle_options {
          uid
          label
          values {
            uid
            label
            price
            quantity
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetCartDetailsQuery, GetCartDetailsQueryVariables>;
export const GetItemCountDocument = new TypedDocumentString(`
    query getItemCount($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    total_quantity
  }
}
    `) as unknown as TypedDocumentString<GetItemCountQuery, GetItemCountQueryVariables>;
export const GetStoreConfigForCartPageDocument = new TypedDocumentString(`
    query getStoreConfigForCartPage {
  storeConfig {
    store_code
    product_url_suffix
    configurable_thumbnail_source
    tax_cart_display_price
    isEnabledSuccessPopup
  }
}
    `) as unknown as TypedDocumentString<GetStoreConfigForCartPageQuery, GetStoreConfigForCartPageQueryVariables>;
export const MergeCartsDocument = new TypedDocumentString(`
    mutation mergeCarts($destinationCartId: String!, $sourceCartId: String!) {
  mergeCarts(
    destination_cart_id: $destinationCartId
    source_cart_id: $sourceCartId
  ) {
    id
    total_quantity
  }
}
    `) as unknown as TypedDocumentString<MergeCartsMutation, MergeCartsMutationVariables>;
export const RemoveCouponFromCartDocument = new TypedDocumentString(`
    mutation removeCouponFromCart($cartId: String!) {
  removeCouponFromCart(input: {cart_id: $cartId}) {
    cart {
      id
      applied_coupons {
        code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>;
export const RemoveItemFromCartDocument = new TypedDocumentString(`
    mutation removeItemFromCart($cartId: String!, $itemId: ID!) {
  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $itemId}) {
    cart {
      id
      total_quantity
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>;
export const UpdateCartItemDocument = new TypedDocumentString(`
    mutation updateCartItem($cartId: String!, $itemId: ID!, $quantity: Float!) {
  updateCartItems(
    input: {cart_id: $cartId, cart_items: [{cart_item_uid: $itemId, quantity: $quantity}]}
  ) {
    cart {
      id
      total_quantity
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCartItemMutation, UpdateCartItemMutationVariables>;
export const GetCategoryDataDocument = new TypedDocumentString(`
    query getCategoryData($uid: String!, $filter: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {
  categories(filters: {category_uid: {eq: $uid}}) {
    items {
      uid
      id
      name
      description
      level
      path
      url_key
      url_path
      url_suffix
      display_mode
      default_sort_by
      is_anchor
      image
      thumbnail
      category_menu_icon
      product_count
      meta_title
      meta_keywords
      meta_description
      cms_block {
        identifier
        title
        content
      }
      breadcrumbs {
        ...BreadcrumbFields
      }
    }
  }
  products(
    filter: $filter
    sort: $sort
    pageSize: $pageSize
    currentPage: $currentPage
  ) {
    total_count
    page_info {
      current_page
      page_size
      total_pages
    }
    items {
      ...ProductListItem
    }
    aggregations(filter: {category: {includeDirectChildrenOnly: true}}) {
      ...AggregationFields
    }
    sort_fields {
      default
      options {
        label
        value
      }
    }
  }
}
    fragment AggregationFields on Aggregation {
  attribute_code
  label
  count
  position
  options {
    label
    value
    count
  }
}
fragment BreadcrumbFields on Breadcrumb {
  category_uid
  category_name
  category_level
  category_url_key
  category_url_path
}
fragment MoneyFields on Money {
  value
  currency
}
fragment ProductListItem on ProductInterface {
  __typename
  uid
  id
  name
  sku
  type_id
  url_key
  url_suffix
  stock_status
  p_brandcode
  is_preorder
  preorder_release_date
  is_weighing
  is_free
  price1type
  qty_increments
  small_image {
    url
    label
  }
  thumbnail {
    url
    label
  }
  attributes {
    code
    label
    value
  }
  shipping_services {
    label
    value
    image_url
  }
  ...ProductPriceRange
  ... on CustomizableProductInterface {
    options {
      uid
      required
    }
  }
}
fragment ProductPriceFields on ProductPrice {
  regular_price {
    ...MoneyFields
  }
  final_price {
    ...MoneyFields
  }
  final_price_excl_tax {
    ...MoneyFields
  }
  discount {
    percent_off
    amount_off
  }
  fixed_product_taxes {
    label
    amount {
      ...MoneyFields
    }
  }
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      ...ProductPriceFields
    }
    maximum_price {
      ...ProductPriceFields
    }
  }
}`) as unknown as TypedDocumentString<GetCategoryDataQuery, GetCategoryDataQueryVariables>;
export const GetNavigationMenuDocument = new TypedDocumentString(`
    query getNavigationMenu($uid: String!) {
  categories(filters: {category_uid: {eq: $uid}}) {
    items {
      ...NavigationCategory
      children {
        ...NavigationCategory
        children {
          ...NavigationCategory
          children {
            ...NavigationCategory
            children {
              ...NavigationCategory
            }
          }
        }
      }
    }
  }
}
    fragment NavigationCategory on CategoryTree {
  uid
  id
  name
  level
  position
  path
  url_key
  url_path
  url_suffix
  include_in_menu
  children_count
  image
  thumbnail
  category_menu_icon
  product_count
  number_of_item
}`) as unknown as TypedDocumentString<GetNavigationMenuQuery, GetNavigationMenuQueryVariables>;
export const GetProductDetailDocument = new TypedDocumentString(`
    query getProductDetail($urlKey: String!) {
  products(filter: {url_key: {eq: $urlKey}}) {
    items {
      ...ProductDetail
    }
  }
}
    fragment BreadcrumbFields on Breadcrumb {
  category_uid
  category_name
  category_level
  category_url_key
  category_url_path
}
fragment CustomizableOptionsFields on CustomizableProductInterface {
  options {
    __typename
    uid
    title
    required
    sort_order
    ... on CustomizableFieldOption {
      product_sku
      fieldValue: value {
        uid
        sku
        price
        price_type
        max_characters
      }
    }
    ... on CustomizableAreaOption {
      product_sku
      areaValue: value {
        uid
        sku
        price
        price_type
        max_characters
      }
    }
    ... on CustomizableDateOption {
      product_sku
      dateValue: value {
        uid
        sku
        price
        price_type
        type
      }
    }
    ... on CustomizableFileOption {
      product_sku
      fileValue: value {
        uid
        sku
        price
        price_type
        file_extension
        image_size_x
        image_size_y
      }
    }
    ... on CustomizableDropDownOption {
      dropdownValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
    ... on CustomizableRadioOption {
      radioValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
    ... on CustomizableCheckboxOption {
      checkboxValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
    ... on CustomizableMultipleOption {
      multipleValues: value {
        uid
        option_type_id
        title
        sku
        price
        price_type
        sort_order
      }
    }
  }
}
fragment MediaGalleryFields on MediaGalleryInterface {
  __typename
  url
  label
  position
  disabled
  ... on ProductVideo {
    video_content {
      media_type
      video_provider
      video_url
      video_title
      video_description
      video_metadata
    }
  }
}
fragment MoneyFields on Money {
  value
  currency
}
fragment ProductDetail on ProductInterface {
  ...ProductListItem
  meta_title
  meta_keyword
  meta_description
  canonical_url
  country_of_manufacture
  description {
    html
  }
  short_description {
    html
  }
  image {
    url
    label
  }
  media_gallery {
    ...MediaGalleryFields
  }
  url_rewrites {
    url
    parameters {
      name
      value
    }
  }
  only_x_left_in_stock
  categories {
    uid
    id
    name
    level
    url_path
    url_suffix
    breadcrumbs {
      ...BreadcrumbFields
    }
  }
  crosssell_products {
    ...ProductListItem
  }
  ... on CustomizableProductInterface {
    ...CustomizableOptionsFields
  }
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_uid
      attribute_code
      label
      position
      values {
        uid
        label
        default_label
        store_label
        use_default_value
        swatch_data {
          __typename
          value
          ... on ImageSwatchData {
            thumbnail
          }
        }
      }
    }
    variants {
      attributes {
        uid
        code
        label
        value_index
      }
      product {
        uid
        id
        sku
        name
        stock_status
        small_image {
          url
          label
        }
        media_gallery {
          ...MediaGalleryFields
        }
        ...ProductPriceRange
      }
    }
  }
  ... on BundleProduct {
    dynamic_price
    dynamic_sku
    price_view
    ship_bundle_items
    items {
      uid
      title
      required
      type
      position
      sku
      options {
        uid
        label
        quantity
        position
        is_default
        price
        price_type
        can_change_quantity
        product {
          uid
          sku
          name
          stock_status
          ...ProductPriceRange
        }
      }
    }
  }
  ... on GroupedProduct {
    items {
      qty
      position
      product {
        ...ProductListItem
      }
    }
  }
  ... on DownloadableProduct {
    links_title
    links_purchased_separately
    downloadable_product_links {
      uid
      title
      sort_order
      price
      sample_url
    }
    downloadable_product_samples {
      title
      sort_order
      sample_url
    }
  }
}
fragment ProductListItem on ProductInterface {
  __typename
  uid
  id
  name
  sku
  type_id
  url_key
  url_suffix
  stock_status
  p_brandcode
  is_preorder
  preorder_release_date
  is_weighing
  is_free
  price1type
  qty_increments
  small_image {
    url
    label
  }
  thumbnail {
    url
    label
  }
  attributes {
    code
    label
    value
  }
  shipping_services {
    label
    value
    image_url
  }
  ...ProductPriceRange
  ... on CustomizableProductInterface {
    options {
      uid
      required
    }
  }
}
fragment ProductPriceFields on ProductPrice {
  regular_price {
    ...MoneyFields
  }
  final_price {
    ...MoneyFields
  }
  final_price_excl_tax {
    ...MoneyFields
  }
  discount {
    percent_off
    amount_off
  }
  fixed_product_taxes {
    label
    amount {
      ...MoneyFields
    }
  }
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      ...ProductPriceFields
    }
    maximum_price {
      ...ProductPriceFields
    }
  }
}`) as unknown as TypedDocumentString<GetProductDetailQuery, GetProductDetailQueryVariables>;
export const GetProductListDocument = new TypedDocumentString(`
    query getProductList($filter: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {
  products(
    filter: $filter
    sort: $sort
    pageSize: $pageSize
    currentPage: $currentPage
  ) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      ...ProductListItem
    }
    aggregations {
      ...AggregationFields
    }
    sort_fields {
      default
      options {
        label
        value
      }
    }
  }
}
    fragment AggregationFields on Aggregation {
  attribute_code
  label
  count
  position
  options {
    label
    value
    count
  }
}
fragment MoneyFields on Money {
  value
  currency
}
fragment ProductListItem on ProductInterface {
  __typename
  uid
  id
  name
  sku
  type_id
  url_key
  url_suffix
  stock_status
  p_brandcode
  is_preorder
  preorder_release_date
  is_weighing
  is_free
  price1type
  qty_increments
  small_image {
    url
    label
  }
  thumbnail {
    url
    label
  }
  attributes {
    code
    label
    value
  }
  shipping_services {
    label
    value
    image_url
  }
  ...ProductPriceRange
  ... on CustomizableProductInterface {
    options {
      uid
      required
    }
  }
}
fragment ProductPriceFields on ProductPrice {
  regular_price {
    ...MoneyFields
  }
  final_price {
    ...MoneyFields
  }
  final_price_excl_tax {
    ...MoneyFields
  }
  discount {
    percent_off
    amount_off
  }
  fixed_product_taxes {
    label
    amount {
      ...MoneyFields
    }
  }
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      ...ProductPriceFields
    }
    maximum_price {
      ...ProductPriceFields
    }
  }
}`) as unknown as TypedDocumentString<GetProductListQuery, GetProductListQueryVariables>;
export const ProductGroupRuleListDocument = new TypedDocumentString(`
    query productGroupRuleList($skus: [String], $mode: String) {
  productGroupRuleList(skus: $skus, mode: $mode) {
    sku
    hide_cart
    price_action
    price_content {
      content
    }
  }
}
    `) as unknown as TypedDocumentString<ProductGroupRuleListQuery, ProductGroupRuleListQueryVariables>;
export const GetCustomerForCheckoutDocument = new TypedDocumentString(`
    query GetCustomerForCheckout {
  customer {
    firstname
    lastname
    email
    customer_type
    default_billing
    default_shipping
    customer_notice {
      format
      content_text
      url
    }
    addresses {
      id
      firstname
      lastname
      company
      telephone
      street
      city
      city_id
      sub_district
      sub_district_id
      region {
        region
        region_code
        region_id
      }
      postcode
      country_code
      vat_id
      default_billing
      default_shipping
    }
  }
}
    `) as unknown as TypedDocumentString<GetCustomerForCheckoutQuery, GetCustomerForCheckoutQueryVariables>;
export const CreateP2c2pPaymentRequestDocument = new TypedDocumentString(`
    mutation createP2c2pPaymentRequest($cartId: String!, $orderNumber: String!) {
  createP2c2pPaymentRequest(cart_id: $cartId, order_number: $orderNumber) {
    order_number
    action_url
    method
    fields {
      name
      value
    }
  }
}
    `) as unknown as TypedDocumentString<CreateP2c2pPaymentRequestMutation, CreateP2c2pPaymentRequestMutationVariables>;
export const CreateScbDeeplinkDocument = new TypedDocumentString(`
    mutation createScbDeeplink($cartId: String!, $orderNumber: String!) {
  createScbDeeplink(cart_id: $cartId, order_number: $orderNumber) {
    order_number
    deeplink_url
    expires_at
  }
}
    `) as unknown as TypedDocumentString<CreateScbDeeplinkMutation, CreateScbDeeplinkMutationVariables>;
export const CreateScbQrCodeDocument = new TypedDocumentString(`
    mutation createScbQrCode($cartId: String!, $orderNumber: String!) {
  createScbQrCode(cart_id: $cartId, order_number: $orderNumber) {
    order_number
    qr_image
    sandbox_app_url
    qr_raw_data
    amount {
      value
      currency
    }
    expires_at
  }
}
    `) as unknown as TypedDocumentString<CreateScbQrCodeMutation, CreateScbQrCodeMutationVariables>;
export const CustomerOrderForPrintDocument = new TypedDocumentString(`
    query customerOrderForPrint($orderNumber: String!) {
  order(order_number: $orderNumber) {
    ...PrintableOrder
  }
}
    fragment PrintableOrder on CustomerOrder {
  id
  number
  order_date
  status
  email
  shipping_method
  time_slot {
    date
    option
  }
  total {
    grand_total {
      value
      currency
    }
    subtotal {
      value
      currency
    }
    total_shipping {
      value
      currency
    }
    total_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    extra_fees {
      label
      amount {
        value
        currency
      }
    }
  }
  items {
    id
    product_name
    product_sku
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    selected_options {
      label
      value
    }
  }
  payment_methods {
    name
    type
  }
  shipping_address {
    ...PrintableOrderAddress
  }
  billing_address {
    ...PrintableOrderAddress
  }
}
fragment PrintableOrderAddress on OrderAddress {
  firstname
  lastname
  company
  telephone
  street
  city
  region
  postcode
  country_code
  sub_district
  is_full_invoice
  invoice_type
  head_office
  branch_office
  tax_identification_number
  personal_firstname
  personal_lastname
}`) as unknown as TypedDocumentString<CustomerOrderForPrintQuery, CustomerOrderForPrintQueryVariables>;
export const GetCheckoutDetailsDocument = new TypedDocumentString(`
    query getCheckoutDetails($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    email
    is_virtual
    total_quantity
    has_error
    conditions {
      min_amount {
        has_error
        message
      }
      max_amount {
        has_error
        message
      }
    }
    shipping_addresses {
      firstname
      lastname
      street
      city
      postcode
      telephone
      region {
        code
        label
        region_id
      }
      country {
        code
        label
      }
      selected_shipping_method {
        carrier_code
        carrier_title
        method_code
        method_title
        price_excl_tax {
          value
          currency
        }
        price_incl_tax {
          value
          currency
        }
      }
      available_shipping_methods {
        carrier_code
        carrier_title
        method_code
        method_title
        available
        amount {
          value
          currency
        }
      }
    }
    billing_address {
      firstname
      lastname
      street
      city
      postcode
      telephone
      region {
        code
        label
        region_id
      }
      country {
        code
        label
      }
    }
    available_payment_methods {
      code
      title
    }
    selected_payment_method {
      code
      title
      purchase_order_number
    }
  }
}
    `) as unknown as TypedDocumentString<GetCheckoutDetailsQuery, GetCheckoutDetailsQueryVariables>;
export const GetCheckoutRegionsDocument = new TypedDocumentString(`
    query getCheckoutRegions {
  country(id: "TH") {
    id
    available_regions {
      id
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<GetCheckoutRegionsQuery, GetCheckoutRegionsQueryVariables>;
export const GetGuestOrderForRepaymentDocument = new TypedDocumentString(`
    query getGuestOrderForRepayment($token: String!) {
  guestOrderByToken(input: {token: $token}) {
    id
    number
    token
    cartIdMask
    canRepayment
    order_date
    status
    total {
      grand_total {
        value
        currency
      }
    }
    items {
      id
      product_name
      product_sku
      product_url_key
      product_sale_price {
        value
        currency
      }
      quantity_ordered
      selected_options {
        label
        value
      }
    }
    ...PrintableOrder
    payment_methods {
      name
      type
    }
  }
}
    fragment PrintableOrder on CustomerOrder {
  id
  number
  order_date
  status
  email
  shipping_method
  time_slot {
    date
    option
  }
  total {
    grand_total {
      value
      currency
    }
    subtotal {
      value
      currency
    }
    total_shipping {
      value
      currency
    }
    total_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    extra_fees {
      label
      amount {
        value
        currency
      }
    }
  }
  items {
    id
    product_name
    product_sku
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    selected_options {
      label
      value
    }
  }
  payment_methods {
    name
    type
  }
  shipping_address {
    ...PrintableOrderAddress
  }
  billing_address {
    ...PrintableOrderAddress
  }
}
fragment PrintableOrderAddress on OrderAddress {
  firstname
  lastname
  company
  telephone
  street
  city
  region
  postcode
  country_code
  sub_district
  is_full_invoice
  invoice_type
  head_office
  branch_office
  tax_identification_number
  personal_firstname
  personal_lastname
}`) as unknown as TypedDocumentString<GetGuestOrderForRepaymentQuery, GetGuestOrderForRepaymentQueryVariables>;
export const GetOrderForRepaymentDocument = new TypedDocumentString(`
    query getOrderForRepayment($orderNumber: String!) {
  order(order_number: $orderNumber) {
    id
    number
    cartIdMask
    canRepayment
    order_date
    status
    shipping_method
    selected_store
    time_slot {
      date
      option
    }
    total {
      discounts {
        amount {
          value
          currency
        }
      }
      grand_total {
        value
        currency
      }
      subtotal {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
      total_tax {
        value
        currency
      }
    }
    invoices {
      id
    }
    items {
      id
      product_name
      product_sku
      product_url_key
      product_sale_price {
        value
        currency
      }
      quantity_ordered
      preorder_release_date
      preorder_from_date
      preorder_to_date
      selected_options {
        label
        value
      }
    }
    ...PrintableOrder
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
    shipping_address {
      ...RepaymentOrderAddress
      time_slot_from
      time_slot_to
      time_slot_optional_from
      time_slot_optional_to
      operating_time
      name_address
      city_id
    }
    billing_address {
      ...RepaymentOrderAddress
    }
  }
}
    fragment PrintableOrder on CustomerOrder {
  id
  number
  order_date
  status
  email
  shipping_method
  time_slot {
    date
    option
  }
  total {
    grand_total {
      value
      currency
    }
    subtotal {
      value
      currency
    }
    total_shipping {
      value
      currency
    }
    total_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    extra_fees {
      label
      amount {
        value
        currency
      }
    }
  }
  items {
    id
    product_name
    product_sku
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    selected_options {
      label
      value
    }
  }
  payment_methods {
    name
    type
  }
  shipping_address {
    ...PrintableOrderAddress
  }
  billing_address {
    ...PrintableOrderAddress
  }
}
fragment PrintableOrderAddress on OrderAddress {
  firstname
  lastname
  company
  telephone
  street
  city
  region
  postcode
  country_code
  sub_district
  is_full_invoice
  invoice_type
  head_office
  branch_office
  tax_identification_number
  personal_firstname
  personal_lastname
}
fragment RepaymentOrderAddress on OrderAddress {
  firstname
  lastname
  company
  telephone
  fax
  street
  city
  region
  region_id
  postcode
  country_code
  sub_district
  sub_district_id
  is_full_invoice
  head_office
  branch_office
  tax_identification_number
  personal_firstname
  personal_lastname
  invoice_type
  contact_name
  contact_surname
  vat_id
}`) as unknown as TypedDocumentString<GetOrderForRepaymentQuery, GetOrderForRepaymentQueryVariables>;
export const GetPaymentInformationDocument = new TypedDocumentString(`
    query getPaymentInformation($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    selected_payment_method {
      code
      title
    }
    available_payment_methods {
      code
      title
    }
    fee_item_for_quote {
      fee_id
      label
      description
      is_required
      options {
        option_id
        label
        is_default
        price {
          value
          currency
        }
      }
    }
    applied_extra_fees {
      total_records
      currency
      items {
        fee_id
        option_id
        fee_amount
        base_fee_amount
        tax_amount
        base_tax_amount
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetPaymentInformationQuery, GetPaymentInformationQueryVariables>;
export const GetThaiAddressByPostcodeDocument = new TypedDocumentString(`
    query getThaiAddressByPostcode($postcode: String!) {
  getThaiAddressByPostcode(postcode: $postcode) {
    postcode
    sub_district
    sub_district_id
    city
    city_id
    region
    region_id
    region_code
    delivers
  }
}
    `) as unknown as TypedDocumentString<GetThaiAddressByPostcodeQuery, GetThaiAddressByPostcodeQueryVariables>;
export const GuestOrderDocument = new TypedDocumentString(`
    query guestOrder($number: String!, $email: String!, $postcode: String!) {
  guestOrder(input: {number: $number, email: $email, postcode: $postcode}) {
    ...PrintableOrder
  }
}
    fragment PrintableOrder on CustomerOrder {
  id
  number
  order_date
  status
  email
  shipping_method
  time_slot {
    date
    option
  }
  total {
    grand_total {
      value
      currency
    }
    subtotal {
      value
      currency
    }
    total_shipping {
      value
      currency
    }
    total_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    extra_fees {
      label
      amount {
        value
        currency
      }
    }
  }
  items {
    id
    product_name
    product_sku
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    selected_options {
      label
      value
    }
  }
  payment_methods {
    name
    type
  }
  shipping_address {
    ...PrintableOrderAddress
  }
  billing_address {
    ...PrintableOrderAddress
  }
}
fragment PrintableOrderAddress on OrderAddress {
  firstname
  lastname
  company
  telephone
  street
  city
  region
  postcode
  country_code
  sub_district
  is_full_invoice
  invoice_type
  head_office
  branch_office
  tax_identification_number
  personal_firstname
  personal_lastname
}`) as unknown as TypedDocumentString<GuestOrderQuery, GuestOrderQueryVariables>;
export const KpaymentCheckoutDocument = new TypedDocumentString(`
    query kpaymentCheckout($cartId: String!, $orderNumber: String!) {
  kpaymentCheckout(cart_id: $cartId, order_number: $orderNumber) {
    order_number
    script_url
    api_key
    amount
    currency
    payment_methods
    action_url
    merchant_name
    order_id
  }
}
    `) as unknown as TypedDocumentString<KpaymentCheckoutQuery, KpaymentCheckoutQueryVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation placeOrder($cartId: String!, $consents: [AmGdprConsentInput!]) {
  placeOrder(input: {cart_id: $cartId, amgdpr_consents: $consents}) {
    orderV2 {
      number
      token
    }
    errors {
      code
      message
    }
    new_cart_id
    gtm_ga4
  }
}
    `) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const ScbPaymentStatusDocument = new TypedDocumentString(`
    query scbPaymentStatus($cartId: String!, $orderNumber: String!) {
  scbPaymentStatus(cart_id: $cartId, order_number: $orderNumber) {
    order_number
    status
  }
}
    `) as unknown as TypedDocumentString<ScbPaymentStatusQuery, ScbPaymentStatusQueryVariables>;
export const SetBillingAddressDocument = new TypedDocumentString(`
    mutation setBillingAddress($cartId: String!, $address: CartAddressInput, $sameAsShipping: Boolean) {
  setBillingAddressOnCart(
    input: {cart_id: $cartId, billing_address: {address: $address, same_as_shipping: $sameAsShipping}}
  ) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SetBillingAddressMutation, SetBillingAddressMutationVariables>;
export const SetGuestEmailOnCartDocument = new TypedDocumentString(`
    mutation setGuestEmailOnCart($cartId: String!, $email: String!) {
  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {
    cart {
      id
      email
    }
  }
}
    `) as unknown as TypedDocumentString<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables>;
export const SetPaymentMethodOnCartDocument = new TypedDocumentString(`
    mutation setPaymentMethodOnCart($cartId: String!, $code: String!, $purchaseOrderNumber: String, $companyCredit: AmastyCompanyCreditPaymentInput) {
  setPaymentMethodOnCart(
    input: {cart_id: $cartId, payment_method: {code: $code, purchase_order_number: $purchaseOrderNumber, amasty_company_credit: $companyCredit}}
  ) {
    cart {
      id
      selected_payment_method {
        code
        title
      }
      applied_extra_fees {
        total_records
        currency
        items {
          fee_id
          option_id
          fee_amount
          base_fee_amount
          tax_amount
          base_tax_amount
          label
        }
      }
      prices {
        grand_total {
          value
          currency
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SetPaymentMethodOnCartMutation, SetPaymentMethodOnCartMutationVariables>;
export const SetShippingAddressDocument = new TypedDocumentString(`
    mutation setShippingAddress($cartId: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [{address: $address}]}
  ) {
    cart {
      id
      shipping_addresses {
        available_shipping_methods {
          carrier_code
          carrier_title
          method_code
          method_title
          available
          amount {
            value
            currency
          }
          delivery_slots {
            date
            from
            to
            option
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SetShippingAddressMutation, SetShippingAddressMutationVariables>;
export const SetShippingMethodDocument = new TypedDocumentString(`
    mutation setShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!, $deliveryDate: String, $timeSlot: String) {
  setShippingMethodsOnCart(
    input: {cart_id: $cartId, shipping_methods: [{carrier_code: $carrierCode, method_code: $methodCode, delivery_date: $deliveryDate, time_slot: $timeSlot}]}
  ) {
    cart {
      id
      available_payment_methods {
        code
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SetShippingMethodMutation, SetShippingMethodMutationVariables>;
export const GetCmsBlocksDocument = new TypedDocumentString(`
    query getCmsBlocks($identifiers: [String]!) {
  cmsBlocks(identifiers: $identifiers) {
    items {
      identifier
      title
      content
    }
  }
}
    `) as unknown as TypedDocumentString<GetCmsBlocksQuery, GetCmsBlocksQueryVariables>;
export const GetCmsPageDocument = new TypedDocumentString(`
    query getCmsPage($identifier: String!) {
  cmsPage(identifier: $identifier) {
    identifier
    url_key
    title
    content
    content_heading
    page_layout
    meta_title
    meta_description
    meta_keywords
    relative_url
  }
}
    `) as unknown as TypedDocumentString<GetCmsPageQuery, GetCmsPageQueryVariables>;
export const AcceptAmGdprPolicyDocument = new TypedDocumentString(`
    mutation acceptAmGdprPolicy($policyVersion: String!) {
  acceptAmGdprPolicy(input: {policy_version: $policyVersion}) {
    error
    message
  }
}
    `) as unknown as TypedDocumentString<AcceptAmGdprPolicyMutation, AcceptAmGdprPolicyMutationVariables>;
export const AmGdprSubscribeEmailToNewsletterDocument = new TypedDocumentString(`
    mutation amGdprSubscribeEmailToNewsletter($email: String!, $consents: [AmGdprConsentInput!]!) {
  amGdprSubscribeEmailToNewsletter(email: $email, amgdpr_consents: $consents) {
    status
  }
}
    `) as unknown as TypedDocumentString<AmGdprSubscribeEmailToNewsletterMutation, AmGdprSubscribeEmailToNewsletterMutationVariables>;
export const AmGetGdprConsentsDocument = new TypedDocumentString(`
    query amGetGdprConsents($location: String) {
  amGetGdprConsents(location: $location) {
    consent_id
    name
    consent_code
    is_required
    hide_the_consent_after_user_left_the_consent
    consent_location
    link_type
    cms_page_id
    consent_text
    visibility
    has_agreement
    sort_order
  }
}
    `) as unknown as TypedDocumentString<AmGetGdprConsentsQuery, AmGetGdprConsentsQueryVariables>;
export const AmGetGdprPolicyTextDocument = new TypedDocumentString(`
    query amGetGdprPolicyText($id: Int!) {
  amGetGdprPolicyText(id: $id) {
    title
    content
    need_show
    version
    version_changed
    created_at
    updated_at
    header_title
    header_description
  }
}
    `) as unknown as TypedDocumentString<AmGetGdprPolicyTextQuery, AmGetGdprPolicyTextQueryVariables>;
export const ConfirmNewsletterSubscriptionDocument = new TypedDocumentString(`
    mutation confirmNewsletterSubscription($id: Int!, $code: String!) {
  confirmNewsletterSubscription(id: $id, code: $code) {
    status
  }
}
    `) as unknown as TypedDocumentString<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>;
export const ContactusFormSubmitDocument = new TypedDocumentString(`
    mutation contactusFormSubmit($input: ContactusFormInput!) {
  contactusFormSubmit(input: $input) {
    success_message
  }
}
    `) as unknown as TypedDocumentString<ContactusFormSubmitMutation, ContactusFormSubmitMutationVariables>;
export const CookieDataDocument = new TypedDocumentString(`
    query cookieData {
  cookieData {
    lastUpdate
    groupData {
      groupId
      code
      name
      description
      isEssential
      checked
    }
  }
}
    `) as unknown as TypedDocumentString<CookieDataQuery, CookieDataQueryVariables>;
export const GiveAmGdprConsentDocument = new TypedDocumentString(`
    mutation giveAmGdprConsent($consents: [AmGdprConsentInput!]!, $location: String) {
  giveAmGdprConsent(input: {consents: $consents, consent_location: $location}) {
    error
    message
  }
}
    `) as unknown as TypedDocumentString<GiveAmGdprConsentMutation, GiveAmGdprConsentMutationVariables>;
export const PopupWidgetDocument = new TypedDocumentString(`
    query popupWidget($pageType: String!) {
  popupWidget(page_type: $pageType) {
    size
    items {
      instance_id
      title
      instance_type
      store_ids
      sort_order
      layout_handle
      page_group
      widget_parameters {
        unique_id
        cookie_expires
        popup_title
        popup_effect
        view_session
        popup_width
        is_active
        popup_content
        block_id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PopupWidgetQuery, PopupWidgetQueryVariables>;
export const PushNotificationConfigDocument = new TypedDocumentString(`
    query pushNotificationConfig {
  pushNotificationConfig {
    provider
    vapid_public_key
    firebase {
      api_key
      project_id
      messaging_sender_id
      app_id
    }
  }
}
    `) as unknown as TypedDocumentString<PushNotificationConfigQuery, PushNotificationConfigQueryVariables>;
export const SaveAllCookieDocument = new TypedDocumentString(`
    mutation saveAllCookie {
  saveAllCookie {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<SaveAllCookieMutation, SaveAllCookieMutationVariables>;
export const SaveCustomCookieDocument = new TypedDocumentString(`
    mutation saveCustomCookie($groupData: String!) {
  saveCustomCookie(groupData: $groupData) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<SaveCustomCookieMutation, SaveCustomCookieMutationVariables>;
export const SubscribeFirebaseDocument = new TypedDocumentString(`
    mutation subscribeFirebase($token: String!) {
  subscribeFirebase(token: $token) {
    result
    message
  }
}
    `) as unknown as TypedDocumentString<SubscribeFirebaseMutation, SubscribeFirebaseMutationVariables>;
export const UnsubscribeEmailFromNewsletterDocument = new TypedDocumentString(`
    mutation unsubscribeEmailFromNewsletter($id: Int!, $code: String!) {
  unsubscribeEmailFromNewsletter(id: $id, code: $code) {
    status
  }
}
    `) as unknown as TypedDocumentString<UnsubscribeEmailFromNewsletterMutation, UnsubscribeEmailFromNewsletterMutationVariables>;
export const UnsubscribeFirebaseDocument = new TypedDocumentString(`
    mutation unsubscribeFirebase($token: String!) {
  unsubscribeFirebase(token: $token) {
    result
    message
  }
}
    `) as unknown as TypedDocumentString<UnsubscribeFirebaseMutation, UnsubscribeFirebaseMutationVariables>;
export const GetRegionsDataDocument = new TypedDocumentString(`
    query getRegionsData($postcode: String!) {
  getRegionsData(postcode: $postcode) {
    location
    active
    key
  }
}
    `) as unknown as TypedDocumentString<GetRegionsDataQuery, GetRegionsDataQueryVariables>;
export const GetFilterInputsForSearchDocument = new TypedDocumentString(`
    query getFilterInputsForSearch {
  __type(name: "ProductAttributeFilterInput") {
    inputFields {
      name
      type {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetFilterInputsForSearchQuery, GetFilterInputsForSearchQueryVariables>;
export const GetSearchSuggestionsDocument = new TypedDocumentString(`
    query getSearchSuggestions($inputText: String!, $productCount: Int!, $categoryCount: Int!) {
  products(search: $inputText, pageSize: $productCount, currentPage: 1) {
    items {
      uid
      name
      url_key
      url_suffix
      thumbnail {
        url
        label
      }
      small_image {
        url
        label
      }
      price_range {
        minimum_price {
          final_price {
            ...MoneyFields
          }
        }
      }
    }
  }
  categories(
    filters: {name: {match: $inputText}}
    pageSize: $categoryCount
    currentPage: 1
  ) {
    items {
      uid
      name
      level
      url_key
      url_path
      url_suffix
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<GetSearchSuggestionsQuery, GetSearchSuggestionsQueryVariables>;
export const ProductSearchDocument = new TypedDocumentString(`
    query productSearch($currentPage: Int = 1, $inputText: String!, $pageSize: Int = 6, $filters: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput) {
  products(
    currentPage: $currentPage
    pageSize: $pageSize
    search: $inputText
    filter: $filters
    sort: $sort
  ) {
    items {
      ...ProductListItem
    }
    page_info {
      current_page
      total_pages
    }
    total_count
    suggestions {
      search
    }
    aggregations {
      ...AggregationFields
    }
    sort_fields {
      default
      options {
        label
        value
      }
    }
  }
}
    fragment AggregationFields on Aggregation {
  attribute_code
  label
  count
  position
  options {
    label
    value
    count
  }
}
fragment MoneyFields on Money {
  value
  currency
}
fragment ProductListItem on ProductInterface {
  __typename
  uid
  id
  name
  sku
  type_id
  url_key
  url_suffix
  stock_status
  p_brandcode
  is_preorder
  preorder_release_date
  is_weighing
  is_free
  price1type
  qty_increments
  small_image {
    url
    label
  }
  thumbnail {
    url
    label
  }
  attributes {
    code
    label
    value
  }
  shipping_services {
    label
    value
    image_url
  }
  ...ProductPriceRange
  ... on CustomizableProductInterface {
    options {
      uid
      required
    }
  }
}
fragment ProductPriceFields on ProductPrice {
  regular_price {
    ...MoneyFields
  }
  final_price {
    ...MoneyFields
  }
  final_price_excl_tax {
    ...MoneyFields
  }
  discount {
    percent_off
    amount_off
  }
  fixed_product_taxes {
    label
    amount {
      ...MoneyFields
    }
  }
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      ...ProductPriceFields
    }
    maximum_price {
      ...ProductPriceFields
    }
  }
}`) as unknown as TypedDocumentString<ProductSearchQuery, ProductSearchQueryVariables>;
export const GetAvailableStoresDataDocument = new TypedDocumentString(`
    query getAvailableStoresData {
  availableStores {
    store_code
    store_group_code
    store_group_name
    store_name
    store_sort_order
    is_default_store
    category_url_suffix
    product_url_suffix
    default_display_currency_code
    locale
    secure_base_media_url
  }
}
    `) as unknown as TypedDocumentString<GetAvailableStoresDataQuery, GetAvailableStoresDataQueryVariables>;
export const GetCurrencyDataDocument = new TypedDocumentString(`
    query getCurrencyData {
  currency {
    base_currency_code
    default_display_currency_code
    default_display_currency_symbol
    available_currency_codes
  }
}
    `) as unknown as TypedDocumentString<GetCurrencyDataQuery, GetCurrencyDataQueryVariables>;
export const GetPageSizeDocument = new TypedDocumentString(`
    query getPageSize {
  storeConfig {
    store_code
    grid_per_page
  }
}
    `) as unknown as TypedDocumentString<GetPageSizeQuery, GetPageSizeQueryVariables>;
export const GetRouteDataDocument = new TypedDocumentString(`
    query getRouteData($url: String!) {
  route(url: $url) {
    __typename
    type
    relative_url
    redirect_code
    ... on CmsPage {
      identifier
      url_key
    }
    ... on CategoryInterface {
      uid
      id
      url_key
    }
    ... on ProductInterface {
      uid
      id
      url_key
    }
  }
}
    `) as unknown as TypedDocumentString<GetRouteDataQuery, GetRouteDataQueryVariables>;
export const GetStoreConfigDataDocument = new TypedDocumentString(`
    query getStoreConfigData {
  storeConfig {
    id
    store_code
    store_name
    store_group_name
    locale
    default_display_currency_code
    base_currency_code
    secure_base_media_url
    root_category_uid
    product_url_suffix
    category_url_suffix
    grid_per_page
    default_title
    head_title_prefix
    head_title_suffix
    title_prefix
    title_suffix
    title_separator
    header_logo_src
    logo_width
    logo_height
    logo_alt
    copyright
    cms_home_page
    show_cms_breadcrumbs
    is_pre_launch
    isEnabledSuccessPopup
    isEnabledPopup
    newsletter_enabled
    enable_gtm
    enable_gtm_ga4
    ga4_measurement_id
    b2b_redirect_identifier
    secure_pay_library
    tax_display_type
    tax_cart_display_price
    configurable_thumbnail_source
    product_fixed_product_tax_display_setting
    category_fixed_product_tax_display_setting
    amshopby_brand_general_attribute_code
    amshopby_brand_general_url_key
    amshopby_brand_general_topmenu_enabled
    amshopby_brand_general_menu_item_label
    amshopby_slider_slider_style
    amshopby_general_unfolded_options_state
    amshopby_general_keep_single_choice_visible
    amgdprcookie_cookie_bar_enabled
    amgdprcookie_cookie_bar_text
    amgdprcookie_accept_button_text
    amgdprcookie_settings_button_text
  }
}
    `) as unknown as TypedDocumentString<GetStoreConfigDataQuery, GetStoreConfigDataQueryVariables>;