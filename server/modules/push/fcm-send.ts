import type { Agent } from 'node:https';
import { fcmAccessTokens, type AccessTokens } from './fcm-access-token';
import { httpsPost } from './https-post';
import type { PushPayload } from './push-outbox';
import type { FcmSendSettings } from './push-settings';

export type FcmOutcome = { outcome: 'delivered' } | { outcome: 'gone'; error: string } | { outcome: 'failed'; error: string };

/** FCM HTTP v1's error body (https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode). */
interface FcmErrorBody {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
}

/** The FCM v1 message for one registration token: shown by /firebase-messaging-sw.js (FCM's notification shape). */
export function fcmMessage(token: string, payload: PushPayload, publicOrigin: string | null): unknown {
  return {
    message: {
      token,
      notification: { title: payload.title, body: payload.body },
      // Data values must be strings; the worker opens data.url (a shop path) when there is no https link.
      data: { url: payload.url, tag: payload.tag },
      webpush: {
        headers: { TTL: String(24 * 60 * 60), Urgency: 'normal' },
        notification: { tag: payload.tag, icon: '/favicon.svg' },
        // FCM takes only an absolute https link; without the shop's public https origin, data.url serves.
        ...(publicOrigin ? { fcm_options: { link: new URL(payload.url, publicOrigin).href } } : {}),
      },
    },
  };
}

/**
 * What an FCM error means for the subscription. The token is gone when FCM says so (UNREGISTERED, 404), when it
 * calls the token itself invalid (INVALID_ARGUMENT naming message.token, or no field at all, as for a malformed
 * token) or when it belongs to another project (SENDER_ID_MISMATCH): sending to it again can never work. Anything
 * else (quota, FCM unavailable, our credentials) fails the attempt and the message is retried.
 */
export function classifyFcmError(status: number, body: string): FcmOutcome {
  let parsed: FcmErrorBody = {};
  try {
    parsed = JSON.parse(body) as FcmErrorBody;
  } catch {
    // Not FCM's JSON (a proxy in between): judged by status alone.
  }
  const details = parsed.error?.details ?? [];
  const errorCode = details.find((detail) => typeof detail.errorCode === 'string')?.errorCode ?? parsed.error?.status ?? '';
  const fields = details.flatMap((detail) => detail.fieldViolations ?? []).map((violation) => violation.field ?? '');
  const error = `FCM ${status}${errorCode ? ` ${errorCode}` : ''}${parsed.error?.message ? `: ${parsed.error.message}` : ''}`.slice(0, 300);
  const tokenInvalid = errorCode === 'INVALID_ARGUMENT' && (fields.length === 0 || fields.includes('message.token'));
  if (status === 404 || errorCode === 'UNREGISTERED' || errorCode === 'SENDER_ID_MISMATCH' || tokenInvalid) return { outcome: 'gone', error };
  return { outcome: 'failed', error };
}

export interface FcmClient {
  send(token: string, payload: PushPayload): Promise<FcmOutcome>;
}

/** Sends with FCM HTTP v1 (`POST {endpoint}/v1/projects/{project}/messages:send`, the service account's bearer). */
export function fcmClient(settings: FcmSendSettings, agent?: Agent, tokens: AccessTokens = fcmAccessTokens(settings.serviceAccount, agent)): FcmClient {
  const url = `${settings.endpoint}/v1/projects/${encodeURIComponent(settings.serviceAccount.projectId)}/messages:send`;
  return {
    async send(token, payload) {
      let bearer: string;
      try {
        bearer = await tokens.get();
      } catch (error) {
        return { outcome: 'failed', error: error instanceof Error ? error.message.slice(0, 300) : String(error) };
      }
      try {
        const answer = await httpsPost(url, JSON.stringify(fcmMessage(token, payload, settings.publicOrigin)), {
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json; charset=utf-8',
          accept: 'application/json',
        }, { agent });
        if (answer.status === 200) return { outcome: 'delivered' };
        // Our access token was refused (revoked, clock skew): the next attempt makes a new one.
        if (answer.status === 401) tokens.forget();
        return classifyFcmError(answer.status, answer.body);
      } catch (error) {
        return { outcome: 'failed', error: error instanceof Error ? error.message.slice(0, 300) : String(error) };
      }
    },
  };
}
