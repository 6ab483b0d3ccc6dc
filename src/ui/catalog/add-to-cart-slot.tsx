// Where the add-to-cart action goes on product cards and the product page. The cart's AddToCartButton is plugged
// in here; outside a CartProvider (catalogue tests) nothing is rendered. Which action shows, and what it adds, is
// decided by src/connect/add-to-cart.connect.ts (a price rule with hide_cart hides it: the caller passes `hidden`).
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { connectAddToCartSlot, type AddToCartChoice } from '../../connect/add-to-cart.connect';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { useOptionalCartActor } from '../cart/cart-provider';
import { customOptionsText } from './custom-options-messages';

export type { AddToCartChoice } from '../../connect/add-to-cart.connect';

export function AddToCartSlot(choice: AddToCartChoice) {
  const intl = useIntl();
  const cart = useOptionalCartActor();
  if (!cart) return null;
  const slot = connectAddToCartSlot(choice);
  switch (slot.kind) {
    case 'none':
      return null;
    case 'choose':
      return (
        <Link to={slot.path} className="add-to-cart add-to-cart--choose" aria-label={intl.formatMessage(customOptionsText.chooseOptionsFor, { name: slot.name })}>
          {intl.formatMessage(customOptionsText.chooseOptions)}
        </Link>
      );
    case 'button':
      return <AddToCartButton cart={cart} product={slot.product} isDisabled={slot.isDisabled} />;
  }
}
