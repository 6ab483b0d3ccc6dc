import type { GraphQLContext } from '../../graphql/context';
import { encodeUid } from '../../graphql/uid';
import { lookupRoute, type RoutedEntityType } from './lookup-route';
import { entityIsRoutable } from './route-entities';

/** Magento's EntityUrl output (UrlRewriteGraphQl), as our resolvers hand it to mercurius. */
export interface EntityUrlAnswer {
  id: number | null;
  entity_uid: string | null;
  canonical_url: string;
  relative_url: string;
  redirectCode: number;
  type: RoutedEntityType | null;
}

/**
 * The deprecated `urlResolver(url)`: the same lookup as `route`, answered as ids instead of the entity.
 * canonical_url repeats relative_url, as Magento's EntityUrl resolver does. Unknown paths and entities
 * `route` would not show (disabled products, inactive pages) are null.
 */
export async function resolveEntityUrl(context: GraphQLContext, url: string): Promise<EntityUrlAnswer | null> {
  const target = await lookupRoute(context, url);
  if (!target) return null;
  const { relativeUrl, redirectCode } = target.route;
  if (target.kind === 'url') {
    return { id: null, entity_uid: null, canonical_url: relativeUrl, relative_url: relativeUrl, redirectCode, type: null };
  }
  if (!(await entityIsRoutable(context, target.entityType, target.entityId))) return null;
  return {
    id: target.entityId,
    entity_uid: encodeUid(target.entityId),
    canonical_url: relativeUrl,
    relative_url: relativeUrl,
    redirectCode,
    type: target.entityType,
  };
}
