// The store-config fields the catalogue needs beyond the shell's StoreConfig: page size, layered navigation,
// CMS home page and breadcrumbs, tax display. Read once per client and store view from getStoreConfigData (the
// shell asks the same document, so the transport shares the in-flight request) and getPageSize.
//
// Why the cache is keyed by client and store view only (issue 13: no cache that leaks between users): every field
// here is store-view configuration (core_config_data at store scope, server/modules/store/store-config-fields.ts);
// none depends on the display currency or on the customer or their group, so a sign-in or a currency switch cannot
// change the answer. A client is one page view in the browser and one request on the server, so nothing is shared
// between shoppers. Not client.remember: its scope includes the currency and the customer, and a new promise after
// a sign-in would make the catalogue pages that read this with use() suspend again for the same answer.
import type { GraphQLClient } from '../graphql-client';
import type { TitleParts } from '../../lib/page-title';
import { GetPageSizeDocument, GetStoreConfigDataDocument } from '../../gql/generated/graphql';
import { readableByUse } from '../../lib/readable-by-use';

/** Storefront spec section 4/9: catalogue page size 6 when the store sets none. */
export const DEFAULT_PAGE_SIZE = 6;

export interface CatalogSettings {
  pageSize: number;
  categoryUrlSuffix: string;
  productUrlSuffix: string;
  homePageIdentifier: string;
  showCmsBreadcrumbs: boolean;
  /** Options shown per filter before "show more" (0: all). */
  unfoldedOptions: number;
  /** Keep a filter visible when a single option is left. */
  keepSingleChoice: boolean;
  /** The business-customer identifier a guest's data-id-redirect must equal to stay on the home page. */
  businessIdentifier: string | null;
  /** The <title> parts of the store view (design/head): prefix, suffix, default title. */
  title: TitleParts;
}

const cache = new WeakMap<GraphQLClient, Map<string, Promise<CatalogSettings>>>();

export function fetchCatalogSettings(client: GraphQLClient): Promise<CatalogSettings> {
  let byStoreView = cache.get(client);
  if (!byStoreView) {
    byStoreView = new Map();
    cache.set(client, byStoreView);
  }
  const storeView = client.storeView?.() ?? '';
  let promise = byStoreView.get(storeView);
  if (!promise) {
    promise = readableByUse(Promise.all([client.request(GetStoreConfigDataDocument, {}), client.request(GetPageSizeDocument, {})]).then(
      ([{ storeConfig: config }, { storeConfig: size }]) => ({
        pageSize: size?.grid_per_page || config?.grid_per_page || DEFAULT_PAGE_SIZE,
        categoryUrlSuffix: config?.category_url_suffix ?? '',
        productUrlSuffix: config?.product_url_suffix ?? '',
        homePageIdentifier: config?.cms_home_page || 'home',
        showCmsBreadcrumbs: config?.show_cms_breadcrumbs === 1,
        unfoldedOptions: config?.amshopby_general_unfolded_options_state ?? 0,
        keepSingleChoice: config?.amshopby_general_keep_single_choice_visible !== false,
        businessIdentifier: config?.b2b_redirect_identifier || null,
        title: {
          prefix: config?.title_prefix ?? config?.head_title_prefix ?? '',
          suffix: config?.title_suffix ?? config?.head_title_suffix ?? '',
          defaultTitle: config?.default_title ?? '',
        },
      }),
    ));
    const kept = promise;
    kept.catch(() => {
      if (byStoreView.get(storeView) === kept) byStoreView.delete(storeView);
    });
    byStoreView.set(storeView, kept);
  }
  return promise;
}
