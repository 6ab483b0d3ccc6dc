import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import mercurius from 'mercurius';
import type { Database } from '../db/types';
import type { GraphQLContext } from './context';
import { isCacheableQuery } from './cache-policy';
import { formatExecutionErrors, handleRequestError } from './format-errors';
import { armorValidationRules, QUERY_LIMITS } from './limits';
import { mergeResolvers } from './merge-resolvers';
import { buildContext, readSelectors } from './request-context';
import { ResponseCache } from './response-cache';
import { moduleResolvers } from './resolvers';
import { getSchemaSource } from './schema';

/** Browsers and shared caches may keep public answers this long; our own cache follows data_version. */
export const PUBLIC_MAX_AGE_SECONDS = 60;
const VARY = 'Store, Content-Currency, Authorization';

interface GraphqlRequestState {
  context: GraphQLContext;
  cache: { key: string; stamp: string } | null;
  cacheStatus: 'HIT' | 'MISS' | 'BYPASS';
  publicAnswer: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    graphqlState: GraphqlRequestState | null;
  }
}

export interface GraphqlPluginOptions {
  db: Kysely<Database>;
  responseCache: ResponseCache;
}

function queryParams(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * /graphql (GET and POST) through mercurius, plus what mercurius leaves to us: the per-request context
 * from the store/currency/auth headers, the response cache and HTTP caching headers.
 */
export async function graphqlPlugin(app: FastifyInstance, options: GraphqlPluginOptions): Promise<void> {
  const { db, responseCache } = options;
  app.decorateRequest('graphqlState', null);

  // Runs before mercurius' handler: choosing the store may fail (unknown store), and a failure here goes to
  // the error handler with a typed error, which a throwing mercurius `context` function cannot do.
  async function prepare(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const selectors = readSelectors(request);
    // mercurius' response schema declares error paths as strings ("items", "1"); the spec wants list
    // indices as numbers, which plain JSON keeps. (A cached body is already text and is sent as it is.)
    const serializeAsJson = (): undefined => {
      reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
      return undefined;
    };
    const context = await buildContext(db, selectors);
    const state: GraphqlRequestState = { context, cache: null, cacheStatus: 'BYPASS', publicAnswer: false };
    request.graphqlState = state;
    if (request.method !== 'GET' || selectors.bearerToken !== null) return serializeAsJson();
    const params = queryParams(request);
    const query = text(params.query);
    const operationName = text(params.operationName);
    if (!query || !isCacheableQuery(query, operationName || null, QUERY_LIMITS.maxTokens)) return serializeAsJson();
    state.publicAnswer = true;
    const key = ResponseCache.key({
      query,
      variables: text(params.variables),
      operationName,
      store: context.store.code,
      currency: context.currency ?? '',
      origin: `${request.protocol}://${request.host}`,
    });
    const stamp = await responseCache.currentStamp();
    const body = responseCache.get(key, stamp);
    if (body !== undefined) {
      state.cacheStatus = 'HIT';
      return reply.code(200).type('application/json; charset=utf-8').send(body);
    }
    state.cache = { key, stamp };
    state.cacheStatus = 'MISS';
    return serializeAsJson();
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const state = request.graphqlState;
    reply.header('vary', VARY);
    const body = typeof payload === 'string' ? payload : null;
    // Only clean answers are kept or shared: an error may be passing (database restart) or be the
    // caller's own mistake, and neither should be replayed to others.
    const healthy = reply.statusCode === 200 && body !== null && !body.includes('"errors":');
    if (state?.publicAnswer && healthy) {
      reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
      if (state.cache && state.cacheStatus === 'MISS') responseCache.set(state.cache.key, state.cache.stamp, body);
    } else {
      reply.header('cache-control', state?.context.bearerToken ? 'private, no-store' : 'no-store');
    }
    reply.header('x-cache', state?.cacheStatus ?? 'BYPASS');
    return payload;
  }

  await app.register(mercurius, {
    schema: getSchemaSource(),
    resolvers: mergeResolvers(moduleResolvers),
    path: '/graphql',
    graphiql: false,
    jit: 1,
    allowBatchedQueries: false,
    validationRules: armorValidationRules(),
    graphql: { parseOptions: { maxTokens: QUERY_LIMITS.maxTokens } },
    // The error path only: `prepare` always sets the state before mercurius' handler runs. When it failed,
    // mercurius still asks for a context to pass to the error handler, and this must not throw again.
    context: (request) => request.graphqlState?.context ?? { db },
    errorFormatter: formatExecutionErrors as never,
    errorHandler: handleRequestError,
    additionalRouteOptions: { preHandler: prepare, onSend: finish },
  });
}
