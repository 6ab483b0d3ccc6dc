import { describe, expect, it } from 'vitest';
import { classifyFcmError, fcmMessage } from './fcm-send';

// What an FCM HTTP v1 error means for a stored registration token (https://firebase.google.com/docs/reference/fcm/
// rest/v1/ErrorCode): only errors about the token itself remove it; a refusal of our message or a failure on FCM's
// side keeps it and the message is retried.

const fcmError = (code: number, status: string, errorCode?: string, fields: string[] = []) =>
  JSON.stringify({
    error: {
      code,
      status,
      message: 'm',
      details: [
        ...(errorCode ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] : []),
        ...(fields.length ? [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: fields.map((field) => ({ field })) }] : []),
      ],
    },
  });

describe('FCM errors', () => {
  it('removes tokens FCM no longer knows, calls invalid, or that belong to another sender', () => {
    expect(classifyFcmError(404, fcmError(404, 'NOT_FOUND', 'UNREGISTERED')).outcome).toBe('gone');
    expect(classifyFcmError(404, 'Not Found').outcome).toBe('gone');
    expect(classifyFcmError(400, fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT')).outcome).toBe('gone');
    expect(classifyFcmError(400, fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT', ['message.token'])).outcome).toBe('gone');
    expect(classifyFcmError(403, fcmError(403, 'PERMISSION_DENIED', 'SENDER_ID_MISMATCH')).outcome).toBe('gone');
  });

  it('keeps the token when FCM refuses another part of the message, our credentials, or fails itself', () => {
    const badLink = classifyFcmError(400, fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT', ['message.webpush.fcm_options.link']));
    expect(badLink).toEqual({ outcome: 'failed', error: 'FCM 400 INVALID_ARGUMENT: m' });
    expect(classifyFcmError(401, fcmError(401, 'UNAUTHENTICATED', 'THIRD_PARTY_AUTH_ERROR')).outcome).toBe('failed');
    expect(classifyFcmError(429, fcmError(429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED')).outcome).toBe('failed');
    expect(classifyFcmError(503, fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE')).outcome).toBe('failed');
    expect(classifyFcmError(502, '<html>Bad gateway</html>')).toEqual({ outcome: 'failed', error: 'FCM 502' });
  });

  it('sends the click link only as an absolute https URL of the shop', () => {
    const payload = { title: 't', body: 'b', url: '/sales/order/history', tag: 'operator-1' };
    const withOrigin = fcmMessage('tok', payload, 'https://shop.example') as { message: { webpush: { fcm_options?: { link: string } } } };
    expect(withOrigin.message.webpush.fcm_options).toEqual({ link: 'https://shop.example/sales/order/history' });
    const without = fcmMessage('tok', payload, null) as { message: { data: Record<string, string>; webpush: { fcm_options?: unknown } } };
    expect(without.message.webpush.fcm_options).toBeUndefined();
    expect(without.message.data).toEqual({ url: '/sales/order/history', tag: 'operator-1' });
  });
});
