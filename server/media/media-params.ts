/**
 * The /media query parameters of docs/decisions/storefront-foundation-image-urls.md, normalised so that
 * the number of distinct variants (and so the disk cache and CPU) stays bounded: widths snap up to the
 * next listed size, heights scale with them, everything out of range is clamped, unknown values ignored.
 */
export const MEDIA_WIDTHS = [10, 40, 80, 160, 267, 320, 640, 960, 1280, 1600, 2560] as const;
const MAX_WIDTH = 2560;
const MAX_HEIGHT = 3200;
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

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
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
  let height: number | null = askedHeight === null ? null : clamp(askedHeight, 1, MAX_HEIGHT);
  if (askedWidth !== null) {
    const target = clamp(askedWidth, 1, MAX_WIDTH);
    width = MEDIA_WIDTHS.find((candidate) => candidate >= target) ?? target;
    // Keep the asked aspect ratio when the width snapped.
    if (height !== null) height = clamp(Math.round((height * width) / Math.max(1, askedWidth)), 1, MAX_HEIGHT);
  } else if (height !== null) {
    height = clamp(height, 1, MAX_HEIGHT);
  }
  const quality = clamp(integer(query.quality) ?? DEFAULT_QUALITY, 1, 100);
  const fit: Fit = query.fit === 'contain' || query.fit === 'inside' ? query.fit : 'cover';
  return { format, progressive, width, height, quality, fit, negotiated };
}

export function variantKey(variant: MediaVariant): string {
  return [variant.format, variant.progressive ? 'p' : '', variant.width ?? '', variant.height ?? '', variant.quality, variant.fit].join('-');
}

export const CONTENT_TYPES: Record<OutputFormat, string> = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' };
