// A parsed content tree on screen: its blocks' code fetched in parallel, its mobile rules, its nodes. The parser
// is not imported here: page-builder-content.tsx parses and renders through this view, and a page hydrating
// content the server parsed (parsed-ahead.ts) renders the server's tree with this view alone.
import { Suspense, useMemo, type ReactNode } from 'react';
import { typesIn, type ContentTree } from '../parse/content-node.ts';
import { Placeholder } from '../lazy/lazy-mount.tsx';
import { preloadBlocks } from './block-registry.ts';
import { MobileStyles } from './mobile-styles.tsx';
import { RenderNodes } from './render-nodes.tsx';
import { isStaticContent, PARSED_CONTENT_MODULE, STATIC_ATTRIBUTE } from './static-content.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { firstBackground, preloadLeadBackground } from '../images/lead-background.ts';
import { RenderedModulesContext } from '../../common/lazy-module.ts';
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
  /**
   * A server render's record of lazily loaded modules (common/lazy-module.ts), from above the renderer's chunk:
   * content with scripts adds the renderer and its blocks, which the browser loads before hydrating it.
   */
  rendered?: Set<string> | null;
}

export function ContentTreeView({ tree, className, placeholder, lead = false, scope, rendered = null }: ContentTreeViewProps) {
  const isStatic = useMemo(() => {
    const types = typesIn(tree.nodes);
    preloadBlocks(types);
    return isStaticContent(types);
  }, [tree]);
  const env = useContentEnvironment();
  // Static content stays the server's HTML in the browser: nothing of it is named for loading ahead.
  const recorded = isStatic ? null : rendered;
  recorded?.add(PARSED_CONTENT_MODULE);
  const leadBackground = lead ? firstBackground(tree.nodes) : null;
  if (leadBackground) preloadLeadBackground(leadBackground, (src, options) => env.imageUrl(src, options));
  return (
    <div className={['pb-content', className].filter(Boolean).join(' ')} data-pb-scope={scope} {...(isStatic ? { [STATIC_ATTRIBUTE]: '' } : {})}>
      <MobileStyles rules={tree.mediaRules} scope={scope} />
      <Suspense fallback={placeholder ?? <Placeholder />}>
        <RenderedModulesContext.Provider value={recorded}>
          <RenderNodes nodes={tree.nodes} />
        </RenderedModulesContext.Provider>
      </Suspense>
    </div>
  );
}
