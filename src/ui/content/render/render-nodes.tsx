// Renders content nodes through the lazily loaded block registry. Under a menu block (menu-sections-context.ts)
// headings become toggles for what follows them.
import { useContext } from 'react';
import type { ContentNode } from '../parse/content-node.ts';
import { LazyMount } from '../lazy/lazy-mount.tsx';
import { blockComponent, DEFERRED_TYPES } from './block-registry.ts';
import { MenuSectionsContext } from './menu-sections-context.ts';
import { MenuSection, menuPartsOf } from './menu-sections.tsx';

export function RenderNode({ node }: { node: ContentNode }) {
  const Block = blockComponent(node.type);
  // eslint-disable-next-line react-hooks/static-components -- blockComponent returns the registry's one lazy component per type, the same on every render
  const element = <Block node={node} />;
  return DEFERRED_TYPES.has(node.type) ? <LazyMount>{element}</LazyMount> : element;
}

function NodeList({ nodes }: { nodes: readonly ContentNode[] }) {
  return (
    <>
      {nodes.map((node) => (
        <RenderNode key={node.key} node={node} />
      ))}
    </>
  );
}

const renderBody = (nodes: readonly ContentNode[]) => <NodeList nodes={nodes} />;

export function RenderNodes({ nodes }: { nodes: readonly ContentNode[] }) {
  const mode = useContext(MenuSectionsContext);
  if (!mode || !nodes.some((node) => node.type === 'heading')) return <NodeList nodes={nodes} />;
  return (
    <>
      {menuPartsOf(nodes).map((part) =>
        'section' in part ? (
          <MenuSection key={part.section.heading.key} section={part.section} mode={mode} renderBody={renderBody} />
        ) : (
          <RenderNode key={part.node.key} node={part.node} />
        ),
      )}
    </>
  );
}
