import type { GraphQLContext } from '../../graphql/context';
import { requestOrigin } from '../../graphql/request-origin';
import { getSchema } from '../../graphql/schema';
import { storeConfigFor } from '../store/store-config';
import { storeDirectoryFor } from '../store/store-directory';
import type { DirectiveUrls } from './content-directives';

/** The store's media and link base URLs, for {{media}}/{{store}} directives in CMS content. */
export async function directiveUrlsFor(context: GraphQLContext): Promise<DirectiveUrls> {
  const snapshot = await storeDirectoryFor(context.db).snapshot();
  const store = snapshot.byCode.get(context.store.code) ?? snapshot.defaultStore;
  const config = storeConfigFor(getSchema(), snapshot, store, requestOrigin(context));
  return { mediaUrl: config.secure_base_media_url ?? '/media/', linkUrl: config.secure_base_link_url ?? '/' };
}
