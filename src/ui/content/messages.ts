// Shopper-visible strings of the content renderer. Ids start with `content.` for the formatjs extract step;
// the th/en catalogues in src/i18n carry the translations.
import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;
type Values = {
  carouselLabel: None;
  slideLabel: { index: number; count: number };
  previous: None;
  next: None;
  goTo: { index: number };
  pause: None;
  play: None;
  slideNavigation: None;
  tabsLabel: None;
  untitledTab: { index: number };
  mapLocations: None;
  openMap: { name: string };
  videoTitle: None;
  loading: None;
  newTab: None;
};

export const messages = defineMessages<Values>({
  carouselLabel: { id: 'content.carousel.label', defaultMessage: 'Carousel' },
  slideLabel: { id: 'content.carousel.slide', defaultMessage: 'Slide {index} of {count}' },
  previous: { id: 'content.carousel.previous', defaultMessage: 'Previous slide' },
  next: { id: 'content.carousel.next', defaultMessage: 'Next slide' },
  goTo: { id: 'content.carousel.goTo', defaultMessage: 'Go to slide {index}' },
  pause: { id: 'content.carousel.pause', defaultMessage: 'Pause automatic slide show' },
  play: { id: 'content.carousel.play', defaultMessage: 'Start automatic slide show' },
  slideNavigation: { id: 'content.carousel.navigation', defaultMessage: 'Choose slide' },
  tabsLabel: { id: 'content.tabs.label', defaultMessage: 'Tabs' },
  untitledTab: { id: 'content.tabs.untitled', defaultMessage: 'Tab {index}' },
  mapLocations: { id: 'content.map.locations', defaultMessage: 'Locations' },
  openMap: { id: 'content.map.open', defaultMessage: 'Open {name} in a map' },
  videoTitle: { id: 'content.video.title', defaultMessage: 'Video' },
  loading: { id: 'content.loading', defaultMessage: 'Loading content' },
  newTab: { id: 'content.link.newTab', defaultMessage: '(opens in a new tab)' },
});
