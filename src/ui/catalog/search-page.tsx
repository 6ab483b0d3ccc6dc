// Search results at /search.html?query=...: the products matching the text, with the search's filters, sort
// and pagination; "Your search returned no results." when nothing matches.
import { Suspense, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { fetchSearchListing } from '../../api/catalog/listing-api-deferred';
import type { ListingQuery } from '../../domain/listing-query';
import { catalogText } from './messages';
import { ListingShimmer } from './listing-shimmer';
import { ListingView } from './listing-view';
import { useCatalogClient, useCatalogSettings } from './use-catalog-client';
import { useListing } from './use-listing';
import './catalog.css';

export const SEARCH_PARAM = 'query';

function SearchResults({ text }: { text: string }) {
  const intl = useIntl();
  const client = useCatalogClient();
  const settings = useCatalogSettings();
  const fetchPage = useCallback(
    (query: ListingQuery) => fetchSearchListing(client, { text, query, pageSize: settings.pageSize }),
    [client, text, settings],
  );
  const actor = useListing(fetchPage, { [SEARCH_PARAM]: text });
  return <ListingView actor={actor} emptyText={intl.formatMessage(catalogText.searchNoResults)} />;
}

export default function SearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const text = (params.get(SEARCH_PARAM) ?? '').trim();
  return (
    <section className="search-page">
      <h1 className="page-title">{text ? intl.formatMessage(catalogText.searchHeading, { query: text }) : intl.formatMessage(catalogText.searchPrompt)}</h1>
      {text ? (
        <Suspense fallback={<ListingShimmer layout="grid" />}>
          {/* A new search text is a new listing: filters of the old one do not carry over. */}
          <SearchResults key={text} text={text} />
        </Suspense>
      ) : null}
    </section>
  );
}
