// The first background image of a page's main content (the landing hero, a category's banner) is most
// likely what a phone paints largest first (LCP). Its request is hinted with React's preload() — written
// into the server's HTML ahead of the content — at high priority, one hint per breakpoint with its media
// query, so the browser fetches only the one that applies and does not wait for styles and layout.
import { preload } from 'react-dom';
import type { BackgroundImages, ContentNode } from '../parse/content-node.ts';
import { BACKGROUND_QUALITY, DESKTOP_MEDIA, MOBILE_MEDIA } from './image-widths.ts';

type ImageUrl = (src: string, options: { width: number; quality: number }) => string;

/** Depth-first, the first node with a background image; only the first slide of a slider counts. */
export function firstBackground(nodes: readonly ContentNode[]): BackgroundImages | null {
  for (const node of nodes) {
    if ('background' in node && (node.background.desktop || node.background.mobile)) return node.background;
    if (!('children' in node)) continue;
    const children: readonly ContentNode[] = node.type === 'slider' ? node.children.slice(0, 1) : node.children;
    const found = firstBackground(children);
    if (found) return found;
  }
  return null;
}

/** The same URLs use-background-style.ts puts in the custom properties (desktop 1600 px, mobile 960 px). */
export function preloadLeadBackground(images: BackgroundImages, imageUrl: ImageUrl): void {
  const desktop = images.desktop ?? images.mobile;
  const mobile = images.mobile ?? images.desktop;
  if (!desktop || !mobile) return;
  preload(imageUrl(mobile, { width: 960, quality: BACKGROUND_QUALITY }), { as: 'image', fetchPriority: 'high', media: MOBILE_MEDIA });
  preload(imageUrl(desktop, { width: 1600, quality: BACKGROUND_QUALITY }), { as: 'image', fetchPriority: 'high', media: DESKTOP_MEDIA });
}
