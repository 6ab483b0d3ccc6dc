// Public surface of the content renderer.
export { PageBuilderContent } from './render/page-builder-content.tsx';
export {
  ContentEnvironmentProvider,
  useContentEnvironment,
  type ContentEnvironment,
  type ContentItem,
  type ItemsLayout,
  type ImageUrlOptions,
} from './environment/content-environment.tsx';
export type {
  CarouselSettings, ContentNode, ContentTree, CustomFormField, CustomFormFieldName, CustomFormRequest, ProductListRequest,
} from './parse/content-node.ts';
export { ContentFragment } from './render/content-fragment.tsx';
export { parseContent } from './parse/parse-content.ts';
export { sanitizeHtml } from '../common/sanitize/sanitize-html.ts';
export { Carousel, type CarouselSlide } from './carousel/carousel.tsx';
export { LAZY_OFFSET_PX, PLACEHOLDER_HEIGHT_PX } from './lazy/lazy-constants.ts';
export { messages as contentMessages } from './messages.ts';
