import type { GraphQLContext } from '../../../graphql/context';
import type { Resolvers } from '../../../graphql/generated/resolvers-types';
import { bundleItems } from './bundle-items';
import { configurableOptions, configurableSelection, configurableVariants } from './configurable-fields';
import { customOptions } from './custom-options';
import { downloadableLinks } from './downloadable-links';
import { groupedItems } from './grouped-items';

/**
 * The fields only some product types have: customizable options, configurable options and variants, bundle
 * and grouped items, downloadable links. resolvers.ts merges each map into its type next to the shared
 * product fields. Every loader is a per-request DataLoader, so a page of products costs one query per field.
 */
interface ProductParent {
  id?: number | null;
}

function idOf(parent: ProductParent): number {
  if (typeof parent.id !== 'number') throw new Error('A product shape without its id reached a product-type resolver');
  return parent.id;
}

const options = (parent: ProductParent, _args: unknown, ctx: GraphQLContext) => customOptions(ctx, idOf(parent));

export const customizableFields = { options };

export const configurableFields = {
  options,
  configurable_options: (parent: ProductParent, _args: unknown, ctx: GraphQLContext) => configurableOptions(ctx, idOf(parent)),
  variants: (parent: ProductParent, _args: unknown, ctx: GraphQLContext) => configurableVariants(ctx, idOf(parent)),
  configurable_product_options_selection: (parent: ProductParent, args: { configurableOptionValueUids?: readonly string[] | null }, ctx: GraphQLContext) =>
    configurableSelection(ctx, idOf(parent), args.configurableOptionValueUids ?? []),
};

export const bundleFields = {
  options,
  items: (parent: ProductParent, _args: unknown, ctx: GraphQLContext) => bundleItems(ctx, idOf(parent)),
};

export const groupedFields = {
  items: (parent: ProductParent, _args: unknown, ctx: GraphQLContext) => groupedItems(ctx, idOf(parent)),
};

export const downloadableFields = {
  options,
  downloadable_product_links: (parent: ProductParent, _args: unknown, ctx: GraphQLContext) => downloadableLinks(ctx, idOf(parent)),
  // talat sells no downloadable samples (there is no sample table); links carry their own sample_url.
  downloadable_product_samples: () => [],
};

/** Abstract types only these fields return. */
export const productTypeInterfaces: Pick<Resolvers, 'CustomizableOptionInterface' | 'SwatchDataInterface'> = {
  CustomizableOptionInterface: {
    __resolveType: (parent) => parent.__typename ?? 'CustomizableFieldOption',
  },
  SwatchDataInterface: {
    __resolveType: (parent) => parent.__typename ?? 'TextSwatchData',
  },
};
