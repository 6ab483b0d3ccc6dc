import type { FastifyRequest } from 'fastify';

/** The shop's own origin for a plain route (redirect URIs, postMessage target): protocol and host. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
