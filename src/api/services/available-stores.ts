// Store views for the store switcher (storefront spec section 2): every view of the website, in sort order.
import type { GraphQLClient } from '../graphql-client';
import { GetAvailableStoresDataDocument } from '../../gql/generated/graphql';
import { toIntlLocale } from '../../lib/intl-locale';

export interface StoreView {
  code: string;
  name: string;
  locale: string;
  currency: string | null;
  categoryUrlSuffix: string;
  productUrlSuffix: string;
  sortOrder: number;
  isDefault: boolean;
}

export async function fetchAvailableStores(client: GraphQLClient): Promise<StoreView[]> {
  const { availableStores } = await client.request(GetAvailableStoresDataDocument, {});
  const views: StoreView[] = [];
  for (const raw of availableStores ?? []) {
    if (!raw?.store_code) continue;
    views.push({
      code: raw.store_code,
      name: raw.store_name ?? raw.store_code,
      locale: toIntlLocale(raw.locale),
      currency: raw.default_display_currency_code,
      categoryUrlSuffix: raw.category_url_suffix ?? '',
      productUrlSuffix: raw.product_url_suffix ?? '',
      sortOrder: raw.store_sort_order ?? 0,
      isDefault: raw.is_default_store === true,
    });
  }
  return views.sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
}
