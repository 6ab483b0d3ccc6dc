// CMS blocks by identifier (promo block, footer links, menus). Missing blocks are simply absent from the map.
import type { GraphQLClient } from '../graphql-client';
import { GetCmsBlocksDocument } from '../../gql/generated/graphql';

export interface CmsBlock {
  identifier: string;
  title: string | null;
  content: string;
}

export async function fetchCmsBlocks(client: GraphQLClient, identifiers: readonly string[]): Promise<Map<string, CmsBlock>> {
  const { cmsBlocks } = await client.request(GetCmsBlocksDocument, { identifiers: [...identifiers] });
  const blocks = new Map<string, CmsBlock>();
  for (const raw of cmsBlocks?.items ?? []) {
    if (!raw?.identifier) continue;
    blocks.set(raw.identifier, { identifier: raw.identifier, title: raw.title, content: raw.content ?? '' });
  }
  return blocks;
}
