// Products (grid or carousel): the app fetches the products the stored condition selects and hands us
// the cards; we lay them out. Carousel settings come from the block's data attributes.
import type { BlockProps } from '../render/block-registry.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { carouselLayout, gridLayout } from '../render/item-layouts.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Products({ node }: BlockProps<'products'>) {
  const env = useContentEnvironment();
  if (!node.request) return null;
  const layout = node.appearance === 'carousel' ? carouselLayout(node.settings) : gridLayout(4);
  return <div {...styleProps(node.main, `pb-products pb-products--${node.appearance}`)}>{env.renderProducts(node.request, layout)}</div>;
}
