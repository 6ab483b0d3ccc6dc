// Wires the listing machine to the router: the first query comes from the URL, changes the machine makes are
// pushed to the URL (`writeUrl`), and the chart's own invoked `watchUrl` listens to the router, sending
// url.changed when the address bar's query changes on this page (back/forward, a link with another query). No
// effect stands between the router and the chart.
import { useContext, useMemo, useRef, type ContextType } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';
import { fromCallback, fromPromise } from 'xstate';
import type { ListingPage } from '../../domain/catalog-types';
import { parseListingQuery, serializeListingQuery, type ListingQuery } from '../../domain/listing-query';
import { catalogListingMachine, type FetchListingInput, type UrlChangedEvent } from '../../machines/catalog-listing.machine';
import { usePageActorRef } from '../providers/page-snapshots';

export type ListingFetcher = (query: ListingQuery) => Promise<ListingPage | null>;
export type ListingActor = ReturnType<typeof useListing>;

/** The router the page runs under (React Router's data-router context: the same under <RouterProvider> and the server's <StaticRouterProvider>). */
type DataRouterValue = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>;

/** Address-bar changes on the listing's own path, as url.changed; a server render's static router never changes. */
function urlWatcher(dataRouter: DataRouterValue | null) {
  return fromCallback<UrlChangedEvent>(({ sendBack }) => {
    if (!dataRouter || dataRouter.static) return undefined;
    const { router } = dataRouter;
    const { pathname } = router.state.location;
    let search = router.state.location.search;
    return router.subscribe((state) => {
      // Leaving for another page is not this listing's query (it unmounts next).
      if (state.location.pathname !== pathname || state.location.search === search) return;
      search = state.location.search;
      sendBack({ type: 'url.changed', query: parseListingQuery(search) });
    });
  });
}

/** `keep`: query parameters the page owns (the search text), kept in every URL the listing writes. */
export function useListing(fetchListing: ListingFetcher, keep: Record<string, string> = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const fetchRef = useRef(fetchListing);
  const keepRef = useRef(keep);
  fetchRef.current = fetchListing;
  keepRef.current = keep;
  const machine = useMemo(
    () =>
      catalogListingMachine.provide({
        actors: {
          fetchListing: fromPromise<ListingPage | null, FetchListingInput>(({ input }) => fetchRef.current(input.query)),
          watchUrl: urlWatcher(dataRouter),
        },
        actions: {
          writeUrl: (_, params) => void navigate({ search: serializeListingQuery(params.query, keepRef.current) }),
        },
      }),
    [navigate, dataRouter],
  );
  // Server-rendered listings start from the server's snapshot (src/ui/providers/page-snapshots.tsx); the server
  // waits for the page's data, not for the lifelong URL watcher.
  return usePageActorRef(machine, { input: { query: parseListingQuery(location.search) } }, undefined, ['watchUrl']);
}
