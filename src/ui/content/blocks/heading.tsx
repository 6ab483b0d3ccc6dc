import type { BlockProps } from '../render/block-registry.ts';
import { styleProps } from '../render/style-props.ts';

export default function Heading({ node }: BlockProps<'heading'>) {
  const Tag = `h${node.level}` as const;
  return <Tag {...styleProps(node.main, 'pb-heading')}>{node.text}</Tag>;
}
