// Brand renderer: brand cards as a slider or a list.
import type { BlockProps } from '../render/block-registry.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { carouselLayout, gridLayout } from '../render/item-layouts.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Brand({ node }: BlockProps<'brand'>) {
  const env = useContentEnvironment();
  const layout = node.appearance === 'slider' ? carouselLayout(node.settings) : gridLayout(node.settings.slidesToShow);
  return <div {...styleProps(node.main, `pb-brand pb-brand--${node.appearance}`)}>{env.renderBrands({ limit: node.limit }, layout)}</div>;
}
