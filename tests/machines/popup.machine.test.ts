import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { PopupItem } from '../../src/domain/popup-types';
import { popupMachine, type PopupContext } from '../../src/machines/popup.machine';
import { popupPageType } from '../../src/pages/page-table';
import { describeModel, expectation, type Sut } from './support/model-test';

// Account spec section 4, "Popups": on each page the first popup (highest priority) of that page type not marked
// seen by its cookie is shown, and showing marks it seen; closing or another page hides it; disabled popups
// never load; a failed load shows nothing.
interface ExpectedPopup {
  state: 'idle' | 'loading' | 'showing';
  enabled: boolean;
  pageType: string | null;
  seen: string[];
  shown: string | null;
}

// The popup chart walked as a model: pages change (home, a category), the load answers with popups (one already
// seen, one not), nothing, or an error; a shown popup is closed. Expected independently of the chart: a popup is
// shown only when it was not seen before, showing it sets its cookie once, and disabled popups never load.

const item = (uniqueId: string): PopupItem => ({ uniqueId, title: uniqueId, content: '<p>x</p>', hasNewsletter: true, cookieExpires: 604800, width: '480px' });
const SEEN = item('seen-before');
const FRESH = item('home-newsletter-th');
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PopupContext;
// Page changes arrive through the chart's own followPage actor (the app's follows the router and the route
// resolution): sent through it here, so a chart that stopped following the page fails.
const viaFollowPage = (event: { type: string }, sut: Sut) => sut.callbacks.followPage!.emit(event);

describeModel('popup', {
  machine: popupMachine,
  inputs: [
    { enabled: true, seen: [SEEN.uniqueId] },
    { enabled: false, seen: [] },
  ],
  events: () => [
    { type: 'page.changed', pageType: 'cms_index_index' },
    { type: 'page.changed', pageType: 'catalog_category_view' },
    { type: 'popup.close' },
    { type: 'xstate.done.actor.load', output: [SEEN, FRESH] },
    { type: 'xstate.done.actor.load', output: [SEEN] },
    { type: 'xstate.error.actor.load', error: new Error('offline') },
  ],
  key: (snapshot) => {
    const c = ctx(snapshot);
    return { enabled: c.enabled, pageType: c.pageType, seen: c.seen, popup: c.popup?.uniqueId ?? null };
  },
  promiseActors: ['load'],
  callbackActors: ['followPage'],
  perform: { 'page.changed': viaFollowPage },
  recordedActions: ['markSeen'],
  paths: 'all',
  states: {
    idle: (snapshot) => expect(ctx(snapshot).popup).toBeNull(),
    loading: (snapshot, sut) => {
      expect(ctx(snapshot).enabled).toBe(true);
      expect(sut.promises.load!.lastInput).toEqual({ pageType: ctx(snapshot).pageType });
    },
    showing: (snapshot, sut) => {
      const { popup, seen } = ctx(snapshot);
      // Only the popup not seen before, and its cookie set exactly once.
      expect(popup?.uniqueId).toBe(FRESH.uniqueId);
      expect(seen).toEqual([SEEN.uniqueId, FRESH.uniqueId]);
      expect(sut.calls.filter((call) => call.name === 'markSeen')).toEqual([{ name: 'markSeen', params: { popup: FRESH } }]);
    },
  },
  expected: expectation<ExpectedPopup>({
    initial: (input) => {
      const { enabled, seen } = input as { enabled: boolean; seen: string[] };
      return { state: 'idle', enabled, pageType: null, seen, shown: null };
    },
    next: (model, event) => {
      if (event.type === 'page.changed') {
        const pageType = (event as unknown as { pageType: string }).pageType;
        return model.enabled ? { ...model, state: 'loading', pageType, shown: null } : model;
      }
      if (model.state === 'loading' && event.type === 'xstate.done.actor.load') {
        const fresh = (event as unknown as { output: PopupItem[] }).output.find((p) => !model.seen.includes(p.uniqueId));
        return fresh ? { ...model, state: 'showing', shown: fresh.uniqueId, seen: [...model.seen, fresh.uniqueId] } : { ...model, state: 'idle' };
      }
      if (model.state === 'loading' && event.type === 'xstate.error.actor.load') return { ...model, state: 'idle' };
      if (model.state === 'showing' && event.type === 'popup.close') return { ...model, state: 'idle', shown: null };
      throw new Error(`no expectation for ${event.type} in ${model.state}`);
    },
    check: (snapshot, model) => {
      const c = ctx(snapshot);
      expect({ state: snapshot.value, pageType: c.pageType, seen: c.seen, shown: c.popup?.uniqueId ?? null }).toEqual({
        state: model.state,
        pageType: model.pageType,
        seen: model.seen,
        shown: model.shown,
      });
    },
  }),
});

describe('popupPageType', () => {
  it.each([
    ['/', null, 'cms_index_index'],
    ['/search.html', null, 'catalogsearch_result_index'],
    ['/checkout/cart', null, 'checkout_cart_index'],
    ['/checkout', null, 'checkout_index_index'],
    ['/rice.html', 'CATEGORY', 'catalog_category_view'],
    ['/jasmine-rice-5kg.html', 'PRODUCT', 'catalog_product_view'],
    ['/about-us', 'CMS_PAGE', 'cms_page_view'],
    ['/customer/account', null, 'default'],
  ] as const)('%s (%s) is %s', (path, routed, type) => {
    expect(popupPageType(path, routed)).toBe(type);
  });
});
