import type { CartItemOptions } from '../../db/types';
import { dynamicBundlePrice, finalUnitPrice, isFixedBundle, withAdds, type PriceAdd } from '../pricing/unit-price';
import type { CartProduct, ProductOptions } from './cart-catalog';

/**
 * One unit of a cart line, VAT included, in satang: the configurable's chosen variant, a fixed bundle's own
 * price or a dynamic bundle's selections, plus customizable options (FIXED or PERCENT of the base) and
 * downloadable links. Products flagged is_free cost nothing.
 */
export function lineUnitPrice(
  product: CartProduct,
  variant: CartProduct | null,
  options: CartItemOptions,
  data: ProductOptions,
  selectionProducts: ReadonlyMap<number, CartProduct>,
  now: Date,
): number {
  let base: number;
  if (variant) {
    base = finalUnitPrice(variant, now);
  } else if (product.type_id === 'bundle' && !isFixedBundle(product.bundle_price_type)) {
    base = dynamicBundlePrice(
      (options.bundle ?? []).flatMap((chosen) => {
        const selection = data.bundleSelections.find((s) => s.selection_id === chosen.selection_id);
        const part = selection ? selectionProducts.get(selection.product_id) : undefined;
        return part ? [{ unitPrice: finalUnitPrice(part, now), qty: chosen.qty }] : [];
      }),
    );
  } else {
    base = finalUnitPrice(product, now);
  }
  if (product.is_free) return 0;
  const adds: PriceAdd[] = [];
  for (const chosen of options.custom ?? []) {
    const option = data.customOptions.find((o) => o.option_id === chosen.option_id);
    if (!option) continue;
    if (chosen.value_ids && chosen.value_ids.length > 0) {
      for (const id of chosen.value_ids) {
        const value = data.customValues.find((v) => v.value_id === id);
        if (value) adds.push({ price: value.price, price_type: value.price_type });
      }
    } else if (option.price !== null) {
      adds.push({ price: option.price, price_type: option.price_type ?? 'FIXED' });
    }
  }
  for (const linkId of options.links ?? []) {
    const link = data.links.find((l) => l.link_id === linkId);
    if (link) adds.push({ price: link.price, price_type: 'FIXED' });
  }
  return withAdds(base, adds);
}
