import type { FastifyReply } from 'fastify';
import type { GraphQLContext } from './context';

/**
 * mercurius adds `reply` (and `app`) to the context object we return; GraphQLContext does not declare
 * them, so this reads it in one place. Used where an answer needs the shop's own URL.
 */
export function requestOrigin(context: GraphQLContext): string {
  const reply = (context as GraphQLContext & { reply?: FastifyReply }).reply;
  return reply ? `${reply.request.protocol}://${reply.request.host}` : 'http://127.0.0.1';
}
