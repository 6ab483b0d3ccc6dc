import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { GraphQLResponseError } from '../../src/domain/api-error';
import type { FormValues } from '../../src/domain/account-types';
import { validateAll, type AccountFormContext, type FormRules } from '../../src/machines/account-form.machine';
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
import { describeModel, expectation } from './support/model-test';

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
  /** Whether the spec allows the first field empty (account spec section 5: contact telephone is optional). */
  emptyValid?: boolean;
  /** Fields whose rule compares with the first field (confirmations): wrong whenever the first is not its valid value. */
  coupled?: string[];
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
    coupled: ['confirmPassword'],
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
    coupled: ['confirmNewPassword'],
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
    emptyValid: true,
  },
];

/**
 * Account spec section 5 and the forms' flow, written out by hand: a form is edited; submitting checks every rule
 * and, with a failure, shows the messages (which then follow each change) and sends nothing; otherwise the form is
 * sent. A refusal shows the server's text, keeps the values and tells the app; a success tells the app and may be
 * edited or submitted again. Which first-field value is valid comes from the case (the valid and invalid values
 * above, and whether the spec lets the field be empty), a required consent counts once it is known and until ticked.
 */
interface FormExpected {
  state: 'editing' | 'submitting' | 'succeeded';
  first: string | boolean;
  consentTicked: boolean;
  required: string[];
  showErrors: boolean;
  submitError: boolean;
  calls: string[];
}

function formExpectation(form: FormCase) {
  const invalidFields = (m: FormExpected) => {
    const firstValid = m.first === form.valid[form.firstField] || (m.first === '' && form.emptyValid === true);
    const coupledWrong = m.first === form.valid[form.firstField] ? [] : (form.coupled ?? []);
    return [...(firstValid ? [] : [form.firstField]), ...coupledWrong, ...(m.required.includes(CONSENT) && !m.consentTicked ? [CONSENT] : [])];
  };
  const change = (m: FormExpected, field: string, value: string | boolean): FormExpected =>
    field === CONSENT ? { ...m, consentTicked: value === true } : { ...m, first: value };
  const submit = (m: FormExpected): FormExpected =>
    invalidFields(m).length === 0 ? { ...m, state: 'submitting', showErrors: true, submitError: false } : { ...m, state: 'editing', showErrors: true };
  return expectation<FormExpected>({
    initial: () => ({ state: 'editing', first: '', consentTicked: false, required: [], showErrors: false, submitError: false, calls: [] }),
    next: (m, event) => {
      const { state } = m;
      if (event.type === 'form.requireChecked') return { ...m, required: (event as unknown as { fields: string[] }).fields };
      const { field, value } = event as unknown as { field: string; value: string | boolean };
      if (state === 'editing' && event.type === 'form.change') return change(m, field, value);
      if (state === 'editing' && event.type === 'form.submit') return submit(m);
      if (state === 'submitting' && event.type === 'xstate.done.actor.submit') return { ...m, state: 'succeeded', calls: [...m.calls, 'submitted'] };
      if (state === 'submitting' && event.type === 'xstate.error.actor.submit') return { ...m, state: 'editing', submitError: true, calls: [...m.calls, 'failed'] };
      if (state === 'succeeded' && event.type === 'form.edit') return { ...m, state: 'editing', submitError: false };
      if (state === 'succeeded' && event.type === 'form.change') return { ...change(m, field, value), state: 'editing', submitError: false };
      if (state === 'succeeded' && event.type === 'form.submit') return { ...submit(m), submitError: false };
      throw new Error(`the test says nothing of ${event.type} in ${state}`);
    },
    check: (snapshot, m, sut) => {
      expect(snapshot.matches(m.state)).toBe(true);
      const c = ctx(snapshot);
      expect([c.values[form.firstField], c.values[CONSENT] === true, c.requiredChecks, c.showErrors, c.submitError !== null]).toEqual([
        m.first, m.consentTicked, m.required, m.showErrors, m.submitError,
      ]);
      // Messages only after a submit attempt, then exactly for the fields the spec finds wrong.
      expect(Object.keys(c.errors).sort()).toEqual(m.showErrors ? invalidFields(m).sort() : []);
      expect(sut.calls.map((call) => call.name)).toEqual(m.calls);
    },
  });
}

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
    expected: formExpectation(form),
  });
}
