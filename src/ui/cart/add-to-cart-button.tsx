// Add to cart from any product view (category, search, product page, wishlist): sends cart.add and is disabled
// while the cart cannot take it (adding, updating, or loading with another add already waiting).
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { AddToCartProduct } from '../../domain/cart-types';
import { useHydrating } from '../common/use-hydrating';
import type { CartActor } from './cart-runtime';
import { cartText } from './messages';
import './cart.css';

export interface AddToCartButtonProps {
  cart: CartActor;
  product: AddToCartProduct;
  quantity?: number;
  className?: string;
  /** Set while the product still needs a choice (a required customizable option). */
  isDisabled?: boolean;
}

export function AddToCartButton({ cart, product, quantity = 1, className, isDisabled = false }: AddToCartButtonProps) {
  const intl = useIntl();
  // A server-rendered button does nothing until the app has hydrated the page: it shows as disabled until then,
  // so an early press is not silently lost (src/ui/common/use-hydrating.ts).
  const hydrating = useHydrating();
  const event = { type: 'cart.add' as const, product, quantity };
  const canAdd = useSelector(cart, (snapshot) => snapshot.can(event));
  const addingThis = useSelector(
    cart,
    (snapshot) => snapshot.context.pending?.kind === 'add' && snapshot.context.pending.product.sku === product.sku,
  );
  return (
    <Button
      className={className ?? 'add-to-cart'}
      isDisabled={hydrating || isDisabled || !canAdd}
      isPending={addingThis}
      onPress={() => cart.send(event)}
      aria-label={`${intl.formatMessage(cartText.addToCart)}: ${product.name}`}
    >
      {intl.formatMessage(addingThis ? cartText.adding : cartText.addToCart)}
    </Button>
  );
}
