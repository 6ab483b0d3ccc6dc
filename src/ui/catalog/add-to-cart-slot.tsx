// Where the add-to-cart action goes on product cards and the product page. The cart work plugs its real button
// in here (same props); until then nothing is rendered, so no button pretends to add to the cart. A price rule
// with hide_cart hides the action for that sku (storefront spec section 5): the caller passes `hidden`.
import type { ProductCard, ProductVariant } from '../../api/catalog/catalog-types';

export interface AddToCartChoice {
  /** The product as listed or opened. */
  product: ProductCard;
  /** The chosen variant of a configurable product, null until every option is chosen. */
  variant: ProductVariant | null;
  /** Option value uids chosen so far (configurable), by option code. */
  selectedOptions: Record<string, string>;
  /** hide_cart of the product's price rule, or out of stock. */
  hidden: boolean;
  placement: 'card' | 'product-page';
}

export function AddToCartSlot(_choice: AddToCartChoice): null {
  return null;
}
