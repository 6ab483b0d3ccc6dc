// /flash-sales: products whose special price is active now, as a listing (docs/decisions/catalog-ui-flash-sales.md).
// The list asks the server with the layered-navigation "on sale" filter (Amasty's am_on_sale); a schema that
// does not offer it yet gets the empty state, never a client-side guess.
import { Suspense, useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ListingPage } from '../../domain/catalog-types';
import type { ListingQuery } from '../../domain/listing-query';
import { ListingShimmer } from './listing-shimmer';
import { ListingView } from './listing-view';
import { catalogText } from './messages';
import { useCatalogClient, useCatalogSettings } from './use-catalog-client';
import { useListing } from './use-listing';
import './catalog.css';
import { fetchFilterInputs, fetchFilteredListing } from '../../api/catalog/listing-api-deferred';

export const ON_SALE_FILTER = 'am_on_sale';

function emptyPage(pageSize: number): ListingPage {
  return { items: [], totalCount: 0, totalPages: 0, currentPage: 1, pageSize, filters: [], sortOptions: [], defaultSort: null, rules: {}, brandNames: {}, category: null };
}

function FlashSaleListing() {
  const intl = useIntl();
  const client = useCatalogClient();
  const settings = useCatalogSettings();
  const fetchPage = useCallback(
    async (query: ListingQuery) => {
      const inputs = await fetchFilterInputs(client);
      if (!inputs.has(ON_SALE_FILTER)) return emptyPage(query.pageSize ?? settings.pageSize);
      return fetchFilteredListing(client, { base: { [ON_SALE_FILTER]: { eq: '1' } }, query, pageSize: settings.pageSize });
    },
    [client, settings],
  );
  const actor = useListing(fetchPage);
  return <ListingView actor={actor} emptyText={intl.formatMessage(catalogText.flashSalesNone)} />;
}

export default function FlashSalesPage() {
  const intl = useIntl();
  return (
    <section className="flash-sales-page">
      <h1 className="page-title">{intl.formatMessage(catalogText.flashSalesHeading)}</h1>
      <Suspense fallback={<ListingShimmer layout="grid" />}>
        <FlashSaleListing />
      </Suspense>
    </section>
  );
}
