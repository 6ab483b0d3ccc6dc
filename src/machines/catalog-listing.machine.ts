import { assign, setup } from 'xstate';
import type { ListingPage } from '../domain/catalog-types';
import { sameQuery, type ListingQuery, type ListingSort } from '../domain/listing-query';
import { unprovidedAction, unprovidedCallback, unprovidedPromise } from './unprovided';

// A product listing (category page, search results, brand page, flash sales): storefront spec sections 2, 7, 9.
// - data: loading (the 12-item shimmer) → loaded, empty, missing (no such category) or failed (retry).
//   Every change of filters, price range, sort, page or page size loads again; a change arriving while a page is
//   loading restarts the load, so the answer shown always belongs to the latest query.
// - Changes made here are written to the URL (`writeUrl`, supplied by the app); a URL change from back/forward
//   (`url.changed`) loads that query without writing it back.
// - layout: grid (four per row) or list (one per row), independent of loading.

/** Storefront spec section 2: the category shimmer shows 12 placeholder items. */
export const SHIMMER_ITEMS = 12;

export interface ListingInput {
  query: ListingQuery;
}

export interface FetchListingInput {
  query: ListingQuery;
}

/** null: the listing's subject (a category uid) does not exist. */
export type FetchListingOutput = ListingPage | null;

export interface ListingContext {
  query: ListingQuery;
  /** The last page received; kept while the next one loads so filters stay in place. */
  page: ListingPage | null;
  error: unknown;
}

/** The address bar's query changed (not by this listing's own writeUrl). */
export type UrlChangedEvent = { type: 'url.changed'; query: ListingQuery };

export type ListingEvent =
  /** Toggle one option of a filter; `single` replaces the filter's choice (range filters, keep-single-choice). */
  | { type: 'filter.toggle'; code: string; value: string; single?: boolean }
  | { type: 'filter.clear'; code?: string }
  | { type: 'price.set'; from: string; to: string }
  | { type: 'sort.change'; sort: ListingSort | null }
  | { type: 'page.change'; page: number }
  | { type: 'pageSize.change'; pageSize: number }
  | UrlChangedEvent
  | { type: 'retry' }
  | { type: 'layout.grid' }
  | { type: 'layout.list' };

export interface WriteUrlParams {
  query: ListingQuery;
}

function toggled(query: ListingQuery, code: string, value: string, single: boolean): ListingQuery {
  const current = query.filters[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : single ? [value] : [...current, value];
  const filters = { ...query.filters };
  if (next.length) filters[code] = next;
  else delete filters[code];
  return { ...query, filters, page: 1 };
}

function cleared(query: ListingQuery, code: string | undefined): ListingQuery {
  if (code === undefined) return { ...query, filters: {}, page: 1 };
  const filters = { ...query.filters };
  delete filters[code];
  return { ...query, filters, page: 1 };
}

/** The query an event asks for (the current one for events that do not change it). */
export function nextQuery(query: ListingQuery, event: ListingEvent): ListingQuery {
  switch (event.type) {
    case 'filter.toggle':
      return toggled(query, event.code, event.value, event.single === true);
    case 'filter.clear':
      return cleared(query, event.code);
    case 'price.set':
      return { ...query, filters: { ...query.filters, price: [`${event.from}_${event.to}`] }, page: 1 };
    case 'sort.change':
      return { ...query, sort: event.sort, page: 1 };
    case 'page.change':
      return { ...query, page: event.page };
    case 'pageSize.change':
      return { ...query, pageSize: event.pageSize, page: 1 };
    case 'url.changed':
      return event.query;
    default:
      return query;
  }
}

export const catalogListingMachine = setup({
  types: {
    context: {} as ListingContext,
    events: {} as ListingEvent,
    input: {} as ListingInput,
  },
  actors: {
    fetchListing: unprovidedPromise<FetchListingOutput, FetchListingInput>('fetchListing'),
    /** Listens to the address bar for the listing's whole life (back/forward, a link to the same page with another query). */
    watchUrl: unprovidedCallback<UrlChangedEvent>('watchUrl'),
  },
  guards: {
    changesQuery: ({ context, event }) => !sameQuery(context.query, nextQuery(context.query, event)),
    isPageInRange: ({ context, event }) =>
      event.type === 'page.change' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= Math.max(1, context.page?.totalPages ?? 1) &&
      event.page !== context.query.page,
    isMissing: (_, params: { output: FetchListingOutput }) => params.output === null,
    hasItems: (_, params: { output: FetchListingOutput }) => (params.output?.items.length ?? 0) > 0,
  },
  actions: {
    assignQuery: assign({ query: ({ context, event }) => nextQuery(context.query, event) }),
    assignPage: assign((_, params: { output: FetchListingOutput }) => ({ page: params.output, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** Puts the query into the address bar (push), so back/forward and shared links work; supplied by the app. */
    writeUrl: unprovidedAction<WriteUrlParams>('writeUrl'),
  },
}).createMachine({
  id: 'catalogListing',
  type: 'parallel',
  context: ({ input }) => ({ query: input.query, page: null, error: null }),
  // The URL tells the listing of its changes itself (an explicit message from the invoked watcher), not a view.
  invoke: { id: 'watchUrl', src: 'watchUrl' },
  states: {
    data: {
      initial: 'loading',
      on: {
        'filter.toggle': { guard: 'changesQuery', target: '.loading', actions: ['assignQuery', { type: 'writeUrl', params: ({ context }) => ({ query: context.query }) }] },
        'filter.clear': { guard: 'changesQuery', target: '.loading', actions: ['assignQuery', { type: 'writeUrl', params: ({ context }) => ({ query: context.query }) }] },
        'price.set': { guard: 'changesQuery', target: '.loading', actions: ['assignQuery', { type: 'writeUrl', params: ({ context }) => ({ query: context.query }) }] },
        'sort.change': { guard: 'changesQuery', target: '.loading', actions: ['assignQuery', { type: 'writeUrl', params: ({ context }) => ({ query: context.query }) }] },
        'page.change': { guard: 'isPageInRange', target: '.loading', actions: ['assignQuery', { type: 'writeUrl', params: ({ context }) => ({ query: context.query }) }] },
        'pageSize.change': { guard: 'changesQuery', target: '.loading', actions: ['assignQuery', { type: 'writeUrl', params: ({ context }) => ({ query: context.query }) }] },
        'url.changed': { guard: 'changesQuery', target: '.loading', actions: 'assignQuery' },
      },
      states: {
        loading: {
          invoke: {
            id: 'fetchListing',
            src: 'fetchListing',
            input: ({ context }) => ({ query: context.query }),
            onDone: [
              { guard: { type: 'isMissing', params: ({ event }) => ({ output: event.output }) }, target: 'missing', actions: { type: 'assignPage', params: ({ event }) => ({ output: event.output }) } },
              { guard: { type: 'hasItems', params: ({ event }) => ({ output: event.output }) }, target: 'loaded', actions: { type: 'assignPage', params: ({ event }) => ({ output: event.output }) } },
              { target: 'empty', actions: { type: 'assignPage', params: ({ event }) => ({ output: event.output }) } },
            ],
            onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loaded: {},
        /** No product matches: "no results" text, filters stay so the shopper can loosen them. */
        empty: {},
        /** The category does not exist: the 404 view. */
        missing: {},
        failed: {
          on: { retry: 'loading' },
        },
      },
    },
    layout: {
      initial: 'grid',
      states: {
        grid: { on: { 'layout.list': 'list' } },
        list: { on: { 'layout.grid': 'grid' } },
      },
    },
  },
});
