// Background images of rows, columns, banners and slides: requested at quality 85, the mobile one at
// or below 768 px, and only once the element is within the lazy-load offset of the viewport.
import { useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import type { BackgroundImages } from '../parse/content-node.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { useNearViewport } from '../lazy/use-near-viewport.ts';
import { BACKGROUND_QUALITY, MOBILE_MEDIA } from './image-widths.ts';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(MOBILE_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_MEDIA).matches;

function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}

const cssUrl = (url: string) => `url("${url.replace(/["\\\n]/g, (c) => encodeURIComponent(c))}")`;

export function useBackgroundStyle(images: BackgroundImages, ref: RefObject<Element | null>): CSSProperties {
  const env = useContentEnvironment();
  const near = useNearViewport(ref);
  const mobile = useIsMobile();
  const src = mobile ? (images.mobile ?? images.desktop) : (images.desktop ?? images.mobile);
  if (!src || !near) return {};
  const width = mobile ? 960 : 1600;
  return { backgroundImage: cssUrl(env.imageUrl(src, { width, quality: BACKGROUND_QUALITY })) };
}
