/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type PageRouteQueryVariables = Exact<{
  url: string;
}>;


export type PageRouteQuery = { route:
    | { __typename: 'BundleProduct', uid: string, id: number | null, sku: string | null, name: string | null, meta_title: string | null, meta_description: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null }
    | { __typename: 'CategoryTree', uid: string, id: number | null, url_key: string | null, name: string | null, meta_title: string | null, meta_description: string | null, url_path: string | null, url_suffix: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, category_image: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null }
    | { __typename: 'CmsPage', identifier: string | null, url_key: string | null, title: string | null, meta_title: string | null, meta_description: string | null, content_heading: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'ConfigurableProduct', uid: string, id: number | null, sku: string | null, name: string | null, meta_title: string | null, meta_description: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null }
    | { __typename: 'DownloadableProduct', uid: string, id: number | null, sku: string | null, name: string | null, meta_title: string | null, meta_description: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null }
    | { __typename: 'GroupedProduct', uid: string, id: number | null, sku: string | null, name: string | null, meta_title: string | null, meta_description: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null }
    | { __typename: 'RoutableUrl', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'SimpleProduct', uid: string, id: number | null, sku: string | null, name: string | null, meta_title: string | null, meta_description: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null }
    | { __typename: 'VirtualProduct', uid: string, id: number | null, sku: string | null, name: string | null, meta_title: string | null, meta_description: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null, category_level: number | null } | null> | null } | null> | null }
   | null };

export type PageStoreQueryVariables = Exact<{ [key: string]: never; }>;


export type PageStoreQuery = { storeConfig: { store_code: string | null, locale: string | null, store_name: string | null, default_title: string | null, title_prefix: string | null, title_suffix: string | null, default_description: string | null, header_logo_src: string | null, logo_alt: string | null, product_url_suffix: string | null, category_url_suffix: string | null, b2b_redirect_identifier: string | null } | null, availableStores: Array<{ store_code: string | null, locale: string | null } | null> | null };

export type SitemapCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapCategoriesQuery = { storeConfig: { root_category_uid: string | null } | null, categoryList: Array<{ url_path: string | null, url_suffix: string | null, children: Array<{ url_path: string | null, url_suffix: string | null, children: Array<{ url_path: string | null, url_suffix: string | null, children: Array<{ url_path: string | null, url_suffix: string | null, children: Array<{ url_path: string | null, url_suffix: string | null } | null> | null } | null> | null } | null> | null } | null> | null } | null> | null };

export type SitemapProductsQueryVariables = Exact<{
  root: string;
  page: number;
}>;


export type SitemapProductsQuery = { products: { items: Array<
      | { url_key: string | null, url_suffix: string | null }
      | { url_key: string | null, url_suffix: string | null }
      | { url_key: string | null, url_suffix: string | null }
      | { url_key: string | null, url_suffix: string | null }
      | { url_key: string | null, url_suffix: string | null }
      | { url_key: string | null, url_suffix: string | null }
     | null> | null, page_info: { total_pages: number | null } | null } | null };

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

export const PageRouteDocument = new TypedDocumentString(`
    query PageRoute($url: String!) {
  route(url: $url) {
    __typename
    relative_url
    redirect_code
    type
    ... on ProductInterface {
      uid
      id
      sku
      name
      meta_title
      meta_description
      url_key
      url_suffix
      stock_status
      short_description {
        html
      }
      image {
        url
        label
      }
      small_image {
        url
      }
      price_range {
        minimum_price {
          final_price {
            value
            currency
          }
        }
      }
      categories {
        name
        url_path
        url_suffix
        breadcrumbs {
          category_name
          category_url_path
          category_level
        }
        level
      }
    }
    ... on CategoryInterface {
      uid
      id
      url_key
      name
      meta_title
      meta_description
      url_path
      url_suffix
      category_image: image
      breadcrumbs {
        category_name
        category_url_path
        category_level
      }
    }
    ... on CmsPage {
      identifier
      url_key
      title
      meta_title
      meta_description
      content_heading
    }
  }
}
    `) as unknown as TypedDocumentString<PageRouteQuery, PageRouteQueryVariables>;
export const PageStoreDocument = new TypedDocumentString(`
    query PageStore {
  storeConfig {
    store_code
    locale
    store_name
    default_title
    title_prefix
    title_suffix
    default_description
    header_logo_src
    logo_alt
    product_url_suffix
    category_url_suffix
    b2b_redirect_identifier
  }
  availableStores {
    store_code
    locale
  }
}
    `) as unknown as TypedDocumentString<PageStoreQuery, PageStoreQueryVariables>;
export const SitemapCategoriesDocument = new TypedDocumentString(`
    query SitemapCategories {
  storeConfig {
    root_category_uid
  }
  categoryList {
    url_path
    url_suffix
    children {
      url_path
      url_suffix
      children {
        url_path
        url_suffix
        children {
          url_path
          url_suffix
          children {
            url_path
            url_suffix
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>;
export const SitemapProductsDocument = new TypedDocumentString(`
    query SitemapProducts($root: String!, $page: Int!) {
  products(filter: {category_uid: {eq: $root}}, pageSize: 100, currentPage: $page) {
    items {
      url_key
      url_suffix
    }
    page_info {
      total_pages
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapProductsQuery, SitemapProductsQueryVariables>;