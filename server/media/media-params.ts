/**
 * The /media query parameters of docs/decisions/storefront-foundation-image-urls.md, normalised to the few
 * variants the storefront asks for, so the number of distinct variants per image (disk cache and CPU) is
 * small and fixed: widths snap up to the spec's list (storefront spec section 9; src/lib/image-url.ts
 * IMAGE_WIDTHS), a height only sets the aspect ratio (snapped to the listed ones), quality snaps to the
 * storefront's two (80 by default, 85 for Page Builder backgrounds), unknown values are ignored.
 */
export const MEDIA_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;
/** height / width: square icons, product images (width / height 0.8), and common banner shapes. */
export const MEDIA_ASPECT_RATIOS = [0.5, 0.75, 1, 1.25, 1.5] as const;
export const MEDIA_QUALITIES = [80, 85] as const;
const DEFAULT_QUALITY = 80;

export type OutputFormat = 'webp' | 'png' | 'jpeg';
export type Fit = 'cover' | 'contain' | 'inside';

export interface MediaVariant {
  format: OutputFormat;
  progressive: boolean;
  width: number | null;
  height: number | null;
  quality: number;
  fit: Fit;
  /** Whether the answer depends on the Accept header (auto=webp). */
  negotiated: boolean;
}

const TRANSFORM_PARAMS = ['auto', 'format', 'width', 'height', 'quality', 'fit'];

function integer(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return null;
  return Number.parseInt(value, 10);
}

function nearest(value: number, candidates: readonly number[]): number {
  return candidates.reduce((best, candidate) => (Math.abs(candidate - value) < Math.abs(best - value) ? candidate : best));
}

/** The listed width at or above the asked one (the largest for anything bigger). */
function snapWidth(asked: number): number {
  return MEDIA_WIDTHS.find((candidate) => candidate >= asked) ?? 2560;
}

/** null: no transformation asked for, serve the original file unchanged. */
export function parseMediaVariant(query: Record<string, unknown>, accept: string | undefined): MediaVariant | null {
  if (!TRANSFORM_PARAMS.some((name) => typeof query[name] === 'string')) return null;
  const negotiated = query.auto === 'webp';
  const acceptsWebp = /image\/webp/i.test(accept ?? '');
  const requested = typeof query.format === 'string' ? query.format : '';
  let format: OutputFormat = 'jpeg';
  let progressive = true;
  if ((negotiated && acceptsWebp) || requested === 'webp') format = 'webp';
  else if (requested === 'png') format = 'png';
  else progressive = requested !== 'jpg';

  const askedWidth = integer(query.width);
  const askedHeight = integer(query.height);
  let width: number | null = null;
  let height: number | null = null;
  if (askedWidth !== null) {
    width = snapWidth(askedWidth);
    // The asked shape, snapped to a listed ratio, at the snapped width.
    if (askedHeight !== null) height = Math.round(width * nearest(askedHeight / Math.max(1, askedWidth), MEDIA_ASPECT_RATIOS));
  } else if (askedHeight !== null) {
    height = snapWidth(askedHeight);
  }
  const askedQuality = integer(query.quality);
  const quality = askedQuality === null ? DEFAULT_QUALITY : nearest(askedQuality, MEDIA_QUALITIES);
  const fit: Fit = query.fit === 'contain' || query.fit === 'inside' ? query.fit : 'cover';
  return { format, progressive, width, height, quality, fit, negotiated };
}

export function variantKey(variant: MediaVariant): string {
  return [variant.format, variant.progressive ? 'p' : '', variant.width ?? '', variant.height ?? '', variant.quality, variant.fit].join('-');
}

export const CONTENT_TYPES: Record<OutputFormat, string> = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' };
