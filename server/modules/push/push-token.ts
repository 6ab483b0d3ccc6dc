import type { PushProviderKind } from '../../db/types';
import { isAllowedEndpoint, type PushSettings } from './push-settings';

/** What `subscribeFirebase`'s token names: one browser's push address. */
export type PushToken =
  | { provider: Extract<PushProviderKind, 'webpush'>; endpoint: string; p256dh: string; auth: string }
  | { provider: Extract<PushProviderKind, 'fcm'>; endpoint: string };

export type PushTokenProblem = 'malformed' | 'endpoint-not-allowed' | 'firebase-not-configured';

const MAX_TOKEN_LENGTH = 4096;

function base64urlBytes(value: unknown): number {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+=*$/.test(value)) return -1;
  return Buffer.from(value, 'base64url').length;
}

/**
 * Reads a token: the JSON of a standard PushSubscription ({ endpoint, keys: { p256dh, auth } }, an uncompressed
 * P-256 point and a 16-byte secret), or a Firebase registration token when the shop uses Firebase.
 */
export function readPushToken(token: string, settings: PushSettings): PushToken | PushTokenProblem {
  const text = token.trim();
  if (text === '' || text.length > MAX_TOKEN_LENGTH) return 'malformed';
  if (!text.startsWith('{')) {
    if (!/^[A-Za-z0-9_:-]{20,}$/.test(text)) return 'malformed';
    return settings.firebase ? { provider: 'fcm', endpoint: text } : 'firebase-not-configured';
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'malformed';
  }
  if (typeof parsed !== 'object' || parsed === null) return 'malformed';
  const { endpoint, keys } = parsed as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || typeof keys !== 'object' || keys === null) return 'malformed';
  if (base64urlBytes(keys.p256dh) !== 65 || base64urlBytes(keys.auth) !== 16) return 'malformed';
  if (!isAllowedEndpoint(endpoint, settings)) return 'endpoint-not-allowed';
  return { provider: 'webpush', endpoint, p256dh: keys.p256dh as string, auth: keys.auth as string };
}
