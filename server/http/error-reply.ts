import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Errors outside /graphql (which has its own handler, server/graphql/format-errors.ts): the status and
 * its standard text only. Fastify's default answer carries its error code (FST_ERR_…) and a message that
 * may echo the request; neither helps a client. A real fault (5xx) is logged here, once, with the
 * request id from the logger's bindings.
 */
export function errorReplies(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.code(status).header('cache-control', 'no-store');
    return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: status >= 500 ? 'Internal server error' : (STATUS_CODES[status] ?? 'Bad request') };
  });
}
