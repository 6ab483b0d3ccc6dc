// A parsed content tree on screen: its blocks' code fetched in parallel, its mobile rules, its nodes. The parser
// is not imported here: page-builder-content.tsx parses and renders through this view, and a page hydrating
// content the server parsed (parsed-ahead.ts) renders the server's tree with this view alone.
import { Suspense, useMemo, type ReactNode } from 'react';
import { typesIn, type ContentTree } from '../parse/content-node.ts';
import { Placeholder } from '../lazy/lazy-mount.tsx';
import { preloadBlocks } from './block-registry.ts';
import { MobileStyles } from './mobile-styles.tsx';
import { RenderNodes } from './render-nodes.tsx';
import { isStaticContent, STATIC_ATTRIBUTE } from './static-content.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { firstBackground, preloadLeadBackground } from '../images/lead-background.ts';
import '../content.css';

export interface ContentTreeViewProps {
  tree: ContentTree;
  className?: string;
  /** Shown while the blocks' code loads; default a 300 px placeholder. A strip of known height passes its own. */
  placeholder?: ReactNode;
  /** The page's main content: its first background image is hinted early at high priority (lead-background.ts). */
  lead?: boolean;
  /** The scope id (page-builder-content-lazy.tsx), which must find this element again when hydrating. */
  scope: string;
}

export function ContentTreeView({ tree, className, placeholder, lead = false, scope }: ContentTreeViewProps) {
  const isStatic = useMemo(() => {
    const types = typesIn(tree.nodes);
    preloadBlocks(types);
    return isStaticContent(types);
  }, [tree]);
  const env = useContentEnvironment();
  const leadBackground = lead ? firstBackground(tree.nodes) : null;
  if (leadBackground) preloadLeadBackground(leadBackground, (src, options) => env.imageUrl(src, options));
  return (
    <div className={['pb-content', className].filter(Boolean).join(' ')} data-pb-scope={scope} {...(isStatic ? { [STATIC_ATTRIBUTE]: '' } : {})}>
      <MobileStyles rules={tree.mediaRules} scope={scope} />
      <Suspense fallback={placeholder ?? <Placeholder />}>
        <RenderNodes nodes={tree.nodes} />
      </Suspense>
    </div>
  );
}
