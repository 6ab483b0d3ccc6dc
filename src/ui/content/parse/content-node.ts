// The typed tree that Page Builder HTML is parsed into. Views render this tree and never see the
// stored HTML, so everything that reaches the DOM has passed through a parser that chose what to keep.
import type { CSSProperties } from 'react';

/** Inline styles of one stored element after sanitising, plus its data-pb-style id for mobile rules. */
export interface StyledElement {
  style: CSSProperties;
  pbStyle?: string;
  className?: string;
}

export interface BackgroundImages {
  desktop?: string;
  mobile?: string;
}

export type LinkType = 'default' | 'category' | 'product' | 'page';

/** A stored link after URL checks. href is absent when the stored one was empty or unsafe. */
export interface ContentLinkData {
  href?: string;
  openInNewTab: boolean;
  linkType: LinkType;
  redirectValue?: string;
  title?: string;
}

export interface CarouselSettings {
  autoplay: boolean;
  autoplaySpeed: number;
  infinite: boolean;
  arrows: boolean;
  dots: boolean;
  fade: boolean;
  /** CSS length used in continuous (centre) mode, e.g. "90px". */
  centerPadding: string;
  mode: 'default' | 'continuous';
  slidesToShow: number;
  slideRows: number;
}

interface Base<T extends string> {
  type: T;
  /** Stable key inside one content tree. */
  key: string;
  appearance: string;
  main: StyledElement;
}

export interface RowNode extends Base<'row'> {
  appearance: 'contained' | 'full-width' | 'full-bleed';
  inner: StyledElement;
  background: BackgroundImages;
  children: ContentNode[];
}
export interface ColumnGroupNode extends Base<'column-group'> {
  gridSize: number;
  children: ContentNode[];
}
export interface ColumnLineNode extends Base<'column-line'> {
  children: ContentNode[];
}
export interface ColumnNode extends Base<'column'> {
  background: BackgroundImages;
  children: ContentNode[];
}
export interface HeadingNode extends Base<'heading'> {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
}
export interface TextNode extends Base<'text'> {
  /** Sanitised HTML. */
  html: string;
}
export interface HtmlNode extends Base<'html'> {
  html: string;
}
export interface ImageNode extends Base<'image'> {
  desktopSrc?: string;
  mobileSrc?: string;
  alt: string;
  title?: string;
  caption?: string;
  link?: ContentLinkData;
  image: StyledElement;
}
export interface TabsNode extends Base<'tabs'> {
  defaultIndex: number;
  align: 'left' | 'center' | 'right';
  navigation: StyledElement;
  content: StyledElement;
  children: TabItemNode[];
}
export interface TabItemNode extends Base<'tab-item'> {
  name: string;
  background: BackgroundImages;
  children: ContentNode[];
}
export interface ButtonsNode extends Base<'buttons'> {
  appearance: 'inline' | 'stacked';
  sameWidth: boolean;
  children: ButtonItemNode[];
}
export type ButtonKind = 'primary' | 'secondary' | 'link';
export interface ButtonItemNode extends Base<'button-item'> {
  kind: ButtonKind;
  text: string;
  link: ContentLinkData;
  button: StyledElement;
}
export interface DividerNode extends Base<'divider'> {
  line: StyledElement;
}
export type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string };
export interface VideoNode extends Base<'video'> {
  source?: VideoSource;
  autoplay: boolean;
  inner: StyledElement;
}
export interface MapLocation {
  name: string;
  latitude: number;
  longitude: number;
  comment: string;
  phone: string;
  address: string;
  city: string;
  zipcode: string;
  country: string;
}
export interface MapNode extends Base<'map'> {
  locations: MapLocation[];
  showControls: boolean;
}
export interface OverlayContent {
  /** Sanitised HTML of the message. */
  html: string;
  buttonText?: string;
  buttonKind: ButtonKind;
  showButton: 'always' | 'hover' | 'never';
  showOverlay: 'always' | 'hover' | 'never_show';
  overlayColor?: string;
  wrapper: StyledElement;
  overlay: StyledElement;
  background: BackgroundImages;
  link?: ContentLinkData;
}
export type BannerAppearance = 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
export interface BannerNode extends Base<'banner'>, OverlayContent {
  appearance: BannerAppearance;
}
export interface SlideNode extends Base<'slide'>, OverlayContent {
  appearance: BannerAppearance;
  name: string;
}
export interface SliderNode extends Base<'slider'> {
  settings: CarouselSettings;
  children: SlideNode[];
}

