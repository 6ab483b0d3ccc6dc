import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  pageOf,
  routeResolutionMachine,
  toAppPath,
  type RouteLookupOutput,
  type RouteResolutionContext,
} from '../../src/machines/route-resolution.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

const cmsPage: RouteLookupOutput = { type: 'CMS_PAGE', relativeUrl: 'about-us', redirectCode: 0, identifier: 'about-us' };
const product: RouteLookupOutput = { type: 'PRODUCT', relativeUrl: 'rice/jasmine-rice.html', redirectCode: 0, uid: 'MTQ=', urlKey: 'jasmine-rice' };
const category: RouteLookupOutput = { type: 'CATEGORY', relativeUrl: 'fruit.html', redirectCode: 0, uid: 'Mw==', urlKey: 'fruit' };
const moved: RouteLookupOutput = { type: 'CATEGORY', relativeUrl: 'fruit.html', redirectCode: 301, uid: 'Mw==' };
const temporarilyMoved: RouteLookupOutput = { type: 'PRODUCT', relativeUrl: '/sale/rice.html', redirectCode: 302, uid: 'MTQ=' };
const noType: RouteLookupOutput = { type: null, relativeUrl: null, redirectCode: 0 };
const noIdentifier: RouteLookupOutput = { type: 'CMS_PAGE', relativeUrl: 'x', redirectCode: 0, identifier: null };
const unknownPath: RouteLookupOutput = null;

const answers = [cmsPage, product, category, moved, temporarilyMoved, noType, noIdentifier, unknownPath];
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as RouteResolutionContext;

/** page-loading requests emitted so far must pair up: on while resolving, off otherwise. */
function expectPageLoading(sut: Sut, on: boolean): void {
  const loading = sut.emitted.filter((e) => e.type.startsWith('pageLoading.'));
  loading.forEach((e, i) => expect(e.type).toBe(i % 2 === 0 ? 'pageLoading.start' : 'pageLoading.stop'));
  expect(loading.length % 2 === 1).toBe(on);
}

/**
 * Storefront spec section 2 "Generic route resolution", written out by hand: a path to resolve starts the lookup
 * (page loading on) from wherever the page is, a new one restarting it; the answer is a redirect when its code is
 * a redirect code (301, 302) with a relative_url (a client-side replace to it), not found without a type or without
 * the identifier (CMS page) or uid (product, category), else the page; a failed lookup is the error state.
 */
type RouteState = 'idle' | 'resolving' | 'redirecting' | 'found' | 'notFound' | 'error';
interface RouteExpected {
  state: RouteState;
  /** The identifier or uid of the page on screen. */
  page: string | null;
  replaces: string[];
}

function afterAnswer(m: RouteExpected, answer: RouteLookupOutput): RouteExpected {
  if (answer && [301, 302].includes(answer.redirectCode) && answer.relativeUrl) {
    return { ...m, state: 'redirecting', replaces: [...m.replaces, `/${answer.relativeUrl.replace(/^\//, '')}`] };
  }
  const id = answer?.type === 'CMS_PAGE' ? answer.identifier : answer?.type ? answer.uid : null;
  return id ? { ...m, state: 'found', page: id } : { ...m, state: 'notFound', page: null };
}

