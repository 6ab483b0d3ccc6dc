// Products of one category, as a slider (with slideRows) or a grid.
import type { BlockProps } from '../render/block-registry.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { carouselLayout, gridLayout } from '../render/item-layouts.tsx';
import { styleProps } from '../render/style-props.ts';

export default function Category({ node }: BlockProps<'category'>) {
  const env = useContentEnvironment();
  if (node.request.categoryId === '') return null;
  const layout = node.isSlider ? carouselLayout(node.settings) : gridLayout(node.settings.slidesToShow);
  return <div {...styleProps(node.main, 'pb-category')}>{env.renderProducts(node.request, layout)}</div>;
}
