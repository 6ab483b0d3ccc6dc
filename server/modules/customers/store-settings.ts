import type { GraphQLContext } from '../../graphql/context';
import { storeDirectoryFor } from '../store/store-directory';
import { rulesFromConfig, type PasswordRules } from './password-rules';

/** A config value of the request's store view (store scope, else default scope), from the cached snapshot. */
export async function configValue(ctx: GraphQLContext, path: string): Promise<string | null> {
  const snapshot = await storeDirectoryFor(ctx.db).snapshot();
  return snapshot.config(ctx.store.id, path);
}

export async function passwordRules(ctx: GraphQLContext): Promise<PasswordRules> {
  const snapshot = await storeDirectoryFor(ctx.db).snapshot();
  return rulesFromConfig((path) => snapshot.config(ctx.store.id, path));
}
