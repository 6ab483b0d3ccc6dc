import type { ResolversTypes } from '../../../graphql/generated/resolvers-types';
import type { CatalogSettings } from '../catalog-settings';
import type { CategoryRecord, CategoryTree } from './category-tree';

export type CategoryShape = ResolversTypes['CategoryTree'];

/** Category images live under /media/catalog/category/ (the seed and the /media route agree on it). */
export function categoryImageUrl(file: string | null): string | null {
  return file ? `/media/catalog/category/${file.replace(/^\/+/, '')}` : null;
}

/** Every scalar field of a category; children, breadcrumbs, products, counts and cms_block are resolvers. */
export function categoryShape(record: CategoryRecord, tree: CategoryTree, settings: CatalogSettings): CategoryShape {
  const url = `${record.urlPath}${settings.categoryUrlSuffix}`;
  return {
    __typename: 'CategoryTree',
    id: record.id,
    uid: record.uid,
    name: record.name,
    description: record.description,
    path: record.path,
    path_in_store: null,
    url_key: record.urlKey,
    url_path: record.urlPath,
    url_suffix: settings.categoryUrlSuffix,
    canonical_url: url,
    relative_url: url,
    redirect_code: 0,
    type: 'CATEGORY',
    position: record.position,
    level: record.level,
    default_sort_by: record.defaultSortBy,
    available_sort_by: ['position', 'name', 'price'],
    children_count: String(tree.childrenOf(record.id).length),
    display_mode: record.displayMode,
    filter_price_range: null,
    image: categoryImageUrl(record.image),
    thumbnail: categoryImageUrl(record.thumbnail),
    category_menu_icon: categoryImageUrl(record.menuIcon),
    include_in_menu: record.includeInMenu ? 1 : 0,
    is_anchor: record.isAnchor ? 1 : 0,
    landing_page: null,
    number_of_item: null,
    meta_title: record.metaTitle,
    meta_keywords: record.metaKeywords,
    meta_description: record.metaDescription,
  };
}
