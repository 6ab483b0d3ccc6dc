import type { Resolvers, ResolversTypes } from '../../graphql/generated/resolvers-types';
import { resolveEntityUrl } from './resolve-entity-url';
import { resolveRoute } from './resolve-route';

type Routable = ResolversTypes['RoutableInterface'];

export const resolvers: Resolvers = {
  Query: {
    route: async (_parent, args, context) => (await resolveRoute(context, args.url)) as Routable | null,
    urlResolver: (_parent, args, context) => resolveEntityUrl(context, args.url),
  },
  RoutableInterface: {
    // route-entities.ts names the concrete type of everything it answers.
    __resolveType: (parent) => (parent as unknown as { __typename: 'CmsPage' | 'CategoryTree' | 'RoutableUrl' | 'SimpleProduct' }).__typename,
  },
};
