// Form parts shared by the forms of every area (account, checkout, contact, newsletter, credit): a text field
// bound to a form actor (value, rule message, required asterisk or "Optional"), the submit button that shows the machine's busy state, and the server's refusal.
// They are the platform's own label, input and button, tied by ids (aria-describedby for the hint and the error):
// the footer's newsletter form uses them on every first visit that shows the footer, and React Aria's TextField,
// Checkbox and Button only added their code there (~20 KB gzip) for what these elements already do.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { FormValues } from '../../domain/account-types';
import type { AccountFormMachine } from '../../machines/account-form.machine';
import type { DisplayMessage } from '../../machines/messages';
import { LabelledField, type FieldWiring } from './labelled-field';
import { NativeButton } from './native-button';
import './checkbox.css';
import { commonText } from './messages';
import { inspected } from '../providers/inspection';

export type FormActor = ActorRefFrom<AccountFormMachine>;

/** Starts a form actor with its submit call and what happens after a success (and, optionally, a refusal). */
export function useAccountForm<T>(
  machine: AccountFormMachine,
  values: FormValues,
  submit: (values: FormValues) => Promise<T>,
  submitted: (output: T, values: FormValues) => void = () => undefined,
  failed: (error: unknown) => void = () => undefined,
): FormActor {
  // The machine is provided once: `provide` builds a whole new machine, and doing it on every render of a form
  // (the footer's newsletter form re-renders while a page hydrates) was measurable main-thread work. The actor
  // calls the latest render's callbacks through a ref.
  const latest = useRef({ submit, submitted, failed });
  useEffect(() => {
    latest.current = { submit, submitted, failed };
  });
  // eslint-disable-next-line react-hooks/refs -- the closures read the ref when the actor calls them, after a submit, never while rendering
  const [provided] = useState(() =>
    machine.provide({
      actors: { submit: fromPromise(({ input }) => latest.current.submit(input.values)) },
      actions: {
        submitted: ({ context }, params) => latest.current.submitted(params.output as T, context.values),
        failed: (_, params) => latest.current.failed(params.error),
      },
    }),
  );
  return useActorRef(provided, inspected({ input: { values } }));
}

export function useDisplay(): (message: DisplayMessage) => string {
  const intl = useIntl();
  return (message) => ('text' in message ? message.text : intl.formatMessage(message, message.values));
}

interface TextFieldProps {
  form: FormActor;
  name: string;
  label: MessageDescriptor;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  isRequired?: boolean;
  description?: ReactNode;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  /** Strips characters as typed (number-only inputs). */
  filter?: (value: string) => string;
  /** A text area (the contact form's comment). */
  multiline?: boolean;
}

export function FormTextField({ form, name, label, type = 'text', autoComplete, isRequired = true, description, inputMode, filter, multiline = false }: TextFieldProps) {
  const intl = useIntl();
  const value = useSelector(form, (snapshot) => snapshot.context.values[name]);
  const error = useSelector(form, (snapshot) => snapshot.context.errors[name]);
  const busy = useSelector(form, (snapshot) => snapshot.matches('submitting'));
  const control = (wiring: FieldWiring) => ({
    ...wiring,
    name,
    value: typeof value === 'string' ? value : '',
    autoComplete,
    inputMode,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.send({ type: 'form.change', field: name, value: filter ? filter(event.target.value) : event.target.value }),
    // The chart checks the values (the form is noValidate): required is told, not enforced.
    'aria-required': isRequired || undefined,
    readOnly: busy,
  });
  return (
    <LabelledField
      className="field account-field"
      label={intl.formatMessage(label)}
      labelSuffix={
        isRequired ? (
          <span className="account-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : (
          <span className="account-field__optional"> ({intl.formatMessage(commonText.optional)})</span>
        )
      }
      description={description}
      error={error ? intl.formatMessage(error.message, error.values) : null}
    >
      {(wiring) => (multiline ? <textarea rows={5} {...control(wiring)} /> : <input type={type} {...control(wiring)} />)}
    </LabelledField>
  );
}

export function FormCheckbox({ form, name, label }: { form: FormActor; name: string; label: MessageDescriptor }) {
  const intl = useIntl();
  const value = useSelector(form, (snapshot) => snapshot.context.values[name]);
  return (
    <label className="account-checkbox">
      <input
        type="checkbox"
        className="visually-hidden"
        name={name}
        checked={value === true}
        onChange={(event) => form.send({ type: 'form.change', field: name, value: event.target.checked })}
      />
      <span className="account-checkbox__box" aria-hidden="true" />
      {intl.formatMessage(label)}
    </label>
  );
}

export function SubmitButton({ form, label, busyLabel }: { form: FormActor; label: MessageDescriptor; busyLabel: MessageDescriptor }) {
  const intl = useIntl();
  const busy = useSelector(form, (snapshot) => snapshot.matches('submitting'));
  return (
    <NativeButton type="submit" className="button button--primary account-submit" isPending={busy}>
      {intl.formatMessage(busy ? busyLabel : label)}
    </NativeButton>
  );
}

export function SubmitError({ form }: { form: FormActor }) {
  const display = useDisplay();
  const error = useSelector(form, (snapshot) => snapshot.context.submitError);
  return error ? (
    <p className="account-form__error" role="alert">
      {display(error)}
    </p>
  ) : null;
}

/** The <form> element: submitting sends form.submit (the machine validates and calls the server). */
export function AccountForm({ form, label, children }: { form: FormActor; label: string; children: ReactNode }) {
  return (
    <form
      className="account-form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'form.submit' });
      }}
    >
      {children}
    </form>
  );
}
