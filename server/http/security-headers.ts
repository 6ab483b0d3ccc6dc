import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /**
   * Origins of card-payment providers (TALAT_PAYMENT_ORIGINS): their library script (storeConfig
   * .secure_pay_library), their frames, API calls and the pages checkout forms post to. Our own payment
   * sandboxes are same-origin and need nothing here.
   */
  paymentOrigins: readonly string[];
  /**
   * Further origins the storefront's scripts call: Firebase's installation and registration APIs when the shop
   * sends push through Firebase (its messaging SDK makes the browser's token there).
   */
  connectOrigins?: readonly string[];
}

/** HSTS for a year once the shop is reached over https (directly or through a trusted proxy). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * One policy for the SPA and the API, with no blanket `https:` source: our own origin plus the configured
 * payment origins. Styles allow inline because CMS/Page Builder content carries style attributes. No one
 * may frame the shop (clickjacking on checkout).
 */
export function contentSecurityPolicy(paymentOrigins: readonly string[], scriptNonce: string | null = null, connectOrigins: readonly string[] = []): string {
  const extra = paymentOrigins.length > 0 ? ` ${paymentOrigins.join(' ')}` : '';
  const connect = connectOrigins.length > 0 ? ` ${connectOrigins.join(' ')}` : '';
  // A server-rendered page streams React's small inline scripts (they put late parts in place); they carry the
  // response's nonce, nothing else inline may run.
  const nonce = scriptNonce ? ` 'nonce-${scriptNonce}'` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${nonce}${extra} ${ANALYTICS_SCRIPT_ORIGINS}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra} ${ANALYTICS_CONNECT_ORIGINS}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}${connect} ${ANALYTICS_CONNECT_ORIGINS}`,
    `frame-src 'self' ${VIDEO_EMBED_ORIGINS}${extra}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extra}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Google's tag (GA4), which the storefront loads only when store config enables it with a measurement id and
 * the shopper accepted the analytics cookie group (src/ui/privacy/analytics-loader.ts).
 */
const ANALYTICS_SCRIPT_ORIGINS = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT_ORIGINS = 'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

/** The video players Page Builder content may embed (the storefront's parse-media.ts EMBED_HOSTS). */
const VIDEO_EMBED_ORIGINS = 'https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://player.vimeo.com';

/** The policy with no payment provider configured (the demo shop). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy([]);

declare module 'fastify' {
  interface FastifyReply {
    /** The nonce of this response's inline scripts (server-rendered pages), else null. */
    cspNonce: string | null;
  }
}

export function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = { paymentOrigins: [] }): void {
  const connect = options.connectOrigins ?? [];
  const policy = contentSecurityPolicy(options.paymentOrigins, null, connect);
  app.decorateReply('cspNonce', null);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('content-security-policy', reply.cspNonce ? contentSecurityPolicy(options.paymentOrigins, reply.cspNonce, connect) : policy);
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
    // request.protocol honours X-Forwarded-Proto only from trusted proxies (app.ts trustProxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}
