// Carousel settings from the data attributes Page Builder stores on sliders and product carousels.
// The spec leaves defaults open; these are Page Builder's own admin defaults (docs/decisions/content-carousel.md).
import type { CarouselSettings } from './content-node.ts';
import { attr, boolAttr, numAttr } from './read-element.ts';

export const DEFAULT_CAROUSEL: CarouselSettings = {
  autoplay: false,
  autoplaySpeed: 4000,
  infinite: false,
  arrows: true,
  dots: true,
  fade: false,
  centerPadding: '90px',
  mode: 'default',
  slidesToShow: 1,
  slideRows: 1,
};

const LENGTH = /^\d{1,4}(?:\.\d+)?(?:px|%|rem|em)$/;

export function readCarouselSettings(el: Element, defaults: Partial<CarouselSettings> = {}): CarouselSettings {
  const base = { ...DEFAULT_CAROUSEL, ...defaults };
  const padding = attr(el, 'data-center-padding')?.trim() ?? '';
  return {
    autoplay: boolAttr(el, 'data-autoplay', base.autoplay),
    autoplaySpeed: Math.max(1000, numAttr(el, 'data-autoplay-speed', base.autoplaySpeed)),
    infinite: boolAttr(el, 'data-infinite-loop', base.infinite),
    arrows: boolAttr(el, 'data-show-arrows', boolAttr(el, 'data-show-arrow', base.arrows)),
    dots: boolAttr(el, 'data-show-dots', base.dots),
    fade: boolAttr(el, 'data-fade', base.fade),
    centerPadding: LENGTH.test(padding) ? padding : base.centerPadding,
    mode: attr(el, 'data-carousel-mode') === 'continuous' ? 'continuous' : base.mode,
    slidesToShow: Math.max(1, Math.round(numAttr(el, 'data-slides-to-show', base.slidesToShow))),
    slideRows: Math.max(1, Math.round(numAttr(el, 'data-slide-rows', base.slideRows))),
  };
}
