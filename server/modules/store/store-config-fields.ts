/**
 * Where each StoreConfig field comes from: a `config` path (Magento's core_config_data path where Magento
 * has one, the module's own path otherwise) and the value used when no row is set. Values are text, as in
 * core_config_data; store-config.ts converts them to the field's GraphQL type read from the schema.
 * docs/decisions/server-store-config-paths.md lists these for whoever writes the seed.
 */
export interface ConfigField {
  path: string;
  fallback: string | null;
}

const field = (path: string, fallback: string | null = null): ConfigField => ({ path, fallback });

export const STORE_CONFIG_FIELDS: Readonly<Record<string, ConfigField>> = {
  // Magento_Store
  locale: field('general/locale/code'),
  timezone: field('general/locale/timezone', 'Asia/Bangkok'),
  weight_unit: field('general/locale/weight_unit', 'kgs'),
  base_currency_code: field('currency/options/base'),
  default_display_currency_code: field('currency/options/default'),
  base_url: field('web/unsecure/base_url'),
  secure_base_url: field('web/secure/base_url'),
  base_media_url: field('web/unsecure/base_media_url'),
  secure_base_media_url: field('web/secure/base_media_url'),
  use_store_in_url: field('web/url/use_store', '0'),
  website_name: field('general/website/name', 'Main Website'),
  // Magento_Cms
  front: field('web/default/front', 'cms'),
  cms_home_page: field('web/default/cms_home_page', 'home'),
  no_route: field('web/default/no_route', 'cms/noroute/index'),
  cms_no_route: field('web/default/cms_no_route', 'no-route'),
  cms_no_cookies: field('web/default/cms_no_cookies', 'enable-cookies'),
  show_cms_breadcrumbs: field('web/default/show_cms_breadcrumbs', '1'),
  // Magento_Catalog (Magento's defaults)
  product_url_suffix: field('catalog/seo/product_url_suffix', '.html'),
  category_url_suffix: field('catalog/seo/category_url_suffix', '.html'),
  title_separator: field('catalog/seo/title_separator', '-'),
  list_mode: field('catalog/frontend/list_mode', 'grid-list'),
  grid_per_page_values: field('catalog/frontend/grid_per_page_values', '12,24,36'),
  list_per_page_values: field('catalog/frontend/list_per_page_values', '5,10,15,20,25'),
  grid_per_page: field('catalog/frontend/grid_per_page', '12'),
  list_per_page: field('catalog/frontend/list_per_page', '10'),
  catalog_default_sort_by: field('catalog/frontend/default_sort_by', 'position'),
  // Magento_ConfigurableProduct
  configurable_thumbnail_source: field('checkout/cart/configurable_product_image', 'parent'),
  // Magento_Theme (account spec §9: logo 267 × 52)
  head_shortcut_icon: field('design/head/shortcut_icon'),
  default_title: field('design/head/default_title', 'TH'),
  title_prefix: field('design/head/title_prefix'),
  title_suffix: field('design/head/title_suffix'),
  default_description: field('design/head/default_description'),
  default_keywords: field('design/head/default_keywords'),
  header_logo_src: field('design/header/logo_src'),
  logo_width: field('design/header/logo_width', '267'),
  logo_height: field('design/header/logo_height', '52'),
  logo_alt: field('design/header/logo_alt'),
  welcome: field('design/header/welcome'),
  absolute_footer: field('design/footer/absolute_footer'),
  copyright: field('design/footer/copyright'),
  // Magento_Weee: 0..3 as in tax/weee/display*, FPT_DISABLED when tax/weee/enable is 0 (see store-config.ts)
  product_fixed_product_tax_display_setting: field('tax/weee/display', '0'),
  category_fixed_product_tax_display_setting: field('tax/weee/display_list', '0'),
  sales_fixed_product_tax_display_setting: field('tax/weee/display_sales', '0'),
  // Magento_Newsletter
  newsletter_enabled: field('newsletter/general/active', '1'),
  // talat store settings (schema/extensions/talat-store-config.graphqls); prices include VAT (2)
  is_pre_launch: field('talat/general/pre_launch', '0'),
  isEnabledSuccessPopup: field('talat/general/success_popup_enabled', '1'),
  isEnabledPopup: field('talat/general/popup_enabled', '1'),
  secure_pay_library: field('talat/general/secure_pay_library'),
  head_title_prefix: field('design/head/title_prefix'),
  head_title_suffix: field('design/head/title_suffix'),
  tax_display_type: field('tax/display/type', '2'),
  tax_cart_display_price: field('tax/cart_display/price', '2'),
  enable_gtm: field('google/analytics/active', '0'),
  enable_gtm_ga4: field('google/gtag/analytics4/active', '0'),
  ga4_measurement_id: field('google/gtag/analytics4/measurement_id'),
  b2b_redirect_identifier: field('talat/general/b2b_identifier', 'b2b'),
  // Amasty GDPR Cookie
  amgdprcookie_cookie_bar_enabled: field('amasty_gdprcookie/cookie_policy/bar', '1'),
  amgdprcookie_cookie_bar_text: field('amasty_gdprcookie/cookie_policy/notify_bar_text'),
  amgdprcookie_accept_button_text: field('amasty_gdprcookie/cookie_policy/accept_button_text'),
  amgdprcookie_settings_button_text: field('amasty_gdprcookie/cookie_policy/settings_button_text'),
  // Amasty Shopby and Shopby Brand
  amshopby_slider_slider_style: field('amshopby/slider/slider_style', 'default'),
  amshopby_general_unfolded_options_state: field('amshopby/general/unfolded_options_state', '5'),
  amshopby_general_keep_single_choice_visible: field('amshopby/general/keep_single_choice_visible', '1'),
  amshopby_brand_general_attribute_code: field('amshopby_brand/general/attribute_code', 'p_brandcode'),
  amshopby_brand_general_url_key: field('amshopby_brand/general/url_key', 'brands'),
  amshopby_brand_general_topmenu_enabled: field('amshopby_brand/general/topmenu_enabled', '1'),
  amshopby_brand_general_menu_item_label: field('amshopby_brand/general/menu_item_label'),
  // Amasty Social Login
  amsociallogin_general_enabled: field('amsociallogin/general/enabled', '0'),
  amsociallogin_general_login_position: field('amsociallogin/general/login_position'),
  amsociallogin_general_button_shape: field('amsociallogin/general/button_shape', '0'),
  amsociallogin_general_popup_enabled: field('amsociallogin/general/popup_enabled', '0'),
  amsociallogin_general_button_position: field('amsociallogin/general/button_position'),
  amsociallogin_general_redirect_type: field('amsociallogin/general/redirect_type', '0'),
  amsociallogin_general_custom_url: field('amsociallogin/general/custom_url'),
  amsociallogin_line_enabled: field('amsociallogin/line/enabled', '0'),
  amsociallogin_line_api_key: field('amsociallogin/line/api_key'),
};

/** Fields answered from the `store` row, the request or the category tree rather than a config path. */
export const STORE_ROW_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'code',
  'store_code',
  'store_name',
  'store_sort_order',
  'is_default_store',
  'store_group_code',
  'store_group_name',
  'is_default_store_group',
  'website_code',
  'base_link_url',
  'secure_base_link_url',
  'root_category_id',
  'root_category_uid',
]);
