// Register (guests only), favourites and reorder. Favourites and reorder need an account: a guest is sent to
// sign-in with the destination (storefront spec section 6). Signed-in shoppers get the account trigger from the
// accounts work; a guest sees the Sign In link here.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { signInPath } from '../../common/sign-in-path';
import { useIsSignedIn } from '../../providers/session';
import { shellText } from '../messages';
import { HeartIcon, ReorderIcon } from '../../common/icons';

export const FAVOURITES_PATH = '/wishlist';
export const REORDER_PATH = '/buy-often';

export function AccountLinks() {
  const intl = useIntl();
  const signedIn = useIsSignedIn();
  const gated = (path: string) => (signedIn ? path : signInPath(path));
  return (
    <>
      {signedIn ? null : (
        <>
          <Link className="header-link" to="/sign-in">
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
