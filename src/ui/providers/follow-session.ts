// The session as an actor other charts invoke (issue 13, "Coordination is a chart too"): a chart that depends on
// sign-in names a `followSession` callback actor, and the app supplies this one, which subscribes to the session
// actor and sends the chart its own signed-in / signed-out events, now and on every change after. So the session
// reaches lists, credit or push through the chart's own invoke, not through a React effect between two actors.
import { fromCallback, type EventObject } from 'xstate';
import type { BrowserPersistence } from '../../lib/browser-persistence';
import type { SessionActor } from './session-runtime';

/** Signed in as the views count it: a sign-out in flight still counts until it ends. */
function isSignedIn(session: SessionActor): boolean {
  const snapshot = session.getSnapshot();
  return snapshot.matches('signedIn') || snapshot.matches('signingOut');
}

/**
 * A callback actor reporting the session to the chart that invokes it: `signedIn` or `signedOut` at start and after
 * each change. Without a session actor (views tested on their own) the stored signin_token decides, once.
 */
export function followSession<TEvent extends EventObject>(
  session: SessionActor | null,
  persistence: Pick<BrowserPersistence, 'get'>,
  events: { signedIn: TEvent; signedOut: TEvent },
) {
  return fromCallback<TEvent>(({ sendBack }) => {
    let last: boolean | null = null;
    const report = (signedIn: boolean) => {
      if (signedIn === last) return;
      last = signedIn;
      sendBack(signedIn ? events.signedIn : events.signedOut);
    };
    if (!session) {
      report(!!persistence.get('signin_token'));
      return undefined;
    }
    report(isSignedIn(session));
    const subscription = session.subscribe(() => report(isSignedIn(session)));
    return () => subscription.unsubscribe();
  });
}

/** The session now (a chart's input at start): the session actor, else the stored signin_token. */
export function signedInNow(session: SessionActor | null, persistence: Pick<BrowserPersistence, 'get'>): boolean {
  return session ? isSignedIn(session) : !!persistence.get('signin_token');
}

/**
 * Calls `then` once the session is signed in: at once when it is now, else at its first sign-in after. Returns
 * what stops waiting. For a chart that has nothing to do while signed out, so its code loads, and it starts, only
 * when it has: the chart itself still follows the session through its own followSession after that.
 */
export function onceSignedIn(session: SessionActor | null, persistence: Pick<BrowserPersistence, 'get'>, then: () => void): () => void {
  if (signedInNow(session, persistence)) {
    then();
    return () => {};
  }
  if (!session) return () => {};
  const subscription = session.subscribe(() => {
    if (!isSignedIn(session)) return;
    subscription.unsubscribe();
    then();
  });
  return () => subscription.unsubscribe();
}
