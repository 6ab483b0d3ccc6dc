import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Longest unrouted path written to the log (a 404 for a hostile path must not fill a line). */
const MAX_LOGGED_PATH = 200;

/**
 * What identifies a request in the log without personal data: the route pattern when one matched
 * (/rest/V1/guest-carts/:cartId, never the cart id), else the path; never the query string, which carries
 * GraphQL variables, cart ids and e-mails.
 */
export function loggedRoute(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && !pattern.includes('*')) return pattern;
  const path = request.url.split('?')[0] ?? '';
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * Logger settings every server uses: a random request id (also sent back as X-Request-Id, so a shopper's
 * report can be matched to the one log line of an internal error) and a request serializer without the
 * query string, for the lines fastify itself writes (errors outside /graphql).
 */
export function serverLogOptions(logger: FastifyServerOptions['logger']): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  const withSerializers =
    typeof logger === 'object' && logger !== null
      ? { ...logger, serializers: { req: (request: FastifyRequest) => ({ method: request.method, route: loggedRoute(request) }) } }
      : logger;
  return { logger: withSerializers ?? false, genReqId: () => randomUUID(), requestIdHeader: false };
}

/**
 * One line per request instead of fastify's two verbose ones: method, route, status, duration and the
 * request id (reqId, from the logger's bindings); for GraphQL the operation name, nothing of its variables.
 */
export function requestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = request.body as Record<string, unknown> | undefined;
    const named = typeof query.operationName === 'string' ? query.operationName : typeof body?.operationName === 'string' ? body.operationName : undefined;
    // Operation names are identifiers the storefront chose; anything else is cut to a harmless length.
    const operation = named && /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(named) ? named : undefined;
    request.log.info(
      { method: request.method, route: loggedRoute(request), operation, status: reply.statusCode, ms: Math.round(reply.elapsedTime), cache: reply.getHeader('x-cache') },
      'request',
    );
  });
}
