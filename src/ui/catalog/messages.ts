// Texts of the catalogue pages; th and en translations live in src/i18n/messages/{th,en}.json.
import { defineMessages } from 'react-intl';

type Values = {
  itemCount: { count: number };
  clearFilter: { label: string; value: string };
  optionCount: { count: number; label: string };
  filtersToggleActive: { count: number; heading: string };
  sortAscending: { label: string };
  sortDescending: { label: string };
  pageNumber: { page: number };
  saving: { amount: string };
  regularPrice: { amount: string };
  priceRange: { from: string; to: string };
  priceFromLabel: { amount: string };
  onlyXLeft: { count: number };
  preorder: { date: string };
  brand: { brand: string };
  sku: { sku: string };
  galleryThumb: { count: number; index: number };
  chooseOption: { label: string };
  fixedPrice: { amount: string };
  percentPrice: { percent: string };
  quantityEach: { quantity: number };
  searchHeading: { query: string };
  brandProducts: { count: number };
  sampleOf: { title: string };
};

const plainText = defineMessages({
  loadingProducts: { id: 'catalog.loading.products', defaultMessage: 'Loading products' },
  failed: { id: 'catalog.failed', defaultMessage: 'Something went wrong. Sorry about that.' },
  retry: { id: 'catalog.retry', defaultMessage: 'Try again' },
  noProducts: { id: 'catalog.noProducts', defaultMessage: 'There are no products matching your selection.' },
  filtersHeading: { id: 'catalog.filters.heading', defaultMessage: 'Shop by' },
  filtersLabel: { id: 'catalog.filters.label', defaultMessage: 'Filters' },
  clearAll: { id: 'catalog.filters.clearAll', defaultMessage: 'Clear all' },
  showMore: { id: 'catalog.filters.showMore', defaultMessage: 'Show more' },
  showLess: { id: 'catalog.filters.showLess', defaultMessage: 'Show less' },
  priceFrom: { id: 'catalog.filters.priceFrom', defaultMessage: 'Minimum price' },
  priceTo: { id: 'catalog.filters.priceTo', defaultMessage: 'Maximum price' },
  priceApply: { id: 'catalog.filters.priceApply', defaultMessage: 'Apply price range' },
  sortBy: { id: 'catalog.sort.label', defaultMessage: 'Sort by' },
  sortDefault: { id: 'catalog.sort.default', defaultMessage: 'Recommended' },
  pageSize: { id: 'catalog.pageSize.label', defaultMessage: 'Items per page' },
  layout: { id: 'catalog.layout.label', defaultMessage: 'View as' },
  layoutGrid: { id: 'catalog.layout.grid', defaultMessage: 'Grid' },
  layoutList: { id: 'catalog.layout.list', defaultMessage: 'List' },
  pagination: { id: 'catalog.pagination.label', defaultMessage: 'Pagination' },
  previousPage: { id: 'catalog.pagination.previous', defaultMessage: 'Previous page' },
  nextPage: { id: 'catalog.pagination.next', defaultMessage: 'Next page' },
  breadcrumbs: { id: 'catalog.breadcrumbs.label', defaultMessage: 'Breadcrumbs' },
  home: { id: 'catalog.breadcrumbs.home', defaultMessage: 'Home' },
  excludingVat: { id: 'catalog.price.excludingVat', defaultMessage: 'excluding vat' },
  inStock: { id: 'catalog.stock.in', defaultMessage: 'In stock' },
  outOfStock: { id: 'catalog.stock.out', defaultMessage: 'Out of stock' },
  preorderNoDate: { id: 'catalog.preorder.noDate', defaultMessage: 'Pre-order' },
  weighed: { id: 'catalog.weighed', defaultMessage: 'Sold by weight: the final price follows the weighed amount.' },
  description: { id: 'catalog.product.description', defaultMessage: 'Description' },
  details: { id: 'catalog.product.details', defaultMessage: 'Details' },
  shipping: { id: 'catalog.product.shipping', defaultMessage: 'Shipping services' },
  crossSells: { id: 'catalog.product.crossSells', defaultMessage: 'You may also like' },
  gallery: { id: 'catalog.gallery.label', defaultMessage: 'Product images' },
  bundleOptions: { id: 'catalog.bundle.heading', defaultMessage: 'Bundle items' },
  customOptions: { id: 'catalog.custom.heading', defaultMessage: 'Options' },
  required: { id: 'catalog.options.required', defaultMessage: 'Required' },
  groupedItems: { id: 'catalog.grouped.heading', defaultMessage: 'Items in this set' },
  groupedProduct: { id: 'catalog.grouped.product', defaultMessage: 'Product' },
  groupedPrice: { id: 'catalog.grouped.price', defaultMessage: 'Price' },
  groupedQuantity: { id: 'catalog.grouped.quantity', defaultMessage: 'Default quantity' },
  downloads: { id: 'catalog.downloads.heading', defaultMessage: 'Downloads' },
  sample: { id: 'catalog.downloads.sample', defaultMessage: 'Sample' },
  searchPrompt: { id: 'catalog.search.prompt', defaultMessage: 'Enter a word to search for products.' },
  searchNoResults: { id: 'catalog.search.noResults', defaultMessage: 'Your search returned no results.' },
  brandsHeading: { id: 'catalog.brands.heading', defaultMessage: 'Brands' },
  brandsLetters: { id: 'catalog.brands.letters', defaultMessage: 'Brands by first letter' },
  brandsAll: { id: 'catalog.brands.all', defaultMessage: 'All' },
  brandsNone: { id: 'catalog.brands.none', defaultMessage: 'No brands to show.' },
  flashSalesHeading: { id: 'catalog.flashSales.heading', defaultMessage: 'Flash sales' },
  flashSalesNone: { id: 'catalog.flashSales.none', defaultMessage: 'There are no flash sales right now. Please come back soon.' },
  buyOftenHeading: { id: 'catalog.buyOften.heading', defaultMessage: 'Buy often' },
  buyOftenNone: { id: 'catalog.buyOften.none', defaultMessage: 'Products you buy often will appear here after your first orders.' },
  freeGift: { id: 'catalog.freeGift', defaultMessage: 'Free gift' },
});

