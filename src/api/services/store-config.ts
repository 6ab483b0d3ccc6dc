// Store config for the shell (storefront spec section 3, "Store config"): the raw storeConfig answer reshaped into
// what the header, footer, router and i18n need. Raw GraphQL shapes stay in this folder.
import type { GraphQLClient } from '../graphql-client';
import { GetStoreConfigDataDocument } from '../../gql/generated/graphql';
import { toIntlLocale } from '../../lib/intl-locale';


export interface BrandMenuSettings {
  enabled: boolean;
  label: string | null;
  /** The brands page path segment (amshopby_brand_general_url_key), default "brands". */
  urlKey: string;
}

export interface StoreConfig {
  storeCode: string;
  storeName: string | null;
  /** BCP 47 tag from Magento's locale (th_TH → th-TH), default th-TH. */
  locale: string;
  defaultDisplayCurrencyCode: string | null;
  rootCategoryUid: string | null;
  productUrlSuffix: string;
  categoryUrlSuffix: string;
  logo: { src: string | null; alt: string | null; width: number | null; height: number | null };
  copyright: string | null;
  defaultTitle: string | null;
  preLaunch: boolean;
  brandMenu: BrandMenuSettings;
  /** A guest on / stays on the home page only when the stored data-id-redirect equals this (null: never). */
  businessIdentifier: string | null;
  /** The footer's newsletter form is shown (newsletter_enabled). */
  newsletterEnabled: boolean;
  /** Marketing popups (popupWidget) are shown at all (isEnabledPopup). */
  popupsEnabled: boolean;
  /** The footer cookie bar (Amasty GDPR Cookie settings); texts null mean the storefront's own. */
  cookieBar: { enabled: boolean; text: string | null; acceptText: string | null; settingsText: string | null };
  /** GA4 runs only when enabled with a measurement id, and only after analytics cookies are accepted. */
  analytics: { ga4MeasurementId: string | null };
}

export async function fetchStoreConfig(client: GraphQLClient): Promise<StoreConfig> {
  const { storeConfig: raw } = await client.request(GetStoreConfigDataDocument, {});
  if (!raw) throw new Error('The server sent no store config');
  return {
    storeCode: raw.store_code ?? 'th',
    storeName: raw.store_name,
    locale: toIntlLocale(raw.locale),
    defaultDisplayCurrencyCode: raw.default_display_currency_code,
    rootCategoryUid: raw.root_category_uid,
    productUrlSuffix: raw.product_url_suffix ?? '',
    categoryUrlSuffix: raw.category_url_suffix ?? '',
    logo: { src: raw.header_logo_src, alt: raw.logo_alt, width: raw.logo_width, height: raw.logo_height },
    copyright: raw.copyright,
    defaultTitle: raw.default_title,
    preLaunch: raw.is_pre_launch === true,
    businessIdentifier: raw.b2b_redirect_identifier || null,
    newsletterEnabled: raw.newsletter_enabled === true,
    popupsEnabled: raw.isEnabledPopup === true,
    cookieBar: {
      enabled: raw.amgdprcookie_cookie_bar_enabled !== false,
      text: raw.amgdprcookie_cookie_bar_text || null,
      acceptText: raw.amgdprcookie_accept_button_text || null,
      settingsText: raw.amgdprcookie_settings_button_text || null,
    },
    analytics: { ga4MeasurementId: raw.enable_gtm_ga4 === '1' && raw.ga4_measurement_id ? raw.ga4_measurement_id : null },
    brandMenu: {
      enabled: raw.amshopby_brand_general_topmenu_enabled === true,
      label: raw.amshopby_brand_general_menu_item_label,
      urlKey: raw.amshopby_brand_general_url_key || 'brands',
    },
  };
}
