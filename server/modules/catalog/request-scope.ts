import type { GraphQLContext } from '../../graphql/context';

/**
 * Per-request memo: a value is built once per GraphQL request (the context object lives exactly that long)
 * and dropped with it. DataLoaders and request-wide settings (currency, config) live here, so batching
 * never leaks data between requests or store views.
 */
const scopes = new WeakMap<GraphQLContext, Map<string, unknown>>();

export function perRequest<T>(ctx: GraphQLContext, key: string, build: () => T): T {
  let scope = scopes.get(ctx);
  if (!scope) {
    scope = new Map();
    scopes.set(ctx, scope);
  }
  if (scope.has(key)) return scope.get(key) as T;
  const value = build();
  scope.set(key, value);
  return value;
}
