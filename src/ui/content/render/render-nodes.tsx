// Renders content nodes through the lazily loaded block registry.
import type { ContentNode } from '../parse/content-node.ts';
import { LazyMount } from '../lazy/lazy-mount.tsx';
import { blockComponent, DEFERRED_TYPES } from './block-registry.ts';

export function RenderNode({ node }: { node: ContentNode }) {
  const Block = blockComponent(node.type);
  const element = <Block node={node} />;
  return DEFERRED_TYPES.has(node.type) ? <LazyMount>{element}</LazyMount> : element;
}

export function RenderNodes({ nodes }: { nodes: readonly ContentNode[] }) {
  return (
    <>
      {nodes.map((node) => (
        <RenderNode key={node.key} node={node} />
      ))}
    </>
  );
}
