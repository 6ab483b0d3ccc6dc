import type { BlockProps } from '../render/block-registry.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { RenderNodes } from '../render/render-nodes.tsx';
import { styleProps } from '../render/style-props.ts';

export default function DynamicBlock({ node }: BlockProps<'dynamic_block'>) {
  const env = useContentEnvironment();
  return (
    <div {...styleProps(node.main, 'pb-dynamic-block')}>
      {node.bannerIds.length > 0 ? env.renderDynamicBlock(node.bannerIds) : <RenderNodes nodes={node.children} />}
    </div>
  );
}
