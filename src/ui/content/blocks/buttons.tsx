// Buttons: inline or stacked; "same width" gives every button the widest one's width.
import type { CSSProperties } from 'react';
import type { BlockProps } from '../render/block-registry.ts';
import { RenderNodes } from '../render/render-nodes.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Buttons({ node }: BlockProps<'buttons'>) {
  const stacked = node.appearance === 'stacked';
  const layout: CSSProperties = node.sameWidth
    ? { display: stacked ? 'inline-grid' : 'grid', gridAutoFlow: stacked ? 'row' : 'column', gridAutoColumns: '1fr', gap: '0.5rem' }
    : { display: 'flex', flexDirection: stacked ? 'column' : 'row', flexWrap: 'wrap', gap: '0.5rem', alignItems: stacked ? 'flex-start' : 'center' };
  return (
    <div {...styleProps(node.main, `pb-buttons pb-buttons--${node.appearance}`, { ...layout, ...node.main.style })}>
      <RenderNodes nodes={node.children} />
    </div>
  );
}