const valueText = defineMessages<Values>({
  itemCount: { id: 'catalog.itemCount', defaultMessage: '{count, plural, =0 {No items} one {# item} other {# items}}' },
  clearFilter: { id: 'catalog.filters.clear', defaultMessage: 'Remove filter {label}: {value}' },
  optionCount: { id: 'catalog.filters.optionCount', defaultMessage: '{label} ({count})' },
  filtersToggleActive: { id: 'catalog.filters.toggleActive', defaultMessage: '{heading} ({count} chosen)' },
  sortAscending: { id: 'catalog.sort.ascending', defaultMessage: '{label}: low to high' },
  sortDescending: { id: 'catalog.sort.descending', defaultMessage: '{label}: high to low' },
  pageNumber: { id: 'catalog.pagination.page', defaultMessage: 'Page {page}' },
  saving: { id: 'catalog.price.saving', defaultMessage: 'Saving {amount}' },
  regularPrice: { id: 'catalog.price.regular', defaultMessage: 'Regular price {amount}' },
  priceRange: { id: 'catalog.price.range', defaultMessage: '{from} – {to}' },
  priceFromLabel: { id: 'catalog.price.from', defaultMessage: 'From {amount}' },
  onlyXLeft: { id: 'catalog.stock.onlyXLeft', defaultMessage: 'Only {count} left' },
  preorder: { id: 'catalog.preorder', defaultMessage: 'Pre-order: available from {date}' },
  brand: { id: 'catalog.brand', defaultMessage: 'Brand: {brand}' },
  sku: { id: 'catalog.sku', defaultMessage: 'SKU: {sku}' },
  galleryThumb: { id: 'catalog.gallery.thumb', defaultMessage: 'Show image {index} of {count}' },
  chooseOption: { id: 'catalog.options.choose', defaultMessage: 'Choose {label}' },
  fixedPrice: { id: 'catalog.options.fixed', defaultMessage: '+{amount}' },
  percentPrice: { id: 'catalog.options.percent', defaultMessage: '+{percent}%' },
  quantityEach: { id: 'catalog.options.quantity', defaultMessage: '{quantity} ×' },
  searchHeading: { id: 'catalog.search.heading', defaultMessage: 'Search results for "{query}"' },
  brandProducts: { id: 'catalog.brands.products', defaultMessage: '{count, plural, one {# product} other {# products}}' },
  sampleOf: { id: 'catalog.downloads.sampleOf', defaultMessage: 'Sample: {title}' },
});

/** Every catalogue text; the ones with placeholders are typed with their values. */
export const catalogText = { ...plainText, ...valueText };
