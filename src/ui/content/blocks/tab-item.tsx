import { useRef } from 'react';
import type { BlockProps } from '../render/block-registry.ts';
import { RenderNodes } from '../render/render-nodes.tsx';
import { styleProps } from '../render/style-props.ts';
import { useBackgroundStyle, withBackgroundClass } from '../images/use-background-style.ts';

export default function TabItem({ node }: BlockProps<'tab-item'>) {
  const ref = useRef<HTMLDivElement>(null);
  const background = useBackgroundStyle(node.background, ref);
  return (
    <div ref={ref} {...styleProps(node.main, withBackgroundClass('pb-tab-item', background), background.style)}>
      <RenderNodes nodes={node.children} />
    </div>
  );
}
