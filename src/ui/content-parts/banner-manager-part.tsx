// Banner manager: the banners of one managed slider come from one CMS block, `banner-slider-<sliderId>`, so the
// shop edits them in Page Builder and reuses the slider on any page (docs/decisions/content-banner-manager.md).
// Every banner, slide or image of that block, in document order, becomes one slide of the renderer's carousel.
import { use, useMemo } from 'react';
import { ContentFragment, parseContent, type ContentNode, type ItemsLayout } from '../content';
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
  const tree = useMemo(() => parseContent(content), [content]);
  const banners = bannersIn(tree.nodes);
  if (banners.length === 0) return null;
  return layout(banners.map((node) => ({ key: node.key, node: <ContentFragment tree={tree} nodes={[node]} /> })));
}
