import type { GraphQLContext } from '../../../graphql/context';
import type { CategoryFilterInput, FilterEqualTypeInput } from '../../../graphql/generated/resolvers-types';
import { assertPaging } from '../../../graphql/limits';
import { catalogSettings } from '../catalog-settings';
import { decodeNumericUid } from '../../../graphql/uid';
import { categoryShape, type CategoryShape } from './category-shape';
import { categoryTree, type CategoryRecord } from './category-tree';

function values(input: FilterEqualTypeInput | null | undefined): string[] | null {
  if (!input) return null;
  return [...(input.in ?? []), ...(input.eq ? [input.eq] : [])].filter((value): value is string => typeof value === 'string');
}

function idsOf(input: FilterEqualTypeInput | null | undefined, decode: boolean): Set<number> | null {
  const list = values(input);
  if (!list) return null;
  return new Set(list.map((value) => (decode ? decodeNumericUid(value) : /^[0-9]+$/.test(value) ? Number(value) : null)).filter((id): id is number => id !== null));
}

/**
 * Magento's category filters, ANDed; without any filter the answer is the store's root category. Only
 * active categories of the store's tree are found.
 */
export async function findCategories(ctx: GraphQLContext, filters: CategoryFilterInput | null | undefined): Promise<CategoryRecord[]> {
  const tree = await categoryTree(ctx);
  const all = [...tree.byId.values()];
  const hasFilter = filters && Object.values(filters).some((value) => value !== null && value !== undefined);
  if (!hasFilter) {
    const root = tree.byId.get(tree.rootId);
    return root ? [root] : [];
  }
  const ids = idsOf(filters.ids, false);
  const uids = idsOf(filters.category_uid, true);
  const parentIds = idsOf(filters.parent_id, false);
  const parentUids = idsOf(filters.parent_category_uid, true);
  const urlKeys = values(filters.url_key);
  const urlPaths = values(filters.url_path);
  const name = filters.name?.match?.trim().toLowerCase();
  return all
    .filter((c) => !ids || ids.has(c.id))
    .filter((c) => !uids || uids.has(c.id))
    .filter((c) => !parentIds || (c.parentId !== null && parentIds.has(c.parentId)))
    .filter((c) => !parentUids || (c.parentId !== null && parentUids.has(c.parentId)))
    .filter((c) => !urlKeys || urlKeys.includes(c.urlKey))
    .filter((c) => !urlPaths || urlPaths.includes(c.urlPath))
    .filter((c) => !name || c.name.toLowerCase().includes(name))
    .sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id);
}

export async function categoriesPage(ctx: GraphQLContext, args: { filters?: CategoryFilterInput | null; pageSize?: number | null; currentPage?: number | null }) {
  const { pageSize, currentPage } = assertPaging(args);
  const [found, tree, settings] = await Promise.all([findCategories(ctx, args.filters), categoryTree(ctx), catalogSettings(ctx)]);
  const items: CategoryShape[] = found.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((record) => categoryShape(record, tree, settings));
  return {
    items,
    total_count: found.length,
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(found.length / pageSize) },
  };
}
