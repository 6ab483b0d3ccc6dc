import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { cacheTagsOf, collectCacheTags } from '../graphql/cache-tags';
import { buildContext } from '../graphql/request-context';

/** GraphQL errors of an in-process query, with their `extensions.category` (e.g. graphql-no-such-entity). */
export class InProcessGraphqlError extends Error {
  constructor(readonly categories: string[], message: string) {
    super(message);
  }
}

export interface GraphqlCaller {
  /** Runs a query in this process in the caller's store view; GraphQL errors reject with their messages. */
  <T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** The cache tags of everything its queries answered so far (cache-tags.ts), e.g. the resolved product's cat_p_12. */
  cacheTags(): Promise<string[]>;
}

/**
 * A guest's GraphQL for one page request, run through mercurius in this process (the schema, resolvers and
 * their caches the /graphql route uses) without an HTTP round trip. One per request: the context carries the
 * request's store view, and nothing is kept between requests. `reply` lets resolvers that need the shop's
 * own URL read it (server/graphql/request-origin.ts).
 */
export function inProcessGraphql(app: FastifyInstance, db: Kysely<Database>, storeCode: string, reply: FastifyReply | null): GraphqlCaller {
  // One tag set for the request: each query's context is a copy of this one and shares it.
  const contextPromise = buildContext(db, { storeCode, currency: null, bearerToken: null, isRepayment: false }).then((context) => {
    collectCacheTags(context);
    return context;
  });
  const call = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const context = { ...(await contextPromise), ...(reply ? { reply } : {}) };
    const result = await app.graphql(query, context as never, variables);
    if (result.errors?.length) {
      const categories = result.errors.map((error) => (typeof error.extensions?.category === 'string' ? error.extensions.category : ''));
      throw new InProcessGraphqlError(categories, result.errors.map((error) => error.message).join('; '));
    }
    if (!result.data) throw new InProcessGraphqlError([], 'GraphQL answered no data');
    return result.data as T;
  };
  return Object.assign(call, { cacheTags: async () => cacheTagsOf(await contextPromise) });
}
