// A data-content-type we do not know: its content as sanitised HTML, never dropped and never raw.
import type { BlockProps } from '../render/block-registry.ts';
import { SafeHtml } from '../render/safe-html.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Unknown({ node }: BlockProps<'unknown'>) {
  return <SafeHtml html={node.html} data-content-type={node.contentType} {...styleProps(node.main, 'pb-unknown')} />;
}
