// <PageBuilderContent html={cms.content} />: parse once per html string, fetch the block code the page
// uses in parallel, render. Needs a <ContentEnvironmentProvider> and an <IntlProvider> above it.
import { Suspense, useId, useMemo, type ReactNode } from 'react';
import { parseContent, typesIn } from '../parse/parse-content.ts';
import { Placeholder } from '../lazy/lazy-mount.tsx';
import { preloadBlocks } from './block-registry.ts';
import { MobileStyles } from './mobile-styles.tsx';
import { RenderNodes } from './render-nodes.tsx';
import { isStaticContent, STATIC_ATTRIBUTE } from './static-content.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { firstBackground, preloadLeadBackground } from '../images/lead-background.ts';
import '../content.css';

interface Props {
  html: string;
  className?: string;
  /** Shown while the blocks' code loads; default a 300 px placeholder. A strip of known height passes its own. */
  placeholder?: ReactNode;
  /** The page's main content: its first background image is hinted early at high priority (lead-background.ts). */
  lead?: boolean;
  /** The scope id from page-builder-content-lazy.tsx, which must find this element again when hydrating. */
  scope?: string;
}

export function PageBuilderContent({ html, className, placeholder, lead = false, scope: givenScope }: Props) {
  const ownScope = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const scope = givenScope ?? ownScope;
  const tree = useMemo(() => {
    const parsed = parseContent(html);
    const types = typesIn(parsed.nodes);
    preloadBlocks(types);
    return { ...parsed, isStatic: isStaticContent(types) };
  }, [html]);
  const env = useContentEnvironment();
  const leadBackground = lead ? firstBackground(tree.nodes) : null;
  if (leadBackground) preloadLeadBackground(leadBackground, (src, options) => env.imageUrl(src, options));
  return (
    <div className={['pb-content', className].filter(Boolean).join(' ')} data-pb-scope={scope} {...(tree.isStatic ? { [STATIC_ATTRIBUTE]: '' } : {})}>
      <MobileStyles rules={tree.mediaRules} scope={scope} />
      <Suspense fallback={placeholder ?? <Placeholder />}>
        <RenderNodes nodes={tree.nodes} />
      </Suspense>
    </div>
  );
}
