import { and, assign, setup } from 'xstate';
import { unprovidedAction, unprovidedPromise } from './unprovided';
import type { PersonalDataGroup, PrivacyActionCode, PrivacyActionResult, PrivacySettings } from '../domain/privacy-types';

// Account privacy settings (/privacy-settings, account spec sections 5 and 7): the server's list of actions
// (download personal data, anonymise, request deletion), each sent with the password and, where the action has a
// checkbox, only once it is ticked. A download hands the data to `deliverFile`; an anonymisation ends the
// session (`signOut`); a deletion request reloads the settings (the page then says it was received).

export interface PrivacySettingsContext {
  settings: PrivacySettings | null;
  /** The action whose form was last submitted. */
  active: PrivacyActionCode | null;
  invalid: { password: boolean; confirm: boolean };
  result: { ok: boolean; message: string | null } | null;
}

export type PrivacySettingsEvent =
  | { type: 'privacy.submit'; code: PrivacyActionCode; password: string; confirmed: boolean }
  | { type: 'privacy.retry' };

type Submit = Extract<PrivacySettingsEvent, { type: 'privacy.submit' }>;

function problems(settings: PrivacySettings | null, event: Submit): { password: boolean; confirm: boolean } {
  const action = settings?.actions.find((a) => a.code === event.code);
  return { password: (action?.needPassword ?? true) && event.password.trim() === '', confirm: (action?.hasCheckbox ?? false) && !event.confirmed };
}

export const privacySettingsMachine = setup({
  types: {
    context: {} as PrivacySettingsContext,
    events: {} as PrivacySettingsEvent,
  },
  actors: {
    loadSettings: unprovidedPromise<PrivacySettings, void>('loadSettings'),
    runAction: unprovidedPromise<PrivacyActionResult, { code: PrivacyActionCode; password: string }>('runAction'),
  },
  guards: {
    isKnownAction: ({ context, event }) => event.type === 'privacy.submit' && (context.settings?.actions.some((a) => a.code === event.code && a.needPassword) ?? false),
    isComplete: ({ context, event }) => {
      if (event.type !== 'privacy.submit') return false;
      const p = problems(context.settings, event);
      return !p.password && !p.confirm;
    },
    wasDownload: ({ context }) => context.active === 'download',
    wasAnonymise: ({ context }) => context.active === 'anonymise',
  },
  actions: {
    assignSettings: assign((_, settings: PrivacySettings) => ({ settings })),
    assignInvalid: assign(({ context, event }) =>
      event.type === 'privacy.submit' ? { active: event.code, invalid: problems(context.settings, event), result: null } : {},
    ),
    startAction: assign(({ event }) => (event.type === 'privacy.submit' ? { active: event.code, invalid: { password: false, confirm: false }, result: null } : {})),
    assignSuccess: assign((_, output: PrivacyActionResult) => ({ result: { ok: true, message: output.message } })),
    assignFailure: assign((_, message: string) => ({ result: { ok: false, message } })),
    /** Saves the personal data as a file the customer can open. */
    deliverFile: unprovidedAction<{ data: PersonalDataGroup[] }>('deliverFile'),
    /** The account was anonymised and its sessions revoked: the storefront signs out. */
    signOut: unprovidedAction('signOut'),
  },
}).createMachine({
  id: 'privacySettings',
  context: { settings: null, active: null, invalid: { password: false, confirm: false }, result: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: { type: 'assignSettings', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'privacy.retry': 'loading' },
    },
    ready: {
      on: {
        'privacy.submit': [
          { guard: and(['isKnownAction', 'isComplete']), target: 'submitting', actions: 'startAction' },
          // 'Is required.' / 'Must be checked.' on the fields; nothing is sent.
          { guard: 'isKnownAction', actions: 'assignInvalid' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ event }) => (event.type === 'privacy.submit' ? { code: event.code, password: event.password } : { code: 'download' as const, password: '' }),
        onDone: [
          {
            guard: 'wasDownload',
            target: 'ready',
            actions: [{ type: 'assignSuccess', params: ({ event }) => event.output }, { type: 'deliverFile', params: ({ event }) => ({ data: event.output.data ?? [] }) }],
          },
          { guard: 'wasAnonymise', target: 'ready', actions: [{ type: 'assignSuccess', params: ({ event }) => event.output }, 'signOut'] },
          { target: 'loading', actions: { type: 'assignSuccess', params: ({ event }) => event.output } },
        ],
        onError: { target: 'ready', actions: { type: 'assignFailure', params: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) } },
      },
    },
  },
});
