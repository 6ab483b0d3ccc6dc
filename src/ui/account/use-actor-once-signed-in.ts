// A page-lived actor whose chart has nothing to do for a guest (push registration, company credit): its code loads,
// and it starts, at the first sign-in, or at once when the shopper is signed in already or `startNow` says the
// chart has something to finish. So a guest's first visit downloads none of it (docs/decisions/push-chart-on-sign-in.md).
import { useEffect, useRef, useState } from 'react';
import type { GraphQLClient } from '../../api/graphql-client';
import type { BrowserPersistence } from '../../lib/browser-persistence';
import { useShellDeps } from '../providers/shell-deps';
import { onceSignedIn } from '../providers/follow-session';
import { useOptionalSession } from '../providers/session-context';
import type { SessionActor } from '../providers/session-runtime';

export interface ActorStartDeps {
  client: GraphQLClient;
  persistence: BrowserPersistence;
  session: SessionActor | null;
}

export interface OnceSignedInOptions<TActor> {
  /** Loads the chart's module and starts its actor (a module-level function: the effect runs once per shell). */
  start: (deps: ActorStartDeps) => Promise<TActor>;
  /** Whether to start before any sign-in (a stored token to drop after a sign-out, say). */
  startNow?: (persistence: BrowserPersistence) => boolean;
  /** Names the chart in the console when its code fails to load. */
  what: string;
}

/**
 * The actor once started, else null (server rendering, first paint, a guest). Started after the first render, not
 * during it: the server renders without it, so the page hydrates with the same markup. Never stopped (StrictMode
 * would stop it): the ref holds the one start, so StrictMode's second effect run shares it rather than starting
 * another. The session at start is the chart's input; later changes reach it through its own followSession.
 */
export function useActorOnceSignedIn<TActor>({ start, startNow, what }: OnceSignedInOptions<TActor>): TActor | null {
  const { client, persistence } = useShellDeps();
  const session = useOptionalSession();
  const started = useRef<Promise<TActor> | null>(null);
  const [actor, setActor] = useState<TActor | null>(null);
  useEffect(() => {
    let current = true;
    const load = () => {
      started.current ??= start({ client, persistence, session });
      started.current.then(
        (loaded) => current && setActor(loaded),
        (error: unknown) => console.error(`${what}:`, error),
      );
    };
    let stopWaiting = () => {};
    if (started.current || startNow?.(persistence)) load();
    else stopWaiting = onceSignedIn(session, persistence, load);
    return () => {
      current = false;
      stopWaiting();
    };
  }, [client, persistence, session, start, startNow, what]);
  return actor;
}
