// Add to cart from any product view (category, search, product page, wishlist): sends cart.add and is disabled
// while the cart cannot take it (adding, updating, or loading with another add already waiting); what it shows
// comes from src/connect/add-to-cart.connect.ts.
import { useSelector } from '@xstate/react';
import { NativeButton } from '../common/native-button';
import { useIntl } from 'react-intl';
import { connectAddToCartButton } from '../../connect/add-to-cart.connect';
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
  const snapshot = useSelector(cart, (current) => current);
  const api = connectAddToCartButton(snapshot, (event) => cart.send(event), { product, quantity, isDisabled: hydrating || isDisabled }, {
    addToCart: intl.formatMessage(cartText.addToCart),
    adding: intl.formatMessage(cartText.adding),
  });
  return (
    <NativeButton className={className ?? 'add-to-cart'} {...api.buttonProps}>
      {api.text}
    </NativeButton>
  );
}
