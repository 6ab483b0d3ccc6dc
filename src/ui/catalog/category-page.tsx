// Category page: name, breadcrumbs, the category's CMS block when its display mode asks for it, and its products
// as a listing (filters from the category's aggregations, sort from sort_fields, grid or list, pagination).
import { Suspense, useCallback } from 'react';
import { useSelector } from '@xstate/react';
import { fetchCategoryListing } from '../../api/catalog/listing-api-deferred';
import type { ListingQuery } from '../../domain/listing-query';
import { PageBuilderContentLazy as PageBuilderContent } from '../content/render/page-builder-content-lazy.tsx';
import { NotFoundView } from '../shell/routing/not-found-view';
import { Breadcrumbs } from './breadcrumbs';
import { ListingShimmer } from './listing-shimmer';
import { ListingView } from './listing-view';
import { useCatalogClient, useCatalogSettings } from './use-catalog-client';
import { useListing } from './use-listing';
import { usePageTitle } from './use-page-title';
import './catalog.css';

function CategoryListing({ uid }: { uid: string }) {
  const client = useCatalogClient();
  const settings = useCatalogSettings();
  const fetchPage = useCallback(
    (query: ListingQuery) => fetchCategoryListing(client, { uid, query, pageSize: settings.pageSize, categorySuffix: settings.categoryUrlSuffix }),
    [client, uid, settings],
  );
  const actor = useListing(fetchPage);
  const category = useSelector(actor, (s) => s.context.page?.category ?? null);
  const showBlock = category?.cmsBlock && category.displayMode !== 'PRODUCTS';
  const showProducts = !category || category.displayMode !== 'PAGE';
  usePageTitle(category ? category.metaTitle || category.name : null);
  // Until the first page arrives only a shimmer shows; it is replaced, not pushed down by the title and the CMS
  // block arriving above it (a layout shift on every first visit).
  const firstLoad = useSelector(actor, (s) => s.matches({ data: 'loading' }) && s.context.page === null);
  if (firstLoad) return <ListingShimmer layout="grid" />;
  return (
    <section className="category-page">
      {category ? (
        <>
          <Breadcrumbs trail={category.breadcrumbs} current={category.name} />
          <h1 className="page-title">{category.name}</h1>
        </>
      ) : null}
      {showBlock && category.cmsBlock ? <PageBuilderContent html={category.cmsBlock.content} className="category-page__block" lead /> : null}
      {showProducts ? <ListingView actor={actor} missing={<NotFoundView />} /> : null}
    </section>
  );
}

export default function CategoryPage({ uid }: { uid: string }) {
  return (
    <Suspense fallback={<ListingShimmer layout="grid" />}>
      {/* A new category starts a new listing (its own filters and page). */}
      <CategoryListing key={uid} uid={uid} />
    </Suspense>
  );
}
