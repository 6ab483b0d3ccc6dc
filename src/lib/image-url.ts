// Responsive image URLs for /media, parameters as in docs/decisions/storefront-foundation-image-urls.md.

/** Storefront spec section 9. */
export const IMAGE_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;
/** width / height of product images. */
export const IMAGE_RATIO = 0.8;

/**
 * The product gallery's main image: the width it is shown at, its srcset's widths and sizes. The product page shows
 * it (src/ui/catalog/product-gallery.tsx) and the server preloads exactly that (server/render/page-outcome.ts).
 */
export const GALLERY_IMAGE = {
  width: 640,
  widths: IMAGE_WIDTHS.filter((width) => width >= 320 && width <= 1280),
  sizes: '(max-width: 767px) 100vw, 640px',
} as const;

export type ImageType = 'product' | 'category' | 'logo' | 'media';

const TYPE_PREFIX: Record<ImageType, string> = {
  product: '/media/catalog/product',
  category: '/media/catalog/category',
  logo: '/media/logo',
  media: '/media',
};

export interface ImageOptions {
  type?: ImageType;
  width: number;
  /** Defaults to round(width / ratio); pass null to keep the source's aspect ratio. */
  height?: number | null;
  ratio?: number;
  quality?: number;
  fit?: 'cover' | 'contain' | 'inside';
}

/** Same-origin media path for an image reference from the API, or null for foreign URLs we must not rewrite. */
export function mediaPath(src: string, type: ImageType = 'product'): string | null {
  if (/^(data|blob):/i.test(src)) return null;
  if (/^(https?:)?\/\//i.test(src)) {
    let url: URL;
    try {
      url = new URL(src, 'http://placeholder.invalid');
    } catch {
      return null;
    }
    const index = url.pathname.indexOf('/media/');
    return index < 0 ? null : url.pathname.slice(index);
  }
  if (src.startsWith('/media/')) return src;
  return `${TYPE_PREFIX[type]}/${src.replace(/^\/+/, '')}`;
}

function formatFor(path: string): 'png' | 'pjpg' {
  return /\.png$/i.test(path) ? 'png' : 'pjpg';
}

export function imageUrl(src: string, options: ImageOptions): string {
  const path = mediaPath(src, options.type);
  if (path === null) return src;
  const width = Math.round(options.width);
  const height = options.height === null ? undefined : Math.round(options.height ?? width / (options.ratio ?? IMAGE_RATIO));
  const params = new URLSearchParams({ auto: 'webp', format: formatFor(path), width: String(width) });
  if (height !== undefined) {
    params.set('height', String(height));
    params.set('fit', options.fit ?? 'cover');
  }
  if (options.quality !== undefined) params.set('quality', String(options.quality));
  return `${path}?${params.toString()}`;
}

/** srcset over the standard widths (or the given ones), each entry keeping the same ratio. */
export function imageSrcSet(
  src: string,
  options: Omit<ImageOptions, 'width' | 'height'> & { widths?: readonly number[] } = {},
): string {
  const { widths = IMAGE_WIDTHS, ...rest } = options;
  if (mediaPath(src, rest.type) === null) return '';
  return widths.map((width) => `${imageUrl(src, { ...rest, width })} ${width}w`).join(', ');
}
