import type { GraphQLContext } from '../../../graphql/context';
import type { ResolversTypes } from '../../../graphql/generated/resolvers-types';
import { mediaLoader, toProductImage } from '../product/product-media';
import { encodeUid } from '../../../graphql/uid';
import { configurableDataLoader, isSalable, type ConfigurableAttribute, type ConfigurableChild, type ConfigurableData } from './configurable-data';
import { configurableOptionUid, configurableValueUid, decodeConfigurableValueUid } from './option-uids';
import { shapesById, type ResolvedShape } from './resolved-shapes';
import { isEnglishStore } from './store-text';
import { swatchData } from './swatch-data';

type SimpleShape = Awaited<ResolversTypes['SimpleProduct']>;

function isSimpleShape(shape: ResolvedShape): shape is SimpleShape {
  return shape.__typename === 'SimpleProduct';
}

function label(ctx: GraphQLContext, texts: { th: string; en: string }): string {
  return isEnglishStore(ctx) ? texts.en : texts.th;
}

/** Shapes of the given children, by id (variants are SimpleProduct in the schema). */
async function childShapes(ctx: GraphQLContext, children: readonly ConfigurableChild[]): Promise<Map<number, SimpleShape>> {
  const shapes = await shapesById(ctx, children.map((child) => child.childId));
  return new Map([...shapes].flatMap(([id, shape]) => (isSimpleShape(shape) ? [[id, shape] as const] : [])));
}

export async function configurableOptions(ctx: GraphQLContext, productId: number): Promise<ResolversTypes['ConfigurableProductOptions'][]> {
  const data = await configurableDataLoader(ctx).load(productId);
  return data.attributes.map((attribute) => ({
    id: null,
    uid: configurableOptionUid(attribute.code),
    attribute_id: attribute.code,
    attribute_id_v2: null,
    attribute_uid: encodeUid(attribute.code),
    attribute_code: attribute.code,
    label: label(ctx, attribute.label),
    position: attribute.position,
    use_default: true,
    product_id: productId,
    values: attribute.values.map((value) => {
      const storeLabel = label(ctx, value.label);
      return {
        value_index: value.optionId,
        uid: configurableValueUid(attribute.code, value.optionId),
        label: storeLabel,
        // The default (admin) label is the default store view's, Thai.
        default_label: value.label.th,
        store_label: storeLabel,
        use_default_value: storeLabel === value.label.th,
        swatch_data: swatchData(value.swatch),
      };
    }),
  }));
}

function variantAttributes(ctx: GraphQLContext, data: ConfigurableData, child: ConfigurableChild): ResolversTypes['ConfigurableAttributeOption'][] {
  return data.attributes.flatMap((attribute) => {
    const valueIndex = child.values.get(attribute.code);
    const value = attribute.values.find((v) => v.optionId === valueIndex);
    return value ? [{ code: attribute.code, value_index: value.optionId, label: label(ctx, value.label), uid: configurableValueUid(attribute.code, value.optionId) }] : [];
  });
}

/** Enabled, in-stock children with their own product objects (sku, stock, price_range, media via field resolvers). */
export async function configurableVariants(ctx: GraphQLContext, productId: number): Promise<ResolversTypes['ConfigurableVariant'][]> {
  const data = await configurableDataLoader(ctx).load(productId);
  const salable = data.children.filter(isSalable);
  const shapes = await childShapes(ctx, salable);
  return salable.flatMap((child) => {
    const product = shapes.get(child.childId);
    return product ? [{ attributes: variantAttributes(ctx, data, child), product }] : [];
  });
}

/** The chosen value per attribute code, from value uids (uids of other products' attributes are ignored). */
function chosenValues(data: ConfigurableData, uids: readonly string[]): Map<string, number> {
  const chosen = new Map<string, number>();
  for (const uid of uids) {
    const valueIndex = decodeConfigurableValueUid(uid);
    const attribute = data.attributes.find((a) => a.values.some((v) => v.optionId === valueIndex));
    if (attribute && valueIndex !== null) chosen.set(attribute.code, valueIndex);
  }
  return chosen;
}

/** A value is available when a salable child has it and agrees with what is chosen for the other attributes. */
function availableValues(data: ConfigurableData, attribute: ConfigurableAttribute, chosen: ReadonlyMap<string, number>): Set<number> {
  const available = new Set<number>();
  for (const child of data.children) {
    if (!isSalable(child)) continue;
    const agrees = [...chosen.entries()].every(([code, valueIndex]) => code === attribute.code || child.values.get(code) === valueIndex);
    const value = child.values.get(attribute.code);
    if (agrees && value !== undefined) available.add(value);
  }
  return available;
}

async function gallery(ctx: GraphQLContext, productId: number): Promise<ResolversTypes['MediaGalleryInterface'][]> {
  const rows = await mediaLoader(ctx).load(productId);
  return rows.filter((row) => !row.disabled).map((row) => toProductImage(row, null));
}

/**
 * configurable_product_options_selection: which values can still be picked given the chosen ones, the
 * variant once every attribute is chosen, and the gallery of that variant (the parent's until then).
 */
export async function configurableSelection(ctx: GraphQLContext, productId: number, uids: readonly string[]): Promise<ResolversTypes['ConfigurableProductOptionsSelection']> {
  const data = await configurableDataLoader(ctx).load(productId);
  const chosen = chosenValues(data, uids);
  const availability = new Map(data.attributes.map((attribute) => [attribute.code, availableValues(data, attribute, chosen)]));
  const complete = data.attributes.length > 0 && data.attributes.every((attribute) => chosen.has(attribute.code));
  const match = complete
    ? data.children.find((child) => isSalable(child) && data.attributes.every((a) => child.values.get(a.code) === chosen.get(a.code)))
    : undefined;
  const variant = match ? ((await childShapes(ctx, [match])).get(match.childId) ?? null) : null;
  const variantGallery = variant && match ? await gallery(ctx, match.childId) : [];
  return {
    options_available_for_selection: data.attributes.map((attribute) => ({
      attribute_code: attribute.code,
      option_value_uids: attribute.values.filter((v) => availability.get(attribute.code)?.has(v.optionId)).map((v) => configurableValueUid(attribute.code, v.optionId)),
    })),
    configurable_options: data.attributes.map((attribute) => ({
      uid: configurableOptionUid(attribute.code),
      attribute_code: attribute.code,
      label: label(ctx, attribute.label),
      values: attribute.values.map((value) => ({
        uid: configurableValueUid(attribute.code, value.optionId),
        is_available: availability.get(attribute.code)?.has(value.optionId) ?? false,
        is_use_default: label(ctx, value.label) === value.label.th,
        label: label(ctx, value.label),
        swatch: swatchData(value.swatch),
      })),
    })),
    variant,
    media_gallery: variantGallery.length > 0 ? variantGallery : await gallery(ctx, productId),
  };
}
