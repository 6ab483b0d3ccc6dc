import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers, StoreConfig } from '../../graphql/generated/resolvers-types';
import { requestOrigin } from '../../graphql/request-origin';
import { getSchema } from '../../graphql/schema';
import { storeConfigFor } from './store-config';
import { storeDirectoryFor } from './store-directory';

async function currentStoreConfig(context: GraphQLContext): Promise<StoreConfig> {
  const snapshot = await storeDirectoryFor(context.db).snapshot();
  const store = snapshot.byCode.get(context.store.code) ?? snapshot.defaultStore;
  return storeConfigFor(getSchema(), snapshot, store, requestOrigin(context));
}

export const resolvers: Resolvers = {
  Query: {
    storeConfig: (_parent, _args, context) => currentStoreConfig(context),
    // Magento: the active store views of the current website, or of the current store group only.
    availableStores: async (_parent, args, context) => {
      const snapshot = await storeDirectoryFor(context.db).snapshot();
      const current = snapshot.byCode.get(context.store.code) ?? snapshot.defaultStore;
      const origin = requestOrigin(context);
      return snapshot.stores
        .filter((store) =>
          args.useCurrentGroup ? store.group_code === current.group_code : store.website_code === current.website_code,
        )
        .map((store) => storeConfigFor(getSchema(), snapshot, store, origin));
    },
  },
};
