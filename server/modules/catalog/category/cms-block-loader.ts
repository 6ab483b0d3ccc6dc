import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../../graphql/context';
import type { CmsBlock } from '../../../graphql/generated/resolvers-types';
import { perRequest } from '../request-scope';
import { rowsPerKey } from '../versioned-rows';

/** Active CMS blocks by identifier, the store view's own block before the all-stores one (store 0). */
async function blocksFor(ctx: GraphQLContext, identifiers: readonly string[]): Promise<(CmsBlock | null)[]> {
  const rows = await ctx.db.selectFrom('cms_block').select(['identifier', 'title', 'content', 'store_id'])
    .where('identifier', 'in', [...identifiers]).where('store_id', 'in', [0, ctx.store.id]).where('is_active', '=', true).execute();
  return identifiers.map((identifier) => {
    const matching = rows.filter((row) => row.identifier === identifier).sort((a, b) => b.store_id - a.store_id);
    const row = matching[0];
    return row ? { identifier: row.identifier, title: row.title, content: row.content } : null;
  });
}

export function cmsBlockLoader(ctx: GraphQLContext): DataLoader<string, CmsBlock | null> {
  return perRequest(ctx, 'category-cms-blocks', () => new DataLoader((ids: readonly string[]) =>
    rowsPerKey(ctx, `category-cms-block:${ctx.store.id}`, ids, (missing) => blocksFor(ctx, missing))));
}
