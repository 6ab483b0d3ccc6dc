// Renders content nodes through the lazily loaded block registry.
import type { ContentNode } from '../parse/content-node.ts';
import { LazyMount } from '../lazy/lazy-mount.tsx';
import { blockComponent, DEFERRED_TYPES } from './block-registry.ts';

export function RenderNode({ node }: { node: ContentNode }) {
  const Block = blockComponent(node.type);
  // eslint-disable-next-line react-hooks/static-components -- blockComponent returns the registry's one lazy component per type, the same on every render
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
