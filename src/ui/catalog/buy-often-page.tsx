// /buy-often (account spec section 2): frequently bought products for signed-in customers; guests go to sign-in
// with this page as the destination. The schema has no frequently-bought query yet, so signed-in customers see
// the empty state (docs/decisions/catalog-ui-buy-often.md); nothing is made up.
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { signInPath } from '../common/sign-in-path';
import { useIsSignedIn } from '../providers/session';
import { catalogText } from './messages';
import './catalog.css';

export const BUY_OFTEN_PATH = '/buy-often';

export default function BuyOftenPage() {
  const intl = useIntl();
  const signedIn = useIsSignedIn();
  if (!signedIn) return <Navigate to={signInPath(BUY_OFTEN_PATH)} replace />;
  return (
    <section className="buy-often-page">
      <h1 className="page-title">{intl.formatMessage(catalogText.buyOftenHeading)}</h1>
      <p className="listing__empty">{intl.formatMessage(catalogText.buyOftenNone)}</p>
    </section>
  );
}
