import { insertRows } from './insert-rows';
import type { SeedContext } from './seed-context';

/** Magento's default group and website codes, so a real Magento store and ours answer alike. */
const GROUP = { code: 'main_website_store', name: 'Main Website Store' };
const WEBSITE_CODE = 'base';

export const ROOT_CATEGORY_ID = 2;
export const HEADER_LOGO_SRC = 'default/talat-logo.png';
export const B2B_IDENTIFIER = 'b2b';
export const ALLOWED_CURRENCIES = ['THB', 'USD', 'JPY'] as const;

export async function seedStoresAndConfig(ctx: SeedContext): Promise<void> {
  await insertRows(ctx.db, 'store', [
    { store_id: 1, code: 'th', name: 'TH', group_code: GROUP.code, group_name: GROUP.name, website_code: WEBSITE_CODE, sort_order: 0, locale: 'th_TH', base_currency: 'THB', default_display_currency: 'THB', is_default: true, is_active: true },
    { store_id: 2, code: 'en', name: 'EN', group_code: GROUP.code, group_name: GROUP.name, website_code: WEBSITE_CODE, sort_order: 1, locale: 'en_US', base_currency: 'THB', default_display_currency: 'THB', is_default: false, is_active: true },
  ]);

  const year = ctx.now.getUTCFullYear();
  const rows: { scope_id: number; path: string; value: string | null }[] = [];
  for (const [path, value] of Object.entries(defaultConfig(year))) rows.push({ scope_id: 0, path, value });
  for (const [storeId, overrides] of Object.entries(storeOverrides(year))) {
    for (const [path, value] of Object.entries(overrides)) rows.push({ scope_id: Number(storeId), path, value });
  }
  await insertRows(ctx.db, 'config', rows);

  // Rates from THB (base). Roughly the 2025 market: 1 THB ≈ 0.0295 USD ≈ 4.45 JPY.
  await insertRows(ctx.db, 'currency_rate', [
    { base: 'THB', target: 'THB', rate: '1' },
    { base: 'THB', target: 'USD', rate: '0.02950000' },
    { base: 'THB', target: 'JPY', rate: '4.45000000' },
  ]);
}

/**
 * Default scope (scope_id 0). Magento's own config paths where Magento has the setting; `talat/...` for the
 * storefront flags Magento lacks; module-style paths (amshopby, amgdprcookie ...) for the extension settings
 * in schema/extensions. docs/decisions/seed-store-config.md maps each path to its StoreConfig field.
 */
