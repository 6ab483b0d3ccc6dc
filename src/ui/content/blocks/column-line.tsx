import type { BlockProps } from '../render/block-registry.ts';
import { RenderNodes } from '../render/render-nodes.tsx';
import { styleProps } from '../render/style-props.ts';

export default function ColumnLine({ node }: BlockProps<'column-line'>) {
  return (
    <div {...styleProps(node.main, 'pagebuilder-column-line', { display: 'flex', width: '100%', ...node.main.style })}>
      <RenderNodes nodes={node.children} />
    </div>
  );
}
