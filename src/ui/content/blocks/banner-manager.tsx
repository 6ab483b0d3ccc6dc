// Banner manager: the banners of one managed slider in the carousel.
import type { BlockProps } from '../render/block-registry.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { carouselLayout } from '../render/item-layouts.tsx';
import { styleProps } from '../render/style-props.ts';

export default function BannerManager({ node }: BlockProps<'banner-manager'>) {
  const env = useContentEnvironment();
  if (node.sliderId === '') return null;
  return <div {...styleProps(node.main, 'pb-banner-manager')}>{env.renderBannerManager({ sliderId: node.sliderId }, carouselLayout(node.settings))}</div>;
}