function defaultConfig(year: number): Record<string, string> {
  return {
    'general/locale/code': 'th_TH',
    'general/locale/timezone': 'Asia/Bangkok',
    'general/locale/weight_unit': 'kgs',
    'general/country/default': 'TH',
    'general/country/allow': 'TH',
    'general/store_information/name': 'ตลาด',
    'general/store_information/phone': '02-123-4567',
    'general/store_information/country_id': 'TH',
    'currency/options/base': 'THB',
    'currency/options/default': 'THB',
    'currency/options/allow': ALLOWED_CURRENCIES.join(','),
    'web/seo/use_rewrites': '1',
    'web/url/use_store': '0',
    'web/default/front': 'cms',
    'web/default/cms_home_page': 'home',
    'web/default/no_route': 'cms/noroute/index',
    'web/default/cms_no_route': 'no-route',
    'web/default/cms_no_cookies': 'enable-cookies',
    'web/default/show_cms_breadcrumbs': '1',
    'web/cookie/cookie_restriction': '1',
    'catalog/category/root_id': String(ROOT_CATEGORY_ID),
    'catalog/seo/product_url_suffix': '.html',
    'catalog/seo/category_url_suffix': '.html',
    'catalog/seo/product_use_categories': '0',
    'catalog/seo/save_rewrites_history': '1',
    'catalog/seo/title_separator': '-',
    'catalog/frontend/list_mode': 'grid-list',
    // Magento's default page size (12) and choices; the spec's 6 is the client's value before getPageSize
    // answers (see docs/decisions/seed-store-config.md).
    'catalog/frontend/grid_per_page': '12',
    'catalog/frontend/grid_per_page_values': '12,24,36',
    'catalog/frontend/list_per_page': '10',
    'catalog/frontend/list_per_page_values': '5,10,15,20,25',
    'catalog/frontend/default_sort_by': 'position',
    'catalog/frontend/list_allow_all': '0',
    'catalog/layered_navigation/display_product_count': '1',
    'catalog/layered_navigation/price_range_calculation': 'auto',
    'checkout/cart/configurable_product_image': 'parent',
    'tax/calculation/price_includes_tax': '1',
    'tax/defaults/country': 'TH',
    'tax/display/type': '2',
    'tax/display/shipping': '2',
    'tax/cart_display/price': '2',
    'tax/cart_display/subtotal': '2',
    'tax/cart_display/shipping': '2',
    'tax/cart_display/grandtotal': '1',
    'customer/password/minimum_password_length': '8',
    'customer/password/required_character_classes_number': '3',
    'newsletter/general/active': '1',
    'newsletter/subscription/confirm': '1',
    'newsletter/subscription/allow_guest_subscribe': '1',
    // Where contact-form messages are delivered (Magento's path); the shop's own mailbox.
    'contact/email/recipient_email': 'hello@talat.example',
    'google/analytics/active': '0',
    'google/gtag/analytics4/active': '0',
    'design/head/default_title': 'ตลาด',
    'design/head/title_prefix': '',
    'design/head/title_suffix': ' | ตลาด',
    'design/head/default_description': 'ตลาดออนไลน์สำหรับร้านอาหารและธุรกิจ วัตถุดิบสด เครื่องปรุง และบรรจุภัณฑ์',
    'design/head/default_keywords': 'ตลาด, วัตถุดิบ, ร้านอาหาร, ผักสด, เนื้อสัตว์',
    'design/header/logo_src': HEADER_LOGO_SRC,
    'design/header/logo_width': '267',
    'design/header/logo_height': '52',
    'design/header/logo_alt': 'ตลาด',
    'design/header/welcome': 'ยินดีต้อนรับสู่ตลาด',
    'design/footer/copyright': `© ${year} ตลาด จำกัด สงวนลิขสิทธิ์`,
    'design/footer/absolute_footer': '',
    // Storefront flags without a Magento equivalent.
    'talat/general/pre_launch': '0',
    'talat/general/success_popup_enabled': '1',
    'talat/general/popup_enabled': '1',
    // The card provider's library: our KBank sandbox's embedded script (same origin); a live shop sets
    // KBank's URL here and in TALAT_KBANK_SCRIPT_URL (docs/decisions/server-secure-pay-library.md).
    'talat/general/secure_pay_library': '/payment-sandbox/assets/secure-pay.js',
    'talat/general/b2b_identifier': B2B_IDENTIFIER,
    'talat/header/promo_block': 'promo',
    'talat/footer/links_block': 'footer-links',
    'talat/menu/mobile_block': 'mobile-menu',
    // Brand menu (Amasty Shop by Brand style).
    'amshopby_brand/general/attribute_code': 'brand',
    'amshopby_brand/general/url_key': 'brands',
    'amshopby_brand/general/topmenu_enabled': '1',
    'amshopby_brand/general/menu_item_label': 'แบรนด์',
    'amshopby_brand/general/brands_popup': '0',
    'amshopby_brand/general/show_images': '1',
    'amshopby_brand/general/image_width': '100',
    'amshopby_brand/general/image_height': '100',
    'amshopby_brand/general/show_count': '1',
    'amshopby_brand/general/display_zero': '0',
    'amshopby_brand/general/sort_by': 'name',
    // Layered navigation (Amasty Improved Layered Navigation style).
    'amshopby/slider/slider_style': 'default',
    'amshopby/general/unfolded_options_state': '5',
    'amshopby/general/keep_single_choice_visible': '1',
    'amshopby/general/ajax_enabled': '1',
    // Cookie bar (Amasty GDPR Cookie style).
    'amasty_gdprcookie/cookie_policy/bar': '1',
    'amasty_gdprcookie/cookie_policy/notify_bar_text':
      'เว็บไซต์นี้ใช้คุกกี้เพื่อมอบประสบการณ์ที่ดีที่สุดให้คุณ <a href="/privacy-policy">นโยบายความเป็นส่วนตัว</a>',
    'amasty_gdprcookie/cookie_policy/accept_button_text': 'ยอมรับทั้งหมด',
    'amasty_gdprcookie/cookie_policy/settings_button_text': 'ตั้งค่าคุกกี้',
    'amasty_gdprcookie/cookie_policy/dialog_title': 'การตั้งค่าความเป็นส่วนตัวสำหรับคุกกี้',
    'amasty_gdprcookie/cookie_policy/cms_page': 'privacy-policy',
  };
}

/** Per store view: the texts differ; th repeats the default so each store reads complete on its own. */
function storeOverrides(year: number): Record<number, Record<string, string>> {
  return {
    1: {
      'general/locale/code': 'th_TH',
      'design/head/default_title': 'ตลาด - วัตถุดิบสำหรับร้านอาหาร',
      'design/header/logo_alt': 'ตลาด',
    },
    2: {
      'general/locale/code': 'en_US',
      'general/store_information/name': 'talat',
      'design/head/default_title': 'talat - food supply for restaurants',
      'design/head/title_suffix': ' | talat',
      'design/head/default_description': 'Online market for restaurants and businesses: fresh produce, seasonings and packaging.',
      'design/head/default_keywords': 'talat, food supply, restaurant, fresh vegetables, meat',
      'design/header/logo_alt': 'talat',
      'design/header/welcome': 'Welcome to talat',
      'design/footer/copyright': `© ${year} Talat Co., Ltd. All rights reserved.`,
      'amshopby_brand/general/menu_item_label': 'Brands',
      'amasty_gdprcookie/cookie_policy/notify_bar_text':
        'This website uses cookies to give you the best experience. <a href="/privacy-policy">Privacy policy</a>',
      'amasty_gdprcookie/cookie_policy/accept_button_text': 'Accept all',
      'amasty_gdprcookie/cookie_policy/settings_button_text': 'Cookie settings',
      'amasty_gdprcookie/cookie_policy/dialog_title': 'Privacy settings for cookies',
    },
  };
}
