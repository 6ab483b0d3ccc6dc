// One button: a link styled as primary, secondary or link button (Page Builder's class names kept).
import type { BlockProps } from '../render/block-registry.ts';
import { ContentLink } from '../links/content-link.tsx';
import { styleProps } from '../render/style-props.ts';

export default function ButtonItem({ node }: BlockProps<'button-item'>) {
  const { className, style, ...rest } = styleProps(node.button, `pagebuilder-button-${node.kind}`);
  return (
    <div {...styleProps(node.main, 'pb-button-item')}>
      <ContentLink link={node.link} className={className} style={style} {...rest}>
        <span>{node.text}</span>
      </ContentLink>
    </div>
  );
}
