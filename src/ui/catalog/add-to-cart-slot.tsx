// Where the add-to-cart action goes on product cards and the product page. The cart's AddToCartButton is plugged
// in here; outside a CartProvider (catalogue tests) nothing is rendered. A price rule with hide_cart hides the
// action for that sku (storefront spec section 5): the caller passes `hidden`.
import type { ProductCard, ProductVariant } from '../../api/catalog/catalog-types';
import type { AddToCartProduct } from '../../api/cart/cart-types';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { useOptionalCartActor } from '../cart/cart-provider';

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

/** What cart.add sends: a configurable product goes as its chosen variant with the parent's sku. */
export function addToCartProductOf(choice: AddToCartChoice): AddToCartProduct | null {
  const { product, variant } = choice;
  if (product.kind === 'configurable') {
    if (!variant) return null;
    return { sku: variant.sku, parentSku: product.sku, name: product.name, image: variant.image ?? product.image };
  }
  // Grouped and bundle products need choices made on the product page; a card links there instead.
  if (choice.placement === 'card' && (product.kind === 'grouped' || product.kind === 'bundle')) return null;
  return { sku: product.sku, name: product.name, image: product.image };
}

export function AddToCartSlot(choice: AddToCartChoice) {
  const cart = useOptionalCartActor();
  const product = addToCartProductOf(choice);
  if (!cart || choice.hidden || !product) return null;
  return <AddToCartButton cart={cart} product={product} />;
}
