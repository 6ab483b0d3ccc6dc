// Store config for the shell (storefront spec section 3, "Store config"): the raw storeConfig answer reshaped into
// what the header, footer, router and i18n need. Raw GraphQL shapes stay in this folder.
import type { GraphQLClient } from '../graphql-client';
import { GetStoreConfigDataDocument } from '../../gql/generated/graphql';

export const DEFAULT_LOCALE = 'th-TH';
/** Locale data exists only for these two (storefront spec section 1). */
export const SUPPORTED_LOCALES = ['th-TH', 'en-US'] as const;

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
}

/** Magento locale code to a BCP 47 tag: underscores become hyphens and a script part is dropped (zh_Hans_CN → zh-CN). */
export function toLanguageTag(locale: string | null | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  const parts = locale.split(/[_-]/).filter(Boolean);
  const language = parts[0];
  if (!language) return DEFAULT_LOCALE;
  const region = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return region ? `${language}-${region}` : language;
}

export async function fetchStoreConfig(client: GraphQLClient): Promise<StoreConfig> {
  const { storeConfig: raw } = await client.request(GetStoreConfigDataDocument, {});
  if (!raw) throw new Error('The server sent no store config');
  return {
    storeCode: raw.store_code ?? 'th',
    storeName: raw.store_name,
    locale: toLanguageTag(raw.locale),
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
    brandMenu: {
      enabled: raw.amshopby_brand_general_topmenu_enabled === true,
      label: raw.amshopby_brand_general_menu_item_label,
      urlKey: raw.amshopby_brand_general_url_key || 'brands',
    },
  };
}
