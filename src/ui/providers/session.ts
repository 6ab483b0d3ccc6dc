// Whether a shopper is signed in (storefront spec section 6): the session actor when the accounts area provides
// it, else a stored signin_token (the persistence layer drops an expired token, so a stale one reads as signed out).
import { useCallback, useSyncExternalStore } from 'react';
import { useOptionalSession } from './session-context';
import { useShellDeps } from './shell-deps';

export function useIsSignedIn(): boolean {
  const session = useOptionalSession();
  const { persistence } = useShellDeps();
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!session) return () => undefined;
      const subscription = session.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [session],
  );
  return useSyncExternalStore(
    subscribe,
    () => {
      if (!session) return !!persistence.get('signin_token');
      const snapshot = session.getSnapshot();
      return snapshot.matches('signedIn') || snapshot.matches('signingOut');
    },
    // The server renders for a guest (signed-in shoppers' pages are rendered afresh in the browser, src/main.tsx).
    () => false,
  );
}
