import type { GraphQLContext } from '../../../graphql/context';
import { catalogSettings } from '../catalog-settings';
import { perRequest } from '../request-scope';
import { sharedUntilDataChanges } from '../version-cache';
import { encodeUid } from '../../../graphql/uid';

/**
 * The store's active categories with their texts, shared by requests until the data changes: a shop has
 * hundreds of them at most, so children, breadcrumbs and children_count come from memory instead of a
 * query per node.
 */
export interface CategoryRecord {
  id: number;
  uid: string;
  parentId: number | null;
  path: string;
  level: number;
  position: number;
  includeInMenu: boolean;
  isAnchor: boolean;
  displayMode: string;
  defaultSortBy: string;
  urlKey: string;
  urlPath: string;
  image: string | null;
  thumbnail: string | null;
  menuIcon: string | null;
  cmsBlockIdentifier: string | null;
  name: string;
  description: string | null;
  metaTitle: string | null;
  metaKeywords: string | null;
  metaDescription: string | null;
}

export interface CategoryTree {
  byId: Map<number, CategoryRecord>;
  /** Children sorted by position, then uid (the menu's order). */
  childrenOf(id: number): CategoryRecord[];
  /** Ancestors from level 2 down to the parent (Magento's breadcrumbs leave out the roots). */
  ancestorsOf(record: CategoryRecord): CategoryRecord[];
  rootId: number;
}

async function loadTree(ctx: GraphQLContext): Promise<CategoryTree> {
  const settings = await catalogSettings(ctx);
  const rows = await ctx.db
    .selectFrom('category as c')
    .innerJoin('category_text as t', (join) => join.onRef('t.category_id', '=', 'c.category_id').on('t.store_id', '=', ctx.store.id))
    .selectAll('c')
    .select(['t.name', 't.description', 't.meta_title', 't.meta_keywords', 't.meta_description'])
    .where('c.is_active', '=', true)
    .where((eb) => eb.or([eb('c.category_id', '=', settings.rootCategoryId), eb('c.path', 'like', `1/${settings.rootCategoryId}/%`)]))
    .execute();
  const byId = new Map<number, CategoryRecord>();
  for (const row of rows) {
    byId.set(row.category_id, {
      id: row.category_id, uid: encodeUid(row.category_id), parentId: row.parent_id, path: row.path, level: row.level,
      position: row.position, includeInMenu: row.include_in_menu, isAnchor: row.is_anchor, displayMode: row.display_mode,
      defaultSortBy: row.default_sort_by, urlKey: row.url_key, urlPath: row.url_path, image: row.image, thumbnail: row.thumbnail,
      menuIcon: row.menu_icon, cmsBlockIdentifier: row.cms_block_identifier, name: row.name, description: row.description,
      metaTitle: row.meta_title, metaKeywords: row.meta_keywords, metaDescription: row.meta_description,
    });
  }
  const children = new Map<number, CategoryRecord[]>();
  for (const record of byId.values()) {
    if (record.parentId === null || !byId.has(record.parentId)) continue;
    const list = children.get(record.parentId);
    if (list) list.push(record);
    else children.set(record.parentId, [record]);
  }
  for (const list of children.values()) {
    list.sort((a, b) => a.position - b.position || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  }
  return {
    byId,
    rootId: settings.rootCategoryId,
    childrenOf: (id) => children.get(id) ?? [],
    ancestorsOf: (record) =>
      record.path.split('/').map(Number).filter((id) => id !== record.id)
        .map((id) => byId.get(id)).filter((found): found is CategoryRecord => found !== undefined && found.level >= 2),
  };
}

/** Read once per store view until data_version moves (categories change only by an operator's hand). */
export function categoryTree(ctx: GraphQLContext): Promise<CategoryTree> {
  return perRequest(ctx, 'category-tree', () => sharedUntilDataChanges(ctx.db, `category-tree:${ctx.store.id}`, () => loadTree(ctx)));
}
