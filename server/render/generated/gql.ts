/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query PageRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on ProductInterface {\n      uid\n      id\n      sku\n      name\n      meta_title\n      meta_description\n      url_key\n      url_suffix\n      stock_status\n      short_description {\n        html\n      }\n      image {\n        url\n        label\n      }\n      small_image {\n        url\n      }\n      price_range {\n        minimum_price {\n          final_price {\n            value\n            currency\n          }\n        }\n      }\n      categories {\n        name\n        url_path\n        url_suffix\n        breadcrumbs {\n          category_name\n          category_url_path\n          category_level\n        }\n        level\n      }\n    }\n    ... on CategoryInterface {\n      uid\n      id\n      url_key\n      name\n      meta_title\n      meta_description\n      url_path\n      url_suffix\n      category_image: image\n      breadcrumbs {\n        category_name\n        category_url_path\n        category_level\n      }\n    }\n    ... on CmsPage {\n      identifier\n      url_key\n      title\n      meta_title\n      meta_description\n      content_heading\n    }\n  }\n}": typeof types.PageRouteDocument,
    "query PageStore {\n  storeConfig {\n    store_code\n    locale\n    store_name\n    default_title\n    title_prefix\n    title_suffix\n    default_description\n    header_logo_src\n    logo_alt\n    product_url_suffix\n    category_url_suffix\n    b2b_redirect_identifier\n  }\n  availableStores {\n    store_code\n    locale\n  }\n}": typeof types.PageStoreDocument,
    "query SitemapCategories {\n  storeConfig {\n    root_category_uid\n  }\n  categoryList {\n    url_path\n    url_suffix\n    children {\n      url_path\n      url_suffix\n      children {\n        url_path\n        url_suffix\n        children {\n          url_path\n          url_suffix\n          children {\n            url_path\n            url_suffix\n          }\n        }\n      }\n    }\n  }\n}": typeof types.SitemapCategoriesDocument,
    "query SitemapProducts($root: String!, $page: Int!) {\n  products(filter: {category_uid: {eq: $root}}, pageSize: 100, currentPage: $page) {\n    items {\n      url_key\n      url_suffix\n    }\n    page_info {\n      total_pages\n    }\n  }\n}": typeof types.SitemapProductsDocument,
};
const documents: Documents = {
    "query PageRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on ProductInterface {\n      uid\n      id\n      sku\n      name\n      meta_title\n      meta_description\n      url_key\n      url_suffix\n      stock_status\n      short_description {\n        html\n      }\n      image {\n        url\n        label\n      }\n      small_image {\n        url\n      }\n      price_range {\n        minimum_price {\n          final_price {\n            value\n            currency\n          }\n        }\n      }\n      categories {\n        name\n        url_path\n        url_suffix\n        breadcrumbs {\n          category_name\n          category_url_path\n          category_level\n        }\n        level\n      }\n    }\n    ... on CategoryInterface {\n      uid\n      id\n      url_key\n      name\n      meta_title\n      meta_description\n      url_path\n      url_suffix\n      category_image: image\n      breadcrumbs {\n        category_name\n        category_url_path\n        category_level\n      }\n    }\n    ... on CmsPage {\n      identifier\n      url_key\n      title\n      meta_title\n      meta_description\n      content_heading\n    }\n  }\n}": types.PageRouteDocument,
    "query PageStore {\n  storeConfig {\n    store_code\n    locale\n    store_name\n    default_title\n    title_prefix\n    title_suffix\n    default_description\n    header_logo_src\n    logo_alt\n    product_url_suffix\n    category_url_suffix\n    b2b_redirect_identifier\n  }\n  availableStores {\n    store_code\n    locale\n  }\n}": types.PageStoreDocument,
    "query SitemapCategories {\n  storeConfig {\n    root_category_uid\n  }\n  categoryList {\n    url_path\n    url_suffix\n    children {\n      url_path\n      url_suffix\n      children {\n        url_path\n        url_suffix\n        children {\n          url_path\n          url_suffix\n          children {\n            url_path\n            url_suffix\n          }\n        }\n      }\n    }\n  }\n}": types.SitemapCategoriesDocument,
    "query SitemapProducts($root: String!, $page: Int!) {\n  products(filter: {category_uid: {eq: $root}}, pageSize: 100, currentPage: $page) {\n    items {\n      url_key\n      url_suffix\n    }\n    page_info {\n      total_pages\n    }\n  }\n}": types.SitemapProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on ProductInterface {\n      uid\n      id\n      sku\n      name\n      meta_title\n      meta_description\n      url_key\n      url_suffix\n      stock_status\n      short_description {\n        html\n      }\n      image {\n        url\n        label\n      }\n      small_image {\n        url\n      }\n      price_range {\n        minimum_price {\n          final_price {\n            value\n            currency\n          }\n        }\n      }\n      categories {\n        name\n        url_path\n        url_suffix\n        breadcrumbs {\n          category_name\n          category_url_path\n          category_level\n        }\n        level\n      }\n    }\n    ... on CategoryInterface {\n      uid\n      id\n      url_key\n      name\n      meta_title\n      meta_description\n      url_path\n      url_suffix\n      category_image: image\n      breadcrumbs {\n        category_name\n        category_url_path\n        category_level\n      }\n    }\n    ... on CmsPage {\n      identifier\n      url_key\n      title\n      meta_title\n      meta_description\n      content_heading\n    }\n  }\n}"): typeof import('./graphql').PageRouteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageStore {\n  storeConfig {\n    store_code\n    locale\n    store_name\n    default_title\n    title_prefix\n    title_suffix\n    default_description\n    header_logo_src\n    logo_alt\n    product_url_suffix\n    category_url_suffix\n    b2b_redirect_identifier\n  }\n  availableStores {\n    store_code\n    locale\n  }\n}"): typeof import('./graphql').PageStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SitemapCategories {\n  storeConfig {\n    root_category_uid\n  }\n  categoryList {\n    url_path\n    url_suffix\n    children {\n      url_path\n      url_suffix\n      children {\n        url_path\n        url_suffix\n        children {\n          url_path\n          url_suffix\n          children {\n            url_path\n            url_suffix\n          }\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').SitemapCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SitemapProducts($root: String!, $page: Int!) {\n  products(filter: {category_uid: {eq: $root}}, pageSize: 100, currentPage: $page) {\n    items {\n      url_key\n      url_suffix\n    }\n    page_info {\n      total_pages\n    }\n  }\n}"): typeof import('./graphql').SitemapProductsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
