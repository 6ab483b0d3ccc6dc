import type { GraphQLFieldResolver } from 'graphql';
import { msg } from '../i18n/message';
import { GraphQlNotAvailableException } from './errors';

/**
 * The resolver of a Query/Mutation field that is in the contract (schema/) but that no module resolves
 * yet: an error with category graphql-not-available instead of graphql-js' silent null, so "not
 * supported" never looks like success. input-guard.ts installs it only where the merged registry
 * (resolvers.ts) has no resolver, so a module adding one replaces it without touching this file.
 */
export function notAvailable(fieldName: string): GraphQLFieldResolver<unknown, unknown> {
  return () => {
    throw new GraphQlNotAvailableException(msg('"{field}" is not available in this store yet.', { field: fieldName }));
  };
}
