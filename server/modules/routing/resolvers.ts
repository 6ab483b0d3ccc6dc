import type { Resolvers, ResolversTypes } from '../../graphql/generated/resolvers-types';
import { resolveRoute } from './resolve-route';

type Routable = ResolversTypes['RoutableInterface'];

export const resolvers: Resolvers = {
  Query: {
    route: async (_parent, args, context) => (await resolveRoute(context, args.url)) as Routable | null,
  },
  RoutableInterface: {
    // route-entities.ts names the concrete type of everything it answers.
    __resolveType: (parent) => (parent as unknown as { __typename: 'CmsPage' | 'CategoryTree' | 'RoutableUrl' | 'SimpleProduct' }).__typename,
  },
};
