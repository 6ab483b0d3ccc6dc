import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import type { PrivacySettings } from '../../src/domain/privacy-types';
import { privacySettingsMachine, type PrivacySettingsContext } from '../../src/machines/privacy-settings.machine';
import { describeModel, expectation } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PrivacySettingsContext;
const action = (code: 'download' | 'anonymise' | 'delete', hasCheckbox: boolean, needPassword = true) => ({
  code, title: code, content: null, hasCheckbox, checkboxText: hasCheckbox ? 'I understand' : null, needPassword, submitText: code,
});
const settings: PrivacySettings = { title: 'Privacy settings', actions: [action('download', false), action('anonymise', true), action('delete', true, false)] };
// Before a deletion request (deletion asks for the password) and after one (it cannot be asked again).
const beforeRequest: PrivacySettings = { title: 'Privacy settings', actions: [action('download', false), action('anonymise', true), action('delete', true)] };
const data = [{ name: 'Account', parts: [{ label: 'email', value: 'a@example.test' }] }];
const submit = (code: string, password: string, confirmed: boolean) => ({ type: 'privacy.submit', code, password, confirmed });

/**
 * Account spec sections 3 ("Account GDPR settings": hasCheckbox, needPassword), 5 (the three actions require the
 * password; 'Is required.' / 'Must be checked.') and the page's purpose, written out here: the settings load (or
 * fail and are retried); a submit with a missing password or unticked box marks the fields and sends nothing, a
 * complete one is sent; a download hands the data over as a file, an anonymisation signs out, a deletion request
 * reloads the settings; a failure shows the server's message. An action the settings do not offer, or offer without
 * a password (a deletion already requested), cannot be submitted.
 */
interface PrivacyExpected {
  state: 'loading' | 'failed' | 'ready' | 'submitting';
  settings: PrivacySettings | null;
  active: string | null;
  invalid: boolean;
  result: boolean | null;
  calls: string[];
}
type Submit = { code: string; password: string; confirmed: boolean };
const offered = (settings: PrivacySettings | null, code: string) => settings?.actions.find((a) => a.code === code && a.needPassword);

describeModel('privacy settings machine', {
  machine: privacySettingsMachine,
  events: (snapshot) => [
    ...(ctx(snapshot).settings === null ? [{ type: 'xstate.done.actor.loadSettings', output: settings }, { type: 'xstate.done.actor.loadSettings', output: beforeRequest }] : []),
    { type: 'xstate.error.actor.loadSettings', error: new Error('offline') },
    { type: 'privacy.retry' },
    submit('download', 'Secret-123', false),
    submit('download', '', false),
    submit('anonymise', 'Secret-123', false),
    submit('anonymise', 'Secret-123', true),
    submit('delete', 'Secret-123', true),
    { type: 'xstate.done.actor.runAction', output: ctx(snapshot).active === 'download' ? { message: null, data } : { message: 'Done.' } },
    { type: 'xstate.error.actor.runAction', error: new Error('The password is not correct.') },
  ],
  key: (snapshot) => [snapshot.value, ctx(snapshot).settings === beforeRequest, ctx(snapshot).active, ctx(snapshot).result?.ok ?? null, ctx(snapshot).invalid.password || ctx(snapshot).invalid.confirm],
  promiseActors: ['loadSettings', 'runAction'],
  paths: 'all',
  recordedActions: ['deliverFile', 'signOut'],
  states: {
    loading: (_snapshot, sut) => {
      expect(sut.promises.loadSettings!.inputs.length).toBeGreaterThan(0);
    },
    failed: (snapshot) => {
      expect(snapshot.can(submit('download', 'x', true))).toBe(false);
    },
    ready: (snapshot, sut) => {
      const { result, active, invalid } = ctx(snapshot);
      // An action needing no password (a deletion already requested) cannot be sent.
      const deletable = ctx(snapshot).settings?.actions.find((a) => a.code === 'delete')?.needPassword;
      expect(snapshot.can(submit('delete', 'Secret-123', true))).toBe(deletable === true);
      if (invalid.password || invalid.confirm) expect(result).toBeNull();
      if (result?.ok === false) expect(result.message).toBe('The password is not correct.');
      if (result?.ok && active === 'download') expect(sut.calls.at(-1)).toEqual({ name: 'deliverFile', params: { data } });
      if (result?.ok && active === 'anonymise') expect(sut.calls.at(-1)).toEqual({ name: 'signOut', params: undefined });
    },
    submitting: (snapshot, sut) => {
      const { active, invalid } = ctx(snapshot);
      expect(invalid).toEqual({ password: false, confirm: false });
      expect(sut.promises.runAction!.lastInput).toEqual({ code: active, password: 'Secret-123' });
    },
  },
  expected: expectation<PrivacyExpected>({
    initial: () => ({ state: 'loading', settings: null, active: null, invalid: false, result: null, calls: [] }),
    next: (model, event) => {
      const { state } = model;
      if (state === 'loading' && event.type === 'xstate.done.actor.loadSettings') return { ...model, state: 'ready', settings: (event as unknown as { output: PrivacySettings }).output };
      if (state === 'loading' && event.type === 'xstate.error.actor.loadSettings') return { ...model, state: 'failed' };
      if (state === 'failed' && event.type === 'privacy.retry') return { ...model, state: 'loading' };
      if (state === 'ready' && event.type === 'privacy.submit') {
        const { code, password, confirmed } = event as unknown as Submit;
        const action = offered(model.settings, code);
        if (!action) throw new Error(`${code} is not offered, it cannot be submitted`);
        const complete = password.trim() !== '' && (!action.hasCheckbox || confirmed);
        return complete
          ? { ...model, state: 'submitting', active: code, invalid: false, result: null }
          : { ...model, active: code, invalid: true, result: null };
      }
      if (state === 'submitting' && event.type === 'xstate.done.actor.runAction') {
        const done = { ...model, result: true };
        if (model.active === 'download') return { ...done, state: 'ready', calls: [...model.calls, 'deliverFile'] };
        if (model.active === 'anonymise') return { ...done, state: 'ready', calls: [...model.calls, 'signOut'] };
        return { ...done, state: 'loading' };
      }
      if (state === 'submitting' && event.type === 'xstate.error.actor.runAction') return { ...model, state: 'ready', result: false };
      throw new Error(`the test says nothing of ${event.type} in ${state}`);
    },
    check: (snapshot, model, sut) => {
      expect(snapshot.matches(model.state)).toBe(true);
      const c = ctx(snapshot);
      expect([c.settings, c.active, c.invalid.password || c.invalid.confirm, c.result?.ok ?? null]).toEqual([model.settings, model.active, model.invalid, model.result]);
      expect(sut.calls.map((call) => call.name)).toEqual(model.calls);
      if (model.state === 'ready') {
        for (const code of ['download', 'anonymise', 'delete']) expect(snapshot.can(submit(code, 'x', true))).toBe(!!offered(model.settings, code));
      }
    },
  }),
});
