import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** /health for load balancers and `npm start` scripts: 200 when the database answers, 503 otherwise. */
export function healthRoute(app: FastifyInstance, db: Kysely<Database> | null): void {
  app.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!db) return { status: 'ok', mode: 'proxy' };
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
