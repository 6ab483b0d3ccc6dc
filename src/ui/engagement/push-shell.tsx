// The page-lived push registration actor (src/machines/push-registration.machine.ts), started in the browser
// only (never while server rendering); its chart follows the session actor through its invoked followSession.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useOptionalSession } from '../account/session-context';
import { useShellDeps } from '../providers/shell-deps';
import { startPushRegistration, type PushRegistrationActor } from './push-runtime';

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
    started.current ??= startPushRegistration(window, client, persistence, session);
    setActor(started.current);
    // The session at start is its input; later changes reach the chart through its followSession actor.
  }, [client, persistence, session]);
  return <Context.Provider value={actor}>{children}</Context.Provider>;
}

/** The push registration actor; null before the page has started it (server rendering, first paint). */
export function usePushRegistration(): PushRegistrationActor | null {
  return useContext(Context);
}
