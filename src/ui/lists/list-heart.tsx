// The heart on product cards and the product page (account spec sections 2 and 6). A signed-in customer opens
// the shopping list popup; a guest is sent to sign in, the popup remembered (isShowShoppingListPopup) so it opens
// on return. Filled when the product is in one of the customer's lists. Nothing renders outside the provider. The
// lists' actors start at the first sign-in: until they have, a signed-in customer's heart waits, disabled.
import { useSelector } from '@xstate/react';
import { NativeButton } from '../common/native-button';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { productIdOfUid } from '../../domain/list-types';
import { HeartIcon } from '../common/icons';
import { signInPath } from '../common/sign-in-path';
import { useHydrating } from '../common/use-hydrating';
import { useIsSignedIn } from '../providers/session';
import { useShellDeps } from '../providers/shell-deps';
import { useHasShoppingLists, useOptionalShoppingLists, type ListsContextValue } from './lists-context';
import { listValueText } from './messages';
import './lists.css';

export interface HeartProduct {
  uid: string;
  name: string;
  /** The product's qty_increments when known (0: the server uses the product's own). */
  qtyIncrements?: number;
}

export function ListHeart({ product }: { product: HeartProduct }) {
  const hasLists = useHasShoppingLists();
  const actors = useOptionalShoppingLists();
  if (!hasLists) return null;
  return <Heart product={product} actors={actors} />;
}

function Heart({ product, actors }: { product: HeartProduct; actors: ListsContextValue | null }) {
  const intl = useIntl();
  const signedIn = useIsSignedIn();
  const { persistence } = useShellDeps();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const productId = productIdOfUid(product.uid);
  const memberOf =
    useSelector(actors?.lists, (snapshot) =>
      snapshot?.context.lists.filter((list) => list.items.some((item) => item.productId === productId)).map((list) => list.id).join(','),
    ) ?? '';
  const canOpen = useSelector(actors?.chooser, (snapshot) => snapshot?.matches('closed') ?? false);
  const listsReady = useSelector(actors?.lists, (snapshot) => snapshot?.matches('ready') ?? false);
  // A server-rendered heart does nothing until the page has hydrated: disabled until then, as the add-to-cart
  // button, so an early press is not silently lost.
  const hydrating = useHydrating();
  if (productId === null) return null;
  const chooserProduct = { productId, name: product.name, qtyIncrements: product.qtyIncrements ?? 0 };
  const inList = memberOf !== '';
  const onPress = () => {
    if (!signedIn) {
      persistence.set('isShowShoppingListPopup', chooserProduct);
      void navigate(signInPath(`${pathname}${search}`));
      return;
    }
    actors?.chooser.send({ type: 'chooser.open', product: chooserProduct, initial: inList ? memberOf.split(',').map(Number) : [] });
  };
  return (
    <NativeButton
      className={`list-heart${inList ? ' list-heart--on' : ''}`}
      aria-label={intl.formatMessage(signedIn ? listValueText.heartAdd : listValueText.heartSignIn, { name: product.name })}
      aria-pressed={signedIn ? inList : undefined}
      isDisabled={hydrating || (signedIn && (!canOpen || !listsReady))}
      onPress={onPress}
    >
      <HeartIcon />
    </NativeButton>
  );
}
