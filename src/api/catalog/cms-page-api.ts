// CMS pages (home, landing, any page the route lookup names) by identifier.
import type { GraphQLClient } from '../graphql-client';
import { GetCmsPageDocument } from '../../gql/generated/graphql';
import { isNoSuchEntity } from './not-found';

export interface CmsPage {
  identifier: string;
  title: string;
  heading: string | null;
  content: string;
  metaTitle: string | null;
}

/** null when the page does not exist (Magento answers a no-such-entity error). */
export async function fetchCmsPage(client: GraphQLClient, identifier: string): Promise<CmsPage | null> {
  try {
    const { cmsPage } = await client.request(GetCmsPageDocument, { identifier });
    if (!cmsPage) return null;
    return {
      identifier: cmsPage.identifier ?? identifier,
      title: cmsPage.title ?? '',
      heading: cmsPage.content_heading || null,
      content: cmsPage.content ?? '',
      metaTitle: cmsPage.meta_title || null,
    };
  } catch (error) {
    if (isNoSuchEntity(error)) return null;
    throw error;
  }
}
