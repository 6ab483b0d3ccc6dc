import type { BlockProps } from '../render/block-registry.ts';
import { OverlayBanner } from '../render/overlay-banner.tsx';

export default function Banner({ node }: BlockProps<'banner'>) {
  return <OverlayBanner node={node} kind="banner" />;
}