/** Which products a products/buyoften/category/wishlist block asks for. */
export type ProductListRequest =
  | {
      source: 'condition';
      conditionOption: 'sku' | 'category_ids' | 'condition';
      conditionValue: string;
      count: number;
      sortOrder: string;
      conditionsEncoded?: string;
    }
  | { source: 'url-keys'; urlKeys: string[] }
  | { source: 'buyoften'; limit: number }
  | { source: 'category'; categoryId: string; limit: number }
  | { source: 'wishlist'; limit: number };

export interface ProductsNode extends Base<'products'> {
  appearance: 'grid' | 'carousel';
  request?: ProductListRequest;
  settings: CarouselSettings;
}
export interface BlockNode extends Base<'block'> {
  blockId?: string;
  /** Already-rendered block content (Magento resolves the widget on output). */
  children: ContentNode[];
}
export interface DynamicBlockNode extends Base<'dynamic_block'> {
  bannerIds: string[];
  children: ContentNode[];
}
export interface BuyOftenNode extends Base<'buyoften'> {
  request: Extract<ProductListRequest, { source: 'buyoften' }>;
  isSlider: boolean;
  settings: CarouselSettings;
}
export interface CategoryNode extends Base<'category'> {
  request: Extract<ProductListRequest, { source: 'category' }>;
  isSlider: boolean;
  settings: CarouselSettings;
}
export interface WishlistNode extends Base<'wishlist'> {
  request: Extract<ProductListRequest, { source: 'wishlist' }>;
  settings: CarouselSettings;
}
/** The contact fields an am-form can declare: the names of contactusFormSubmit's input. */
export type CustomFormFieldName = 'fullname' | 'email' | 'telephone' | 'comment';
export interface CustomFormField {
  name: CustomFormFieldName;
  kind: 'text' | 'email' | 'tel' | 'textarea';
  /** Label text as stored; empty means the app's own label for the field name. */
  label: string;
  required: boolean;
  placeholder?: string;
}
/** What the app needs to render an am-form (docs/decisions/content-rich-types.md). */
export interface CustomFormRequest {
  formId: string;
  title?: string;
  submitText?: string;
  fields: CustomFormField[];
}
export interface CustomFormNode extends Base<'am-form'>, CustomFormRequest {}
export interface BrandNode extends Base<'brand'> {
  appearance: 'slider' | 'list';
  limit: number;
  settings: CarouselSettings;
}
export interface BannerManagerNode extends Base<'banner-manager'> {
  sliderId: string;
  settings: CarouselSettings;
}
/** Any data-content-type we do not know: shown as sanitised HTML, never dropped, never raw. */
export interface UnknownNode extends Base<'unknown'> {
  contentType: string;
  html: string;
}

export type ContentNode =
  | RowNode
  | ColumnGroupNode
  | ColumnLineNode
  | ColumnNode
  | HeadingNode
  | TextNode
  | HtmlNode
  | ImageNode
  | TabsNode
  | TabItemNode
  | ButtonsNode
  | ButtonItemNode
  | DividerNode
  | VideoNode
  | MapNode
  | BannerNode
  | SliderNode
  | SlideNode
  | ProductsNode
  | BlockNode
  | DynamicBlockNode
  | BuyOftenNode
  | CategoryNode
  | WishlistNode
  | CustomFormNode
  | BrandNode
  | BannerManagerNode
  | UnknownNode;

export type ContentNodeType = ContentNode['type'];
export type NodeOf<T extends ContentNodeType> = Extract<ContentNode, { type: T }>;

/** One parsed document: the blocks plus the mobile-only style rules Magento emitted for them. */
export interface ContentTree {
  nodes: ContentNode[];
  /** Sanitised `@media` rules keyed by media query, each a list of [pbStyleId, declarations]. */
  mediaRules: MediaRule[];
}

export interface MediaRule {
  media: string;
  pbStyle: string;
  declarations: ReadonlyArray<readonly [property: string, value: string]>;
}

/** Every block type used in a tree, so their components can be fetched together before rendering. */
export function typesIn(nodes: readonly ContentNode[], into = new Set<ContentNode['type']>()): Set<ContentNode['type']> {
  for (const node of nodes) {
    into.add(node.type);
    if ('children' in node) typesIn(node.children, into);
  }
  return into;
}
