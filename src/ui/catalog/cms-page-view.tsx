// A CMS page through the Page Builder renderer; breadcrumbs (Home › title) when the store shows them and the
// page is not the home page.
import { fetchCmsPage } from '../../api/catalog/cms-page-api';
import { PageBuilderContentLazy as PageBuilderContent } from '../content/render/page-builder-content-lazy.tsx';
import { Breadcrumbs } from './breadcrumbs';
import { ResourceStates } from './resource-states';
import { useCatalogClient, useCatalogSettings } from './use-catalog-client';
import { useResource } from '../common/use-resource';
import { usePageTitle } from './use-page-title';
import './catalog.css';

export function CmsPageView({ identifier, breadcrumbs }: { identifier: string; breadcrumbs: boolean }) {
  const client = useCatalogClient();
  const settings = useCatalogSettings();
  const { status, data: page, retry } = useResource(() => fetchCmsPage(client, identifier));
  usePageTitle(page ? page.metaTitle || page.title : null);
  if (status !== 'ready' || !page) return status === 'ready' ? null : <ResourceStates status={status} retry={retry} />;
  return (
    <article className="cms-page">
      {breadcrumbs && settings.showCmsBreadcrumbs && page.title ? <Breadcrumbs trail={[]} current={page.title} /> : null}
      {page.heading ? <h1 className="page-title">{page.heading}</h1> : null}
      <PageBuilderContent html={page.content} lead />
    </article>
  );
}
