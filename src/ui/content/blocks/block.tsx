// CMS block: by id through the app, or the content Magento already rendered in place.
import type { BlockProps } from '../render/block-registry.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { RenderNodes } from '../render/render-nodes.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Block({ node }: BlockProps<'block'>) {
  const env = useContentEnvironment();
  return (
    <div {...styleProps(node.main, 'pb-block')}>
      {node.blockId ? env.renderCmsBlock(node.blockId) : <RenderNodes nodes={node.children} />}
    </div>
  );
}
