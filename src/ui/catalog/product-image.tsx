// Product list images (storefront spec section 2): 192 px high, widths for the 640 px breakpoint and a larger
// desktop width, webp negotiated by the /media route (src/lib/image-url.ts sends auto=webp).
import { imageUrl } from '../../lib/image-url';
import type { ProductImage as Image } from '../../domain/catalog-types';

export const LIST_IMAGE_HEIGHT = 192;
/** Card width at phone sizes (up to the 640 px breakpoint) and on desktop, from the spec's width list. */
export const LIST_IMAGE_WIDTHS = { mobile: 160, desktop: 320 } as const;
export const LIST_IMAGE_BREAKPOINT = 640;

export function listImageSources(url: string) {
  const at = (width: number) => imageUrl(url, { type: 'product', width, height: LIST_IMAGE_HEIGHT, fit: 'inside' });
  return {
    src: at(LIST_IMAGE_WIDTHS.desktop),
    srcSet: `${at(LIST_IMAGE_WIDTHS.mobile)} ${LIST_IMAGE_WIDTHS.mobile}w, ${at(LIST_IMAGE_WIDTHS.desktop)} ${LIST_IMAGE_WIDTHS.desktop}w`,
    sizes: `(max-width: ${LIST_IMAGE_BREAKPOINT}px) ${LIST_IMAGE_WIDTHS.mobile}px, ${LIST_IMAGE_WIDTHS.desktop}px`,
  };
}

/** `priority`: one of the first cards, likely the page's largest paint; fetched at once rather than lazily. */
export function ProductListImage({ image, name, priority = false }: { image: Image | null; name: string; priority?: boolean }) {
  if (!image) return <span className="product-card__no-image" aria-hidden="true" style={{ height: LIST_IMAGE_HEIGHT }} />;
  return (
    <img
      {...listImageSources(image.url)}
      alt={image.label || name}
      width={LIST_IMAGE_WIDTHS.desktop}
      height={LIST_IMAGE_HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className="product-card__image"
    />
  );
}
