import type { GraphQLContext } from '../../../graphql/context';
import type { ResolversTypes } from '../../../graphql/generated/resolvers-types';
import { catalogSettings, type CatalogSettings } from '../catalog-settings';
import { isFixedPriceBundle, isSpecialPriceActive } from '../price/final-price';
import { legacyPrices, priceRange, satangToMoney } from '../price/price-output';
import { priceRangeLoader } from '../price/price-range-loader';
import type { SatangPriceRange } from '../price/price-points';
import { productTag, recordCacheTags } from '../../../graphql/cache-tags';
import { encodeUid } from '../../../graphql/uid';
import { translateLabel } from '../../../i18n/translate';
import { productRows, type ProductRow } from './product-rows';

/**
 * A product as GraphQL returns it: every scalar field filled from its row, price_range computed. Fields
 * that need more rows (media, categories, options, variants, links ...) are resolved per type in
 * product-field-resolvers.ts from `id`, batched per request.
 */
export type ProductShape = ResolversTypes['ProductInterface'];

/** The concrete GraphQL type of each product type_id (Magento's RoutableInterfaceTypeResolver too). */
export const PRODUCT_TYPENAMES = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  downloadable: 'DownloadableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
  configurable: 'ConfigurableProduct',
} as const;

/** Magento answers datetimes as "yyyy-mm-dd hh:mm:ss" in UTC. */
function magentoDateTime(value: Date | string | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function flag(value: boolean): number {
  return value ? 1 : 0;
}

export function productShape(row: ProductRow, range: SatangPriceRange, settings: CatalogSettings, locale: string): ProductShape {
  const url = `${row.url_key}${settings.productUrlSuffix}`;
  const specialActive = isSpecialPriceActive(row, settings.now);
  const common = {
    id: row.product_id,
    uid: encodeUid(row.product_id),
    name: row.name,
    sku: row.sku,
    type_id: row.type_id,
    description: { html: row.description ?? '' },
    short_description: { html: row.short_description ?? '' },
    special_price: specialActive && row.special_price !== null ? satangToMoney(row.special_price, settings.currency).value : null,
    special_from_date: magentoDateTime(row.special_from),
    special_to_date: magentoDateTime(row.special_to),
    meta_title: row.meta_title,
    meta_keyword: row.meta_keywords,
    meta_description: row.meta_description,
    new_from_date: null,
    new_to_date: null,
    options_container: 'container2',
    country_of_manufacture: null,
    gift_message_available: null,
    manufacturer: null,
    price_range: priceRange(range, settings.currency, settings.taxDisplay),
    price: legacyPrices(range, settings.currency, settings.taxDisplay),
    canonical_url: url,
    url_key: row.url_key,
    url_suffix: settings.productUrlSuffix,
    url_path: null,
    relative_url: url,
    redirect_code: 0,
    type: 'PRODUCT' as const,
    stock_status: row.stock_status,
    only_x_left_in_stock: null,
    swatch_image: null,
    weight: row.weight === null ? null : Number(row.weight),
    p_brandcode: row.brand_id === null ? null : String(row.brand_id),
    is_preorder: flag(row.is_preorder),
    preorder_release_date: row.preorder_release_date,
    is_weighing: flag(row.is_weighing),
    is_free: flag(row.is_free),
    price1type: row.price1type,
    qty_increments: Number(row.qty_increments),
    shipping_services: row.shipping_services?.map((service) => service && { ...service, label: service.label && translateLabel(locale, service.label) }) ?? null,
  };
  switch (row.type_id) {
    case 'bundle': {
      const dynamic = !isFixedPriceBundle(row);
      return {
        ...common,
        __typename: PRODUCT_TYPENAMES.bundle,
        dynamic_price: dynamic,
        dynamic_sku: true,
        dynamic_weight: true,
        price_view: row.price_view === 'AS_LOW_AS' ? 'AS_LOW_AS' : 'PRICE_RANGE',
        ship_bundle_items: 'TOGETHER',
      };
    }
    case 'downloadable':
      return { ...common, __typename: PRODUCT_TYPENAMES.downloadable, links_purchased_separately: 1, links_title: null };
    default:
      return { ...common, __typename: PRODUCT_TYPENAMES[row.type_id] };
  }
}

/** Shapes for product ids, in order, skipping ids that no longer exist. Used by other modules (cart, wishlist). */
export async function productShapes(ctx: GraphQLContext, ids: readonly number[]): Promise<ProductShape[]> {
  const [rows, settings] = await Promise.all([productRows(ctx, ids), catalogSettings(ctx)]);
  // A cached answer showing these products is dropped when one of them changes (stock, reviews).
  recordCacheTags(ctx, rows.map((row) => productTag(row.product_id)));
  const ranges = await priceRangeLoader(ctx).loadMany(rows.map((row) => row.product_id));
  return rows.map((row, index) => {
    const range = ranges[index];
    if (!range || range instanceof Error) throw range ?? new Error(`No price for product ${row.product_id}`);
    return productShape(row, range, settings, ctx.store.locale);
  });
}
