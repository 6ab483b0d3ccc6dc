// Buttons: inline or stacked; "same width" gives every button the widest one's width.
import type { CSSProperties } from 'react';
import type { BlockProps } from '../render/block-registry.ts';
import { RenderNodes } from '../render/render-nodes.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Buttons({ node }: BlockProps<'buttons'>) {
  const stacked = node.appearance === 'stacked';
  // Without "same width" the buttons flow as Page Builder's do (content.css: inline-block items), so the
  // block's own text-align places them left, centre or right.
  const layout: CSSProperties = node.sameWidth
    ? { display: stacked ? 'inline-grid' : 'grid', gridAutoFlow: stacked ? 'row' : 'column', gridAutoColumns: '1fr', gap: '0.5rem' }
    : {};
  return (
    <div {...styleProps(node.main, `pb-buttons pb-buttons--${node.appearance}`, { ...layout, ...node.main.style })}>
      <RenderNodes nodes={node.children} />
    </div>
  );
}
