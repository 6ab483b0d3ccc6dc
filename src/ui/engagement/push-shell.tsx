// The page-lived push registration actor (src/machines/push-registration.machine.ts), started in the browser
// only (never while server rendering) and only once it has something to act on; its chart follows the session
// actor through its invoked followSession.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useOptionalSession } from '../account/session-context';
import { useShellDeps } from '../providers/shell-deps';
import { onceSignedIn } from '../account/follow-session';
import type { PushRegistrationActor } from './push-runtime';

const Context = createContext<PushRegistrationActor | null>(null);

export function PushShell({ children }: { children: ReactNode }) {
  const { client, persistence } = useShellDeps();
  const session = useOptionalSession();
  // Page-lived like the cart and session actors: started once, never stopped (StrictMode would stop it; the ref
  // keeps its second effect run from starting another). Started after the first render, not during it: the server
  // renders without it (it reads browser storage and permissions), so the page hydrates with the same markup.
  const started = useRef<PushRegistrationActor | null>(null);
  const [actor, setActor] = useState<PushRegistrationActor | null>(null);
  useEffect(() => {
    if (started.current) {
      setActor(started.current);
      return undefined;
    }
    const start = () => {
      import('./push-runtime').then(
        ({ startPushRegistration }) => {
          started.current ??= startPushRegistration(window, client, persistence, session);
          setActor(started.current);
        },
        (error: unknown) => console.error('Push notifications:', error),
      );
    };
    // The chart acts only for a signed-in customer, or on a stored token (a signed-out customer's, which it asks
    // the server to drop): for a guest without one it only waits for a sign-in. So a guest's page loads its code,
    // and starts it, at the first sign-in (docs/decisions/push-chart-on-sign-in.md). The session at start is its
    // input; later changes reach the chart through its followSession actor.
    if (persistence.get('token_firebase')) {
      start();
      return undefined;
    }
    return onceSignedIn(session, persistence, start);
  }, [client, persistence, session]);
  return <Context.Provider value={actor}>{children}</Context.Provider>;
}

/** The push registration actor; null before the page has started it (server rendering, first paint). */
export function usePushRegistration(): PushRegistrationActor | null {
  return useContext(Context);
}
