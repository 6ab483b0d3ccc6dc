import type { GraphQLContext } from '../../graphql/context';
import { GraphQlAuthorizationException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { customerIdForToken } from './customer-tokens';

/** Magento's text when an operation needs a signed-in customer and the request has none (or a dead token). */
export const NOT_AUTHORIZED_MESSAGE = msg("The current customer isn't authorized.");

const resolved = new WeakMap<GraphQLContext, Promise<number | null>>();

/**
 * The signed-in customer of this request, looked up once per request. A missing, unknown, revoked or
 * expired token means "guest": guest operations still work, customer-only ones answer NOT_AUTHORIZED.
 */
export function currentCustomerId(ctx: GraphQLContext): Promise<number | null> {
  let pending = resolved.get(ctx);
  if (!pending) {
    pending = ctx.bearerToken ? customerIdForToken(ctx.db, ctx.bearerToken) : Promise.resolve(null);
    resolved.set(ctx, pending);
  }
  return pending;
}

export async function requireCustomerId(ctx: GraphQLContext): Promise<number> {
  const id = await currentCustomerId(ctx);
  if (id === null) throw new GraphQlAuthorizationException(NOT_AUTHORIZED_MESSAGE);
  return id;
}
