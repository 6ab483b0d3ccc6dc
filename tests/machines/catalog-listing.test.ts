import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ListingPage } from '../../src/domain/catalog-types';
import { EMPTY_QUERY, parseListingQuery, serializeListingQuery, type ListingQuery } from '../../src/domain/listing-query';
import { catalogListingMachine, nextQuery, type ListingContext, type ListingEvent } from '../../src/machines/catalog-listing.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

const card = (sku: string) => ({ sku }) as unknown as ListingPage['items'][number];
function page(items: number, totalPages: number): ListingPage {
  return {
    items: Array.from({ length: items }, (_, i) => card(`SKU-${i}`)),
    totalCount: items * totalPages,
    totalPages,
    currentPage: 1,
    pageSize: 12,
    filters: [],
    sortOptions: [],
    defaultSort: 'position',
    rules: {},
    brandNames: {},
    category: null,
  };
}
const twoPages = page(12, 2);
const noItems = page(0, 0);

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ListingContext;
const current = (sut: Sut) => ctx(sut.actor.getSnapshot());

/** Events that change the query write it to the URL; a URL change loads without writing back. */
function sendAndCheckUrl(event: AnyEventObject, sut: Sut) {
  const before = current(sut).query;
  const writes = sut.calls.filter((c) => c.name === 'writeUrl').length;
  // A URL change comes from the invoked watcher, as in the app; the others from a view.
  if (event.type === 'url.changed') sut.callbacks.watchUrl!.emit(event);
  else sut.actor.send(event);
  const after = current(sut).query;
  expect(after).toEqual(nextQuery(before, event as ListingEvent));
  const written = sut.calls.filter((c) => c.name === 'writeUrl');
  if (event.type === 'url.changed') {
    expect(written.length).toBe(writes);
  } else {
    expect(written.length).toBe(writes + 1);
    expect(written.at(-1)?.params).toEqual({ query: after });
  }
  // A new query starts a new load with that query.
  expect(sut.actor.getSnapshot().matches({ data: 'loading' })).toBe(true);
  expect(sut.promises.fetchListing!.lastInput).toEqual({ query: after });
  if (event.type !== 'page.change' && event.type !== 'url.changed') expect(after.page).toBe(1);
}

const perform = Object.fromEntries(
  ['filter.toggle', 'filter.clear', 'price.set', 'sort.change', 'page.change', 'pageSize.change', 'url.changed'].map((type) => [type, sendAndCheckUrl]),
);

const urlQuery: ListingQuery = { filters: { p_brandcode: ['7'] }, sort: { field: 'name', direction: 'DESC' }, page: 2, pageSize: null };

const shopperEvents: AnyEventObject[] = [
  { type: 'filter.toggle', code: 'p_brandcode', value: '7' },
  { type: 'filter.toggle', code: 'price', value: '10_20', single: true },
  { type: 'filter.clear' },
  { type: 'price.set', from: '0', to: '50' },
  { type: 'sort.change', sort: { field: 'price', direction: 'ASC' } },
  { type: 'page.change', page: 2 },
  { type: 'pageSize.change', pageSize: 24 },
  { type: 'url.changed', query: urlQuery },
];

/**
 * The listing as the storefront spec (sections 2, 7, 9: filters, sort, page and page size ask for a new search;
 * grid or list) and docs/decisions/catalog-ui-listing-url.md (the query lives in the URL; back/forward loads without
 * writing back) describe it, written out by hand with its own query rules (not the machine's `nextQuery`): a
 * filter value toggles (a single-choice filter replaces its value), clearing empties one filter or all, a price range
 * is one `from_to` value, and every change but a page change goes back to page 1; a page must exist in the last
 * answer and differ from the current one. A change of query loads (the newest one wins), an answer is a page with
 * items, an empty page or a missing subject (null), a failure may be retried. The layout switches on its own.
 */
interface ListingExpected {
  data: 'loading' | 'loaded' | 'empty' | 'missing' | 'failed';
  layout: 'grid' | 'list';
  query: ListingQuery;
  totalPages: number;
  urlWrites: number;
}

function specQuery(m: ListingExpected, anyEvent: AnyEventObject): ListingQuery | null {
  const q = m.query;
  const event = anyEvent as ListingEvent;
  const firstPage = (next: ListingQuery): ListingQuery => ({ ...next, page: 1 });
  const without = (code: string) => Object.fromEntries(Object.entries(q.filters).filter(([name]) => name !== code));
  let next: ListingQuery;
  switch (event.type) {
    case 'filter.toggle': {
      const values = q.filters[event.code] ?? [];
      const chosen = values.includes(event.value) ? values.filter((v) => v !== event.value) : event.single ? [event.value] : [...values, event.value];
      next = firstPage({ ...q, filters: chosen.length ? { ...without(event.code), [event.code]: chosen } : without(event.code) });
      break;
    }
    case 'filter.clear':
      next = firstPage({ ...q, filters: event.code ? without(event.code) : {} });
      break;
    case 'price.set':
      next = firstPage({ ...q, filters: { ...q.filters, price: [`${event.from}_${event.to}`] } });
      break;
    case 'sort.change':
      next = firstPage({ ...q, sort: event.sort });
      break;
    case 'pageSize.change':
      next = firstPage({ ...q, pageSize: event.pageSize });
      break;
    case 'page.change':
      return event.page >= 1 && event.page <= Math.max(1, m.totalPages) && event.page !== q.page ? { ...q, page: event.page } : null;
    case 'url.changed':
      next = event.query;
      break;
    default:
      return null;
  }
  return serializeListingQuery(next) === serializeListingQuery(q) ? null : next;
}

