import type { GraphQLContext } from '../../../graphql/context';
import { catalogSettings } from '../catalog-settings';
import { categoryShape } from '../category/category-shape';
import { categoryTree, type CategoryRecord } from '../category/category-tree';
import { attributeValueLoader, linkLoader, productCategoryLoader } from './product-links';
import { mainImage, mediaLoader, toGalleryEntry, toProductImage } from './product-media';
import { productShapes } from './product-shape';
import type { ProductLinkType } from '../../../db/types';

/**
 * Fields every product type shares that need more than the product row. GraphQL resolves them per
 * concrete type, so resolvers.ts spreads this map into all six; each loads through per-request DataLoaders
 * (one query per field for the whole page of products, not one per product).
 */
interface ProductParent {
  id?: number | null;
  name?: string | null;
}

function idOf(parent: ProductParent): number {
  if (typeof parent.id !== 'number') throw new Error('A product shape without its id reached a field resolver');
  return parent.id;
}

async function image(parent: ProductParent, _args: unknown, ctx: GraphQLContext) {
  const main = mainImage(await mediaLoader(ctx).load(idOf(parent)));
  return main ? toProductImage(main, parent.name ?? null) : null;
}

function linked(type: ProductLinkType) {
  return async (parent: ProductParent, _args: unknown, ctx: GraphQLContext) => productShapes(ctx, await linkLoader(ctx, type).load(idOf(parent)));
}

export const productFieldResolvers = {
  image,
  small_image: image,
  thumbnail: image,
  async media_gallery(parent: ProductParent, _args: unknown, ctx: GraphQLContext) {
    const rows = await mediaLoader(ctx).load(idOf(parent));
    return rows.filter((row) => !row.disabled).map((row) => toProductImage(row, parent.name ?? null));
  },
  async media_gallery_entries(parent: ProductParent, _args: unknown, ctx: GraphQLContext) {
    const rows = await mediaLoader(ctx).load(idOf(parent));
    const main = mainImage(rows);
    return rows.map((row) => toGalleryEntry(row, row === main));
  },
  async categories(parent: ProductParent, _args: unknown, ctx: GraphQLContext) {
    const [ids, tree, settings] = await Promise.all([productCategoryLoader(ctx).load(idOf(parent)), categoryTree(ctx), catalogSettings(ctx)]);
    return ids.map((id) => tree.byId.get(id)).filter((record): record is CategoryRecord => record !== undefined)
      .map((record) => categoryShape(record, tree, settings));
  },
  crosssell_products: linked('crosssell'),
  related_products: linked('related'),
  upsell_products: linked('upsell'),
  async attributes(parent: ProductParent, _args: unknown, ctx: GraphQLContext) {
    return attributeValueLoader(ctx).load(idOf(parent));
  },
  async url_rewrites(parent: ProductParent, _args: unknown, ctx: GraphQLContext) {
    const rows = await ctx.db.selectFrom('url_rewrite').select('request_path')
      .where('entity_type', '=', 'PRODUCT').where('entity_id', '=', idOf(parent)).where('store_id', '=', ctx.store.id)
      .where('redirect_type', '=', 0).orderBy('url_rewrite_id').execute();
    return rows.map((row) => ({ url: row.request_path, parameters: [{ name: 'id', value: String(idOf(parent)) }] }));
  },
};
