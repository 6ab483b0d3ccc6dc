import type { ColumnType, Generated } from 'kysely';

/** Columns with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** pg returns numeric as text to keep it exact; write numbers or strings. */
type Numeric = ColumnType<string, string | number, string | number>;
type NumericDefaulted = ColumnType<string, string | number | undefined, string | number>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ShippingService {
  label: string;
  value: string;
  image_url: string | null;
}

export interface StoreTable {
  store_id: number;
  code: string;
  name: string;
  group_code: string;
  group_name: string;
  website_code: Defaulted<string>;
  sort_order: Defaulted<number>;
  locale: string;
  base_currency: Defaulted<string>;
  default_display_currency: Defaulted<string>;
  is_default: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
}

export interface ConfigTable {
  scope_id: Defaulted<number>;
  path: string;
  value: string | null;
}

export interface CurrencyRateTable {
  base: string;
  target: string;
  rate: Numeric;
}

export interface CategoryTable {
  category_id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: Defaulted<number>;
  include_in_menu: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  is_anchor: Defaulted<boolean>;
  display_mode: Defaulted<string>;
  default_sort_by: Defaulted<string>;
  url_key: string;
  url_path: string;
  image: string | null;
  thumbnail: string | null;
  menu_icon: string | null;
  cms_block_identifier: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoryTextTable {
  category_id: number;
  store_id: number;
  name: string;
  description: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
}

export interface BrandTable {
  brand_id: number;
  code: string;
  url_key: string;
  image: string | null;
  sort_order: Defaulted<number>;
  is_featured: Defaulted<boolean>;
  top_cms_block_id: number | null;
  bottom_cms_block_id: number | null;
}

export interface BrandTextTable {
  brand_id: number;
  store_id: number;
  label: string;
  description: string | null;
  short_description: string | null;
  meta_title: string | null;
}

export type ProductTypeId = 'simple' | 'virtual' | 'downloadable' | 'bundle' | 'grouped' | 'configurable';
export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export interface ProductTable {
  product_id: number;
  sku: string;
  type_id: ProductTypeId;
  url_key: string;
  status: Defaulted<number>;
  /** Magento's visibility: 1 not visible individually (variants), 2 catalogue, 3 search, 4 both. */
  visibility: Defaulted<number>;
  brand_id: number | null;
  tax_class: Defaulted<'taxable' | 'exempt'>;
  /** Regular shelf price in satang, VAT included when taxable. */
  price: Defaulted<number>;
  special_price: number | null;
  special_from: Date | string | null;
  special_to: Date | string | null;
  stock_status: Defaulted<StockStatus>;
  qty: NumericDefaulted;
  min_sale_qty: NumericDefaulted;
  max_sale_qty: NumericDefaulted;
  qty_increments: NumericDefaulted;
  is_preorder: Defaulted<boolean>;
  /** yyyy-mm-dd (date columns are read as text, see connection.ts). */
  preorder_release_date: string | null;
  is_weighing: Defaulted<boolean>;
  is_free: Defaulted<boolean>;
  price1type: Defaulted<string>;
  weight: Numeric | null;
  price_view: string | null;
  bundle_price_type: string | null;
  shipping_services: ColumnType<ShippingService[], string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductTextTable {
  product_id: number;
  store_id: number;
  name: string;
  description: string | null;
  short_description: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  search_text: Defaulted<string>;
}

export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
  position: Defaulted<number>;
}

export interface AttributeTable {
  code: string;
  frontend_input: Defaulted<string>;
  is_filterable: Defaulted<boolean>;
  is_searchable: Defaulted<boolean>;
  is_visible_on_front: Defaulted<boolean>;
  position: Defaulted<number>;
  label_th: string;
  label_en: string;
}

export interface AttributeOptionTable {
  option_id: number;
  attribute_code: string;
  sort_order: Defaulted<number>;
  label_th: string;
  label_en: string;
  swatch_value: string | null;
}

export interface ProductAttributeValueTable {
  product_id: number;
  attribute_code: string;
  option_id: number | null;
  value_text: string | null;
}

export interface ProductMediaTable {
  media_id: number;
  product_id: number;
  file: string;
  label: string | null;
  position: Defaulted<number>;
  disabled: Defaulted<boolean>;
  media_type: Defaulted<string>;
}

export type ProductLinkType = 'crosssell' | 'related' | 'upsell' | 'associated';

export interface ProductLinkTable {
  product_id: number;
  linked_product_id: number;
  link_type: ProductLinkType;
  position: Defaulted<number>;
  qty: NumericDefaulted;
}

export interface ConfigurableAttributeTable {
  product_id: number;
  attribute_code: string;
  position: Defaulted<number>;
}

export interface ConfigurableVariantTable {
  parent_id: number;
  child_id: number;
}

export interface BundleOptionTable {
  option_id: number;
  product_id: number;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  required: Defaulted<boolean>;
  position: Defaulted<number>;
  title_th: string;
  title_en: string;
}

export interface BundleSelectionTable {
  selection_id: number;
  option_id: number;
  product_id: number;
  qty: NumericDefaulted;
  can_change_qty: Defaulted<boolean>;
  is_default: Defaulted<boolean>;
  position: Defaulted<number>;
}

export type PriceType = 'FIXED' | 'PERCENT';

export interface ProductOptionTable {
  option_id: number;
  product_id: number;
  type: string;
  required: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  title_th: string;
  title_en: string;
  price: number | null;
  price_type: PriceType | null;
  sku: string | null;
  max_characters: number | null;
}

export interface ProductOptionValueTable {
  value_id: number;
  option_id: number;
  sort_order: Defaulted<number>;
  title_th: string;
  title_en: string;
  price: Defaulted<number>;
  price_type: Defaulted<PriceType>;
  sku: string | null;
}

export interface DownloadableLinkTable {
  link_id: number;
  product_id: number;
  title_th: string;
  title_en: string;
  price: Defaulted<number>;
  number_of_downloads: Defaulted<number>;
  sort_order: Defaulted<number>;
  sample_url: string | null;
}

export interface ProductGroupRuleTable {
  rule_id: number;
  sku: string;
  mode: Defaulted<string>;
  hide_cart: Defaulted<boolean>;
  price_action: Defaulted<0 | 1 | 2>;
  price_content_th: string | null;
  price_content_en: string | null;
}

export interface CmsBlockTable {
  block_id: number;
  identifier: string;
  store_id: Defaulted<number>;
  title: string;
  content: string;
  is_active: Defaulted<boolean>;
}

export interface CmsPageTable {
  page_id: number;
  identifier: string;
  store_id: Defaulted<number>;
  title: string;
  content_heading: string | null;
  content: string;
  page_layout: Defaulted<string>;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  is_active: Defaulted<boolean>;
}

export type UrlEntityType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT' | 'CUSTOM';

export interface UrlRewriteTable {
  url_rewrite_id: Generated<number>;
  store_id: number;
  request_path: string;
  target_path: string;
  entity_type: UrlEntityType;
  entity_id: number;
  redirect_type: Defaulted<0 | 301 | 302>;
}

export interface DeliveryAreaTable {
  area_key: string;
  postcode: string;
  location_th: string;
  location_en: string;
  active: Defaulted<boolean>;
}

export interface DataVersionTable {
  scope: string;
  version: ColumnType<number, number | undefined, number>;
}

/** Fine cache tags (cat_p_<id>) bumped by stock and review writes; `seq` orders them for pollers (0132). */
export interface DataTagVersionTable {
  tag: string;
  version: number;
  seq: number;
}

export interface Database {
  store: StoreTable;
  config: ConfigTable;
  currency_rate: CurrencyRateTable;
  category: CategoryTable;
  category_text: CategoryTextTable;
  brand: BrandTable;
  brand_text: BrandTextTable;
  product: ProductTable;
  product_text: ProductTextTable;
  product_category: ProductCategoryTable;
  attribute: AttributeTable;
  attribute_option: AttributeOptionTable;
  product_attribute_value: ProductAttributeValueTable;
  product_media: ProductMediaTable;
  product_link: ProductLinkTable;
  configurable_attribute: ConfigurableAttributeTable;
  configurable_variant: ConfigurableVariantTable;
  bundle_option: BundleOptionTable;
  bundle_selection: BundleSelectionTable;
  product_option: ProductOptionTable;
  product_option_value: ProductOptionValueTable;
  downloadable_link: DownloadableLinkTable;
  product_group_rule: ProductGroupRuleTable;
  cms_block: CmsBlockTable;
  cms_page: CmsPageTable;
  url_rewrite: UrlRewriteTable;
  delivery_area: DeliveryAreaTable;
  data_version: DataVersionTable;
  data_tag_version: DataTagVersionTable;
}

// ---------------------------------------------------------------------------------------------------------
// Cart, customers and promotions (migration 0002-cart). Declared as a second `Database` interface, which
// TypeScript merges with the one above, so this block stays separate from the catalogue's.
// ---------------------------------------------------------------------------------------------------------

export interface CustomerTable {
  customer_id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  /** argon2id hash (PHC string). */
  password_hash: string;
  customer_type: Defaulted<string>;
  is_active: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerTokenTable {
  /** Hex SHA-256 of the bearer token. */
  token_hash: string;
  customer_id: number;
  created_at: Timestamp;
  expires_at: Date | string;
  revoked: Defaulted<boolean>;
}

export interface CartTable {
  cart_id: Generated<number>;
  masked_id: string;
  customer_id: number | null;
  is_active: Defaulted<boolean>;
  email: string | null;
  store_id: Defaulted<number>;
  currency: Defaulted<string>;
  coupon_code: string | null;
  version: Defaulted<number>;
  /** A cart that re-pays an existing order (migration 0012); not the customer's shopping cart. */
  is_repayment: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a cart line keeps of the shopper's choices (all ids are catalogue row ids). */
export interface CartItemOptions {
  /** Configurable: attribute code → attribute_option.option_id. */
  configurable?: Record<string, number>;
  /** Bundle: chosen selections with their quantity per bundle. */
  bundle?: { option_id: number; selection_id: number; qty: number }[];
  /** Customizable options: chosen value ids (select types) or entered text (field, area, date). */
  custom?: { option_id: number; value_ids?: number[]; text?: string }[];
  /** Downloadable links chosen. */
  links?: number[];
}

export interface CartItemTable {
  item_id: Generated<number>;
  cart_id: number;
  product_id: number;
  variant_id: number | null;
  grouped_parent_id: number | null;
  options: ColumnType<CartItemOptions, string | undefined, string>;
  line_key: string;
  qty: Numeric;
  position: Defaulted<number>;
  special_request: string | null;
  is_free_gift: Defaulted<boolean>;
  free_gift_rule_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CartRuleDiscountType = 'by_percent' | 'by_fixed' | 'cart_fixed';

export interface CartRuleTable {
  rule_id: Generated<number>;
  label_th: string;
  label_en: string;
  coupon_code: string | null;
  discount_type: CartRuleDiscountType;
  discount_amount: Numeric;
  min_subtotal: number | null;
  sku_list: ColumnType<string[], string | undefined, string>;
  category_id: number | null;
  uses_per_customer: number | null;
  from_date: Date | string | null;
  to_date: Date | string | null;
  is_active: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  stop_further_processing: Defaulted<boolean>;
}

export interface CartRuleUsageTable {
  rule_id: number;
  customer_id: number;
  times_used: Defaulted<number>;
}

export interface FreeGiftRuleTable {
  rule_id: Generated<number>;
  title_th: string;
  title_en: string;
  title_free_gift_th: string | null;
  title_free_gift_en: string | null;
  min_subtotal: number | null;
  trigger_skus: ColumnType<string[], string | undefined, string>;
  promo_skus: ColumnType<string[], string, string>;
  qty: NumericDefaulted;
  auto_open_popup: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  sort_order: Defaulted<number>;
}

export type ExtraFeeCondition = 'category' | 'small_order' | 'always';

export interface ExtraFeeTable {
  fee_id: Generated<number>;
  label_th: string;
  label_en: string;
  description_th: string | null;
  description_en: string | null;
  condition_type: ExtraFeeCondition;
  category_id: number | null;
  threshold: number | null;
  is_taxable: Defaulted<boolean>;
  is_required: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  sort_order: Defaulted<number>;
}

export interface ExtraFeeOptionTable {
  option_id: Generated<number>;
  fee_id: number;
  label_th: string;
  label_en: string;
  price: number;
  is_default: Defaulted<boolean>;
  sort_order: Defaulted<number>;
}

export interface Database {
  customer: CustomerTable;
  customer_token: CustomerTokenTable;
  cart: CartTable;
  cart_item: CartItemTable;
  cart_rule: CartRuleTable;
  cart_rule_usage: CartRuleUsageTable;
  free_gift_rule: FreeGiftRuleTable;
  extra_fee: ExtraFeeTable;
  extra_fee_option: ExtraFeeOptionTable;
}

// ---------------------------------------------------------------------------------------------------------
// Contact form messages (migration 0005-contact), merged into `Database` like the cart block above.
// ---------------------------------------------------------------------------------------------------------

export interface ContactMessageTable {
  message_id: Generated<number>;
  store_id: number;
  fullname: string;
  email: string;
  telephone: string | null;
  comment: string | null;
  created_at: Generated<Date>;
}

export interface Database {
  contact_message: ContactMessageTable;
}

// ---------------------------------------------------------------------------------------------------------
// Mail outbox (migration 0010-mail-outbox) and checkout/orders (migration 0011-orders), merged into `Database`.
// ---------------------------------------------------------------------------------------------------------

export type MailStatus = 'queued' | 'sent' | 'failed';

export interface MailOutboxTable {
  mail_id: Generated<number>;
  kind: string;
  store_code: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Defaulted<MailStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  sent_at: Date | string | null;
  /** The Message-ID's unique part, the same on every attempt (migration 0131-work-leases). */
  message_uid: Defaulted<string>;
  /** The sender holding the row while next_attempt_at is ahead (null: never claimed). */
  lease_token: string | null;
}

/** An address as checkout keeps it (cart and order): Magento's fields plus the spec's Thai and invoice fields. */
export interface CheckoutAddressData {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  /** District (amphoe / khet). */
  city: string;
  city_id: number | null;
  region: string;
  region_id: number;
  region_code: string;
  postcode: string;
  country_code: string;
  telephone: string;
  fax: string | null;
  /** Sub-district (tambon / khwaeng). */
  sub_district: string;
  sub_district_id: number | null;
  email: string | null;
  customer_address_id: number | null;
  save_in_address_book: boolean;
  /** Full tax invoice fields (spec section 3); is_full_invoice false means none asked for. */
  is_full_invoice: boolean;
  invoice_type: 'company' | 'personal' | null;
  tax_identification_number: string | null;
  head_office: boolean | null;
  branch_office: string | null;
  personal_firstname: string | null;
  personal_lastname: string | null;
  contact_name: string | null;
  contact_surname: string | null;
  vat_id: string | null;
  /** Shipping only: the delivery slot (HH:mm) and the place's name and opening hours. */
  time_slot_from: string | null;
  time_slot_to: string | null;
  time_slot_optional_from: string | null;
  time_slot_optional_to: string | null;
  operating_time: string | null;
  name_address: string | null;
}

export type AddressType = 'shipping' | 'billing';

export interface CartCheckoutTable {
  cart_id: number;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  delivery_date: string | null;
  time_slot: string | null;
  payment_method_code: string | null;
  purchase_order_number: string | null;
  payment_additional: ColumnType<Record<string, string>, string | undefined, string>;
  repayment_order_id: number | null;
  updated_at: Timestamp;
}

export interface CartAddressTable {
  cart_id: number;
  address_type: AddressType;
  same_as_shipping: Defaulted<boolean>;
  data: ColumnType<CheckoutAddressData, string, string>;
}

/** What an order keeps of its price lines, as they were priced when it was placed. */
export interface OrderTotalsData {
  discounts: { label: string; amount: number }[];
  fees: { label: string; amount: number; tax: number }[];
  taxes: { label: string; amount: number }[];
}

export interface StockTaken {
  product_id: number;
  /** Units × 10,000 (quantities are kept to 4 decimals like cart lines). */
  qty4: number;
}

export interface SalesOrderTable {
  order_id: Generated<number>;
  increment_id: string;
  cart_id: number;
  masked_cart_id: string;
  /** The original cart's masked id: guest order links are derived from it (migration 0013). */
  access_secret: string;
  store_id: number;
  store_code: string;
  customer_id: number | null;
  email: string;
  customer_firstname: string;
  customer_lastname: string;
  state: string;
  status: string;
  currency: string;
  subtotal_incl_tax: number;
  subtotal_excl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  shipping_excl_tax: number;
  fee_total: number;
  tax_amount: number;
  grand_total: number;
  grand_total_excl_tax: number;
  totals: ColumnType<OrderTotalsData, string, string>;
  coupon_code: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_description: string | null;
  delivery_date: string | null;
  time_slot: string | null;
  payment_method_code: string;
  payment_method_title: string;
  purchase_order_number: string | null;
  payment_additional: ColumnType<Record<string, string>, string | undefined, string>;
  payment_reference: string | null;
  paid_at: Date | string | null;
  payment_attempts: Defaulted<number>;
  stock_taken: ColumnType<StockTaken[], string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SalesOrderAddressTable {
  order_id: number;
  address_type: AddressType;
  postcode: string | null;
  data: ColumnType<CheckoutAddressData, string, string>;
}

export interface SalesOrderItemTable {
  item_id: Generated<number>;
  order_id: number;
  product_id: number | null;
  sku: string;
  name: string;
  product_type: string;
  url_key: string | null;
  qty_ordered: Numeric;
  price_incl_tax: number;
  price_excl_tax: number;
  row_total_incl_tax: number;
  row_total_excl_tax: number;
  discount_amount: number;
  tax_amount: number;
  selected_options: ColumnType<{ label: string; value: string }[], string | undefined, string>;
  is_free_gift: Defaulted<boolean>;
  preorder_release_date: string | null;
  position: Defaulted<number>;
}

export type PaymentOutcome = 'paid' | 'cancelled' | 'payment_failed';

export interface SalesOrderPaymentEventTable {
  event_id: Generated<number>;
  order_id: number;
  outcome: PaymentOutcome;
  provider_reference: string;
  changed: boolean;
  created_at: Timestamp;
}

export interface Database {
  mail_outbox: MailOutboxTable;
  cart_checkout: CartCheckoutTable;
  cart_address: CartAddressTable;
  sales_order: SalesOrderTable;
  sales_order_address: SalesOrderAddressTable;
  sales_order_item: SalesOrderItemTable;
  sales_order_payment_event: SalesOrderPaymentEventTable;
}

// ---------------------------------------------------------------------------------------------------------
// Payments (migration 0020-payments), merged into `Database` like the cart block above.
// ---------------------------------------------------------------------------------------------------------

export type PaymentProviderCode = 'kbank' | '2c2p' | 'scb';
export type PaymentTransactionStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

export interface PaymentTransactionTable {
  reference: string;
  order_number: string;
  provider: PaymentProviderCode;
  method_code: string;
  amount_satang: number;
  currency: string;
  status: Defaulted<PaymentTransactionStatus>;
  provider_reference: string | null;
  details: Defaulted<Record<string, string>>;
  expires_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Defaulted<Date>;
}

export interface PaymentCallbackTable {
  provider: PaymentProviderCode;
  nonce: string;
  reference: string;
  outcome: string;
  applied: boolean;
  received_at: Generated<Date>;
}

export interface PaymentSandboxSecretTable {
  provider: PaymentProviderCode;
  secret: string;
}

export type SandboxChargeStatus = 'pending' | 'approved' | 'declined' | 'cancelled';

export interface PaymentSandboxChargeTable {
  charge_id: string;
  provider: PaymentProviderCode;
  method: string;
  merchant_reference: string;
  amount_satang: number;
  currency: string;
  description: Defaulted<string>;
  status: Defaulted<SandboxChargeStatus>;
  callback_url: string;
  return_url: string | null;
  card_last4: string | null;
  expires_at: Date | null;
  created_at: Generated<Date>;
}

export interface Database {
  payment_sandbox_charge: PaymentSandboxChargeTable;
  payment_transaction: PaymentTransactionTable;
  payment_sandbox_secret: PaymentSandboxSecretTable;
  payment_callback: PaymentCallbackTable;
}

// ---------------------------------------------------------------------------------------------------------
// Customer accounts (migration 0030-customer-accounts) and social login (0031-social-login), merged into
// `Database` like the blocks above. The customer table's new columns extend CustomerTable by merging.
// ---------------------------------------------------------------------------------------------------------

export interface CustomerTable {
  prefix: ColumnType<string | null, string | null | undefined, string | null>;
  middlename: ColumnType<string | null, string | null | undefined, string | null>;
  suffix: ColumnType<string | null, string | null | undefined, string | null>;
  /** pg returns a date column as a Date at local midnight; read it with to_char where the text matters. */
  date_of_birth: ColumnType<Date | null, string | null | undefined, string | null>;
  taxvat: ColumnType<string | null, string | null | undefined, string | null>;
  gender: ColumnType<number | null, number | null | undefined, number | null>;
  is_subscribed: Defaulted<boolean>;
  default_billing: ColumnType<number | null, number | null | undefined, number | null>;
  default_shipping: ColumnType<number | null, number | null | undefined, number | null>;
  request_credit_status: ColumnType<string | null, string | null | undefined, string | null>;
  password_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CustomerAddressTable {
  address_id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  telephone: string;
  fax: string | null;
  street: ColumnType<string[], string, string>;
  city: string;
  city_id: number | null;
  sub_district: string | null;
  sub_district_id: number | null;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string;
  country_code: Defaulted<string>;
  vat_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerPasswordResetTable {
  token_hash: string;
  customer_id: number;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface ProductReviewRatingVote {
  name: string;
  value: number;
}

export interface ProductReviewTable {
  review_id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  store_id: number;
  nickname: string;
  summary: string;
  text: string;
  ratings: ColumnType<ProductReviewRatingVote[], string | undefined, string>;
  status_id: Defaulted<number>;
  created_at: Timestamp;
}

export interface PaymentTokenTable {
  token_id: Generated<number>;
  customer_id: number;
  public_hash: string;
  payment_method_code: string;
  type: 'card' | 'account';
  gateway_token: string;
  details: string | null;
  is_active: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface CustomerSocialAccountTable {
  customer_id: number;
  type: string;
  subject: string;
  name: string | null;
  email: string | null;
  linked_at: Timestamp;
}

export interface SocialLoginAttemptTable {
  state_hash: string;
  type: string;
  nonce: string;
  action: 'login' | 'link';
  customer_id: number | null;
  redirect_uri: string;
  store_code: string;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface SocialPendingIdentityTable {
  ticket_hash: string;
  type: string;
  subject: string;
  name: string;
  email: string | null;
  store_code: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface SocialLinkTicketTable {
  ticket_hash: string;
  customer_id: number;
  type: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface SandboxOidcCodeTable {
  code_hash: string;
  client_id: string;
  redirect_uri: string;
  nonce: string;
  subject: string;
  name: string;
  email: string | null;
  picture: string | null;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface Database {
  customer_address: CustomerAddressTable;
  customer_password_reset: CustomerPasswordResetTable;
  product_review: ProductReviewTable;
  payment_token: PaymentTokenTable;
  customer_social_account: CustomerSocialAccountTable;
  social_login_attempt: SocialLoginAttemptTable;
  social_link_ticket: SocialLinkTicketTable;
  social_pending_identity: SocialPendingIdentityTable;
  sandbox_oidc_code: SandboxOidcCodeTable;
}

// ---------------------------------------------------------------------------------------------------------
// Company credit (migration 0080-company-credit), merged into `Database` like the blocks above.
// ---------------------------------------------------------------------------------------------------------

export type CompanyCreditApplicationStatus = 'pending' | 'approved' | 'rejected';
export type CompanyCreditTransactionType = 'allocated' | 'purchased' | 'refunded' | 'adjusted';

export interface CompanyCreditApplicationTable {
  application_id: Generated<number>;
  customer_id: number;
  company_name: string;
  tax_id: string;
  telephone: string;
  /** Satang. */
  requested_limit: number;
  comment: string | null;
  status: ColumnType<CompanyCreditApplicationStatus, CompanyCreditApplicationStatus | undefined, CompanyCreditApplicationStatus>;
  created_at: Timestamp;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decision_note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CompanyCreditTable {
  credit_id: Generated<number>;
  customer_id: number;
  currency: Defaulted<string>;
  /** Satang: the limit the operator granted (Amasty's issued_credit). */
  credit_limit: number;
  /** Satang owed to the shop (Amasty's be_paid); available = credit_limit - used, never below zero. */
  used: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompanyCreditMemberTable {
  customer_id: number;
  credit_id: number;
  role: ColumnType<'admin' | 'buyer', 'admin' | 'buyer' | undefined, 'admin' | 'buyer'>;
  added_at: Timestamp;
}

export interface CompanyCreditTransactionTable {
  transaction_id: Generated<number>;
  credit_id: number;
  customer_id: number | null;
  type: CompanyCreditTransactionType;
  /** Signed satang change of the available credit. */
  amount: number;
  /** Available satang after the transaction. */
  balance: number;
  order_number: string | null;
  created_at: Timestamp;
}

export interface Database {
  company_credit_application: CompanyCreditApplicationTable;
  company_credit: CompanyCreditTable;
  company_credit_member: CompanyCreditMemberTable;
  company_credit_transaction: CompanyCreditTransactionTable;
}

// ---------------------------------------------------------------------------------------------------------
// Newsletter subscribers (migration 0040-newsletter-subscribers), merged into `Database`.
// ---------------------------------------------------------------------------------------------------------

export type NewsletterStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

export interface NewsletterSubscriberTable {
  subscriber_id: Generated<number>;
  store_id: number;
  email: string;
  customer_id: number | null;
  status: NewsletterStatus;
  code_hash: string;
  created_at: Generated<Date>;
  changed_at: Generated<Date>;
}

export interface Database {
  newsletter_subscriber: NewsletterSubscriberTable;
}

// ---------------------------------------------------------------------------------------------------------
// Marketing popups (migration 0041-popup-widgets), merged into `Database`.
// ---------------------------------------------------------------------------------------------------------

export interface PopupWidgetTable {
  instance_id: Generated<number>;
  title: string;
  instance_type: Defaulted<string>;
  store_ids: number[];
  sort_order: Defaulted<number>;
  layout_handle: string;
  page_group: Defaulted<string>;
  unique_id: string;
  cookie_expires: number;
  popup_title: string | null;
  popup_effect: string | null;
  view_session: string | null;
  popup_width: string | null;
  is_active: Defaulted<boolean>;
  popup_content: string | null;
  block_id: string | null;
}

export interface Database {
  popup_widget: PopupWidgetTable;
}

// ---------------------------------------------------------------------------------------------------------
// Privacy and cookie consent (migration 0090-privacy), merged into `Database` like the blocks above.
// ---------------------------------------------------------------------------------------------------------

/** Shown texts per store code ({"th": {...}, "en": {...}}); th is the fallback. */
export type StoreTexts<T> = Record<string, T>;

export interface GdprConsentTexts {
  name: string;
  consent_text: string;
}

export interface GdprConsentTable {
  consent_id: Generated<number>;
  consent_code: string;
  is_enabled: Defaulted<boolean>;
  is_required: Defaulted<boolean>;
  hide_after_agreed: Defaulted<boolean>;
  locations: string[];
  link_type: Defaulted<number>;
  cms_page_id: number | null;
  visibility: Defaulted<number>;
  sort_order: Defaulted<number>;
  texts: ColumnType<StoreTexts<GdprConsentTexts>, string, string>;
}

export interface GdprConsentLogTable {
  log_id: Generated<number>;
  customer_id: number;
  consent_code: string;
  is_agreed: boolean;
  location: string | null;
  policy_version: string | null;
  created_at: Timestamp;
}

export interface GdprPolicyTexts {
  title: string;
  header_title: string;
  header_description: string;
  content: string;
}

export interface GdprPolicyTable {
  policy_id: Generated<number>;
  version: string;
  is_current: Defaulted<boolean>;
  texts: ColumnType<StoreTexts<GdprPolicyTexts>, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GdprPolicyAcceptanceTable {
  customer_id: number;
  policy_version: string;
  accepted_at: Timestamp;
}

export interface GdprDeletionRequestTable {
  request_id: Generated<number>;
  customer_id: number | null;
  status: Defaulted<'pending' | 'done'>;
  requested_at: Timestamp;
  processed_at: Date | string | null;
}

export interface CookieGroupTexts {
  name: string;
  description: string;
}

export interface CookieGroupTable {
  group_id: Generated<number>;
  code: string;
  is_essential: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  texts: ColumnType<StoreTexts<CookieGroupTexts>, string, string>;
  updated_at: Timestamp;
}

export interface CookieConsentTable {
  consent_id: Generated<number>;
  customer_id: number | null;
  visitor_id: string | null;
  group_ids: ColumnType<number[], string, string>;
  created_at: Timestamp;
}

export interface Database {
  gdpr_consent: GdprConsentTable;
  gdpr_consent_log: GdprConsentLogTable;
  gdpr_policy: GdprPolicyTable;
  gdpr_policy_acceptance: GdprPolicyAcceptanceTable;
  gdpr_deletion_request: GdprDeletionRequestTable;
  cookie_group: CookieGroupTable;
  cookie_consent: CookieConsentTable;
}

// 0050: stored answers of mutations sent with an idempotency key (server/graphql/idempotency.ts).
export interface GraphqlIdempotencyTable {
  idempotency_key: string;
  fingerprint: string;
  status: number | null;
  response: string | null;
  created_at: Defaulted<Date | string>;
}

export interface Database {
  graphql_idempotency: GraphqlIdempotencyTable;
}

// Wishlist groups / shopping lists (migration 0070-wishlist-groups).
export interface WishlistGroupTable {
  group_id: Generated<number>;
  customer_id: number;
  group_name: string;
  description: string | null;
  color: string | null;
  is_default: Defaulted<boolean>;
  sharing_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WishlistGroupItemTable {
  item_id: Generated<number>;
  group_id: number;
  product_id: number;
  product_qty: Numeric;
  store_id: number;
  position: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  wishlist_group: WishlistGroupTable;
  wishlist_group_item: WishlistGroupItemTable;
}

// Push notifications (migration 0100-push-notifications).
export interface PushVapidKeyTable {
  key_id: number;
  public_key: string;
  private_key: string;
  created_at: Timestamp;
}

export type PushProviderKind = 'webpush' | 'fcm';

export interface PushSubscriptionTable {
  subscription_id: Generated<number>;
  customer_id: number;
  provider: PushProviderKind;
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
  store_code: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PushMessageTable {
  message_id: Generated<number>;
  customer_id: number;
  kind: string;
  title: string;
  body: string;
  url: Defaulted<string>;
  status: Defaulted<'queued' | 'sent' | 'failed'>;
  attempts: Defaulted<number>;
  delivered: Defaulted<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  sent_at: Date | string | null;
  /** The sender holding the row while next_attempt_at is ahead (migration 0131-work-leases). */
  lease_token: string | null;
}

// Consent answers sent with a submission at a consent location (migration 0105-submission-consents).
export interface GdprSubmissionConsentTable {
  submission_consent_id: Generated<number>;
  location: string;
  reference: string;
  customer_id: number | null;
  email: string | null;
  consent_code: string;
  is_agreed: boolean;
  policy_version: string | null;
  created_at: Timestamp;
}

export interface Database {
  gdpr_submission_consent: GdprSubmissionConsentTable;
}

// Layered navigation keys per product (migration 0110-product-facet-keys): categories counted (positive) and
// minus the select-attribute option ids (negative), kept by triggers.
export interface ProductFacetTable {
  product_id: number;
  keys: number[];
  /** product_price_index.min_price, copied by trigger (migration 0111). */
  min_price: number | null;
}

/** Precomputed counts of a broad one-word search (migration 0120). */
export interface SearchSummaryTable {
  store_id: number;
  /** The vocabulary words one query word stands for, sorted. */
  words: string[];
  version: number;
  total: number;
  prices: Array<number | null>;
  price_counts: number[];
  keys: number[];
  key_counts: number[];
}

export interface SearchSummaryVersionTable {
  id: Defaulted<boolean>;
  version: number;
  built: Defaulted<number>;
}

/** Migration 0121: the first ranked products and the counts of a broad search, by query plan. */
export interface SearchResultTable {
  plan: string;
  exact_plan: string;
  every_word: boolean;
  version: number;
  total: number;
  ids: number[];
  prices: Array<number | null>;
  price_counts: number[];
  keys: number[];
  key_counts: number[];
}

export interface Database {
  push_vapid_key: PushVapidKeyTable;
  push_subscription: PushSubscriptionTable;
  push_message: PushMessageTable;
  product_facet: ProductFacetTable;
  search_summary: SearchSummaryTable;
  search_summary_version: SearchSummaryVersionTable;
  search_result: SearchResultTable;
}

// Shared state of every node (migration 0130-shared-state, docs/decisions/shared-state-in-postgres.md).
export interface ThrottleCounterTable {
  rule: string;
  key: string;
  count: number;
  window_ends: Date;
}

export interface KbankSandboxCardTokenTable {
  token: string;
  last4: string;
  brand: string;
  expires_at: Date;
}

export interface ServerSecretTable {
  name: string;
  secret: string;
  created_at: Defaulted<Date>;
}

export interface Database {
  throttle_counter: ThrottleCounterTable;
  kbank_sandbox_card_token: KbankSandboxCardTokenTable;
  server_secret: ServerSecretTable;
}

// Customer notices shown at checkout (migration 0140-customer-notices): for one customer or a customer type.
export type CustomerNoticeFormat = 'text' | 'html' | 'link';

export interface CustomerNoticeTable {
  notice_id: Generated<number>;
  customer_id: number | null;
  customer_type: string | null;
  format: ColumnType<CustomerNoticeFormat, CustomerNoticeFormat | undefined, CustomerNoticeFormat>;
  content_th: string;
  content_en: string;
  url: string | null;
  is_active: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  customer_notice: CustomerNoticeTable;
}
