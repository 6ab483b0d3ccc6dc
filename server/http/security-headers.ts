import type { FastifyInstance } from 'fastify';

/**
 * One policy for the SPA and the API. Scripts: our own bundle, plus https origins because the card payment
 * provider's library (storeConfig.secure_pay_library) and push messaging load from their hosts. Styles allow
 * inline because CMS/Page Builder content carries style attributes. Forms may post to https payment pages.
 * No one may frame the shop (clickjacking on checkout).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "frame-src 'self' https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'self'",
].join('; ');

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
    return payload;
  });
}
