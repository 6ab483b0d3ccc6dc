// A Page Builder image: <picture> with the mobile image up to 768 px, the desktop image above,
// srcsets built from the spec's widths, and native lazy loading.
import type { CSSProperties } from 'react';
import { useContentEnvironment } from '../environment/content-environment.tsx';
import { DESKTOP_MEDIA, MOBILE_IMAGE_MAX_PX, MOBILE_MEDIA, srcsetWidths } from './image-widths.ts';

interface Props {
  desktopSrc?: string;
  mobileSrc?: string;
  alt: string;
  title?: string;
  className?: string;
  style?: CSSProperties;
}

export function ResponsivePicture({ desktopSrc, mobileSrc, alt, title, className, style }: Props) {
  const env = useContentEnvironment();
  const fallback = desktopSrc ?? mobileSrc;
  if (!fallback) return null;
  const srcset = (src: string, max?: number) =>
    srcsetWidths(max).map((width) => `${env.imageUrl(src, { width })} ${width}w`).join(', ');
  return (
    <picture className={className}>
      {mobileSrc ? <source media={MOBILE_MEDIA} srcSet={srcset(mobileSrc, 1600)} sizes="100vw" /> : null}
      {desktopSrc && mobileSrc ? <source media={DESKTOP_MEDIA} srcSet={srcset(desktopSrc)} sizes="100vw" /> : null}
      <img
        src={env.imageUrl(fallback, { width: 1280 })}
        srcSet={srcset(fallback)}
        sizes={`(max-width: ${MOBILE_IMAGE_MAX_PX}px) 100vw, 1280px`}
        alt={alt}
        title={title}
        loading="lazy"
        decoding="async"
        style={style}
      />
    </picture>
  );
}
