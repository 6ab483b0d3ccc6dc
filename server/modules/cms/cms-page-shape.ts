import type { CmsPage } from '../../graphql/generated/resolvers-types';
import type { CmsPageRow } from './cms-queries';
import { renderDirectives, type DirectiveUrls } from './content-directives';

/** A cms_page row as Magento's CmsPage (also what `route` answers for a CMS page). */
export function toCmsPage(row: CmsPageRow, urls: DirectiveUrls, route?: { relativeUrl: string; redirectCode: number }): CmsPage & { __typename: 'CmsPage' } {
  return {
    __typename: 'CmsPage',
    identifier: row.identifier,
    url_key: row.identifier,
    title: row.title,
    content: renderDirectives(row.content, urls),
    content_heading: row.content_heading,
    page_layout: row.page_layout,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    type: 'CMS_PAGE',
    relative_url: route?.relativeUrl ?? row.identifier,
    redirect_code: route?.redirectCode ?? 0,
  };
}