describeModel('route-resolution machine', {
  machine: routeResolutionMachine,
  events: () => [
    { type: 'route.resolve', pathname: '/about-us' },
    { type: 'route.resolve', pathname: '/fruit' },
    ...answers.map((output) => ({ type: 'xstate.done.actor.lookupRoute', output })),
    { type: 'xstate.error.actor.lookupRoute', error: new Error('Internal server error') },
  ],
  // The key keeps what is on screen (state, page, texts); re-resolving leads back to the same few states.
  key: (snapshot) => ({ ...ctx(snapshot), pathname: ctx(snapshot).pathname === null ? null : 'set' }),
  promiseActors: ['lookupRoute'],
  recordedActions: ['replaceLocation'],
  states: {
    idle: (snapshot, sut) => {
      expect(ctx(snapshot).page).toBeNull();
      expect(sut.promises.lookupRoute!.inputs).toEqual([]);
      expectPageLoading(sut, false);
    },
    resolving: (snapshot, sut) => {
      // The lookup runs for the latest path, and the page-loading indicator is on.
      expect(sut.promises.lookupRoute!.lastInput).toEqual({ pathname: ctx(snapshot).pathname });
      expectPageLoading(sut, true);
    },
    redirecting: (snapshot, sut) => {
      const to = ctx(snapshot).redirectTo;
      expect(to).toMatch(/^\/(fruit\.html|sale\/rice\.html)$/);
      expect(sut.calls.at(-1)).toEqual({ name: 'replaceLocation', params: { to } });
      expectPageLoading(sut, false);
    },
    found: (snapshot, sut) => {
      const { page, message } = ctx(snapshot);
      expect(message).toBeNull();
      expect(page && ('identifier' in page ? page.identifier : page.uid)).toBeTruthy();
      // The view addresses the product page by the answer's url_key, never by parsing the URL.
      if (page?.type === 'PRODUCT') expect(page.urlKey).toBe('jasmine-rice');
      expectPageLoading(sut, false);
    },
    notFound: (snapshot) => {
      expect(ctx(snapshot).page).toBeNull();
      expect(ctx(snapshot).message?.defaultMessage).toBe(
        "Looks like the page you were hoping to find doesn't exist. Sorry about that.",
      );
    },
    error: (snapshot) => {
      expect(ctx(snapshot).page).toBeNull();
      expect(ctx(snapshot).message?.defaultMessage).toBe('Something went wrong. Sorry about that.');
    },
  },
  expected: expectation<RouteExpected>({
    initial: () => ({ state: 'idle', page: null, replaces: [] }),
    next: (m, event) => {
      if (event.type === 'route.resolve') return { ...m, state: 'resolving' };
      if (m.state === 'resolving' && event.type === 'xstate.done.actor.lookupRoute') return afterAnswer(m, (event as unknown as { output: RouteLookupOutput }).output);
      if (m.state === 'resolving' && event.type === 'xstate.error.actor.lookupRoute') return { ...m, state: 'error', page: null };
      throw new Error(`the test says nothing of ${event.type} in ${m.state}`);
    },
    check: (snapshot, m, sut) => {
      expect(snapshot.matches(m.state)).toBe(true);
      const page = ctx(snapshot).page;
      expect(page && (page.type === 'CMS_PAGE' ? page.identifier : page.uid)).toBe(m.page);
      expect(sut.calls.map((call) => (call.params as { to: string }).to)).toEqual(m.replaces);
      expectPageLoading(sut, m.state === 'resolving');
    },
  }),
});

describe('route answers', () => {
  it('takes the page from type plus identifier (CMS page), uid (category) or uid and url_key (product)', () => {
    expect(pageOf(cmsPage)).toEqual({ type: 'CMS_PAGE', identifier: 'about-us', relativeUrl: 'about-us' });
    expect(pageOf(product)).toEqual({ type: 'PRODUCT', uid: 'MTQ=', urlKey: 'jasmine-rice', relativeUrl: 'rice/jasmine-rice.html' });
    expect(pageOf(category)).toEqual({ type: 'CATEGORY', uid: 'Mw==', urlKey: 'fruit', relativeUrl: 'fruit.html' });
    expect(pageOf({ type: 'CATEGORY', relativeUrl: 'fruit.html', redirectCode: 0, uid: 'Mw==' })).toEqual({ type: 'CATEGORY', uid: 'Mw==', urlKey: null, relativeUrl: 'fruit.html' });
    expect([pageOf(noType), pageOf(noIdentifier), pageOf(unknownPath)]).toEqual([null, null, null]);
    expect(pageOf({ type: 'PRODUCT', relativeUrl: null, redirectCode: 0, uid: '' })).toBeNull();
    // A product page is addressed by url_key: an answer without one cannot be shown.
    expect(pageOf({ type: 'PRODUCT', relativeUrl: 'x.html', redirectCode: 0, uid: 'MTQ=', urlKey: null })).toBeNull();
  });

  it('turns relative_url into an app path for the client-side replace', () => {
    expect(toAppPath('fruit.html')).toBe('/fruit.html');
    expect(toAppPath('/fruit.html')).toBe('/fruit.html');
    expect(toAppPath('https://shop.example/en/fruit.html?x=1')).toBe('/en/fruit.html?x=1');
  });
});
