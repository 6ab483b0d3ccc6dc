/**
 * Errors a resolver may throw on purpose, one class per Magento GraphQL exception. Each carries Magento's
 * `extensions.category`, which the storefront classifies on (DESIGN.md principle 4). Anything else thrown
 * by a resolver is treated as internal: logged, and answered as "Internal server error".
 */
export abstract class MagentoGraphQlError extends Error {
  abstract readonly category: string;
  /** HTTP status when the error rejects the whole request before execution (context, transport). */
  readonly statusCode: number = 200;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
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

  constructor(message: string, statusCode = 400) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** Category of parse and validation errors (graphql-php's ClientAware default, as Magento answers). */
export const VALIDATION_CATEGORY = 'graphql';
/** Category, and message, of everything we did not throw on purpose. */
export const INTERNAL_CATEGORY = 'internal';
export const INTERNAL_MESSAGE = 'Internal server error';
