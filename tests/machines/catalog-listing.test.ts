import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ListingPage } from '../../src/domain/catalog-types';
import { EMPTY_QUERY, parseListingQuery, serializeListingQuery, type ListingQuery } from '../../src/domain/listing-query';
import { catalogListingMachine, nextQuery, type ListingContext, type ListingEvent } from '../../src/machines/catalog-listing.machine';
import { describeModel, type Sut } from './support/model-test';

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

describeModel('catalogue listing machine', {
  machine: catalogListingMachine,
  inputs: [{ query: EMPTY_QUERY }],
  events: () => [
    { type: 'filter.toggle', code: 'p_brandcode', value: '7' },
    { type: 'filter.toggle', code: 'price', value: '10_20', single: true },
    { type: 'filter.clear' },
    { type: 'price.set', from: '0', to: '50' },
    { type: 'sort.change', sort: { field: 'price', direction: 'ASC' } },
    { type: 'page.change', page: 2 },
    { type: 'pageSize.change', pageSize: 24 },
    { type: 'url.changed', query: urlQuery },
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
