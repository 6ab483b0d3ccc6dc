// The three ways a call can fail, as classes so machines can tell them apart with instanceof:
// no response at all (NetworkError), a non-OK HTTP response (HttpError), or a GraphQL answer with errors
// (GraphQLResponseError).

export interface GraphQLErrorItem {
  message: string;
  path?: ReadonlyArray<string | number>;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  extensions?: { category?: string; [key: string]: unknown };
}

/** Error text derivation (spec section 8): GraphQL messages joined with ", ", else the plain message. */
export function joinMessages(errors: readonly GraphQLErrorItem[]): string {
  return errors.map((error) => error.message).join(', ');
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly method: string,
    readonly url: string,
    /** navigator.onLine when the request failed. */
    readonly online: boolean,
    options?: { cause?: unknown },
  ) {
    super(`${method} ${url} failed: ${options?.cause instanceof Error ? options.cause.message : 'network error'}`, options);
  }
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    /** The response body as text (may be empty). */
    readonly body: string,
    /** GraphQL errors when the body was a GraphQL answer (e.g. 400 for an invalid document, 500 with errors). */
    readonly graphQLErrors: readonly GraphQLErrorItem[] = [],
  ) {
    super(graphQLErrors.length > 0 ? joinMessages(graphQLErrors) : `${method} ${url} responded ${status} ${statusText}${body ? `: ${body.slice(0, 500)}` : ''}`);
  }
}

export class GraphQLResponseError extends Error {
  override readonly name = 'GraphQLResponseError';
  constructor(
    readonly errors: readonly GraphQLErrorItem[],
    /** Partial data sent beside the errors, if any. */
    readonly data: unknown,
    readonly operationName: string | undefined,
  ) {
    super(joinMessages(errors));
  }
}

/** Error text for any thrown value (spec section 8): GraphQL messages joined with ", ", else the plain message. */
export function errorMessage(error: unknown): string {
  if (error instanceof GraphQLResponseError) return joinMessages(error.errors);
  if (error instanceof HttpError && error.graphQLErrors.length > 0) return joinMessages(error.graphQLErrors);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** GraphQL errors carried by a thrown value, empty when it is not a GraphQL answer. */
export function graphQLErrorsOf(error: unknown): readonly GraphQLErrorItem[] {
  if (error instanceof GraphQLResponseError) return error.errors;
  if (error instanceof HttpError) return error.graphQLErrors;
  return [];
}

function isGraphQLErrorItem(value: unknown): value is GraphQLErrorItem {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** The `errors` array of a parsed GraphQL body, or [] when the body is not one. */
export function parseGraphQLErrors(body: unknown): GraphQLErrorItem[] {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const { errors } = body;
  return Array.isArray(errors) ? errors.filter(isGraphQLErrorItem) : [];
}
