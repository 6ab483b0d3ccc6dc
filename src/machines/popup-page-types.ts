// The page type (Magento layout handle) a popup is chosen for. The home page counts as cms_index_index (account
// spec section 4); resolved catalogue URLs by their route type; the app's own pages by their path.

export type RoutedType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT' | null;

const BY_ROUTE: Record<Exclude<RoutedType, null>, string> = {
  CMS_PAGE: 'cms_page_view',
  CATEGORY: 'catalog_category_view',
  PRODUCT: 'catalog_product_view',
};

/** `pathname` without the store prefix; `routed` the resolved type when the path is a catalogue/CMS URL. */
export function popupPageType(pathname: string, routed: RoutedType): string {
  if (pathname === '/' || pathname === '') return 'cms_index_index';
  if (pathname === '/search.html') return 'catalogsearch_result_index';
  if (pathname === '/cart' || pathname === '/checkout/cart') return 'checkout_cart_index';
  if (pathname.startsWith('/checkout')) return 'checkout_index_index';
  return routed ? BY_ROUTE[routed] : 'default';
}
