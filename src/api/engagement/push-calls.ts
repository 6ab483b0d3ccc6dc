// Push registration's calls: the shop's push settings (which provider, its public key), subscribeFirebase,
// which hands the browser's token to the server (a refusal, errors or result false, rejects, so the chart stores
// nothing), and unsubscribeFirebase, which takes it back when the customer signs out.
import type { GraphQLClient } from '../graphql-client';
import { PushNotificationConfigDocument, SubscribeFirebaseDocument, UnsubscribeFirebaseDocument } from '../../gql/generated/graphql';

export type PushProviderConfig =
  | { provider: 'webpush'; vapidPublicKey: string }
  | { provider: 'firebase'; vapidPublicKey: string; firebase: { apiKey: string; projectId: string; messagingSenderId: string; appId: string } };

/** Where the browser's push token comes from (push-provider.ts picks one by the config). */
export interface PushTokenProvider {
  /** A token for this browser, made with the given service worker registration. */
  getToken(registration: ServiceWorkerRegistration): Promise<string>;
}

export async function fetchPushConfig(client: GraphQLClient): Promise<PushProviderConfig> {
  const data = await client.request(PushNotificationConfigDocument, {});
  const config = data.pushNotificationConfig;
  if (!config) throw new Error('The shop has no push notification settings');
  if (config.provider === 'firebase' && config.firebase) {
    const { api_key, project_id, messaging_sender_id, app_id } = config.firebase;
    return { provider: 'firebase', vapidPublicKey: config.vapid_public_key, firebase: { apiKey: api_key, projectId: project_id, messagingSenderId: messaging_sender_id, appId: app_id } };
  }
  return { provider: 'webpush', vapidPublicKey: config.vapid_public_key };
}

export async function sendPushToken(client: GraphQLClient, token: string): Promise<void> {
  const data = await client.request(SubscribeFirebaseDocument, { token });
  if (!data.subscribeFirebase?.result) throw new Error(data.subscribeFirebase?.message ?? 'The push token was not accepted');
}

/**
 * Asks the server to drop this browser's subscription. result false (nothing matched: already gone, or moved to
 * another customer's sign-in) is the outcome wanted too; only errors reject.
 */
export async function removePushToken(client: GraphQLClient, token: string): Promise<void> {
  await client.request(UnsubscribeFirebaseDocument, { token });
}
