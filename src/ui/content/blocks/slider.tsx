// Slider: its slides in the accessible carousel, with the stored autoplay/loop/arrows/dots/fade settings.
import type { BlockProps } from '../render/block-registry.ts';
import { Carousel } from '../carousel/carousel.tsx';
import { RenderNode } from '../render/render-nodes.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Slider({ node }: BlockProps<'slider'>) {
  const slides = node.children.map((slide) => ({
    key: slide.key,
    node: <RenderNode node={slide} />,
    ...(slide.name ? { label: slide.name } : {}),
  }));
  const { className, style, ...rest } = styleProps(node.main, 'pagebuilder-slider');
  return (
    <div {...rest}>
      <Carousel slides={slides} settings={node.settings} className={className} style={style} />
    </div>
  );
}
