import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { GraphQLResponseError } from '../../src/domain/api-error';
import { validateAll, type AccountFormContext, type FormRules, type FormValues } from '../../src/machines/account-form.machine';
import {
  forgotPasswordFormMachine,
  forgotPasswordRules,
  registrationFormMachine,
  registrationRules,
  resetPasswordFormMachine,
  resetPasswordRules,
  signInFormMachine,
  signInRules,
  changePasswordFormMachine,
  changePasswordRules,
  addressFormMachine,
  addressRules,
  socialUpdateFormMachine,
  socialUpdateRules,
} from '../../src/machines/account-forms';
import { contactFormMachine, contactRules, newsletterFormMachine, newsletterRules } from '../../src/machines/engagement-forms';
import { describeModel } from './support/model-test';

// Each account form walked as a model: the first field is changed between a valid and an invalid value (the
// others are valid), submitted, and the submit settled both ways. Messages show only after a submit attempt and
// then follow each change; a refused submit keeps the values and shows the server's text. A required checkbox (a
// consent of the form's location, known once loaded) blocks the submit like a rule until it is ticked.

const CONSENT = 'consent:privacy_policy';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as AccountFormContext;
const refused = new GraphQLResponseError(
  [{ message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.', extensions: { category: 'graphql-authentication' } }],
  null,
  'x',
);

interface FormCase {
  title: string;
  machine: typeof signInFormMachine;
  rules: FormRules;
  valid: FormValues;
  firstField: string;
  invalid: string;
}

const cases: FormCase[] = [
  { title: 'sign-in form', machine: signInFormMachine, rules: signInRules, valid: { email: 'somchai@example.com', password: 'x' }, firstField: 'email', invalid: 'somchai@' },
  {
    title: 'registration form',
    machine: registrationFormMachine,
    rules: registrationRules,
    valid: { firstname: 'Somchai', lastname: 'Jaidee', email: 'new@example.com', password: 'Talat-2025', confirmPassword: 'Talat-2025' },
    firstField: 'password',
    invalid: 'alllowercase',
  },
  { title: 'forgot-password form', machine: forgotPasswordFormMachine, rules: forgotPasswordRules, valid: { email: 'somchai@example.com' }, firstField: 'email', invalid: ' ' },
  {
    title: 'reset-password form',
    machine: resetPasswordFormMachine,
    rules: resetPasswordRules,
    valid: { email: 'somchai@example.com', newPassword: 'New-pass-2025', confirmNewPassword: 'New-pass-2025' },
    firstField: 'confirmNewPassword',
    invalid: 'New-pass-2026',
  },
  {
    title: 'change-password form',
    machine: changePasswordFormMachine,
    rules: changePasswordRules,
    valid: { currentPassword: 'Talat-demo-2025', newPassword: 'Talat-new-2025', confirmNewPassword: 'Talat-new-2025' },
    firstField: 'newPassword',
    invalid: 'Talat-demo-2025',
  },
  {
    title: 'address form',
    machine: addressFormMachine,
    rules: addressRules,
    valid: { firstname: 'Somchai', lastname: 'Jaidee', telephone: '0812345678', street: '99 Sukhumvit 21', subdistrict: 'Khlong Toei Nuea', city: 'Watthana', region: 'Bangkok', postcode: '10110' },
    firstField: 'telephone',
    invalid: '812345678',
  },
  {
    title: 'social account update form',
    machine: socialUpdateFormMachine,
    rules: socialUpdateRules,
    valid: { firstname: 'Nok', lastname: 'Test', email: 'nok@example.com' },
    firstField: 'email',
    invalid: 'nok@',
  },
  { title: 'newsletter form', machine: newsletterFormMachine, rules: newsletterRules, valid: { email: 'somchai@example.com' }, firstField: 'email', invalid: 'somchai@example' },
  {
    title: 'contact form',
    machine: contactFormMachine,
    rules: contactRules,
    valid: { fullname: 'Somchai Jaidee', email: 'somchai@example.com', telephone: '', comment: '' },
    firstField: 'telephone',
    invalid: '12345',
  },
];

for (const form of cases) {
  describeModel(form.title, {
    machine: form.machine,
    inputs: [{ values: { ...form.valid, [form.firstField]: '' } }],
    events: () => [
      { type: 'form.change', field: form.firstField, value: form.valid[form.firstField]! },
      { type: 'form.change', field: form.firstField, value: form.invalid },
      { type: 'form.submit' },
      { type: 'form.edit' },
      { type: 'xstate.done.actor.submit', output: { ok: true } },
      { type: 'xstate.error.actor.submit', error: refused },
      { type: 'form.requireChecked', fields: [CONSENT] },
      { type: 'form.change', field: CONSENT, value: true },
    ],
    key: (snapshot) => {
      const c = ctx(snapshot);
      return { invalid: Object.keys(validateAll(form.rules, c.values, c.requiredChecks)), showErrors: c.showErrors, submitError: c.submitError !== null, required: c.requiredChecks };
    },
    promiseActors: ['submit'],
    recordedActions: ['submitted', 'failed'],
    states: {
      editing: (snapshot, sut) => {
        const c = ctx(snapshot);
        expect(c.errors).toEqual(c.showErrors ? validateAll(form.rules, c.values, c.requiredChecks) : {});
        // An unticked required consent shows 'Must be checked.' once a submit was tried.
        if (c.showErrors && c.requiredChecks.includes(CONSENT) && c.values[CONSENT] !== true) expect(c.errors[CONSENT]?.message.id).toBe('validation.mustBeChecked');
        if (c.submitError) {
          expect(c.submitError).toEqual({ text: refused.message });
          // The app hears of the refusal too (the contact form's toast).
          expect(sut.calls.at(-1)).toEqual({ name: 'failed', params: { error: refused } });
        }
        // What was typed is never lost.
        for (const [field, value] of Object.entries(form.valid)) if (field !== form.firstField) expect(c.values[field]).toBe(value);
      },
      submitting: (snapshot, sut) => {
        const c = ctx(snapshot);
        // Valid when submitted (required consents may still arrive while the call runs).
        expect(validateAll(form.rules, c.values)).toEqual({});
        expect(c.submitError).toBeNull();
        expect(sut.promises.submit!.lastInput).toEqual({ values: c.values });
      },
      succeeded: (snapshot, sut) => {
        expect(sut.calls.at(-1)).toEqual({ name: 'submitted', params: { output: { ok: true } } });
        expect(ctx(snapshot).result).toEqual({ ok: true });
      },
    },
  });
}
