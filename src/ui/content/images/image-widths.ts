// Storefront spec §9: responsive widths and the mobile image breakpoint; background images at quality 85.
export const IMAGE_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;
export const MOBILE_IMAGE_MAX_PX = 768;
export const BACKGROUND_QUALITY = 85;
/** Media query for the mobile image: the desktop image applies above 768 px. */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_IMAGE_MAX_PX}px)`;
export const DESKTOP_MEDIA = `(min-width: ${MOBILE_IMAGE_MAX_PX + 1}px)`;

/** Widths for a srcset: every listed width up to the largest a block can show. */
export function srcsetWidths(maxWidth = 2560): number[] {
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth);
}
