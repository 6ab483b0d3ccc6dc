// The storefront transport's `fetch` for a server render: the GET (or POST) the browser would send to /graphql is
// run through mercurius in this process with a guest context of the page's store view (the same schema,
// resolvers and caches as the /graphql route), and answered as the HTTP response would be. No round trip.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { RenderFetch } from '../../src/ssr/render-contract';
import type { Database } from '../db/types';
import { buildContext } from '../graphql/request-context';

interface Operation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

function operationOf(url: URL, body: string | null): Operation | null {
  if (body) {
    const parsed = JSON.parse(body) as Partial<Operation>;
    return typeof parsed.query === 'string' ? { query: parsed.query, variables: parsed.variables ?? {}, operationName: parsed.operationName } : null;
  }
  const query = url.searchParams.get('query');
  if (!query) return null;
  const variables = url.searchParams.get('variables');
  return { query, variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : {}, operationName: url.searchParams.get('operationName') ?? undefined };
}

export function inProcessFetch(app: FastifyInstance, db: Kysely<Database>, storeCode: string, reply: FastifyReply | null): RenderFetch {
  const contextPromise = buildContext(db, { storeCode, currency: null, bearerToken: null, isRepayment: false });
  return async (href, init) => {
    const url = new URL(href, 'http://local');
    const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname !== '/graphql') return json(404, { errors: [{ message: `no ${url.pathname} during server rendering` }] });
    let operation: Operation | null;
    try {
      operation = operationOf(url, typeof init.body === 'string' ? init.body : null);
    } catch {
      operation = null;
    }
    if (!operation) return json(400, { errors: [{ message: 'no query' }] });
    // A server render only reads: a mutation would act for a shopper nobody asked.
    if (/^\s*mutation\b/.test(operation.query)) return json(400, { errors: [{ message: 'mutations are not run while server rendering' }] });
    const context = { ...(await contextPromise), ...(reply ? { reply } : {}) };
    const result = await app.graphql(operation.query, context as never, operation.variables, operation.operationName);
    return json(200, result);
  };
}
