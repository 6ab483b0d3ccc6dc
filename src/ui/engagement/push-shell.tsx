// The page-lived push registration actor (src/machines/push-registration.machine.ts), started in the browser
// only (never while server rendering) and only once it has something to act on; its chart follows the session
// actor through its invoked followSession.
import { createContext, useContext, type ReactNode } from 'react';
import type { BrowserPersistence } from '../../lib/browser-persistence';
import { useActorOnceSignedIn, type ActorStartDeps } from '../account/use-actor-once-signed-in';
import type { PushRegistrationActor } from './push-runtime';

const Context = createContext<PushRegistrationActor | null>(null);

async function startPush({ client, persistence, session }: ActorStartDeps): Promise<PushRegistrationActor> {
  const { startPushRegistration } = await import('./push-runtime');
  return startPushRegistration(window, client, persistence, session);
}

// The chart acts only for a signed-in customer, or on a stored token (a signed-out customer's, which it asks the
// server to drop): for a guest without one it only waits for a sign-in.
const hasStoredToken = (persistence: BrowserPersistence) => !!persistence.get('token_firebase');

export function PushShell({ children }: { children: ReactNode }) {
  const actor = useActorOnceSignedIn({ start: startPush, startNow: hasStoredToken, what: 'Push notifications' });
  return <Context.Provider value={actor}>{children}</Context.Provider>;
}

/** The push registration actor; null before the page has started it (server rendering, first paint, a guest). */
export function usePushRegistration(): PushRegistrationActor | null {
  return useContext(Context);
}
