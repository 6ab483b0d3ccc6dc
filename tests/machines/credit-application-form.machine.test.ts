import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { GraphQLResponseError } from '../../src/domain/api-error';
import { validateAll, type AccountFormContext, type FormValues } from '../../src/machines/account-form.machine';
import { creditApplicationFormMachine, creditApplicationRules } from '../../src/machines/credit-application-form';
import { describeModel } from './support/model-test';

// The credit application form walked as a model: the limit changes between a valid amount and one over the
// maximum, is submitted, and the submit settles both ways (a refusal keeps every value and shows the server's text).

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as AccountFormContext;
const refused = new GraphQLResponseError(
  [{ message: 'The tax identification number 0105536092642 is not valid: its check digit does not match.', extensions: { category: 'graphql-input' } }],
  null,
  'x',
);
const valid: FormValues = { companyName: 'Krua Thai Co., Ltd.', taxId: '0-1055-36092-64-1', telephone: '0812345678', requestedLimit: '50,000' };

describeModel('credit application form', {
  machine: creditApplicationFormMachine,
  inputs: [{ values: { ...valid, requestedLimit: '' } }],
  events: () => [
    { type: 'form.change', field: 'requestedLimit', value: '50,000' },
    { type: 'form.change', field: 'requestedLimit', value: '20000000' },
    { type: 'form.submit' },
    { type: 'form.edit' },
    { type: 'xstate.done.actor.submit', output: { id: 1, status: 'pending' } },
    { type: 'xstate.error.actor.submit', error: refused },
  ],
  key: (snapshot) => {
    const c = ctx(snapshot);
    return { invalid: Object.keys(validateAll(creditApplicationRules, c.values)), showErrors: c.showErrors, submitError: c.submitError !== null };
  },
  promiseActors: ['submit'],
  recordedActions: ['submitted'],
  states: {
    editing: (snapshot) => {
      const c = ctx(snapshot);
      expect(c.errors).toEqual(c.showErrors ? validateAll(creditApplicationRules, c.values) : {});
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
