// "Buy often": the shopper's frequently bought products, as a carousel (isSlider) or a grid.
import type { BlockProps } from '../render/block-registry.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { carouselLayout, gridLayout } from '../render/item-layouts.tsx';
import { styleProps } from '../render/style-props.ts';

export default function BuyOften({ node }: BlockProps<'buyoften'>) {
  const env = useContentEnvironment();
  const layout = node.isSlider ? carouselLayout(node.settings) : gridLayout(node.settings.slidesToShow);
  return <div {...styleProps(node.main, 'pb-buyoften')}>{env.renderProducts(node.request, layout)}</div>;
}
