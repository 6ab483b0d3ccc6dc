import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { selectsField } from '../../graphql/selected-fields';
import { catalogSettings } from './catalog-settings';
import { categoriesPage } from './category/category-queries';
import { categoryShape } from './category/category-shape';
import { categoryTree } from './category/category-tree';
import { cmsBlockLoader } from './category/cms-block-loader';
import { productCountLoader } from './category/product-count-loader';
import { productFieldResolvers } from './product/product-field-resolvers';
import {
  bundleFields, configurableFields, customizableFields, downloadableFields, groupedFields, productTypeInterfaces,
} from './product-types/product-type-resolvers';
import { resolveAggregations, resolveProducts } from './products/products-resolver';

/** Catalogue: products (with search, filters, sorting, aggregations), categories and product fields. */
export const resolvers: Resolvers = {
  Query: {
    products: (_root, args, ctx, info) => resolveProducts(ctx, args, undefined, selectsField(info, 'aggregations')),
    categories: (_root, args, ctx) => categoriesPage(ctx, args),
    categoryList: async (_root, args, ctx) => (await categoriesPage(ctx, args)).items,
  },
  Products: {
    aggregations: (parent, args, ctx) => resolveAggregations(ctx, parent, args.filter?.category?.includeDirectChildrenOnly ?? false),
  },
  ProductInterface: {
    __resolveType: (parent) => parent.__typename ?? 'SimpleProduct',
  },
  CategoryInterface: {
    __resolveType: () => 'CategoryTree',
  },
  MediaGalleryInterface: {
    __resolveType: (parent) => parent.__typename ?? 'ProductImage',
  },
  CategoryTree: {
    async children(parent, _args, ctx) {
      const [tree, settings] = await Promise.all([categoryTree(ctx), catalogSettings(ctx)]);
      return typeof parent.id === 'number' ? tree.childrenOf(parent.id).map((record) => categoryShape(record, tree, settings)) : [];
    },
    async breadcrumbs(parent, _args, ctx) {
      const tree = await categoryTree(ctx);
      const record = typeof parent.id === 'number' ? tree.byId.get(parent.id) : undefined;
      const ancestors = record ? tree.ancestorsOf(record) : [];
      if (ancestors.length === 0) return null;
      return ancestors.map((a) => ({
        category_id: a.id, category_uid: a.uid, category_name: a.name, category_level: a.level, category_url_key: a.urlKey, category_url_path: a.urlPath,
      }));
    },
    product_count: (parent, _args, ctx) => (typeof parent.id === 'number' ? productCountLoader(ctx).load(parent.id) : 0),
    async cms_block(parent, _args, ctx) {
      const tree = await categoryTree(ctx);
      const identifier = typeof parent.id === 'number' ? tree.byId.get(parent.id)?.cmsBlockIdentifier : null;
      return identifier ? cmsBlockLoader(ctx).load(identifier) : null;
    },
    async products(parent, args, ctx) {
      if (typeof parent.id !== 'number') return null;
      const { items, total_count, page_info } = await resolveProducts(ctx, args, parent.id);
      return { items, total_count, page_info };
    },
  },
  SimpleProduct: { ...productFieldResolvers, ...customizableFields },
  VirtualProduct: { ...productFieldResolvers, ...customizableFields },
  DownloadableProduct: { ...productFieldResolvers, ...downloadableFields },
  BundleProduct: { ...productFieldResolvers, ...bundleFields },
  GroupedProduct: { ...productFieldResolvers, ...groupedFields },
  ConfigurableProduct: { ...productFieldResolvers, ...configurableFields },
  ...productTypeInterfaces,
};
