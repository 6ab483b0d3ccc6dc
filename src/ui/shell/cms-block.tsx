// A CMS block by identifier, rendered by the Page Builder renderer. Suspends while loading; renders nothing when
// the block does not exist (a shop may leave a slot empty).
import { use, type ReactNode } from 'react';
import { PageBuilderContentLazy as PageBuilderContent } from '../content/render/page-builder-content-lazy.tsx';
import { MenuSectionsContext, type MenuSections } from '../content/render/menu-sections-context.ts';
import { useShellData } from '../providers/shell-data';

interface Props {
  identifier: string;
  className?: string;
  /** What holds the block's place while its content code loads (PageBuilderContent's default otherwise). */
  placeholder?: ReactNode;
  /** A menu block: its headings open and close the links under them (storefront spec S2.48). */
  sections?: MenuSections;
}

export function CmsBlock({ identifier, className, placeholder, sections }: Props) {
  const block = use(useShellData().cmsBlock(identifier));
  if (!block || !block.content) return null;
  const content = <PageBuilderContent html={block.content} className={className} placeholder={placeholder} />;
  return sections ? <MenuSectionsContext.Provider value={sections}>{content}</MenuSectionsContext.Provider> : content;
}
