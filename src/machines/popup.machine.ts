import { assign, setup } from 'xstate';
import { unprovidedCallback, unprovidedPromise } from './unprovided';
import type { PopupItem } from '../domain/popup-types';

// Marketing popups (account spec section 4, "Popups"). When the page type changes, the popups of that page type
// are loaded; the first one (the server sorts by priority) whose mb-popup-{unique_id} cookie is not set is shown,
// and showing it marks it as seen: the app's `markSeen` sets the cookie for cookie_expires seconds. Closing it, or
// another page, hides it. Popups are optional: a failed load shows nothing. The page type of a path is
// the page table's (src/pages/page-table.ts); the cookies already set when the page loaded arrive as input. The page changes arrive
// through the chart's invoked `followPage` (supplied by the app: it follows the router, the route resolution and
// the session, src/ui/engagement/follow-page), not from a view.

export interface PopupContext {
  enabled: boolean;
  pageType: string | null;
  /** unique_ids seen: cookies present at start, and popups shown since. */
  seen: string[];
  popup: PopupItem | null;
}

export type PopupEvent = { type: 'page.changed'; pageType: string } | { type: 'popup.close' };

export interface PopupInput {
  /** Store config isEnabledPopup. */
  enabled: boolean;
  seen: string[];
}

const firstUnseen = (items: readonly PopupItem[], seen: readonly string[]): PopupItem | null => items.find((item) => !seen.includes(item.uniqueId)) ?? null;

export const popupMachine = setup({
  types: {
    context: {} as PopupContext,
    events: {} as PopupEvent,
    input: {} as PopupInput,
  },
  actors: {
    load: unprovidedPromise<PopupItem[], { pageType: string }>('load'),
    /** Reports the page type now and at each change (page.changed). */
    followPage: unprovidedCallback<PopupEvent>('followPage'),
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    hasUnseen: ({ context }, params: { items: PopupItem[] }) => firstUnseen(params.items, context.seen) !== null,
  },
  actions: {
    assignPageType: assign({ pageType: ({ event }) => (event.type === 'page.changed' ? event.pageType : null) }),
    choose: assign(({ context }, params: { items: PopupItem[] }) => {
      const popup = firstUnseen(params.items, context.seen);
      return { popup, seen: popup ? [...context.seen, popup.uniqueId] : context.seen };
    }),
    clearPopup: assign({ popup: null }),
    /** Sets mb-popup-{unique_id} for cookie_expires seconds (supplied by the app). */
    markSeen: (_, _params: { popup: PopupItem }) => {},
  },
}).createMachine({
  id: 'popup',
  context: ({ input }) => ({ enabled: input.enabled, pageType: null, seen: input.seen, popup: null }),
  invoke: { id: 'followPage', src: 'followPage' },
  initial: 'idle',
  on: {
    'page.changed': [{ guard: 'isEnabled', target: '.loading', actions: ['clearPopup', 'assignPageType'] }],
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ pageType: context.pageType ?? 'default' }),
        onDone: [
          {
            guard: { type: 'hasUnseen', params: ({ event }) => ({ items: event.output }) },
            target: 'showing',
            actions: { type: 'choose', params: ({ event }) => ({ items: event.output }) },
          },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
    },
    showing: {
      entry: { type: 'markSeen', params: ({ context }) => ({ popup: context.popup as PopupItem }) },
      on: { 'popup.close': { target: 'idle', actions: 'clearPopup' } },
    },
  },
});
