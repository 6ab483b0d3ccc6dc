// Wires the listing machine to the router: the first query comes from the URL, changes the machine makes are
// pushed to the URL (`writeUrl`), and the chart's own invoked `watchUrl` listens to the address, sending
// url.changed when the address bar's query changes on this page (back/forward, a link with another query). No
// effect stands between the router and the chart.
import { useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromCallback, fromPromise } from 'xstate';
import type { ListingPage } from '../../domain/catalog-types';
import { parseListingQuery, serializeListingQuery, type ListingQuery } from '../../domain/listing-query';
import { catalogListingMachine, type FetchListingInput, type UrlChangedEvent } from '../../machines/catalog-listing.machine';
import { usePageActorRef } from '../providers/page-snapshots';
import type { AppHistory } from '../shell/routing/app-history';
import { useAppHistory } from '../shell/routing/app-router';

export type ListingFetcher = (query: ListingQuery) => Promise<ListingPage | null>;
export type ListingActor = ReturnType<typeof useListing>;

/** Address-bar changes on the listing's own path, as url.changed; a server render's address never moves. */
function urlWatcher(address: AppHistory) {
  return fromCallback<UrlChangedEvent>(({ sendBack }) => {
    const { pathname } = address.location();
    let { search } = address.location();
    return address.subscribe(() => {
      const now = address.location();
      // Leaving for another page is not this listing's query (it unmounts next).
      if (now.pathname !== pathname || now.search === search) return;
      search = now.search;
      sendBack({ type: 'url.changed', query: parseListingQuery(search) });
    });
  });
}

/** `keep`: query parameters the page owns (the search text), kept in every URL the listing writes. */
export function useListing(fetchListing: ListingFetcher, keep: Record<string, string> = {}) {
  const location = useLocation();
  const address = useAppHistory();
  const fetchRef = useRef(fetchListing);
  const keepRef = useRef(keep);
  // React Router makes a new navigate at every move of the address: the chart's action reads the latest.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  fetchRef.current = fetchListing;
  keepRef.current = keep;
  navigateRef.current = navigate;
  const machine = useMemo(
    () =>
      catalogListingMachine.provide({
        actors: {
          fetchListing: fromPromise<ListingPage | null, FetchListingInput>(({ input }) => fetchRef.current(input.query)),
          watchUrl: urlWatcher(address),
        },
        actions: {
          writeUrl: (_, params) => void navigateRef.current({ search: serializeListingQuery(params.query, keepRef.current) }),
        },
      }),
    [address],
  );
  // Server-rendered listings start from the server's snapshot (src/ui/providers/page-snapshots.tsx); the server
  // waits for the page's data, not for the lifelong URL watcher.
  return usePageActorRef(machine, { input: { query: parseListingQuery(location.search) } }, undefined, ['watchUrl']);
}
