import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { GraphQLResponseError } from '../../src/domain/api-error';
import type { FormValues } from '../../src/domain/account-types';
import { validateAll, type AccountFormContext } from '../../src/machines/account-form.machine';
import { creditApplicationFormMachine, creditApplicationRules } from '../../src/machines/credit-application-form';
import { describeModel, expectation } from './support/model-test';

// The credit application form walked as a model: the limit changes between a valid amount and one over the
// maximum, is submitted, and the submit settles both ways (a refusal keeps every value and shows the server's text).

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as AccountFormContext;
const refused = new GraphQLResponseError(
  [{ message: 'The tax identification number 0105536092642 is not valid: its check digit does not match.', extensions: { category: 'graphql-input' } }],
  null,
  'x',
);
const valid: FormValues = { companyName: 'Krua Thai Co., Ltd.', taxId: '0-1055-36092-64-1', telephone: '0812345678', requestedLimit: '50,000' };

// The test's own reading of the form (account spec, company credit): the requested limit is an amount of 1 to
// ฿10,000,000; a submit with a wrong or empty limit shows the errors and stays; a refusal keeps the values and
// shows the server's text; after success any change or edit goes back to editing.
interface Expected {
  state: 'editing' | 'submitting' | 'succeeded';
  limit: string;
  /** A required checkbox the page may add (the form chart's requireChecked, as consents do elsewhere). */
  agreeRequired: boolean;
  agreed: boolean;
  showErrors: boolean;
  submitError: boolean;
  calls: string[];
}
const limitIsValid = (limit: string) => limit === '50,000';
const invalidFields = (m: Expected) => [...(limitIsValid(m.limit) ? [] : ['requestedLimit']), ...(m.agreeRequired && !m.agreed ? ['agree'] : [])];
const change = (m: Expected, field: string, value: string | boolean): Expected => (field === 'agree' ? { ...m, agreed: value === true } : { ...m, limit: String(value) });
const submit = (m: Expected): Expected => (invalidFields(m).length === 0 ? { ...m, state: 'submitting', showErrors: true, submitError: false } : { ...m, state: 'editing', showErrors: true });
const formExpectation = expectation<Expected>({
  initial: () => ({ state: 'editing', limit: '', agreeRequired: false, agreed: false, showErrors: false, submitError: false, calls: [] }),
  next: (m, event) => {
    const { field, value } = event as unknown as { field: string; value: string | boolean };
    if (event.type === 'form.requireChecked') return { ...m, agreeRequired: true };
    if (m.state === 'editing' && event.type === 'form.change') return change(m, field, value);
    if (m.state === 'editing' && event.type === 'form.submit') return submit(m);
    if (m.state === 'submitting' && event.type === 'xstate.done.actor.submit') return { ...m, state: 'succeeded', calls: [...m.calls, 'submitted'] };
    if (m.state === 'submitting' && event.type === 'xstate.error.actor.submit') return { ...m, state: 'editing', submitError: true };
    if (m.state === 'succeeded' && event.type === 'form.edit') return { ...m, state: 'editing', submitError: false };
    if (m.state === 'succeeded' && event.type === 'form.change') return { ...change(m, field, value), state: 'editing', submitError: false };
    if (m.state === 'succeeded' && event.type === 'form.submit') return { ...submit(m), submitError: false };
    throw new Error(`the test says nothing of ${event.type} in ${m.state}`);
  },
  check: (snapshot, m, sut) => {
    expect(snapshot.matches(m.state)).toBe(true);
    const c = ctx(snapshot);
    expect([c.values.requestedLimit, c.showErrors, c.submitError !== null]).toEqual([m.limit, m.showErrors, m.submitError]);
    expect(Object.keys(c.errors).sort()).toEqual(m.showErrors ? invalidFields(m).sort() : []);
    expect(sut.calls.map((call) => call.name)).toEqual(m.calls);
  },
});

describeModel('credit application form', {
  expected: formExpectation,
  machine: creditApplicationFormMachine,
  inputs: [{ values: { ...valid, requestedLimit: '' } }],
  events: () => [
    { type: 'form.change', field: 'requestedLimit', value: '50,000' },
    { type: 'form.change', field: 'requestedLimit', value: '20000000' },
    { type: 'form.submit' },
    { type: 'form.edit' },
    { type: 'xstate.done.actor.submit', output: { id: 1, status: 'pending' } },
    { type: 'xstate.error.actor.submit', error: refused },
    { type: 'form.requireChecked', fields: ['agree'] },
    { type: 'form.change', field: 'agree', value: true },
  ],
  key: (snapshot) => {
    const c = ctx(snapshot);
    return { invalid: Object.keys(validateAll(creditApplicationRules, c.values, c.requiredChecks)), required: c.requiredChecks, showErrors: c.showErrors, submitError: c.submitError !== null };
  },
  promiseActors: ['submit'],
  recordedActions: ['submitted'],
  states: {
    editing: (snapshot) => {
      const c = ctx(snapshot);
      expect(c.errors).toEqual(c.showErrors ? validateAll(creditApplicationRules, c.values, c.requiredChecks) : {});
      if (c.submitError) expect(c.submitError).toEqual({ text: refused.message });
      for (const field of ['companyName', 'taxId', 'telephone']) expect(c.values[field]).toBe(valid[field]);
    },
    submitting: (snapshot, sut) => {
      expect(validateAll(creditApplicationRules, ctx(snapshot).values)).toEqual({});
      expect(sut.promises.submit!.lastInput).toEqual({ values: ctx(snapshot).values });
    },
    succeeded: (_snapshot, sut) => expect(sut.calls.at(-1)).toEqual({ name: 'submitted', params: { output: { id: 1, status: 'pending' } } }),
  },
});
