// buyoften rich type. Guests get a sign-in link that comes back to /buy-often; signed-in customers get the empty
// state the /buy-often page shows, because the schema has no frequently-bought query yet
// (docs/decisions/catalog-ui-buy-often.md). Nothing is made up.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { signInPath } from '../common/sign-in-path';
import { BUY_OFTEN_PATH } from '../catalog/buy-often-page';
import { catalogText } from '../catalog/messages';
import { useIsSignedIn } from '../providers/session';
import { partsText } from './messages';

export default function BuyOftenPart() {
  const intl = useIntl();
  const signedIn = useIsSignedIn();
  if (!signedIn) {
    return (
      <p className="content-parts__sign-in">
        <Link to={signInPath(BUY_OFTEN_PATH)}>{intl.formatMessage(partsText.buyOftenSignIn)}</Link>
      </p>
    );
  }
  return <p className="listing__empty">{intl.formatMessage(catalogText.buyOftenNone)}</p>;
}
