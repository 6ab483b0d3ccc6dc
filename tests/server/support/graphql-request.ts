import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface GraphQLBody<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { category?: string } }[];
}

export interface GraphQLCall {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  headers?: Record<string, string>;
  /** GET adds the storefront's `store` parameter when given. */
  store?: string;
}

export interface GraphQLResult<TData> {
  response: LightMyRequestResponse;
  body: GraphQLBody<TData>;
}

/** A GET as the storefront sends queries: query, variables and operationName in the URL. */
export async function graphqlGet<TData = Record<string, unknown>>(app: FastifyInstance, call: GraphQLCall): Promise<GraphQLResult<TData>> {
  const query: Record<string, string> = { query: call.query };
  if (call.variables) query.variables = JSON.stringify(call.variables);
  if (call.operationName) query.operationName = call.operationName;
  if (call.store) query.store = call.store;
  const response = await app.inject({ method: 'GET', url: '/graphql', query, headers: call.headers });
  return { response, body: response.json<GraphQLBody<TData>>() };
}

export async function graphqlPost<TData = Record<string, unknown>>(app: FastifyInstance, call: GraphQLCall): Promise<GraphQLResult<TData>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...call.headers },
    payload: JSON.stringify({ query: call.query, variables: call.variables, operationName: call.operationName }),
  });
  return { response, body: response.json<GraphQLBody<TData>>() };
}
