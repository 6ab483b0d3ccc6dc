// What the add-to-cart views need (as zag's `connect`), from the cart chart's snapshot and the product shown:
// - connectAddToCartSlot: which action a product card or product page shows (none, a link to the product page for
//   products a card cannot choose for, or the add button, enabled or not) and what cart.add would send;
// - connectAddToCartButton: the button's props (enabled as the chart allows, pending while this product is being
//   added, its accessible name) and its press, which sends cart.add.
// Pure: views pass the translated labels, the actor's snapshot and send.
import type { SnapshotFrom } from 'xstate';
import type { AddToCartProduct } from '../domain/cart-types';
import type { ProductCard, ProductVariant } from '../domain/catalog-types';
import type { CartEvent } from '../machines/cart-flow-types';
import type { cartMachine } from '../machines/cart.machine';

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

export type AddToCartSlot =
  | { kind: 'none' }
  | { kind: 'choose'; path: string; name: string }
  | { kind: 'button'; product: AddToCartProduct; isDisabled: boolean };

/** The action a card or the product page shows for this choice (storefront spec section 5: hide_cart hides it). */
export function connectAddToCartSlot(choice: AddToCartChoice): AddToCartSlot {
  if (choice.hidden) return { kind: 'none' };
  if (choice.placement === 'card' && needsProductPage(choice.product)) {
    return { kind: 'choose', path: choice.product.path, name: choice.product.name };
  }
  const product = addToCartProductOf(choice);
  if (!product) {
    // A configurable product before every option is chosen: the button shows, disabled, so the shopper sees what
    // the choice leads to (it never sends the parent alone).
    if (choice.product.kind !== 'configurable') return { kind: 'none' };
    const { sku, name, image } = choice.product;
    return { kind: 'button', product: { sku, name, image }, isDisabled: true };
  }
  return { kind: 'button', product, isDisabled: choice.customOptions ? !choice.customOptions.ready : false };
}

export interface AddToCartButtonLabels {
  addToCart: string;
  adding: string;
}

export interface AddToCartButtonRequest {
  product: AddToCartProduct;
  quantity: number;
  /** Set while the product still needs a choice, or while the page is not hydrated yet. */
  isDisabled: boolean;
}

export function connectAddToCartButton(
  snapshot: SnapshotFrom<typeof cartMachine>,
  send: (event: CartEvent) => void,
  { product, quantity, isDisabled }: AddToCartButtonRequest,
  labels: AddToCartButtonLabels,
) {
  const event = { type: 'cart.add' as const, product, quantity };
  const { pending } = snapshot.context;
  const addingThis = pending?.kind === 'add' && pending.product.sku === product.sku;
  return {
    buttonProps: {
      isDisabled: isDisabled || !snapshot.can(event),
      isPending: addingThis,
      onPress: () => send(event),
      'aria-label': `${labels.addToCart}: ${product.name}`,
    },
    text: addingThis ? labels.adding : labels.addToCart,
  };
}
