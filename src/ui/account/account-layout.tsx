// Guarded account pages (account spec sections 2 and 6): a guest is sent to /sign-in carrying the page as the
// return location; a signed-in shopper gets the account sidebar beside the page.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Shimmer } from '../common/shimmer';
import { signInPath } from '../common/sign-in-path';
import { useIsSignedIn } from '../providers/session';
import { ACCOUNT_NAV, SIGN_OUT_PATH } from './account-nav';
import { accountText } from './messages';
import './account.css';
import { commonText } from '../common/messages';

export function RequireSignIn() {
  const signedIn = useIsSignedIn();
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={signInPath(`${pathname}${search}`)} replace />;
  return <Outlet />;
}

export function AccountLayout() {
  const intl = useIntl();
  return (
    <div className="account-layout">
      <nav className="account-layout__nav" aria-label={intl.formatMessage(accountText.accountNav)}>
        <ul>
          {ACCOUNT_NAV.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end>
                {intl.formatMessage(item.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={SIGN_OUT_PATH}>{intl.formatMessage(accountText.signOut)}</NavLink>
          </li>
        </ul>
      </nav>
      <div className="account-layout__page">
        <Suspense fallback={<Shimmer lines={6} label={intl.formatMessage(commonText.fetchingData)} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
