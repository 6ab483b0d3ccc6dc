import type { BlockProps } from '../render/block-registry.ts';
import { OverlayBanner } from '../render/overlay-banner.tsx';

export default function Slide({ node }: BlockProps<'slide'>) {
  return <OverlayBanner node={node} kind="slide" />;
}