describeModel('catalogue listing machine', {
  machine: catalogListingMachine,
  inputs: [{ query: EMPTY_QUERY }],
  events: () => [
    ...shopperEvents,
    { type: 'retry' },
    { type: 'layout.grid' },
    { type: 'layout.list' },
    { type: 'xstate.done.actor.fetchListing', output: twoPages },
    { type: 'xstate.done.actor.fetchListing', output: noItems },
    { type: 'xstate.done.actor.fetchListing', output: null },
    { type: 'xstate.error.actor.fetchListing', error: new Error('offline') },
  ],
  // Which filters/sort/page are set and what the last answer was; not the values themselves.
  key: (snapshot) => {
    const c = ctx(snapshot);
    const answer = c.page === null ? null : c.page.items.length > 0 ? 'items' : 'none';
    return [Object.keys(c.query.filters).sort(), !!c.query.sort, c.query.page, c.query.pageSize !== null, answer, !!c.error];
  },
  promiseActors: ['fetchListing'],
  // The address bar's watcher, running for the listing's whole life.
  callbackActors: ['watchUrl'],
  recordedActions: ['writeUrl'],
  perform,
  states: {
    'data.loading': (snapshot) => {
      expect(snapshot.can({ type: 'retry' })).toBe(false);
    },
    'data.loaded': (snapshot) => {
      expect(ctx(snapshot).page?.items.length).toBeGreaterThan(0);
      expect(ctx(snapshot).error).toBeNull();
    },
    'data.empty': (snapshot) => {
      expect(ctx(snapshot).page?.items).toEqual([]);
    },
    'data.missing': (snapshot) => {
      expect(ctx(snapshot).page).toBeNull();
    },
    'data.failed': (snapshot) => {
      expect(ctx(snapshot).error).toBeInstanceOf(Error);
      expect(snapshot.can({ type: 'retry' })).toBe(true);
    },
    'layout.grid': (snapshot) => expect(snapshot.can({ type: 'layout.list' })).toBe(true),
    'layout.list': (snapshot) => expect(snapshot.can({ type: 'layout.grid' })).toBe(true),
  },
  expected: expectation<ListingExpected>({
    initial: (input) => ({ data: 'loading', layout: 'grid', query: (input as { query: ListingQuery }).query, totalPages: 1, urlWrites: 0 }),
    next: (m, event) => {
      if (event.type === 'layout.list' && m.layout === 'grid') return { ...m, layout: 'list' };
      if (event.type === 'layout.grid' && m.layout === 'list') return { ...m, layout: 'grid' };
      if (event.type === 'retry' && m.data === 'failed') return { ...m, data: 'loading' };
      if (m.data === 'loading' && event.type === 'xstate.done.actor.fetchListing') {
        const answer = (event as unknown as { output: ListingPage | null }).output;
        const data = answer === null ? 'missing' : answer.items.length > 0 ? 'loaded' : 'empty';
        return { ...m, data, totalPages: answer?.totalPages ?? 1 };
      }
      if (m.data === 'loading' && event.type === 'xstate.error.actor.fetchListing') return { ...m, data: 'failed' };
      const query = specQuery(m, event);
      if (query) return { ...m, data: 'loading', query, urlWrites: m.urlWrites + (event.type === 'url.changed' ? 0 : 1) };
      throw new Error(`the test says nothing of ${event.type} in ${m.data}/${m.layout}`);
    },
    check: (snapshot, m, sut) => {
      expect(snapshot.matches({ data: m.data, layout: m.layout })).toBe(true);
      expect(serializeListingQuery(ctx(snapshot).query)).toBe(serializeListingQuery(m.query));
      expect(sut.calls.filter((c) => c.name === 'writeUrl')).toHaveLength(m.urlWrites);
      // A change the spec treats as no change is refused, one it treats as a change is taken, in every state.
      for (const event of shopperEvents) expect(snapshot.can(event), JSON.stringify(event)).toBe(specQuery(m, event) !== null);
    },
  }),
});

describe('listing query', () => {
  it('round-trips through the URL query string', () => {
    const query: ListingQuery = { filters: { p_brandcode: ['3', '9'], price: ['10_20'] }, sort: { field: 'price', direction: 'DESC' }, page: 3, pageSize: 24 };
    const search = serializeListingQuery(query, { query: 'rice' });
    expect(search).toBe('?query=rice&p_brandcode%5Bfilter%5D=3&p_brandcode%5Bfilter%5D=9&price%5Bfilter%5D=10_20&sort=price&dir=DESC&size=24&page=3');
    expect(parseListingQuery(search)).toEqual(query);
  });

  it('ignores malformed page numbers and leaves page 1 out of the URL', () => {
    expect(parseListingQuery('?page=0&size=abc')).toEqual(EMPTY_QUERY);
    expect(serializeListingQuery(EMPTY_QUERY)).toBe('');
  });

  it('replaces a single-choice filter and removes a value toggled twice', () => {
    const toggled = nextQuery(EMPTY_QUERY, { type: 'filter.toggle', code: 'price', value: '1_2', single: true });
    expect(nextQuery(toggled, { type: 'filter.toggle', code: 'price', value: '3_4', single: true }).filters).toEqual({ price: ['3_4'] });
    expect(nextQuery(toggled, { type: 'filter.toggle', code: 'price', value: '1_2' }).filters).toEqual({});
  });
});
