// The one door from a page render into GraphQL: the schema, resolvers and caches the /graphql route uses, run
// through mercurius in this process (no HTTP round trip), with one guest context of the page's store view per
// request. The server's own queries (store, route, head) call it directly; the React render reaches it as the
// storefront transport's `fetch`, answered as the HTTP response would be. Both share the context: its loaders
// and caches serve the render what the head already read, and its cache tags name what the page shows.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { RenderFetch } from '../../src/ssr/render-contract';
import type { Database } from '../db/types';
import { cacheTagsOf, collectCacheTags } from '../graphql/cache-tags';
import { buildContext } from '../graphql/request-context';
import type { TypedDocumentString } from './generated/graphql';

/** GraphQL errors of an in-process query, with their `extensions.category` (e.g. graphql-no-such-entity). */
export class InProcessGraphqlError extends Error {
  constructor(readonly categories: string[], message: string) {
    super(message);
  }
}

export interface GraphqlCaller {
  /**
   * Runs one of the server's typed documents (server/render/operations, generated into ./generated) in this process
   * in the caller's store view; GraphQL errors reject with their messages.
   */
  <R, V extends Record<string, unknown>>(document: TypedDocumentString<R, V>, variables?: V): Promise<R>;
  /** The cache tags of everything its queries answered so far (cache-tags.ts), e.g. the resolved product's cat_p_12. */
  cacheTags(): Promise<string[]>;
  /** The same door as the storefront transport's `fetch` for the server render: GET or POST /graphql, read-only. */
  fetch: RenderFetch;
}

interface Operation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** The operation of a GET /graphql?query=… (the storefront's cached reads) or a POST body. */
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

const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/**
 * A guest's GraphQL for one page request. One per request: the context carries the request's store view, and
 * nothing is kept between requests. `reply` lets resolvers that need the shop's own URL read it
 * (server/graphql/request-origin.ts).
 */
export function inProcessGraphql(app: FastifyInstance, db: Kysely<Database>, storeCode: string, reply: FastifyReply | null): GraphqlCaller {
  // One tag set for the request: each query's context is a copy of this one and shares it.
  const contextPromise = buildContext(db, { storeCode, currency: null, bearerToken: null, isRepayment: false }).then((context) => {
    collectCacheTags(context);
    return context;
  });
  const execute = async (operation: Operation) => {
    const context = { ...(await contextPromise), ...(reply ? { reply } : {}) };
    return app.graphql(operation.query, context as never, operation.variables, operation.operationName);
  };

  const call = async <R, V extends Record<string, unknown>>(document: TypedDocumentString<R, V>, variables?: V): Promise<R> => {
    const result = await execute({ query: document.toString(), variables: variables ?? {} });
    if (result.errors?.length) {
      const categories = result.errors.map((error) => (typeof error.extensions?.category === 'string' ? error.extensions.category : ''));
      throw new InProcessGraphqlError(categories, result.errors.map((error) => error.message).join('; '));
    }
    if (!result.data) throw new InProcessGraphqlError([], 'GraphQL answered no data');
    return result.data as R;
  };

  const fetch: RenderFetch = async (href, init) => {
    const url = new URL(href, 'http://local');
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
    return json(200, await execute(operation));
  };

  return Object.assign(call, { cacheTags: async () => cacheTagsOf(await contextPromise), fetch });
}
