// The category menu (storefront spec section 2, "Navigation menu"): four levels under the root category, only
// categories with include_in_menu, sorted by position then uid.
import type { GraphQLClient } from '../graphql-client';
import { GetNavigationMenuDocument, type NavigationCategoryFragment } from '../../gql/generated/graphql';

export interface MenuCategory {
  uid: string;
  name: string;
  level: number;
  /** App path of the category page (url_path + url_suffix). */
  path: string;
  children: MenuCategory[];
}

type RawNode = NavigationCategoryFragment & { children?: ReadonlyArray<RawNode | null> | null };

function byPositionThenUid(a: RawNode, b: RawNode): number {
  return (a.position ?? 0) - (b.position ?? 0) || a.uid.localeCompare(b.uid);
}

export function categoryPath(node: Pick<NavigationCategoryFragment, 'url_path' | 'url_key' | 'url_suffix'>, fallbackSuffix = ''): string {
  const path = node.url_path ?? node.url_key ?? '';
  return `/${path}${node.url_suffix ?? fallbackSuffix}`;
}

function toMenu(nodes: ReadonlyArray<RawNode | null> | null | undefined, suffix: string): MenuCategory[] {
  return (nodes ?? [])
    .filter((node): node is RawNode => !!node && node.include_in_menu === 1 && !!node.name)
    .sort(byPositionThenUid)
    .map((node) => ({
      uid: node.uid,
      name: node.name ?? '',
      level: node.level ?? 0,
      path: categoryPath(node, suffix),
      children: toMenu(node.children, suffix),
    }));
}

/** The visible children of the root category (level 2 and below). */
export async function fetchNavigationMenu(client: GraphQLClient, rootUid: string, categoryUrlSuffix = ''): Promise<MenuCategory[]> {
  const { categories } = await client.request(GetNavigationMenuDocument, { uid: rootUid });
  const root = categories?.items?.find((item) => !!item);
  return root ? toMenu(root.children, categoryUrlSuffix) : [];
}

/** The category at the end of a uid path, or undefined when the path no longer matches the tree. */
export function findCategory(tree: readonly MenuCategory[], uid: string): MenuCategory | undefined {
  for (const node of tree) {
    if (node.uid === uid) return node;
    const found = findCategory(node.children, uid);
    if (found) return found;
  }
  return undefined;
}
