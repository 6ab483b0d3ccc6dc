import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql';
import {
  GraphQlInputException,
  GraphQlRequestException,
  GraphQlTooManyRequestsException,
  INTERNAL_CATEGORY,
  INTERNAL_MESSAGE,
  MagentoGraphQlError,
  TIMEOUT_CATEGORY,
  TIMEOUT_MESSAGE,
  TIMEOUT_SQLSTATE,
  VALIDATION_CATEGORY,
} from './errors';
import { msg } from '../i18n/message';
import { ENGLISH_LOCALE, translate } from '../i18n/translate';

/**
 * By name, not instanceof: mercurius (CommonJS) and our code may load different builds of graphql-js
 * (bundlers pick its ESM build), and an error from one is not an instance of the other's class.
 */
export function isGraphQLError(value: unknown): value is GraphQLError {
  return value instanceof Error && value.name === 'GraphQLError';
}

/**
 * "Internal server error" in the store view's language (the storefront shows server texts as they come and
 * classifies this one by its category); English when the store view is not known.
 */
function internalMessage(locale: string | null): string {
  return locale ? translate(locale, msg(INTERNAL_MESSAGE)) : INTERNAL_MESSAGE;
}

/**
 * Every error leaves the server with Magento's `extensions.category`. Only errors we threw on purpose
 * (MagentoGraphQlError, in the request's store view language, `locale`) and graphql-js's own
 * parse/validation/coercion errors (developer texts, English as in Magento) keep their message; the rest is
 * logged with its stack and answered as "Internal server error", so no SQL, path or stack reaches a client.
 */
export function formatGraphQLError(error: GraphQLError, log: FastifyBaseLogger, locale: string | null = null): GraphQLFormattedError {
  const original = error.originalError;
  if (original instanceof MagentoGraphQlError) {
    return withCategory(error, original.localizedMessage(locale), original.category);
  }
  if (original === undefined || original === null || isGraphQLError(original)) {
    // Raised by graphql-js itself: syntax, validation, variable coercion, limits from graphql-armor.
    return withCategory(error, error.message, VALIDATION_CATEGORY);
  }
  if ((original as { code?: unknown }).code === TIMEOUT_SQLSTATE) {
    log.warn({ path: error.path }, 'statement timeout');
    return withCategory(error, translate(locale ?? ENGLISH_LOCALE, msg(TIMEOUT_MESSAGE)), TIMEOUT_CATEGORY);
  }
  log.error({ err: original, path: error.path }, 'resolver failed');
  return withCategory(error, internalMessage(locale), INTERNAL_CATEGORY);
}

/**
 * Longest message sent. graphql-js quotes the offending value in coercion and validation messages
 * (`Variable "$id" got invalid value "…"`), so a 900 KB value came back whole; our own messages are short.
 */
export const MAX_MESSAGE_LENGTH = 500;

function bounded(message: string): string {
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message;
}

function withCategory(error: GraphQLError, message: string, category: string): GraphQLFormattedError {
  const formatted: { -readonly [K in keyof GraphQLFormattedError]: GraphQLFormattedError[K] } = { message: bounded(message) };
  if (error.locations) formatted.locations = error.locations;
  if (error.path) formatted.path = error.path;
  formatted.extensions = { category };
  return formatted;
}

interface ExecutionWithErrors extends ExecutionResult {
  errors: readonly GraphQLError[];
}

/**
 * mercurius `errorFormatter`: execution finished, some fields failed. Always 200, as Magento answers.
 * mercurius hands over our GraphQLContext (with its reply and app added), so the store view is known here;
 * on mercurius' own error paths the context may lack it, and the texts stay English.
 */
export function formatExecutionErrors(
  execution: ExecutionWithErrors,
  context: { reply?: FastifyReply; app: { log: FastifyBaseLogger }; store?: { locale: string } },
): { statusCode: number; response: { data: ExecutionResult['data'] | null; errors: GraphQLFormattedError[] } } {
  const log = context.reply?.log ?? context.app.log;
  const locale = context.store?.locale ?? null;
  const throttled = execution.errors.map((error) => error.originalError).find((error) => error instanceof GraphQlTooManyRequestsException);
  if (throttled && context.reply) void context.reply.header('retry-after', String(throttled.retryAfterSeconds));
  return {
    statusCode: 200,
    response: {
      data: execution.data ?? null,
      errors: execution.errors.map((error) => formatGraphQLError(error, log, locale)),
    },
  };
}

interface ErrorWithList extends FastifyError {
  errors?: unknown[];
}

/**
 * mercurius `errorHandler`: the request failed before or instead of execution (transport, context, parse,
 * validation, limits). Parse and validation errors of a well-formed request are 200 (graphql-over-http,
 * application/json); a request that is not a GraphQL request at all is 400; a mutation over GET is 405.
 * Transport texts are for developers and stay English; a Message error is translated when the store view
 * was chosen before the failure.
 */
export function handleRequestError(error: ErrorWithList, request: FastifyRequest, reply: FastifyReply): { errors: GraphQLFormattedError[] } {
  const locale = request.graphqlState?.context?.store.locale ?? null;
  const { statusCode, errors } = classifyRequestError(error, request.log, locale);
  void reply.code(statusCode).header('cache-control', 'no-store');
  // Returned, not sent: mercurius wraps this handler in an async function, and fastify sends what that
  // resolves to. Sending here as well made fastify send a second time (a 500 and two warnings per error).
  return { errors };
}

function classifyRequestError(
  error: ErrorWithList,
  log: FastifyBaseLogger,
  locale: string | null,
): { statusCode: number; errors: GraphQLFormattedError[] } {
  if (error instanceof MagentoGraphQlError) {
    return { statusCode: error.statusCode, errors: [{ message: error.localizedMessage(locale), extensions: { category: error.category } }] };
  }
  switch (error.code) {
    case 'MER_ERR_GQL_VALIDATION': {
      const list = error.errors ?? [];
      if (list.length > 0 && list.every(isGraphQLError)) {
        return { statusCode: 200, errors: list.map((item) => formatGraphQLError(item, log, locale)) };
      }
      // Fastify's schema check of the query string/body, or variables that are not JSON.
      return request400(list.length > 0 ? 'The request is not a valid GraphQL request.' : 'Variables must be valid JSON.');
    }
    case 'MER_ERR_METHOD_NOT_ALLOWED': {
      const denied = new GraphQlInputException('Mutation requests allowed only for POST requests');
      return { statusCode: 405, errors: [{ message: denied.message, extensions: { category: denied.category } }] };
    }
    case 'MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND':
      return request400('The request has no query.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return request400('The request body is not valid JSON.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, errors: [requestError('Send GraphQL requests as application/json.')] };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, errors: [requestError('The request body is too large.')] };
    default:
      break;
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, errors: [requestError('The request is not a valid GraphQL request.')] };
  }
  log.error({ err: error }, 'graphql request failed');
  return { statusCode: 500, errors: [{ message: internalMessage(locale), extensions: { category: INTERNAL_CATEGORY } }] };
}

function requestError(message: string): GraphQLFormattedError {
  return { message, extensions: { category: new GraphQlRequestException(message).category } };
}

function request400(message: string): { statusCode: number; errors: GraphQLFormattedError[] } {
  return { statusCode: 400, errors: [requestError(message)] };
}
