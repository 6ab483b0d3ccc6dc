// The GraphQL client of the shell's dependencies, for the account area's calls.
import type { GraphQLClient } from '../../api/graphql-client';
import { useShellDeps } from '../providers/shell-deps';

export function useAccountClient(): GraphQLClient {
  return useShellDeps().client;
}
