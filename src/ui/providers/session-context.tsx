// The session actor for views: the header, drawer, guards and account pages read it with useSelector and send it
// events. Without a provider (views tested on their own) the stored signin_token decides signed in or not.
import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { SessionUser } from '../../domain/account-types';
import type { SessionActor } from './session-runtime';

const Context = createContext<SessionActor | null>(null);

export function SessionProvider({ session, children }: { session: SessionActor; children: ReactNode }) {
  return <Context.Provider value={session}>{children}</Context.Provider>;
}

export function useOptionalSession(): SessionActor | null {
  return useContext(Context);
}

export function useSession(): SessionActor {
  const session = useContext(Context);
  if (!session) throw new Error('Account views need a <SessionProvider> above them.');
  return session;
}

/** Signed in while the chart is in signedIn (a sign-out in flight still counts until it ends). */
export function useSignedIn(session: SessionActor): boolean {
  return useSelector(session, (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signingOut'));
}

export function useSessionUser(session: SessionActor): SessionUser | null {
  return useSelector(session, (snapshot) => snapshot.context.user);
}
