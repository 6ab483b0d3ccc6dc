import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import type { BundleOptionTable, BundleSelectionTable } from '../../../db/types';
import type { ResolversTypes } from '../../../graphql/generated/resolvers-types';
import { catalogSettings } from '../catalog-settings';
import { isFixedPriceBundle } from '../price/final-price';
import { productPrice } from '../price/price-output';
import { priceRangeLoader } from '../price/price-range-loader';
import { productRowLoader } from '../product/product-rows';
import { perRequest } from '../request-scope';
import { groupBy } from './group-by';
import { bundleItemUid, bundleSelectionUid } from './option-uids';
import { shapesById } from './resolved-shapes';
import { storeText } from './store-text';

interface BundleData {
  options: Selectable<BundleOptionTable>[];
  selections: Map<number, Selectable<BundleSelectionTable>[]>;
}

/**
 * Options and selections of bundle products: two queries per request. Selections of disabled products are
 * left out, as Magento's DisabledProductOptionPostProcessor does; out-of-stock ones stay, with their stock.
 */
function bundleDataLoader(ctx: GraphQLContext): DataLoader<number, BundleData> {
  return perRequest(ctx, 'bundle-data', () => new DataLoader(async (ids: readonly number[]) => {
    const [options, selections] = await Promise.all([
      ctx.db.selectFrom('bundle_option').selectAll().where('product_id', 'in', [...ids]).orderBy('position').orderBy('option_id').execute(),
      ctx.db.selectFrom('bundle_selection as s').innerJoin('bundle_option as o', 'o.option_id', 's.option_id')
        .innerJoin('product as c', 'c.product_id', 's.product_id')
        .selectAll('s').where('o.product_id', 'in', [...ids]).where('c.status', '=', 1)
        .orderBy('s.position').orderBy('s.selection_id').execute(),
    ]);
    const optionsOf = groupBy(options, (o) => o.product_id);
    const selectionsOf = groupBy(selections, (s) => s.option_id);
    return ids.map((id) => ({ options: optionsOf.get(id) ?? [], selections: selectionsOf }));
  }));
}

/**
 * BundleProduct.items. A selection's `price` is what one unit adds: in a dynamic bundle the selected
 * product's own final price (price_type DYNAMIC), in a fixed bundle nothing, the bundle's price covers it.
 */
export async function bundleItems(ctx: GraphQLContext, productId: number): Promise<ResolversTypes['BundleItem'][]> {
  const [data, row, settings] = await Promise.all([bundleDataLoader(ctx).load(productId), productRowLoader(ctx).load(productId), catalogSettings(ctx)]);
  if (!row) return [];
  const fixed = isFixedPriceBundle(row);
  const productIds = [...new Set(data.options.flatMap((o) => (data.selections.get(o.option_id) ?? []).map((s) => s.product_id)))];
  const [shapeOf, ranges] = await Promise.all([shapesById(ctx, productIds), priceRangeLoader(ctx).loadMany(productIds)]);
  const rangeOf = new Map(productIds.map((id, index) => [id, ranges[index]]));
  // An option none of whose selections can be bought is left out, as Magento's DisabledProductOptionPostProcessor does.
  return data.options.filter((option) => (data.selections.get(option.option_id) ?? []).some((s) => shapeOf.has(s.product_id))).map((option) => ({
    option_id: option.option_id,
    uid: bundleItemUid(option.option_id),
    title: storeText(ctx, { th: option.title_th, en: option.title_en }),
    required: option.required,
    type: option.type,
    position: option.position,
    sku: row.sku,
    options: (data.selections.get(option.option_id) ?? []).flatMap((selection) => {
      const product = shapeOf.get(selection.product_id);
      const range = rangeOf.get(selection.product_id);
      if (!product) return [];
      const qty = Number(selection.qty);
      const unitPrice = fixed || !range || range instanceof Error
        ? 0
        : (productPrice(range.minimum, settings.currency, settings.taxDisplay).final_price.value ?? 0);
      return [{
        id: selection.selection_id,
        uid: bundleSelectionUid(option.option_id, selection.selection_id, qty),
        label: product.name ?? null,
        qty,
        quantity: qty,
        position: selection.position,
        is_default: selection.is_default,
        price: unitPrice,
        price_type: fixed ? ('FIXED' as const) : ('DYNAMIC' as const),
        can_change_quantity: selection.can_change_qty,
        product,
      }];
    }),
  }));
}
