import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import type { ProductOptionTable, ProductOptionValueTable } from '../../../db/types';
import type { CustomizableDateTypeEnum, ResolversTypes } from '../../../graphql/generated/resolvers-types';
import { catalogSettings, type CatalogSettings } from '../catalog-settings';
import { productRowLoader } from '../product/product-rows';
import { perRequest } from '../request-scope';
import { rowsPerKey } from '../versioned-rows';
import { groupBy } from './group-by';
import { optionPriceValue } from './option-price';
import { customOptionUid, customOptionValueUid } from './option-uids';
import { storeText } from './store-text';

type OptionRow = Selectable<ProductOptionTable>;
type ValueRow = Selectable<ProductOptionValueTable>;
type OptionOutput = ResolversTypes['CustomizableOptionInterface'];

interface ProductOptions {
  options: OptionRow[];
  values: Map<number, ValueRow[]>;
}

async function loadOptions(ctx: GraphQLContext, ids: readonly number[]): Promise<ProductOptions[]> {
  const options = await ctx.db.selectFrom('product_option').selectAll().where('product_id', 'in', [...ids])
    .orderBy('sort_order').orderBy('option_id').execute();
  const values = options.length === 0 ? [] : await ctx.db.selectFrom('product_option_value').selectAll()
    .where('option_id', 'in', options.map((o) => o.option_id)).orderBy('sort_order').orderBy('value_id').execute();
  const byProduct = groupBy(options, (o) => o.product_id);
  const byOption = groupBy(values, (v) => v.option_id);
  return ids.map((id) => {
    const own = byProduct.get(id) ?? [];
    return { options: own, values: new Map(own.map((o) => [o.option_id, byOption.get(o.option_id) ?? []])) };
  });
}

/** Customizable options and their values per product: two queries per request at most, none once kept. */
function customOptionLoader(ctx: GraphQLContext): DataLoader<number, ProductOptions> {
  return perRequest(ctx, 'product-custom-options', () => new DataLoader((ids: readonly number[]) =>
    rowsPerKey(ctx, 'product-custom-options', ids, (missing) => loadOptions(ctx, missing))));
}

const DATE_TYPES: Record<string, CustomizableDateTypeEnum> = { date: 'DATE', date_time: 'DATE_TIME', time: 'TIME' };

/** One option in Magento's shape; null for a type Magento does not have (it would fail the interface). */
function toOption(ctx: GraphQLContext, option: OptionRow, values: readonly ValueRow[], productSku: string, taxable: boolean, settings: CatalogSettings): OptionOutput | null {
  const common = {
    option_id: option.option_id,
    uid: customOptionUid(option.option_id),
    title: storeText(ctx, { th: option.title_th, en: option.title_en }),
    required: option.required,
    sort_order: option.sort_order,
  };
  // Text, date and file options carry one price on the option itself; its value uid is the entered-option uid.
  const entered = {
    uid: customOptionUid(option.option_id),
    sku: option.sku,
    price: option.price === null ? null : optionPriceValue(option.price, option.price_type ?? 'FIXED', taxable, settings),
    price_type: option.price === null ? null : (option.price_type ?? 'FIXED'),
  };
  const selectable = values.map((value) => ({
    option_type_id: value.value_id,
    uid: customOptionValueUid(option.option_id, value.value_id),
    title: storeText(ctx, { th: value.title_th, en: value.title_en }),
    sku: value.sku,
    sort_order: value.sort_order,
    price: optionPriceValue(value.price, value.price_type, taxable, settings),
    price_type: value.price_type,
  }));
  switch (option.type) {
    case 'field':
      return { ...common, __typename: 'CustomizableFieldOption', product_sku: productSku, value: { ...entered, max_characters: option.max_characters } };
    case 'area':
      return { ...common, __typename: 'CustomizableAreaOption', product_sku: productSku, value: { ...entered, max_characters: option.max_characters } };
    case 'date':
    case 'date_time':
    case 'time':
      return { ...common, __typename: 'CustomizableDateOption', product_sku: productSku, value: { ...entered, type: DATE_TYPES[option.type] ?? 'DATE' } };
    case 'file':
      return { ...common, __typename: 'CustomizableFileOption', product_sku: productSku, value: { ...entered, file_extension: null, image_size_x: null, image_size_y: null } };
    case 'drop_down':
      return { ...common, __typename: 'CustomizableDropDownOption', value: selectable };
    case 'radio':
      return { ...common, __typename: 'CustomizableRadioOption', value: selectable };
    case 'checkbox':
      return { ...common, __typename: 'CustomizableCheckboxOption', value: selectable };
    case 'multiple':
      return { ...common, __typename: 'CustomizableMultipleOption', value: selectable };
    default:
      return null;
  }
}

/** `options` of every CustomizableProductInterface type: null when the product has none, as Magento answers. */
export async function customOptions(ctx: GraphQLContext, productId: number): Promise<OptionOutput[] | null> {
  const [data, row, settings] = await Promise.all([customOptionLoader(ctx).load(productId), productRowLoader(ctx).load(productId), catalogSettings(ctx)]);
  if (!row || data.options.length === 0) return null;
  const taxable = row.tax_class === 'taxable';
  return data.options
    .map((option) => toOption(ctx, option, data.values.get(option.option_id) ?? [], row.sku, taxable, settings))
    .filter((option): option is OptionOutput => option !== null);
}
