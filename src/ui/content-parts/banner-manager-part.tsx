// Banner manager: the banners of one managed slider come from one CMS block, `banner-slider-<sliderId>`, so the
// shop edits them in Page Builder and reuses the slider on any page (docs/decisions/content-banner-manager.md).
// Every banner, slide or image of that block, in document order, becomes one slide of the renderer's carousel.
import { use } from 'react';
import type { ContentNode, ItemsLayout } from '../content';
import { ContentFragment } from '../content/render/content-fragment.tsx';
import { useContentTree } from '../content/render/use-content-tree.ts';
import { useShellData } from '../providers/shell-data';

export const bannerBlockIdentifier = (sliderId: string) => `banner-slider-${sliderId}`;

const BANNER_TYPES = new Set<ContentNode['type']>(['banner', 'slide', 'image']);

/** The banners of a block: banner-like nodes anywhere in its layout (rows, columns, sliders). */
export function bannersIn(nodes: readonly ContentNode[]): ContentNode[] {
  return nodes.flatMap((node) => {
    if (BANNER_TYPES.has(node.type)) return [node];
    return 'children' in node ? bannersIn(node.children) : [];
  });
}

export default function BannerManagerPart({ sliderId, layout }: { sliderId: string; layout: ItemsLayout }) {
  const block = use(useShellData().cmsBlock(bannerBlockIdentifier(sliderId)));
  const content = block?.content ?? '';
  // The server's tree when the page brought it (the banners are rendered with scripts: a carousel).
  const tree = useContentTree(content);
  // Without a tree yet (the parser's chunk is loading for a block the page did not bring parsed): nothing to show.
  const banners = tree ? bannersIn(tree.nodes) : [];
  if (!tree || banners.length === 0) return null;
  return layout(banners.map((node) => ({ key: node.key, node: <ContentFragment tree={tree} nodes={[node]} /> })));
}
