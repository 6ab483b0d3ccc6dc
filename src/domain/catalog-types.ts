// Domain types of the catalogue (storefront spec section 3, Product, Category, Brand, Product group rule). The
// reshaping modules in this folder turn raw GraphQL answers into these; views and machines see nothing else.

export interface Money {
  value: number;
  currency: string;
}

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';
export type ProductKind = 'simple' | 'virtual' | 'downloadable' | 'bundle' | 'grouped' | 'configurable';

/** One end of price_range (minimum or maximum price). */
export interface PricePoint {
  final: Money;
  regular: Money;
  /** final_price_excl_tax; null when the server sent none. */
  finalExclTax: Money | null;
  amountOff: number;
  percentOff: number;
}

export interface ProductPrice {
  minimum: PricePoint;
  /** Present when it differs from the minimum (configurable, bundle, grouped ranges). */
  maximum: PricePoint | null;
}

export interface ProductImage {
  url: string;
  label: string;
}

export interface ProductAttribute {
  code: string;
  label: string;
  value: string;
}

export interface ShippingService {
  label: string;
  value: string;
  imageUrl: string | null;
}

/** What a product card shows (category, search, brand, flash-sale lists, cross-sells, grouped items). */
export interface ProductCard {
  uid: string;
  sku: string;
  name: string;
  kind: ProductKind;
  /** App path of the product page: /{url_key}{url_suffix}. */
  path: string;
  urlKey: string;
  image: ProductImage | null;
  stock: StockStatus;
  brandCode: string | null;
  isPreorder: boolean;
  preorderReleaseDate: string | null;
  isWeighing: boolean;
  isFreeGift: boolean;
  /** price1type '2': the "excluding vat" note. */
  excludingVat: boolean;
  price: ProductPrice;
  attributes: ProductAttribute[];
  shippingServices: ShippingService[];
  /** Some customizable option is required: the card links to the product page to choose it. */
  hasRequiredOptions: boolean;
}

export interface Breadcrumb {
  uid: string;
  name: string;
  /** App path of the category page. */
  path: string;
}

export interface GalleryImage {
  url: string;
  label: string;
  position: number;
}

export interface ConfigurableValue {
  uid: string;
  label: string;
  /** Colour (#rrggbb), text or image thumbnail of a swatch; null for a plain select. */
  swatch: { kind: 'color' | 'text' | 'image'; value: string } | null;
}

export interface ConfigurableOption {
  uid: string;
  code: string;
  label: string;
  values: ConfigurableValue[];
}

export interface ProductVariant {
  uid: string;
  sku: string;
  name: string;
  stock: StockStatus;
  /** option code → chosen value uid */
  choice: Record<string, string>;
  image: ProductImage | null;
  gallery: GalleryImage[];
  price: ProductPrice;
}

export type PriceType = 'FIXED' | 'PERCENT' | 'DYNAMIC';

export interface CustomOptionValue {
  uid: string;
  title: string;
  price: number;
  priceType: PriceType;
}

export interface CustomOption {
  uid: string;
  title: string;
  required: boolean;
  /** field, area, date, file take free input; the others pick from values. */
  type: 'field' | 'area' | 'date' | 'file' | 'drop_down' | 'radio' | 'checkbox' | 'multiple';
  values: CustomOptionValue[];
  maxCharacters: number | null;
}

export interface BundleChoice {
  uid: string;
  label: string;
  quantity: number;
  isDefault: boolean;
  price: number;
  priceType: PriceType;
  canChangeQuantity: boolean;
  stock: StockStatus;
}

export interface BundleItem {
  uid: string;
  title: string;
  required: boolean;
  type: string;
  choices: BundleChoice[];
}

export interface GroupedItem {
  quantity: number;
  product: ProductCard;
}

export interface DownloadableLink {
  uid: string;
  title: string;
  price: number;
  sampleUrl: string | null;
}

export interface ProductDetail extends ProductCard {
  descriptionHtml: string;
  shortDescriptionHtml: string;
  gallery: GalleryImage[];
  breadcrumbs: Breadcrumb[];
  crossSells: ProductCard[];
  metaTitle: string | null;
  metaDescription: string | null;
  onlyXLeft: number | null;
  configurableOptions: ConfigurableOption[];
  variants: ProductVariant[];
  customOptions: CustomOption[];
  bundleItems: BundleItem[];
  groupedItems: GroupedItem[];
  downloadableLinks: DownloadableLink[];
  linksTitle: string | null;
}

/** productGroupRuleList: price_action 0 show, 1 hide, 2 replace with content; hide_cart hides the cart action. */
export interface PriceRule {
  sku: string;
  hideCart: boolean;
  priceAction: 0 | 1 | 2;
  priceContent: string | null;
}

export interface FilterOption {
  label: string;
  value: string;
  count: number;
}

export type FilterInputKind = 'equal' | 'match' | 'range';

export interface FilterGroup {
  code: string;
  label: string;
  kind: FilterInputKind;
  options: FilterOption[];
}

export interface SortOption {
  value: string;
  label: string;
}

export interface CategoryInfo {
  uid: string;
  name: string;
  description: string | null;
  displayMode: 'PRODUCTS' | 'PAGE' | 'PRODUCTS_AND_PAGE';
  cmsBlock: { identifier: string; content: string } | null;
  breadcrumbs: Breadcrumb[];
  metaTitle: string | null;
}

export interface BrandSummary {
  id: string;
  label: string;
  /** Slug for /brands/:slug. */
  slug: string;
  imageUrl: string | null;
  alt: string;
  letter: string;
  count: number;
  description: string;
  shortDescription: string;
  topBlockId: string | null;
  bottomBlockId: string | null;
}

/** One page of a listing (category, search, brand, flash sales) with its filters and sort options. */
export interface ListingPage {
  items: ProductCard[];
  totalCount: number;
  totalPages: number;
  currentPage: number;
  pageSize: number;
  filters: FilterGroup[];
  sortOptions: SortOption[];
  defaultSort: string | null;
  /** Price rules by sku for the items on this page. */
  rules: Record<string, PriceRule>;
  /** Brand labels by p_brandcode for the cards. */
  brandNames: Record<string, string>;
  category: CategoryInfo | null;
}
