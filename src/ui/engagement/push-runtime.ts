// The browser's side of the push registration chart: Notification.permission and its changes, the service worker
// becoming active (navigator.serviceWorker.ready), the provider's token, subscribeFirebase / unsubscribeFirebase, and token_firebase in
// browser storage with its 7-day lifetime, and the push mode's service worker (src/api/engagement/push-worker.ts).
// Everything here is an effect the chart names; it decides nothing.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { pushWorkerFor } from '../../api/engagement/push-worker';
import type { GraphQLClient } from '../../api/graphql-client';
import type { BrowserPersistence } from '../../lib/browser-persistence';
import { pushRegistrationMachine, TOKEN_REFRESH_MS, type PushPermission, type PushRegistrationEvent } from '../../machines/push-registration.machine';
import { followSession, signedInNow } from '../providers/follow-session';
import type { SessionActor } from '../providers/session-runtime';
import { onFirstCall } from '../../lib/on-first-call';
import { inspected } from '../providers/inspection';

// Push calls only where notifications are granted or asked for (and a stored token after sign-out): they load then.
const pushCalls = () => import('../../api/engagement/push-calls');
const fetchPushConfig = onFirstCall(pushCalls, 'fetchPushConfig');
const removePushToken = onFirstCall(pushCalls, 'removePushToken');
const sendPushToken = onFirstCall(pushCalls, 'sendPushToken');

export type PushRegistrationActor = ActorRefFrom<typeof pushRegistrationMachine>;

function browserPermission(win: Window & typeof globalThis): PushPermission {
  if (!('Notification' in win) || !('PushManager' in win) || !('serviceWorker' in win.navigator)) return 'unsupported';
  return win.Notification.permission;
}

/** Starts the page's push registration actor and its browser listeners. */
export function startPushRegistration(win: Window & typeof globalThis, client: GraphQLClient, persistence: BrowserPersistence, session: SessionActor | null): PushRegistrationActor {
  const stored = persistence.getEntry('token_firebase');
  // One answer per page (and per sign-in: the client's scope), shared by the worker check and the token.
  const pushConfig = () => client.remember('pushNotificationConfig', () => fetchPushConfig(client));
  const actor = createActor(
    pushRegistrationMachine.provide({
      actors: {
        requestPermission: fromPromise(async () => (await win.Notification.requestPermission()) as PushPermission),
        getToken: fromPromise(async () => {
          const config = await pushConfig();
          const registration = await pushWorkerFor(config.provider, win.navigator.serviceWorker);
          const { pushProviderFor } = await import('../../api/engagement/push-provider');
          return pushProviderFor(config).getToken(registration);
        }),
        sendToken: fromPromise(({ input }) => sendPushToken(client, input.token)),
        removeToken: fromPromise(({ input }) => removePushToken(client, input.token)),
        followSession: followSession<PushRegistrationEvent>(session, persistence, { signedIn: { type: 'session.signedIn' }, signedOut: { type: 'session.signedOut' } }),
      },
      actions: {
        storeToken: (_, params) => persistence.set('token_firebase', params.token, TOKEN_REFRESH_MS / 1000),
        clearToken: () => persistence.remove('token_firebase'),
        logError: (_, params) => console.error('Push notifications:', params.error),
      },
    }),
    inspected({
      input: {
        permission: browserPermission(win),
        signedIn: signedInNow(session, persistence),
        storedToken: stored?.value ?? null,
        storedTokenAgeMs: stored ? Math.max(0, Date.now() - stored.timestamp) : 0,
      },
    }),
  );
  actor.start();
  if (browserPermission(win) === 'unsupported') return actor;
  // Where pushes can arrive (permission granted), the mode's worker is in place from the start, not only once a
  // token is made: a browser registered earlier keeps receiving after the shop changed its push mode.
  if (browserPermission(win) === 'granted') {
    void pushConfig()
      .then((config) => pushWorkerFor(config.provider, win.navigator.serviceWorker))
      .catch((error: unknown) => console.warn('Push notifications: the service worker could not be registered', error));
  }
  void win.navigator.serviceWorker.ready.then(() => actor.send({ type: 'worker.active' }));
  // The permission may change in the browser's settings while the page is open.
  void win.navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => {
      status.addEventListener('change', () => actor.send({ type: 'permission.changed', permission: browserPermission(win) }));
    })
    .catch(() => undefined);
  return actor;
}
