import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import mercurius from 'mercurius';
import type { Database } from '../db/types';
import type { GraphQLContext } from './context';
import { isCacheableQuery } from './cache-policy';
import { cacheTagsOf, collectCacheTags, magentoTagsHeader, tagQueryRoots, xkeyHeader } from './cache-tags';
import { dataVersionFor } from './data-version';
import { formatExecutionErrors, handleRequestError } from './format-errors';
import { armorValidationRules, QUERY_LIMITS } from './limits';
import { oneThrottledMutationPerRequest } from './throttled-fields';
import { mergeResolvers } from './merge-resolvers';
import { buildContext, readSelectors } from './request-context';
import { ResponseCache } from './response-cache';
import { moduleResolvers } from './resolvers';
import { getSchema, getSchemaSource } from './schema';
import { guardResolvers } from './input-guard';
import { assertRequestShape } from './request-shape';
import { createIdempotency } from './idempotency';

/**
 * Browsers and shared caches may keep public answers this long (less when a price window opens or closes
 * sooner); our own cache drops an answer when something it is tagged with changes.
 */
export const PUBLIC_MAX_AGE_SECONDS = 60;
const VARY = 'Store, Content-Currency, Authorization';

interface GraphqlRequestState {
  /** Null for an answer served from the response cache: nothing was executed. */
  context: GraphQLContext | null;
  cache: { key: string; ticket: number } | null;
  cacheStatus: 'HIT' | 'MISS' | 'BYPASS';
  publicAnswer: boolean;
  /** A hit's tags as stored; a computed answer's come from its context. */
  tags: readonly string[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    graphqlState: GraphqlRequestState | null;
  }
}

export interface GraphqlPluginOptions {
  db: Kysely<Database>;
  responseCache: ResponseCache;
  /** Customer bearer token lifetime (ServerConfig.customerTokenTtlSeconds). */
  customerTokenTtlSeconds: number;
}

