// GraphQL transport of storefront spec section 7: queries as GET to /graphql with the text minified and
// query/operationName/variables/store in the URL, mutations as POST through a one-at-a-time queue, both with
// the session headers and the retry policy. Everything it touches comes in through GraphQLClientDeps.
import { GraphQLResponseError, HttpError, NetworkError, parseGraphQLErrors, type GraphQLErrorItem } from '../domain/api-error';
import { createInFlight } from './in-flight';
import { minifyQuery, operationInfo, type OperationInfo } from './minify-query';
import { sessionHeaders, type RequestSession } from './request-headers';
import { withRetry, type RetryEnvironment } from './retry';
import { createSerialQueue } from './serial-queue';
import type { TypedDocument } from './typed-document';
import { readableByUse } from '../lib/readable-by-use';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface GraphQLClientDeps extends RetryEnvironment {
  fetch: FetchLike;
  /** Read before every request, so a new token or store view applies at once. */
  session(): RequestSession;
  /** Default '/graphql' on the same origin. */
  endpoint?: string;
  /** A fresh idempotency key (default: a random UUID); tests pass their own. */
  newIdempotencyKey?: () => string;
}

/** Sent with every mutation, the same on each of its retries: the server answers a repeat with the first answer. */
export const IDEMPOTENCY_HEADER = 'X-Idempotency-Key';

/** A random v4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function randomIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface RequestOptions {
  /**
   * GraphQL errors that are not failures for this call (e.g. isStockError for cart details): they are dropped and,
   * when none remain, the data is returned.
   */
  ignoreErrors?: (error: GraphQLErrorItem) => boolean;
  /**
   * Cancels the request (e.g. suggestions when the shopper types on). An aborted call rejects with the signal's
   * reason and is never retried; a query with a signal does not share its request with identical ones, so
   * cancelling it cannot fail another caller.
   */
  signal?: AbortSignal;
}

export interface GraphQLClient {
  request<TResult, TVariables>(document: TypedDocument<TResult, TVariables>, variables: TVariables, options?: RequestOptions): Promise<TResult>;
  /**
   * What changes the answers at this moment (store view, currency, the signed-in customer and so their group):
   * caches of answers that depend on them key by it. Absent on test fakes (one scope).
   */
  scope?(): string;
  /** The store view the answers are for now (part of scope()); absent on test fakes (one store view). */
  storeView?(): string;
  /**
   * An answer kept for this client's life (one page view in the browser, one request on the server: never shared
   * between users) under `key` and the current scope(), so a sign-in or another currency asks afresh. Loads once
   * per key and scope; a failed load is forgotten, so the next call asks again.
   */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** Browsers and proxies cap request lines around 8 KB; longer queries go as POST (not queued: still a query). */
export const MAX_GET_URL_LENGTH = 7_000;

interface Prepared {
  text: string;
  info: OperationInfo;
}

export function createGraphQLClient(deps: GraphQLClientDeps): GraphQLClient {
  const endpoint = deps.endpoint ?? '/graphql';
  const enqueue = createSerialQueue();
  const share = createInFlight();
  // Documents are module constants, so their minified text and operation are computed once per document.
  const prepared = new Map<string, Prepared>();

  function prepare(source: string): Prepared {
    let entry = prepared.get(source);
    if (!entry) {
      const text = minifyQuery(source);
      entry = { text, info: operationInfo(text) };
      prepared.set(source, entry);
    }
    return entry;
  }

  async function send(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string, signal?: AbortSignal): Promise<unknown> {
    signal?.throwIfAborted();
    let response: Response;
    try {
      response = await deps.fetch(url, { method, headers, body, credentials: 'same-origin', ...(signal ? { signal } : {}) });
    } catch (cause) {
      // Not a NetworkError: a cancelled call is not retried.
      signal?.throwIfAborted();
      throw new NetworkError(method, url, deps.isOnline(), { cause });
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) throw new HttpError(method, url, response.status, response.statusText, text, parseGraphQLErrors(json));
    if (typeof json !== 'object' || json === null) throw new HttpError(method, url, response.status, response.statusText, text);
    return json;
  }

  function unwrap<T>(json: unknown, info: OperationInfo, options: RequestOptions | undefined, method: string, url: string): T {
    const body = json as { data?: unknown };
    const errors = parseGraphQLErrors(json).filter((error) => !options?.ignoreErrors?.(error));
    if (errors.length > 0) throw new GraphQLResponseError(errors, body.data ?? null, info.name);
    if (body.data === undefined || body.data === null) throw new HttpError(method, url, 200, 'No data', JSON.stringify(json));
    return body.data as T;
  }

  const scope = () => {
    const session = deps.session();
    return [session.storeCode, session.currency ?? '', session.token ?? ''].join('|');
  };
  const remembered = new Map<string, Promise<unknown>>();

  return {
    scope,
    storeView: () => deps.session().storeCode,
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const full = `${scope()}\n${key}`;
      const kept = remembered.get(full);
      if (kept) return kept as Promise<T>;
      const promise = readableByUse(load());
      remembered.set(full, promise);
      promise.catch(() => {
        if (remembered.get(full) === promise) remembered.delete(full);
      });
      return promise;
    },
    async request<TResult, TVariables>(document: TypedDocument<TResult, TVariables>, variables: TVariables, options?: RequestOptions) {
      const { text, info } = prepare(document.toString());
      const session = deps.session();
      const headers: Record<string, string> = { accept: 'application/json', ...sessionHeaders(session) };
      const variablesJson = JSON.stringify(variables ?? {});

      if (info.type === 'query') {
        const params = [
          `query=${encodeURIComponent(text)}`,
          info.name ? `operationName=${encodeURIComponent(info.name)}` : '',
          `variables=${encodeURIComponent(variablesJson)}`,
          `store=${encodeURIComponent(headers.store ?? '')}`,
        ].filter(Boolean);
        const url = `${endpoint}?${params.join('&')}`;
        if (url.length <= MAX_GET_URL_LENGTH) {
          // Identical GETs share one request only when the headers that change the answer are the same too.
          const key = `${url}\n${headers.authorization}\n${headers['Content-Currency'] ?? ''}\n${headers['is-repayment'] ?? ''}`;
          const signal = options?.signal;
          const run = () => withRetry(() => send('GET', url, headers, undefined, signal), deps);
          const json = signal ? await run() : await share(key, run);
          return unwrap<TResult>(json, info, options, 'GET', url);
        }
      }

      const body = JSON.stringify({ query: text, operationName: info.name, variables: variables ?? {} });
      const postHeaders: Record<string, string> = { ...headers, 'content-type': 'application/json' };
      // One key per mutation, created before the first attempt, so every retry of it carries the same key.
      if (info.type === 'mutation') postHeaders[IDEMPOTENCY_HEADER] = (deps.newIdempotencyKey ?? randomIdempotencyKey)();
      const call = () => withRetry(() => send('POST', endpoint, postHeaders, body, options?.signal), deps);
      const json = info.type === 'mutation' ? await enqueue(call) : await call();
      return unwrap<TResult>(json, info, options, 'POST', endpoint);
    },
  };
}
