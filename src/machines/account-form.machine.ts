import { assign, setup } from 'xstate';
import { errorMessage } from '../domain/api-error';
import { mustBeChecked, type ValidationFailure, type Rule } from '../lib/validation';
import type { DisplayMessage } from './messages';
import { unprovidedPromise } from './unprovided';
import type { FormValues } from '../domain/account-types';

// One chart for the account forms (sign-in, registration, forgot and reset password, account information, password
// change, addresses; account spec section 5). A form is edited; submitting checks every field's rules: with a
// failure the messages show (and follow each change from then on), otherwise the `submit` actor runs. Its
// failure shows the server's message and keeps what was typed; its success ends in `succeeded` and runs the
// named `submitted` action (the app's next step: store the session, go on); a refusal also runs the named `failed`
// action (a toast, where the spec wants one). Each form is this chart with its own
// rules (src/machines/account-forms.ts); `submit` and `submitted` are supplied by the app.

export type FormErrors = Record<string, ValidationFailure>;
export type FormRules = Record<string, Rule<never>>;

export interface AccountFormContext {
  values: FormValues;
  errors: FormErrors;
  /** Messages show after the first submit attempt. */
  showErrors: boolean;
  submitError: DisplayMessage | null;
  /** The submit actor's output after a success (the contact form shows the server's success_message). */
  result: unknown;
  /**
   * Checkboxes that must be ticked, known only once loaded (the required consents of the form's location):
   * each fails with 'Must be checked.' like a rule, so the form cannot be submitted without them.
   */
  requiredChecks: string[];
}

export type AccountFormEvent =
  | { type: 'form.change'; field: string; value: string | boolean }
  | { type: 'form.submit' }
  /** After a success: edit again (e.g. request another reset mail). */
  | { type: 'form.edit' }
  /** The checkboxes that must be ticked from now on (replaces the earlier list). */
  | { type: 'form.requireChecked'; fields: string[] };

export interface AccountFormInput {
  values: FormValues;
}

export interface SubmitInput {
  values: FormValues;
}

/** Every rule's first failure, by field; then each required checkbox left unticked. */
export function validateAll(rules: FormRules, values: FormValues, requiredChecks: readonly string[] = []): FormErrors {
  const errors: FormErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const result = (rule as Rule<string | boolean>)(values[field] ?? '', values);
    if (result) errors[field] = result;
  }
  for (const field of requiredChecks) {
    const result = errors[field] ? undefined : mustBeChecked(values[field] === true);
    if (result) errors[field] = result;
  }
  return errors;
}

export function createAccountFormMachine(id: string, rules: FormRules) {
  return setup({
    types: {
      context: {} as AccountFormContext,
      events: {} as AccountFormEvent,
      input: {} as AccountFormInput,
    },
    actors: {
      submit: unprovidedPromise<unknown, SubmitInput>('submit'),
    },
    guards: {
      isValid: ({ context }) => Object.keys(validateAll(rules, context.values, context.requiredChecks)).length === 0,
    },
    actions: {
      assignValue: assign({
        values: ({ context, event }) => (event.type === 'form.change' ? { ...context.values, [event.field]: event.value } : context.values),
      }),
      validate: assign({ errors: ({ context }) => (context.showErrors ? validateAll(rules, context.values, context.requiredChecks) : {}) }),
      showErrors: assign({ showErrors: true, errors: ({ context }) => validateAll(rules, context.values, context.requiredChecks) }),
      assignRequiredChecks: assign({ requiredChecks: ({ context, event }) => (event.type === 'form.requireChecked' ? event.fields : context.requiredChecks) }),
      clearSubmitError: assign({ submitError: null }),
      assignResult: assign({ result: (_, params: { output: unknown }) => params.output }),
      assignSubmitError: assign({ submitError: ({ event }) => ({ text: errorMessage('error' in event ? event.error : event) }) }),
      /** The app's next step after a successful submit; params carry the submit actor's output. */
      submitted: (_: unknown, _params: { output: unknown }) => {},
      /** The app's reaction to a refused submit beyond the form's own message (a toast, for the contact form). */
      failed: (_: unknown, _params: { error: unknown }) => {},
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ values: input.values, errors: {}, showErrors: false, submitError: null, result: null, requiredChecks: [] }),
    initial: 'editing',
    // The required consents arrive whenever they have loaded, in whatever state the form is.
    on: { 'form.requireChecked': { actions: ['assignRequiredChecks', 'validate'] } },
    states: {
      editing: {
        on: {
          'form.change': { actions: ['assignValue', 'validate'] },
          'form.submit': [
            { guard: 'isValid', target: 'submitting', actions: ['clearSubmitError', 'showErrors'] },
            { actions: 'showErrors' },
          ],
        },
      },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ values: context.values }),
          onDone: {
            target: 'succeeded',
            actions: [
              { type: 'assignResult', params: ({ event }) => ({ output: event.output }) },
              { type: 'submitted', params: ({ event }) => ({ output: event.output }) },
            ],
          },
          onError: { target: 'editing', actions: ['assignSubmitError', { type: 'failed', params: ({ event }) => ({ error: event.error }) }] },
        },
      },
      succeeded: {
        on: {
          'form.edit': { target: 'editing', actions: 'clearSubmitError' },
          // Typing again after a success (the footer's newsletter form stays on screen) starts a new submission.
          'form.change': { target: 'editing', actions: ['clearSubmitError', 'assignValue', 'validate'] },
          // Submitting the same values again (the checkout's consents after a refused order) is a new submission.
          'form.submit': [
            { guard: 'isValid', target: 'submitting', actions: ['clearSubmitError', 'showErrors'] },
            { target: 'editing', actions: ['clearSubmitError', 'showErrors'] },
          ],
        },
      },
    },
  });
}

export type AccountFormMachine = ReturnType<typeof createAccountFormMachine>;

/** The chart every account form shares (its diagram in docs/machines); the forms themselves are in account-forms.ts. */
export const accountFormMachine = createAccountFormMachine('accountForm', {});
