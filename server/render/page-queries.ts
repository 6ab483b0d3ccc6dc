// What the server reads for a page's head, sitemap and status, as GraphQL text run in-process (no HTTP round
// trip): the same schema and resolvers the storefront's /graphql requests reach, so both see one truth.

export const STORE_QUERY = /* GraphQL */ `
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
`;

export const ROUTE_QUERY = /* GraphQL */ `
  query PageRoute($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on ProductInterface {
        sku
        name
        meta_title
        meta_description
        url_key
        url_suffix
        stock_status
        short_description { html }
        image { url label }
        small_image { url }
        price_range {
          minimum_price {
            final_price { value currency }
          }
        }
        categories {
          name
          url_path
          url_suffix
          breadcrumbs { category_name category_url_path category_level }
          level
        }
      }
      ... on CategoryInterface {
        name
        meta_title
        meta_description
        url_path
        url_suffix
        category_image: image
        breadcrumbs { category_name category_url_path category_level }
      }
      ... on CmsPage {
        identifier
        title
        meta_title
        meta_description
        content_heading
      }
    }
  }
`;

/** Every visible product and category, a page at a time, for sitemap.xml. */
export const SITEMAP_PRODUCTS_QUERY = /* GraphQL */ `
  query SitemapProducts($root: String!, $page: Int!) {
    products(filter: { category_uid: { eq: $root } }, pageSize: 100, currentPage: $page) {
      items { url_key url_suffix }
      page_info { total_pages }
    }
  }
`;

export const SITEMAP_CATEGORIES_QUERY = /* GraphQL */ `
  query SitemapCategories {
    storeConfig { root_category_uid }
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
            children { url_path url_suffix }
          }
        }
      }
    }
  }
`;
