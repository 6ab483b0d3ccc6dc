import type { CurrencyEnum, Money, ResolversTypes, SelectedBundleOption, SelectedConfigurableOption, SelectedCustomizableOption } from '../../graphql/generated/resolvers-types';
import { encodeUid } from '../../graphql/uid';
import { msg } from '../../i18n/message';
import { localize, type LocaleSource } from '../../i18n/translate';
import type { ProductShape } from '../catalog/product/product-shape';
import type { LineTotals } from '../pricing/cart-totals';
import { qty4ToNumber, satangToValue, toQty4 } from '../pricing/satang';
import { finalUnitPrice } from '../pricing/unit-price';
import type { CartSnapshot, SnapshotLine } from './cart-snapshot';
import {
  bundleOptionUid,
  bundleSelectionUid,
  configurableAttributeUid,
  configurableValueUid,
  customOptionUid,
  customOptionValueUid,
} from './option-uids';

export type CartItemOutput = ResolversTypes['CartItemInterface'];

export const money = (satang: number, currency: string): Money => ({ value: satangToValue(satang), currency: currency as CurrencyEnum });

/** Gift lines past what their rule allows: shown with this error until the next write trims them. */
export const GIFT_NOT_AVAILABLE_MESSAGE = msg('The free gift is no longer available for this cart.');

function customizableOptions(line: SnapshotLine, snapshot: CartSnapshot): SelectedCustomizableOption[] {
  const { data, lang, cart } = snapshot;
  // In the product's option order (sort_order, then id), as Magento lists them.
  const picked = line.row.options.custom ?? [];
  return data.customOptions.flatMap((option) => {
    const chosen = picked.find((c) => c.option_id === option.option_id);
    if (!chosen) return [];
    const values = chosen.value_ids?.length
      ? chosen.value_ids.flatMap((id) => {
          const value = data.customValues.find((v) => v.value_id === id);
          return value
            ? [{
                id: value.value_id,
                customizable_option_value_uid: customOptionValueUid(option.option_id, value.value_id),
                label: lang === 'th' ? value.title_th : value.title_en,
                value: String(value.value_id),
                price: { value: value.price_type === 'PERCENT' ? value.price : satangToValue(value.price), units: value.price_type === 'PERCENT' ? '%' : cart.currency, type: value.price_type },
              }]
            : [];
        })
      : [{
          id: option.option_id,
          customizable_option_value_uid: customOptionUid(option.option_id),
          label: '',
          value: chosen.text ?? '',
          price: {
            value: option.price_type === 'PERCENT' ? (option.price ?? 0) : satangToValue(option.price ?? 0),
            units: option.price_type === 'PERCENT' ? '%' : cart.currency,
            type: option.price_type ?? 'FIXED',
          },
        }];
    return [{
      id: option.option_id,
      customizable_option_uid: customOptionUid(option.option_id),
      label: lang === 'th' ? option.title_th : option.title_en,
      type: option.type,
      is_required: option.required,
      sort_order: option.sort_order,
      values,
    }];
  });
}

function configurableOptions(line: SnapshotLine, snapshot: CartSnapshot): SelectedConfigurableOption[] {
  const chosen = line.row.options.configurable ?? {};
  const attributes = snapshot.data.configurableAttributes.filter((a) => a.product_id === line.product.product_id);
  return attributes.flatMap((attribute, index) => {
    const optionId = chosen[attribute.attribute_code];
    const option = optionId === undefined ? undefined : snapshot.data.attributeOptions.get(optionId);
    if (optionId === undefined || !option) return [];
    return [{
      id: index + 1,
      configurable_product_option_uid: configurableAttributeUid(attribute.attribute_code),
      option_label: option.label,
      value_id: optionId,
      configurable_product_option_value_uid: configurableValueUid(attribute.attribute_code, optionId),
      value_label: option.valueLabel,
    }];
  });
}

function bundleOptions(line: SnapshotLine, snapshot: CartSnapshot): SelectedBundleOption[] {
  const { data, lang, products, now } = snapshot;
  const chosen = line.row.options.bundle ?? [];
  return data.bundleOptions
    .filter((o) => o.product_id === line.product.product_id && chosen.some((c) => c.option_id === o.option_id))
    .map((option) => ({
      id: option.option_id,
      uid: bundleOptionUid(option.option_id),
      label: lang === 'th' ? option.title_th : option.title_en,
      type: option.type,
      values: chosen
        .filter((c) => c.option_id === option.option_id)
        .flatMap((c) => {
          const selection = data.bundleSelections.find((s) => s.selection_id === c.selection_id);
          const part = selection ? products.get(selection.product_id) : undefined;
          return selection && part
            ? [{ id: selection.selection_id, uid: bundleSelectionUid(option.option_id, selection.selection_id, c.qty), label: part.name, quantity: c.qty, price: satangToValue(finalUnitPrice(part, now)) }]
            : [];
        }),
    }));
}

/** One cart line as the Cart answers it; its error texts in the language of the request's store view (`ctx`). */
export function cartItemOutput(
  ctx: LocaleSource,
  line: SnapshotLine,
  totals: LineTotals,
  snapshot: CartSnapshot,
  shapes: ReadonlyMap<number, ProductShape>,
): CartItemOutput | null {
  const product = shapes.get(line.product.product_id);
  if (!product) return null;
  const currency = snapshot.cart.currency;
  const problem = line.problem ?? (line.giftOverLimit ? { itemCode: 'UNDEFINED' as const, message: GIFT_NOT_AVAILABLE_MESSAGE } : null);
  const problemText = problem ? localize(ctx, problem.message) : null;
  const qty = qty4ToNumber(toQty4(line.row.qty));
  const common = {
    id: String(line.row.item_id),
    uid: encodeUid(line.row.item_id),
    quantity: qty,
    is_available: problem === null,
    product,
    errors: problem && problemText !== null ? [{ code: problem.itemCode, message: problemText }] : null,
    prices: {
      price: money(totals.unitPriceExclTax, currency),
      price_including_tax: money(totals.unitPrice, currency),
      row_total: money(totals.rowTotalExclTax, currency),
      row_total_including_tax: money(totals.rowTotal, currency),
      discounts: totals.discounts.map((d) => ({ amount: money(d.amount, currency), label: d.label, applied_to: 'ITEM' as const })),
      total_item_discount: money(totals.discountTotal, currency),
      original_item_price: money(totals.unitPrice, currency),
      original_row_total: money(totals.rowTotal, currency),
    },
    customizable_options: customizableOptions(line, snapshot),
    special_request: line.row.special_request,
    position: line.row.position,
    is_free_gift: line.row.is_free_gift,
    available_to_checkout: problem === null,
    has_error: problem !== null,
    messages: problemText !== null ? [{ type: 'error', text: problemText }] : [],
  };
  switch (line.product.type_id) {
    case 'configurable': {
      const variant = line.variant ? shapes.get(line.variant.product_id) : undefined;
      return { __typename: 'ConfigurableCartItem', ...common, configurable_options: configurableOptions(line, snapshot), configured_variant: variant ?? product };
    }
    case 'bundle':
      return { __typename: 'BundleCartItem', ...common, bundle_options: bundleOptions(line, snapshot) };
    // Magento answers downloadable lines as DownloadableCartItem, a type outside schema/: virtual is the closest.
    case 'virtual':
    case 'downloadable':
      return { __typename: 'VirtualCartItem', ...common };
    default:
      return { __typename: 'SimpleCartItem', ...common };
  }
}
