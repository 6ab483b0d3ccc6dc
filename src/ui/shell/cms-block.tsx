// A CMS block by identifier, rendered by the Page Builder renderer. Suspends while loading; renders nothing when
// the block does not exist (a shop may leave a slot empty).
import { use } from 'react';
import { PageBuilderContent } from '../content';
import { useShellData } from '../providers/shell-data';

export function CmsBlock({ identifier, className }: { identifier: string; className?: string }) {
  const block = use(useShellData().cmsBlock(identifier));
  if (!block || !block.content) return null;
  return <PageBuilderContent html={block.content} className={className} />;
}
