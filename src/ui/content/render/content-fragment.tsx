// Some of a parsed tree's nodes rendered on their own (one banner of a banner-manager block as one slide), with
// the tree's mobile rules scoped to the fragment like <PageBuilderContent> does for a whole document.
import { Suspense, useId } from 'react';
import type { ContentNode, ContentTree } from '../parse/content-node.ts';
import { Placeholder } from '../lazy/lazy-mount.tsx';
import { MobileStyles } from './mobile-styles.tsx';
import { RenderNodes } from './render-nodes.tsx';
import '../content.css';

export function ContentFragment({ tree, nodes }: { tree: ContentTree; nodes: readonly ContentNode[] }) {
  const scope = useId().replace(/[^A-Za-z0-9_-]/g, '');
  return (
    <div className="pb-content" data-pb-scope={scope}>
      <MobileStyles rules={tree.mediaRules} scope={scope} />
      <Suspense fallback={<Placeholder />}>
        <RenderNodes nodes={nodes} />
      </Suspense>
    </div>
  );
}
