import type { FastifyInstance } from 'fastify';

/**
 * One compact line per request instead of fastify's two verbose ones: method, path (query strings of GET
 * GraphQL requests are long and may carry personal data, so only the operation name is kept), status, time.
 */
export function requestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = request.body as Record<string, unknown> | undefined;
    const operation = typeof query.operationName === 'string' ? query.operationName : typeof body?.operationName === 'string' ? body.operationName : undefined;
    request.log.info(
      { method: request.method, path, operation, status: reply.statusCode, ms: Math.round(reply.elapsedTime), cache: reply.getHeader('x-cache') },
      'request',
    );
  });
}
