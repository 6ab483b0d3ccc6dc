import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/**
 * MAGENTO_BACKEND_URL: the storefront talks to a real Magento store through our origin, so /graphql, /rest
 * and /media keep being same-origin for the browser (cookies, CSP, image URLs) while Magento answers.
 */
export async function magentoProxy(app: FastifyInstance, upstream: string): Promise<void> {
  const base = upstream.replace(/\/+$/, '');
  for (const prefix of ['/graphql', '/rest', '/media']) {
    await app.register(httpProxy, { upstream: base, prefix, rewritePrefix: prefix, http2: false });
  }
}
