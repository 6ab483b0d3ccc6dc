import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors outside /graphql (which has its own handler, server/graphql/format-errors.ts): the status and
 * its standard text only. Fastify's default answer carries its error code (FST_ERR_…) and a message that
 * may echo the request; neither helps a client. A real fault (5xx) is logged here, once, with the
 * request id from the logger's bindings.
 */
export function errorReplies(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // @fastify/static refuses paths it cannot verify on disk, among them any name over 255 bytes: a Thai
    // slug of ~85 characters. No file is behind such a path, so it is answered as one that is not a file
    // (the SPA's page, or 404 under /media): never a file outside the root either way.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.code(status).header('cache-control', 'no-store');
    return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: status >= 500 ? 'Internal server error' : (STATUS_CODES[status] ?? 'Bad request') };
  });
}

/** fastify's `frameworkErrors`: a URL the router cannot decode (/%ff) is a plain 400, without its code. */
export function frameworkErrorReply(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).header('cache-control', 'no-store').send({ statusCode: 400, error: 'Bad Request', message: 'Bad Request' });
}