function queryParams(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function headerText(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** The response cache key of a GET, from what the request carries as sent (see serveCached). */
function rawCacheKey(request: FastifyRequest): string {
  return ResponseCache.key({
    url: request.url,
    store: headerText(request, 'store'),
    currency: headerText(request, 'content-currency').toUpperCase(),
    origin: request.server.publicBaseUrl ?? `${request.protocol}://${request.host}`,
  });
}

/**
 * /graphql (GET and POST) through mercurius, plus what mercurius leaves to us: the per-request context
 * from the store/currency/auth headers, the response cache and HTTP caching headers.
 */
export async function graphqlPlugin(app: FastifyInstance, options: GraphqlPluginOptions): Promise<void> {
  const { db, responseCache } = options;
  const watcher = dataVersionFor(db);
  /** An answer with prices must not be kept past the next special-price / flash-sale window boundary. */
  const publicMaxAge = (tags: readonly string[]): number => {
    const window = tags.includes('cat_p') ? watcher.secondsToNextWindow() : null;
    return window === null ? PUBLIC_MAX_AGE_SECONDS : Math.min(PUBLIC_MAX_AGE_SECONDS, window);
  };
  app.decorateRequest('graphqlState', null);
  app.decorateRequest('idempotencyKey', null);
  const idempotency = createIdempotency(db);

  /**
   * A repeated public GET is answered here, before fastify validates the query string and mercurius parses,
   * validates or executes anything: the key is the raw URL (query, variables, operationName and the store
   * parameter as sent) plus the store and currency headers and the origin. Only answers `prepare` judged
   * public (allow-listed root fields, no token) and `finish` found clean are ever stored under such a key,
   * each stamped with the data version it was computed at.
   */
  async function serveCached(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (request.method !== 'GET' || readSelectors(request).bearerToken !== null) return undefined;
    await responseCache.begin();
    const hit = responseCache.get(rawCacheKey(request));
    if (hit === undefined) return undefined;
    request.graphqlState = { context: null, cache: null, cacheStatus: 'HIT', publicAnswer: true, tags: hit.tags };
    return reply.code(200).type('application/json; charset=utf-8').send(hit.body);
  }

  // Runs before mercurius' handler: choosing the store may fail (unknown store), and a failure here goes to
  // the error handler with a typed error, which a throwing mercurius `context` function cannot do.
  async function prepare(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const selectors = readSelectors(request);
    // mercurius' response schema declares error paths as strings ("items", "1"); the spec wants list
    // indices as numbers, which plain JSON keeps. (A cached body is already text and is sent as it is.)
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    const context = await buildContext(db, selectors, { customerTokenTtlSeconds: options.customerTokenTtlSeconds });
    const state: GraphqlRequestState = { context, cache: null, cacheStatus: 'BYPASS', publicAnswer: false, tags: null };
    request.graphqlState = state;
    if (request.method !== 'GET' || selectors.bearerToken !== null) return undefined;
    const params = queryParams(request);
    const query = text(params.query);
    const operationName = text(params.operationName);
    if (!query || !isCacheableQuery(query, operationName || null, QUERY_LIMITS.maxTokens)) return undefined;
    state.publicAnswer = true;
    // Resolvers record what the answer shows (root fields, products): its tags for caches and purges.
    collectCacheTags(context);
    // serveCached found nothing for this key: this answer is computed now and kept by `finish`.
    state.cache = { key: rawCacheKey(request), ticket: await responseCache.begin() };
    state.cacheStatus = 'MISS';
    return undefined;
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const state = request.graphqlState;
    reply.header('vary', VARY);
    const body = typeof payload === 'string' ? payload : null;
    // Only clean answers are kept or shared: an error may be passing (database restart) or be the
    // caller's own mistake, and neither should be replayed to others.
    const healthy = reply.statusCode === 200 && body !== null && !body.includes('"errors":');
    if (state?.publicAnswer && healthy) {
      const tags = state.tags ?? (state.context ? cacheTagsOf(state.context) : []);
      reply.header('cache-control', `public, max-age=${publicMaxAge(tags)}`);
      // For a shared cache in front: Varnish's xkey vmod reads `xkey`, Magento's VCL `X-Magento-Tags`.
      if (tags.length > 0) reply.header('xkey', xkeyHeader(tags)).header('x-magento-tags', magentoTagsHeader(tags));
      if (state.cache && state.cacheStatus === 'MISS') responseCache.set(state.cache.key, state.cache.ticket, body, tags);
    } else {
      reply.header('cache-control', state?.context?.bearerToken ? 'private, no-store' : 'no-store');
    }
    reply.header('x-cache', state?.cacheStatus ?? 'BYPASS');
    await idempotency.store(request, reply, payload);
    return payload;
  }

  await app.register(mercurius, {
    schema: getSchemaSource(),
    // Argument limits and "not available" for unresolved root fields, driven by the schema (input-guard.ts).
    // Every Query root records its answer's coarse cache tags (cache-tags.ts).
    resolvers: tagQueryRoots(guardResolvers(mergeResolvers(moduleResolvers), getSchema())),
    path: '/graphql',
    graphiql: false,
    jit: 1,
    allowBatchedQueries: false,
    validationRules: [...armorValidationRules(), oneThrottledMutationPerRequest],
    graphql: { parseOptions: { maxTokens: QUERY_LIMITS.maxTokens } },
    // The error path only: `prepare` always sets the state before mercurius' handler runs. When it failed,
    // mercurius still asks for a context to pass to the error handler, and this must not throw again.
    context: (request) => request.graphqlState?.context ?? { db },
    errorFormatter: formatExecutionErrors,
    errorHandler: handleRequestError as never,
    // serveCached as preValidation: mercurius sets the routes' onRequest itself (CSRF check), and
    // preValidation still comes before the query-string validation and everything after it.
    additionalRouteOptions: { preValidation: [assertRequestShape, idempotency.replay, serveCached], preHandler: prepare, onSend: finish },
  });
}
