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
 * The shape of a token, whatever the shop's settings: the JSON of a standard PushSubscription ({ endpoint, keys:
 * { p256dh, auth } }, an uncompressed P-256 point and a 16-byte secret), or a Firebase registration token.
 * Removing a subscription reads tokens this way, so a browser registered before the settings changed can still
 * leave.
 */
export function parsePushToken(token: string): PushToken | 'malformed' {
  const text = token.trim();
  if (text === '' || text.length > MAX_TOKEN_LENGTH) return 'malformed';
  if (!text.startsWith('{')) return /^[A-Za-z0-9_:-]{20,}$/.test(text) ? { provider: 'fcm', endpoint: text } : 'malformed';
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
  return { provider: 'webpush', endpoint, p256dh: keys.p256dh as string, auth: keys.auth as string };
}

/**
 * Reads a token to subscribe: well formed (parsePushToken), a Firebase token only when the shop uses Firebase, a
 * Web Push endpoint only on an allowed push service.
 */
export function readPushToken(token: string, settings: PushSettings): PushToken | PushTokenProblem {
  const parsed = parsePushToken(token);
  if (typeof parsed === 'string') return parsed;
  if (parsed.provider === 'fcm') return settings.firebase ? parsed : 'firebase-not-configured';
  return isAllowedEndpoint(parsed.endpoint, settings) ? parsed : 'endpoint-not-allowed';
}
