// A CMS page through the Page Builder renderer; breadcrumbs (Home › title) when the store shows them and the
// page is not the home page.
import { useEffect } from 'react';
import { fetchCmsPage } from '../../api/catalog/cms-page-api';
import { PageBuilderContent } from '../content';
import { Breadcrumbs } from './breadcrumbs';
import { ResourceStates } from './resource-states';
import { useCatalogClient, useCatalogSettings } from './use-catalog-client';
import { useResource } from './use-resource';
import './catalog.css';

export function CmsPageView({ identifier, breadcrumbs }: { identifier: string; breadcrumbs: boolean }) {
  const client = useCatalogClient();
  const settings = useCatalogSettings();
  const { status, data: page, retry } = useResource(() => fetchCmsPage(client, identifier));
  useEffect(() => {
    if (page?.metaTitle || page?.title) document.title = page.metaTitle ?? page.title;
  }, [page]);
  if (status !== 'ready' || !page) return status === 'ready' ? null : <ResourceStates status={status} retry={retry} />;
  return (
    <article className="cms-page">
      {breadcrumbs && settings.showCmsBreadcrumbs && page.title ? <Breadcrumbs trail={[]} current={page.title} /> : null}
      {page.heading ? <h1 className="page-title">{page.heading}</h1> : null}
      <PageBuilderContent html={page.content} />
    </article>
  );
}
