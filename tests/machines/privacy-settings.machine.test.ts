import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { privacySettingsMachine, type PrivacySettings, type PrivacySettingsContext } from '../../src/machines/privacy-settings.machine';
import { describeModel } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PrivacySettingsContext;
const action = (code: 'download' | 'anonymise' | 'delete', hasCheckbox: boolean, needPassword = true) => ({
  code, title: code, content: null, hasCheckbox, checkboxText: hasCheckbox ? 'I understand' : null, needPassword, submitText: code,
});
const settings: PrivacySettings = { title: 'Privacy settings', actions: [action('download', false), action('anonymise', true), action('delete', true, false)] };
// Before a deletion request (deletion asks for the password) and after one (it cannot be asked again).
const beforeRequest: PrivacySettings = { title: 'Privacy settings', actions: [action('download', false), action('anonymise', true), action('delete', true)] };
const data = [{ name: 'Account', parts: [{ label: 'email', value: 'a@example.test' }] }];
const submit = (code: string, password: string, confirmed: boolean) => ({ type: 'privacy.submit', code, password, confirmed });

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
});
