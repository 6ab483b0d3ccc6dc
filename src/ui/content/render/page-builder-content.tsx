// <PageBuilderContent html={cms.content} />: parse once per html string, fetch the block code the page
// uses in parallel, render. Needs a <ContentEnvironmentProvider> and an <IntlProvider> above it.
import { Suspense, useId, useMemo } from 'react';
import { parseContent, typesIn } from '../parse/parse-content.ts';
import { Placeholder } from '../lazy/lazy-mount.tsx';
import { preloadBlocks } from './block-registry.ts';
import { MobileStyles } from './mobile-styles.tsx';
import { RenderNodes } from './render-nodes.tsx';
import '../content.css';

interface Props {
  html: string;
  className?: string;
}

export function PageBuilderContent({ html, className }: Props) {
  const scope = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const tree = useMemo(() => {
    const parsed = parseContent(html);
    preloadBlocks(typesIn(parsed.nodes));
    return parsed;
  }, [html]);
  return (
    <div className={['pb-content', className].filter(Boolean).join(' ')} data-pb-scope={scope}>
      <MobileStyles rules={tree.mediaRules} scope={scope} />
      <Suspense fallback={<Placeholder />}>
        <RenderNodes nodes={tree.nodes} />
      </Suspense>
    </div>
  );
}
