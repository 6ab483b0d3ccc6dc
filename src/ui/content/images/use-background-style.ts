// Background images of rows, columns, banners and slides: requested at quality 85, the mobile one at
// or below 768 px, and only once the element is within the lazy-load offset of the viewport.
// Both images travel as CSS custom properties and content.css picks one with a media query, so the
// browser chooses before any script runs: a phone fetches only the mobile image, straight from the
// server's HTML, instead of the desktop one first and the mobile one after hydration.
import type { CSSProperties, RefObject } from 'react';
import type { BackgroundImages } from '../parse/content-node.ts';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { useNearViewport } from '../../common/use-near-viewport.ts';
import { LAZY_ROOT_MARGIN } from '../lazy/lazy-constants.ts';
import { BACKGROUND_QUALITY } from './image-widths.ts';

/** The class content.css keys the background rule on (see `.pb-bg` there). */
export const BACKGROUND_CLASS = 'pb-bg';
export const DESKTOP_BACKGROUND_VAR = '--pb-bg-desktop';
export const MOBILE_BACKGROUND_VAR = '--pb-bg-mobile';

export interface BackgroundProps {
  /** `pb-bg` once an image applies, otherwise empty. */
  className: string;
  style: CSSProperties;
}

const cssUrl = (url: string) => `url("${url.replace(/["\\\n]/g, (c) => encodeURIComponent(c))}")`;

/** Joins a block's own class with the background's (which may be empty). */
export const withBackgroundClass = (base: string, background: BackgroundProps) =>
  background.className ? `${base} ${background.className}` : base;

export function useBackgroundStyle(images: BackgroundImages, ref: RefObject<Element | null>): BackgroundProps {
  const env = useContentEnvironment();
  const near = useNearViewport(ref, { rootMargin: LAZY_ROOT_MARGIN, shownOnServer: true });
  const desktop = images.desktop ?? images.mobile;
  const mobile = images.mobile ?? images.desktop;
  if (!desktop || !mobile || !near) return { className: '', style: {} };
  const url = (src: string, width: number) => cssUrl(env.imageUrl(src, { width, quality: BACKGROUND_QUALITY }));
  // The stylesheet rule sets background-image; an inline one from the stored style would win over it.
  const style = { backgroundImage: undefined, [DESKTOP_BACKGROUND_VAR]: url(desktop, 1600), [MOBILE_BACKGROUND_VAR]: url(mobile, 960) };
  return { className: BACKGROUND_CLASS, style };
}
