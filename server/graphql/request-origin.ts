import type { FastifyReply } from 'fastify';
import type { GraphQLContext } from './context';

/**
 * mercurius adds `reply` (and `app`) to the context object we return; GraphQLContext does not declare
 * them, so this reads it in one place. Used where an answer needs the shop's own URL: TALAT_BASE_URL when
 * configured, else the request's protocol and host, which fastify takes from X-Forwarded-* only when the
 * request came through a configured proxy (TALAT_TRUSTED_PROXIES). Never a forwarded host from anyone.
 */
export function requestOrigin(context: GraphQLContext): string {
  const reply = (context as GraphQLContext & { reply?: FastifyReply }).reply;
  if (!reply) return 'http://127.0.0.1';
  return reply.server.publicBaseUrl ?? `${reply.request.protocol}://${reply.request.host}`;
}
