import type { BlockProps } from '../render/block-registry.ts';
import { RenderNodes } from '../render/render-nodes.tsx';
import { styleProps } from '../render/style-props.ts';

export default function ColumnGroup({ node }: BlockProps<'column-group'>) {
  return (
    <div {...styleProps(node.main, 'pagebuilder-column-group', { display: 'flex', flexWrap: 'wrap', ...node.main.style })}>
      <RenderNodes nodes={node.children} />
    </div>
  );
}
