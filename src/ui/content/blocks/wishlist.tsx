// The shopper's wishlist products as a carousel.
import type { BlockProps } from '../render/block-registry.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { carouselLayout } from '../render/item-layouts.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Wishlist({ node }: BlockProps<'wishlist'>) {
  const env = useContentEnvironment();
  return <div {...styleProps(node.main, 'pb-wishlist')}>{env.renderProducts(node.request, carouselLayout(node.settings))}</div>;
}
