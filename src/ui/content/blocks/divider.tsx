import type { BlockProps } from '../render/block-registry.ts';
import { styleProps } from '../render/style-props.ts';

export default function Divider({ node }: BlockProps<'divider'>) {
  return (
    <div {...styleProps(node.main, 'pb-divider')}>
      <hr {...styleProps(node.line)} />
    </div>
  );
}
