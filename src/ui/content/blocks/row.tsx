// Row: contained (styles on the inner box), full-width (styles on the outer box, content centred) or
// full-bleed (one box edge to edge).
import { useRef } from 'react';
import type { BlockProps } from '../render/block-registry.ts';
import { RenderNodes } from '../render/render-nodes.tsx';
import { styleProps } from '../render/style-props.ts';
import { useBackgroundStyle, withBackgroundClass } from '../images/use-background-style.ts';

export default function Row({ node }: BlockProps<'row'>) {
  const ref = useRef<HTMLDivElement>(null);
  const background = useBackgroundStyle(node.background, ref);
  const children = <RenderNodes nodes={node.children} />;
  if (node.appearance === 'contained') {
    return (
      <div {...styleProps(node.main, 'pb-row pb-row--contained')}>
        <div ref={ref} {...styleProps(node.inner, withBackgroundClass('pb-row__inner', background), background.style)}>{children}</div>
      </div>
    );
  }
  if (node.appearance === 'full-width') {
    return (
      <div ref={ref} {...styleProps(node.main, withBackgroundClass('pb-row pb-row--full-width', background), background.style)}>
        <div {...styleProps(node.inner, 'row-full-width-inner')}>{children}</div>
      </div>
    );
  }
  return <div ref={ref} {...styleProps(node.main, withBackgroundClass('pb-row pb-row--full-bleed', background), background.style)}>{children}</div>;
}
