// Wires the listing machine to the router: the first query comes from the URL, changes the machine makes are
// pushed to the URL, and back/forward (a new location.search) is sent back as url.changed.
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type { ListingPage } from '../../domain/catalog-types';
import { parseListingQuery, serializeListingQuery, type ListingQuery } from '../../domain/listing-query';
import { catalogListingMachine, type FetchListingInput } from '../../machines/catalog-listing.machine';
import { usePageActorRef } from '../providers/page-snapshots';

export type ListingFetcher = (query: ListingQuery) => Promise<ListingPage | null>;
export type ListingActor = ReturnType<typeof useListing>;

/** `keep`: query parameters the page owns (the search text), kept in every URL the listing writes. */
export function useListing(fetchListing: ListingFetcher, keep: Record<string, string> = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const fetchRef = useRef(fetchListing);
  const keepRef = useRef(keep);
  fetchRef.current = fetchListing;
  keepRef.current = keep;
  const machine = useMemo(
    () =>
      catalogListingMachine.provide({
        actors: { fetchListing: fromPromise<ListingPage | null, FetchListingInput>(({ input }) => fetchRef.current(input.query)) },
        actions: {
          writeUrl: (_, params) => void navigate({ search: serializeListingQuery(params.query, keepRef.current) }),
        },
      }),
    [navigate],
  );
  // Server-rendered listings start from the server's snapshot (src/ui/providers/page-snapshots.tsx).
  const actor = usePageActorRef(machine, { input: { query: parseListingQuery(location.search) } });
  useEffect(() => {
    actor.send({ type: 'url.changed', query: parseListingQuery(location.search) });
  }, [actor, location.search]);
  return actor;
}
