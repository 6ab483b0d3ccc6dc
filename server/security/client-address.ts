import type { FastifyReply } from 'fastify';
import type { GraphQLContext } from '../graphql/context';

/**
 * The caller's IP address, for per-address throttles. fastify takes it from X-Forwarded-For only when the
 * connection comes from a configured proxy (TALAT_TRUSTED_PROXIES), so a client cannot pick a fresh
 * address per request. mercurius adds `reply` to the context; without one (a direct call) all callers
 * share one key, which errs on the side of throttling.
 */
export function clientAddress(context: GraphQLContext): string {
  const reply = (context as GraphQLContext & { reply?: FastifyReply }).reply;
  return reply?.request.ip ?? 'unknown';
}

/** The form an e-mail takes in throttle keys: the same account however it is typed. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
