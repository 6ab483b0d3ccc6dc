// A CMS block by identifier, rendered by the Page Builder renderer. Suspends while loading; renders nothing when
// the block does not exist (a shop may leave a slot empty).
import { use, type ReactNode } from 'react';
import { PageBuilderContentLazy as PageBuilderContent } from '../content/render/page-builder-content-lazy.tsx';
import { useShellData } from '../providers/shell-data';

/** `placeholder`: what holds the block's place while its content code loads (PageBuilderContent's default otherwise). */
export function CmsBlock({ identifier, className, placeholder }: { identifier: string; className?: string; placeholder?: ReactNode }) {
  const block = use(useShellData().cmsBlock(identifier));
  if (!block || !block.content) return null;
  return <PageBuilderContent html={block.content} className={className} placeholder={placeholder} />;
}
