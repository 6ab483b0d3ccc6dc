import { english, translate } from '../i18n/translate';
import type { Message } from '../i18n/message';

/**
 * Errors a resolver may throw on purpose, one class per Magento GraphQL exception. Each carries Magento's
 * `extensions.category`, which the storefront classifies on (DESIGN.md principle 4). Anything else thrown
 * by a resolver is treated as internal: logged, and answered as "Internal server error".
 *
 * Shopper-facing errors are thrown with a Message (server/i18n): `message` keeps the English text (logs,
 * the en store) and format-errors.ts answers `localizedMessage(locale)` in the request's store view. A
 * plain string is sent as it is, in every store view.
 */
export abstract class MagentoGraphQlError extends Error {
  abstract readonly category: string;
  /** HTTP status when the error rejects the whole request before execution (context, transport). */
  readonly statusCode: number = 200;
  /** The text to translate, or null when the error was thrown with a fixed string. */
  readonly text: Message | null;

  constructor(message: string | Message) {
    super(typeof message === 'string' ? message : english(message));
    this.name = new.target.name;
    this.text = typeof message === 'string' ? null : message;
  }

  /** The message in a store view's locale (th_TH, en_US); the English text when no store view is known. */
  localizedMessage(locale: string | null): string {
    return this.text && locale ? translate(locale, this.text) : this.message;
  }
}

/** Magento GraphQlInputException: the caller sent something invalid. */
export class GraphQlInputException extends MagentoGraphQlError {
  readonly category = 'graphql-input';
}

/** Magento GraphQlNoSuchEntityException: the thing asked for does not exist (in this store). */
export class GraphQlNoSuchEntityException extends MagentoGraphQlError {
  readonly category = 'graphql-no-such-entity';
}

/** Magento GraphQlAuthorizationException: known caller, not allowed (also "customer token missing"). */
export class GraphQlAuthorizationException extends MagentoGraphQlError {
  readonly category = 'graphql-authorization';
}

/** Magento GraphQlAuthenticationException: credentials are wrong or the account is locked. */
export class GraphQlAuthenticationException extends MagentoGraphQlError {
  readonly category = 'graphql-authentication';
}

/** Magento GraphQlAlreadyExistsException: e.g. an email that already has an account. */
export class GraphQlAlreadyExistsException extends MagentoGraphQlError {
  readonly category = 'graphql-already-exists';
}

/**
 * Magento GraphQlRequestException: the HTTP request itself is not a GraphQL request we can run (bad JSON,
 * no query, variables that are not an object). Sent with status 400, as graphql-over-http asks.
 */
export class GraphQlRequestException extends MagentoGraphQlError {
  readonly category = 'graphql-request';
  override readonly statusCode: number;

  constructor(message: string | Message, statusCode = 400) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** Category of parse and validation errors (graphql-php's ClientAware default, as Magento answers). */
export const VALIDATION_CATEGORY = 'graphql';
/** Category, and message, of everything we did not throw on purpose. */
export const INTERNAL_CATEGORY = 'internal';
export const INTERNAL_MESSAGE = 'Internal server error';

/**
 * Not Magento's: a database statement ran past the statement timeout (SQLSTATE 57014: PostgreSQL's
 * statement_timeout, or the embedded database's watchdog). The shop is slow or the request too costly, not
 * broken: its own category and a "try again" text, logged once as a warning.
 */
export const TIMEOUT_CATEGORY = 'graphql-timeout';
export const TIMEOUT_MESSAGE = 'The shop took too long to answer. Please try again.';
export const TIMEOUT_SQLSTATE = '57014';

/**
 * Not a Magento class: a field of the contract that this server does not implement yet. Its own category,
 * so a client never mistakes "not supported" for a null result or for its own mistake.
 */
export class GraphQlNotAvailableException extends MagentoGraphQlError {
  readonly category = 'graphql-not-available';
}

/**
 * Not a Magento class either (Magento answers locked accounts as graphql-authentication): too many attempts
 * of a throttled action (server/security/throttle.ts). `retryAfterSeconds` becomes the Retry-After header.
 */
export class GraphQlTooManyRequestsException extends MagentoGraphQlError {
  readonly category = 'graphql-too-many-requests';
  readonly retryAfterSeconds: number;

  constructor(message: string | Message, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
