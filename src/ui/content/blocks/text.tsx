import type { BlockProps } from '../render/block-registry.ts';
import { SafeHtml } from '../render/safe-html.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Text({ node }: BlockProps<'text'>) {
  return <SafeHtml html={node.html} {...styleProps(node.main, 'pb-text')} />;
}
