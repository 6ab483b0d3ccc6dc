// Register (guests only), favourites and reorder. Favourites and reorder need an account: a guest is sent to
// sign-in with the destination (storefront spec section 6). Signed-in shoppers get the account trigger from the
// accounts work (a header slot); a guest sees the Sign In link here, carrying the page as the return location.
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { signInPath } from '../../common/sign-in-path';
import { signInLinkFrom } from '../../account/return-location';
import { useHeaderSlots } from './header-slots';
import { useIsSignedIn } from '../../providers/session';
import { shellText } from '../messages';
import { HeartIcon, ReorderIcon } from '../../common/icons';

export const FAVOURITES_PATH = '/wishlist';
export const REORDER_PATH = '/buy-often';

export function AccountLinks() {
  const intl = useIntl();
  const signedIn = useIsSignedIn();
  const { pathname, search } = useLocation();
  const { accountTrigger } = useHeaderSlots();
  const gated = (path: string) => (signedIn ? path : signInPath(path));
  return (
    <>
      {signedIn ? (accountTrigger ?? null) : (
        <>
          <Link className="header-link" to={signInLinkFrom(pathname, search)}>
            {intl.formatMessage(shellText.signIn)}
          </Link>
          <Link className="header-link" to="/create-account">
            {intl.formatMessage(shellText.register)}
          </Link>
        </>
      )}
      <Link className="header-action" to={gated(FAVOURITES_PATH)}>
        <HeartIcon />
        <span className="header-action__text">{intl.formatMessage(shellText.favourites)}</span>
      </Link>
      <Link className="header-action" to={gated(REORDER_PATH)}>
        <ReorderIcon />
        <span className="header-action__text">{intl.formatMessage(shellText.reorder)}</span>
      </Link>
    </>
  );
}
