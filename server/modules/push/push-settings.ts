// How this shop sends push notifications, from the environment (README lists the variables):
// - Standard Web Push with VAPID (default, no third party): the key pair is generated once and kept in the database
//   (push_vapid_key), unless TALAT_VAPID_PUBLIC_KEY and TALAT_VAPID_PRIVATE_KEY are given.
// - Firebase Cloud Messaging when TALAT_FIREBASE_API_KEY, _PROJECT_ID, _MESSAGING_SENDER_ID, _APP_ID, _VAPID_KEY
//   (the web app's public settings, for the browser's SDK) and a service account (TALAT_FIREBASE_SERVICE_ACCOUNT_FILE
//   or TALAT_FIREBASE_SERVICE_ACCOUNT, for sending with FCM HTTP v1) are all set; some without the others is an
//   error at start (docs/decisions/push-notifications.md).
// Subscriptions are accepted only for the known browser push services (a customer cannot make the shop post to
// any address it names); TALAT_PUSH_ENDPOINT_HOSTS adds hosts (a self-hosted push service, or a test receiver).

import { loadServiceAccount, type ServiceAccount } from './firebase-service-account';

export interface FirebaseWebSettings {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** The Firebase project's web push certificate (its VAPID public key). */
  vapidKey: string;
}

export interface PushSettings {
  /** VAPID subject: a mailto: or https: contact for push services (TALAT_PUSH_SUBJECT). */
  subject: string;
  /** Configured key pair, or null to use (and first make) the one kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  firebase: FirebaseWebSettings | null;
  /** How the server sends to Firebase registration tokens; set exactly when firebase is. */
  fcm: FcmSendSettings | null;
  /** Host names (or host:port) a web push endpoint may have, besides the browsers' own push services. */
  extraEndpointHosts: string[];
}

export interface FcmSendSettings {
  serviceAccount: ServiceAccount;
  /**
   * FCM's API origin (TALAT_FCM_ENDPOINT, default https://fcm.googleapis.com): another only for a self-hosted
   * stand-in or the tests' one, which play Google's server.
   */
  endpoint: string;
  /** The shop's https origin (TALAT_BASE_URL), for FCM's click link, which must be an absolute https URL; else null. */
  publicOrigin: string | null;
}

export const FCM_ENDPOINT = 'https://fcm.googleapis.com';

/** What the browser's Firebase messaging SDK calls to make a token (the shop's CSP allows them in Firebase mode). */
export const FIREBASE_WEB_ORIGINS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];

/** The push services of Chrome/Edge (FCM, WNS), Firefox (autopush) and Safari (Apple). */
export const BROWSER_PUSH_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter((item) => item !== '');
}

export function loadPushSettings(env: NodeJS.ProcessEnv): PushSettings {
  const publicKey = env.TALAT_VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.TALAT_VAPID_PRIVATE_KEY?.trim();
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('Set both TALAT_VAPID_PUBLIC_KEY and TALAT_VAPID_PRIVATE_KEY, or neither');
  const firebaseParts = {
    apiKey: env.TALAT_FIREBASE_API_KEY?.trim() ?? '',
    projectId: env.TALAT_FIREBASE_PROJECT_ID?.trim() ?? '',
    messagingSenderId: env.TALAT_FIREBASE_MESSAGING_SENDER_ID?.trim() ?? '',
    appId: env.TALAT_FIREBASE_APP_ID?.trim() ?? '',
    vapidKey: env.TALAT_FIREBASE_VAPID_KEY?.trim() ?? '',
  };
  const firebaseSet = Object.values(firebaseParts).filter((value) => value !== '').length;
  const serviceAccount = loadServiceAccount(env);
  if ((firebaseSet > 0 || serviceAccount) && (firebaseSet < 5 || !serviceAccount)) {
    throw new Error(
      'Firebase push needs all of TALAT_FIREBASE_API_KEY, _PROJECT_ID, _MESSAGING_SENDER_ID, _APP_ID, _VAPID_KEY and a service account (TALAT_FIREBASE_SERVICE_ACCOUNT_FILE or TALAT_FIREBASE_SERVICE_ACCOUNT)',
    );
  }
  if (serviceAccount && serviceAccount.projectId !== firebaseParts.projectId) {
    throw new Error(`The Firebase service account belongs to project ${serviceAccount.projectId}, not TALAT_FIREBASE_PROJECT_ID ${firebaseParts.projectId}`);
  }
  const endpoint = (env.TALAT_FCM_ENDPOINT?.trim() || FCM_ENDPOINT).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(endpoint)) throw new Error(`TALAT_FCM_ENDPOINT must be an origin such as ${FCM_ENDPOINT}, got ${endpoint}`);
  const subject = env.TALAT_PUSH_SUBJECT?.trim() || (env.TALAT_BASE_URL?.startsWith('https:') ? env.TALAT_BASE_URL : 'mailto:no-reply@talat.localhost');
  return {
    subject,
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null,
    firebase: serviceAccount ? firebaseParts : null,
    fcm: serviceAccount ? { serviceAccount, endpoint, publicOrigin: env.TALAT_BASE_URL?.startsWith('https:') ? new URL(env.TALAT_BASE_URL).origin : null } : null,
    extraEndpointHosts: list(env.TALAT_PUSH_ENDPOINT_HOSTS),
  };
}

let current: PushSettings | null = null;

/** This process's settings, read once (resolvers have no server config of their own). */
export function pushSettings(): PushSettings {
  current ??= loadPushSettings(process.env);
  return current;
}

/** Whether a push service URL may receive this shop's messages: https, on a browser push service or a configured host. */
export function isAllowedEndpoint(endpoint: string, settings: PushSettings): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (BROWSER_PUSH_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))) return true;
  return settings.extraEndpointHosts.some((extra) => extra === host || extra === url.host.toLowerCase());
}
