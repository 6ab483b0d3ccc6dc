// Whether a shopper is signed in: a stored signin_token (storefront spec section 6). The persistence layer drops
// an expired token, so a stale one reads as signed out. The accounts work replaces this read with its session
// machine; the header only needs the yes/no.
import { useShellDeps } from './shell-deps';

export function useIsSignedIn(): boolean {
  return !!useShellDeps().persistence.get('signin_token');
}
