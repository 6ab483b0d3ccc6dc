// The generic JSON wrapper of account spec section 7, used for Magento's REST API (/rest/V1/... and
// /rest/{store}/V1/...): credentials, JSON Accept and content type, the bearer token; GET by default; a non-OK
// response raises HttpError with method, url, status, statusText and body text; identical GETs in flight are
// shared. No automatic retry: the REST calls are checkout POSTs that must not be sent twice.
import { HttpError, NetworkError } from '../domain/api-error';
import type { FetchLike } from './graphql-client';
import { createInFlight } from './in-flight';
import type { RequestSession } from './request-headers';

export interface JsonClientDeps {
  fetch: FetchLike;
  session(): RequestSession;
  isOnline(): boolean;
}

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

export interface JsonClient {
  request<T>(url: string, init?: JsonRequest): Promise<T>;
}

/** `/rest/V1/{path}`, or `/rest/{storeCode}/V1/{path}` when a store code is given. */
export function restUrl(path: string, storeCode?: string): string {
  const clean = path.replace(/^\/+/, '').replace(/^V1\//, '');
  return storeCode ? `/rest/${encodeURIComponent(storeCode)}/V1/${clean}` : `/rest/V1/${clean}`;
}

export function createJsonClient(deps: JsonClientDeps): JsonClient {
  const share = createInFlight();

  async function send<T>(url: string, method: string, headers: Record<string, string>, body: string | undefined): Promise<T> {
    let response: Response;
    try {
      response = await deps.fetch(url, { method, headers, body, credentials: 'include' });
    } catch (cause) {
      throw new NetworkError(method, url, deps.isOnline(), { cause });
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new HttpError(method, url, response.status, response.statusText, text);
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new HttpError(method, url, response.status, 'Invalid JSON', text);
    }
  }

  return {
    request<T>(url: string, init: JsonRequest = {}) {
      const method = init.method ?? 'GET';
      const { token, storeCode } = deps.session();
      const headers: Record<string, string> = {
        accept: 'application/json',
        'content-type': 'application/json',
        store: storeCode,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      };
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      if (method !== 'GET') return send<T>(url, method, headers, body);
      return share(`${url}\n${headers.authorization ?? ''}`, () => send<T>(url, method, headers, undefined));
    },
  };
}
