// Error classification (DESIGN principle 4): by extensions.category first, since Magento translates messages per
// store view; the spec's English texts only as a fallback for answers without a category.
import { defineMessages } from './message-ref';
import { GraphQLResponseError, HttpError, NetworkError, errorMessage, graphQLErrorsOf, type GraphQLErrorItem } from './api-error';

export type ErrorKind =
  | 'network'
  | 'input'
  | 'no-such-entity'
  | 'authorization'
  | 'authentication'
  | 'already-exists'
  | 'internal'
  | 'busy'
  | 'http'
  | 'unknown';

const CATEGORY_KIND: Record<string, ErrorKind> = {
  'graphql-input': 'input',
  'graphql-no-such-entity': 'no-such-entity',
  'graphql-authorization': 'authorization',
  'graphql-authentication': 'authentication',
  'graphql-already-exists': 'already-exists',
  internal: 'internal',
  // Not Magento's: placeOrder was not admitted in a rush (server/modules/checkout/order-admission.ts); nothing changed.
  'graphql-checkout-busy': 'busy',
};

/** English texts by kind, for answers that carry no category (older Magento modules, third-party resolvers). */
const TEXT_KIND: ReadonlyArray<[RegExp, ErrorKind]> = [
  [/Could not find a cart|The cart isn't active|Could not find a product|No such entity/i, 'no-such-entity'],
  [/The current user cannot perform operations on cart|The current customer isn't authorized/i, 'authorization'],
  [/The account sign-in was incorrect|account is disabled|token .*(expired|invalid)/i, 'authentication'],
  [/already exists/i, 'already-exists'],
  [/Internal server error/i, 'internal'],
];

/** Invalid cart (storefront spec section 8): the cart is recreated and the action retried once. */
export const INVALID_CART_TEXTS = ['Could not find a cart', "The cart isn't active", 'The current user cannot perform operations on cart'] as const;

/** Stock errors (section 8) are removed from cart answers and the item entry filtered out; never shown. */
export const STOCK_ERROR_TEXTS = [
  'Some of the products are out of stock.',
  'There are no source items with the in stock status',
  'The requested qty is not available',
] as const;

/** Client-side failures the spec names; views show them through these descriptors. */
export const clientErrorMessages = defineMessages({
  unableToCreateCart: { id: 'error.unableToCreateCart', defaultMessage: 'Unable to create cart' },
  missingCartId: { id: 'error.missingCartId', defaultMessage: 'Missing required information: cartId' },
  cartGone: { id: 'error.cartGone', defaultMessage: 'This cart can no longer be used (it was ordered or merged into another cart). Loading your current cart…' },
  missingEmail: { id: 'error.missingEmail', defaultMessage: 'Missing required information: email' },
});

export function kindOfGraphQLError(error: GraphQLErrorItem): ErrorKind {
  const category = error.extensions?.category;
  if (typeof category === 'string' && category in CATEGORY_KIND) return CATEGORY_KIND[category] ?? 'unknown';
  for (const [pattern, kind] of TEXT_KIND) if (pattern.test(error.message)) return kind;
  return 'unknown';
}

/** placeOrder answered "many shoppers are ordering right now": the same cart may be placed again in a moment. */
export function isCheckoutBusy(error: unknown): boolean {
  return graphQLErrorsOf(error).some((item) => kindOfGraphQLError(item) === 'busy');
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

export function errorKind(error: unknown): ErrorKind {
  if (error instanceof NetworkError) return 'network';
  const errors = graphQLErrorsOf(error);
  const first = errors[0];
  if (first) return kindOfGraphQLError(first);
  if (error instanceof HttpError) return error.status === 401 ? 'authentication' : error.status === 403 ? 'authorization' : 'http';
  return 'unknown';
}

/**
 * True for an invalid-cart answer. Category first: a no-such-entity or authorization error whose message names the
 * cart id we sent (Magento quotes the masked id in every translation of these messages); else the English texts.
 * Never true for network errors.
 */
export function isInvalidCartError(error: unknown, cartId?: string | null): boolean {
  if (error instanceof NetworkError) return false;
  return graphQLErrorsOf(error).some((item) => {
    const kind = kindOfGraphQLError(item);
    if (cartId && (kind === 'no-such-entity' || kind === 'authorization') && item.message.includes(cartId)) return true;
    return INVALID_CART_TEXTS.some((text) => item.message.includes(text));
  });
}

export function isStockError(error: GraphQLErrorItem): boolean {
  return STOCK_ERROR_TEXTS.some((text) => error.message.includes(text));
}

export interface ClassifiedError {
  kind: ErrorKind;
  /** Text to show: GraphQL messages joined with ", ", else the plain message. */
  message: string;
  status?: number;
  statusText?: string;
  /** Server trace (Magento developer mode's extensions.debugMessage or trace), shown when present. */
  trace?: string;
}

export function classifyError(error: unknown): ClassifiedError {
  const result: ClassifiedError = { kind: errorKind(error), message: errorMessage(error) };
  if (error instanceof HttpError) {
    result.status = error.status;
    result.statusText = error.statusText;
  }
  for (const item of graphQLErrorsOf(error)) {
    const trace = item.extensions?.debugMessage ?? item.extensions?.trace;
    if (typeof trace === 'string') result.trace = trace;
    else if (Array.isArray(trace)) result.trace = JSON.stringify(trace);
    if (result.trace) break;
  }
  return result;
}

export { GraphQLResponseError, HttpError, NetworkError };
