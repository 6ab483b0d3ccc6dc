// Where the add-to-cart action goes on product cards and the product page. The cart's AddToCartButton is plugged
// in here; outside a CartProvider (catalogue tests) nothing is rendered. A price rule with hide_cart hides the
// action for that sku (storefront spec section 5): the caller passes `hidden`.
import type { ProductCard, ProductVariant } from '../../domain/catalog-types';
import type { AddToCartProduct } from '../../domain/cart-types';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { useOptionalCartActor } from '../cart/cart-provider';
import { customOptionsText } from './custom-options-messages';

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
  /** Customizable options on the product page: their payload, and whether every required one is filled. */
  customOptions?: { ready: boolean; selectedOptions: string[]; enteredOptions: { uid: string; value: string }[] };
}

/** A card cannot make the choices these products need: it links to the product page instead. */
export function needsProductPage(product: ProductCard): boolean {
  return product.hasRequiredOptions || product.kind === 'configurable' || product.kind === 'grouped' || product.kind === 'bundle' || product.kind === 'downloadable';
}

/** What cart.add sends: a configurable product goes as its chosen variant with the parent's sku. */
export function addToCartProductOf(choice: AddToCartChoice): AddToCartProduct | null {
  const { product, variant } = choice;
  if (product.kind === 'configurable') {
    if (!variant) return null;
    return { sku: variant.sku, parentSku: product.sku, name: product.name, image: variant.image ?? product.image };
  }
  // Grouped, bundle, downloadable (links bought separately) and required-option products need choices made on the
  // product page; a card links there.
  if (choice.placement === 'card' && needsProductPage(product)) return null;
  const custom = choice.customOptions;
  return {
    sku: product.sku,
    name: product.name,
    image: product.image,
    ...(custom?.selectedOptions.length ? { selectedOptions: custom.selectedOptions } : {}),
    ...(custom?.enteredOptions.length ? { enteredOptions: custom.enteredOptions } : {}),
  };
}

export function AddToCartSlot(choice: AddToCartChoice) {
  const intl = useIntl();
  const cart = useOptionalCartActor();
  const product = addToCartProductOf(choice);
  if (!cart || choice.hidden) return null;
  if (choice.placement === 'card' && needsProductPage(choice.product)) {
    return (
      <Link
        to={choice.product.path}
        className="add-to-cart add-to-cart--choose"
        aria-label={intl.formatMessage(customOptionsText.chooseOptionsFor, { name: choice.product.name })}
      >
        {intl.formatMessage(customOptionsText.chooseOptions)}
      </Link>
    );
  }
  // A configurable product before every option is chosen: the button shows, disabled, so the shopper sees what
  // the choice leads to (it never sends the parent alone).
  if (!product) {
    if (choice.product.kind !== 'configurable') return null;
    const { sku, name, image } = choice.product;
    return <AddToCartButton cart={cart} product={{ sku, name, image }} isDisabled />;
  }
  return <AddToCartButton cart={cart} product={product} isDisabled={choice.customOptions ? !choice.customOptions.ready : false} />;
}
