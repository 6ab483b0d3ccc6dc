import type { BlockProps } from '../render/block-registry.ts';
import { SafeHtml } from '../render/safe-html.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Html({ node }: BlockProps<'html'>) {
  return <SafeHtml html={node.html} {...styleProps(node.main, 'pb-html')} />;
}
