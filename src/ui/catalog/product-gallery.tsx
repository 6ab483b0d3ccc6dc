// Product image gallery: the main image (position 1 first) at the spec's widths with ratio 0.8 and webp, and
// thumbnails as a single-choice group of radio buttons (one Tab stop; arrow keys move between them and show one).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { GalleryImage } from '../../domain/catalog-types';
import { GALLERY_IMAGE, imageSrcSet, imageUrl } from '../../lib/image-url';
import { RadioButtons } from '../common/radio-buttons';
import { catalogText } from './messages';

export const GALLERY_MAIN_WIDTH = GALLERY_IMAGE.width;
export const GALLERY_THUMB_WIDTH = 80;

export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const intl = useIntl();
  // Which image is on display is presentation, not a flow.
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <div className="gallery gallery--empty" aria-hidden="true" />;
  return (
    <div className="gallery" role="group" aria-label={intl.formatMessage(catalogText.gallery)}>
      <img
        className="gallery__main"
        src={imageUrl(current.url, { type: 'product', width: GALLERY_MAIN_WIDTH })}
        srcSet={imageSrcSet(current.url, { type: 'product', widths: GALLERY_IMAGE.widths })}
        sizes={GALLERY_IMAGE.sizes}
        alt={current.label}
        width={GALLERY_MAIN_WIDTH}
        height={Math.round(GALLERY_MAIN_WIDTH / 0.8)}
        // The page's largest paint: the server also preloads it with the same srcset (server/render/page-outcome.ts).
        fetchPriority="high"
      />
      {images.length > 1 ? (
        <RadioButtons
          className="gallery__thumbs"
          optionClassName="gallery__thumb"
          label={intl.formatMessage(catalogText.gallery)}
          options={images.map((image, i) => ({
            key: String(i),
            label: intl.formatMessage(catalogText.galleryThumb, { index: i + 1, count: images.length }),
            content: <img src={imageUrl(image.url, { type: 'product', width: GALLERY_THUMB_WIDTH })} alt="" width={GALLERY_THUMB_WIDTH} height={GALLERY_THUMB_WIDTH / 0.8} />,
          }))}
          value={String(index)}
          onChange={(key) => setIndex(Number(key))}
        />
      ) : null}
    </div>
  );
}
