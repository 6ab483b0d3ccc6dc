import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runInStatementLane } from '../db/statement-lanes';

/**
 * Every request runs in a statement lane of its own, so the embedded database takes turns between requests
 * (server/db/fair-connection-pool.ts, docs/decisions/server-embedded-database-fair-queue.md). The lane is
 * entered in onRequest; the body arrives later from the socket's events, outside it, so the request's scope
 * is kept as an AsyncResource and re-entered in preValidation, before any handler runs (the way
 * @fastify/request-context does it).
 */
export function statementLanes(app: FastifyInstance): void {
  const scopes = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    runInStatementLane(() => {
      scopes.set(request, new AsyncResource('talat-statement-lane'));
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done, request.raw);
    else done();
  });
}
