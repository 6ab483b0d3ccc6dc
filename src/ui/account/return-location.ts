// Where a shopper goes after signing in: the return location the sign-in link carried (docs/decisions/
// shell-sign-in-return.md), else the account page. On /landing the return location is / (account spec section 2).
import { useLocation } from 'react-router';
import { RETURN_PARAM, safeReturnPath, signInPath } from '../common/sign-in-path';

export const ACCOUNT_PATH = '/customer/account';

export function useReturnLocation(): string | null {
  const { search } = useLocation();
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/** The sign-in link from the current page: it carries the page (path plus query) as the return location. */
export function signInLinkFrom(pathname: string, search: string): string {
  if (pathname === '/landing') return signInPath('/');
  if (pathname === '/sign-in' || pathname === '/customer/account/login') return `${pathname}${search}`;
  return signInPath(`${pathname}${search}`);
}
