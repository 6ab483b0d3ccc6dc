import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedPromise } from './unprovided';
import type { CookieAcceptance, CookieGroup, CookieGroupsData, CookieSave } from '../domain/privacy-types';

// The path-test models (tests/paths) still import this answer type from the chart; everything else imports src/domain.
export type { CookieGroupsData } from '../domain/privacy-types';

// Cookie consent (account spec sections 2 and 4, Amasty GDPR Cookie): the footer bar shows while the bar is
// enabled and no valid acceptance is stored; accept-all or a custom choice stores the acceptance (browser key
// am-last-cookie-acceptance), hides the bar and is sent to the server, whose failure is ignored. The
// essential group is always checked and cannot be toggled. Non-essential scripts are started by
// `applyConsent`, only from the accepted state and only for the groups accepted.

export interface CookieConsentInput {
  barEnabled: boolean;
  stored: CookieAcceptance | null;
}

export interface CookieConsentContext {
  barEnabled: boolean;
  acceptance: CookieAcceptance | null;
  groups: CookieGroup[];
  lastUpdate: string | null;
  /** Group ids ticked in the dialog. */
  chosen: number[];
}

export type CookieConsentEvent =
  | { type: 'cookies.acceptAll' }
  | { type: 'cookies.customize' }
  | { type: 'cookies.openSettings' }
  | { type: 'cookies.toggle'; groupId: number }
  | { type: 'cookies.agree' }
  | { type: 'cookies.close' }
  | { type: 'cookies.retry' };

/** Whether a script of the group `code` may run under this acceptance. */
export function allows(acceptance: CookieAcceptance | null, code: string): boolean {
  return acceptance !== null && (acceptance.all || acceptance.codes.includes(code));
}

const essentialIds = (groups: CookieGroup[]) => groups.filter((g) => g.isEssential).map((g) => g.groupId);

function initialChosen(groups: CookieGroup[], acceptance: CookieAcceptance | null): number[] {
  const picked = acceptance
    ? groups.filter((g) => acceptance.all || acceptance.codes.includes(g.code)).map((g) => g.groupId)
    : groups.filter((g) => g.checked).map((g) => g.groupId);
  return [...new Set([...essentialIds(groups), ...picked])];
}

const acceptAllOf = (context: CookieConsentContext): CookieAcceptance => ({ all: true, codes: context.groups.map((g) => g.code), lastUpdate: context.lastUpdate });

export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    input: {} as CookieConsentInput,
  },
  actors: {
    loadGroups: unprovidedPromise<CookieGroupsData, void>('loadGroups'),
    saveChoice: unprovidedPromise<void, CookieSave>('saveChoice'),
  },
  guards: {
    hasValidAcceptance: ({ context }) =>
      context.acceptance !== null && (context.lastUpdate === null || context.acceptance.lastUpdate === null || context.acceptance.lastUpdate === context.lastUpdate),
    isBarEnabled: ({ context }) => context.barEnabled,
    groupsLoaded: ({ context }) => context.groups.length > 0,
    isToggleable: ({ context, event }) =>
      event.type === 'cookies.toggle' && context.groups.some((g) => g.groupId === event.groupId && !g.isEssential),
  },
  actions: {
    assignGroups: assign((_, data: CookieGroupsData) => ({ groups: data.groups, lastUpdate: data.lastUpdate })),
    assignChosen: assign(({ context }) => ({ chosen: initialChosen(context.groups, context.acceptance) })),
    toggleGroup: assign(({ context, event }) => {
      if (event.type !== 'cookies.toggle') return {};
      const on = context.chosen.includes(event.groupId);
      return { chosen: on ? context.chosen.filter((id) => id !== event.groupId) : [...context.chosen, event.groupId] };
    }),
    acceptAll: assign(({ context }) => ({ acceptance: acceptAllOf(context) })),
    acceptChosen: assign(({ context }) => ({
      acceptance: { all: false, codes: context.groups.filter((g) => context.chosen.includes(g.groupId)).map((g) => g.code), lastUpdate: context.lastUpdate },
    })),
    /** Writes am-last-cookie-acceptance. */
    persistAcceptance: unprovidedAction<{ acceptance: CookieAcceptance | null }>('persistAcceptance'),
    /** Starts the scripts of the accepted groups (analytics...). */
    applyConsent: unprovidedAction<{ acceptance: CookieAcceptance | null }>('applyConsent'),
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ barEnabled: input.barEnabled, acceptance: input.stored, groups: [], lastUpdate: null, chosen: [] }),
  initial: 'checking',
  states: {
    /** The groups and their lastUpdate decide whether a stored acceptance still counts. */
    checking: {
      invoke: {
        id: 'loadGroups',
        src: 'loadGroups',
        onDone: { target: 'deciding', actions: { type: 'assignGroups', params: ({ event }) => event.output } },
        // Unknown lastUpdate: a stored acceptance stands, else the bar asks.
        onError: { target: 'deciding' },
      },
    },
    deciding: {
      always: [
        { guard: 'hasValidAcceptance', target: 'accepted.settled' },
        { guard: 'isBarEnabled', target: 'bar' },
        { target: 'undecided' },
      ],
    },
    /** The bar is switched off and nothing was chosen: only essential scripts run; the settings link still works. */
    undecided: {
      on: { 'cookies.openSettings': 'dialog' },
    },
    bar: {
      on: {
        'cookies.acceptAll': { target: 'accepted.saving', actions: 'acceptAll' },
        'cookies.customize': 'dialog',
        'cookies.openSettings': 'dialog',
      },
    },
    dialog: {
      initial: 'preparing',
      on: { 'cookies.close': 'deciding' },
      states: {
        preparing: {
          always: [{ guard: 'groupsLoaded', target: 'editing', actions: 'assignChosen' }, { target: 'loading' }],
        },
        loading: {
          invoke: {
            id: 'loadGroups',
            src: 'loadGroups',
            onDone: { target: 'editing', actions: [{ type: 'assignGroups', params: ({ event }) => event.output }, 'assignChosen'] },
            onError: 'failed',
          },
        },
        failed: {
          on: { 'cookies.retry': 'loading' },
        },
        editing: {
          on: {
            'cookies.toggle': { guard: 'isToggleable', actions: 'toggleGroup' },
            'cookies.agree': { target: '#cookieConsent.accepted.saving', actions: 'acceptChosen' },
            'cookies.acceptAll': { target: '#cookieConsent.accepted.saving', actions: 'acceptAll' },
          },
        },
      },
    },
    accepted: {
      entry: { type: 'applyConsent', params: ({ context }) => ({ acceptance: context.acceptance }) },
      on: { 'cookies.openSettings': 'dialog' },
      initial: 'settled',
      states: {
        /** Stored in the browser at once; the server's copy may fail without the shopper hearing of it. */
        saving: {
          entry: { type: 'persistAcceptance', params: ({ context }) => ({ acceptance: context.acceptance }) },
          invoke: {
            id: 'saveChoice',
            src: 'saveChoice',
            input: ({ context }): CookieSave =>
              context.acceptance?.all ? { kind: 'all' } : { kind: 'custom', groupIds: context.groups.filter((g) => context.acceptance?.codes.includes(g.code)).map((g) => g.groupId) },
            onDone: 'settled',
            onError: 'settled',
          },
        },
        settled: {},
      },
    },
  },
});
