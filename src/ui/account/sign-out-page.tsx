// /customer/account/logout: asks the session to sign out (it revokes the token, clears the customer's data and
// the cart) and goes home once signed out.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { accountText } from './messages';
import { useSession } from '../providers/session-context';

export function SignOutPage() {
  const intl = useIntl();
  const session = useSession();
  const signedOut = useSelector(session, (snapshot) => snapshot.matches('signedOut'));
  useEffect(() => {
    // Arriving at this route is the shopper's request to sign out (a link from the menu or typed).
    session.send({ type: 'session.signOut' });
  }, [session]);
  if (signedOut) return <Navigate to="/" replace />;
  return <p role="status">{intl.formatMessage(accountText.signingOut)}</p>;
}
