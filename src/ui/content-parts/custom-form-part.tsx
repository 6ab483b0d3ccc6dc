// am-form: the fields its stored HTML declares, checked with the shop's validation rules (src/lib/validation),
// sent with contactusFormSubmit. Success shows the server's success_message; failure shows an error toast with the
// server's message for 3000 ms (account spec, contact form) and marks the form as failed. React's form action
// owns the pending state. Its fields and button are the platform's own: React Aria's TextField, Form and Button
// were the only React Aria code on a new visitor's landing page (~13 KB gzip).
import { useActionState, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { CustomFormField, CustomFormRequest } from '../content';
import { combine, isEmail, isRequired, optional, type Rule, type ValidationResult } from '../../lib/validation';
import { useCatalogClient } from '../catalog/use-catalog-client';
import { useShellActors } from '../providers/shell-actors';
import { toMessageRef } from '../shell/display-message';
import { contactInput, submitContactForm } from '../../api/content/contact-form';
import { partsText } from './messages';
import { NativeConsentCheckboxes } from '../privacy/native-consent-checkboxes';
import { focusIfFirstInvalid } from '../common/first-invalid';
import { LabelledField, type FieldWiring } from '../common/labelled-field';
import { NativeButton } from '../common/native-button';

export const CONTACT_ERROR_TOAST_MS = 3000;

type FormState = { status: 'idle' } | { status: 'sent'; message: string } | { status: 'failed' };

const DEFAULT_LABEL = {
  fullname: partsText.formFullname,
  email: partsText.formEmail,
  telephone: partsText.formTelephone,
  comment: partsText.formComment,
} as const;

function ruleFor(field: CustomFormField): Rule {
  const rules: Rule[] = [];
  if (field.kind === 'email') rules.push(field.required ? isEmail : optional(isEmail));
  return field.required ? combine(isRequired as Rule, ...rules) : rules.length ? combine(...rules) : () => undefined;
}

const shown = (intl: IntlShape, result: ValidationResult) => (result ? intl.formatMessage(result.message, result.values) : null);

/**
 * One field, checked by the browser's own form validation with the shop's rule as its message (setCustomValidity),
 * as React Aria's TextField did: an invalid field stops the submit, and its message shows under it in the
 * shopper's language instead of the browser's bubble; the first invalid field takes the focus.
 */
function Field({ field, formId }: { field: CustomFormField; formId: string }) {
  const intl = useIntl();
  const rule = ruleFor(field);
  const label = field.label || intl.formatMessage(DEFAULT_LABEL[field.name]);
  const id = `am-form-${formId}-${field.name}`;
  // The message shown: set when a submit found the field invalid, kept up to date as the shopper corrects it.
  const [shownError, setShownError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const check = (control: HTMLInputElement | HTMLTextAreaElement) => {
    const message = shown(intl, rule(control.value));
    control.setCustomValidity(message ?? '');
    return message;
  };
  // The rule applies from the start (an empty required field is invalid before it is touched).
  useEffect(() => {
    if (ref.current) check(ref.current);
  });
  const props = (wiring: FieldWiring) => ({
    ...wiring,
    ref,
    name: field.name,
    placeholder: field.placeholder,
    required: field.required,
    // No native tooltip over the field: its message is shown under it.
    title: '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const message = check(event.currentTarget);
      if (shownError !== null) setShownError(message);
    },
    onInvalid: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const control = event.currentTarget;
      // The shop's message instead of the browser's bubble.
      event.preventDefault();
      setShownError(check(control) ?? control.validationMessage);
      focusIfFirstInvalid(control);
    },
  });
  return (
    <LabelledField
      id={id}
      className="content-form__field"
      label={label}
      labelSuffix={field.required ? <span aria-hidden="true"> *</span> : null}
      error={shownError}
      errorClassName="content-form__error"
    >
      {(wiring) => (field.kind === 'textarea' ? <textarea rows={4} {...props(wiring)} /> : <input type={field.kind} {...props(wiring)} />)}
    </LabelledField>
  );
}

export default function CustomFormPart({ form }: { form: CustomFormRequest }) {
  const intl = useIntl();
  const client = useCatalogClient();
  const { toasts } = useShellActors();
  const [state, action, pending] = useActionState<FormState, FormData>(async (_previous, data) => {
    const result = await submitContactForm(client, contactInput(data));
    if (result.ok) return { status: 'sent', message: result.successMessage };
    toasts.send({
      type: 'toast.add',
      toast: { type: 'error', message: result.message ? { text: result.message } : toMessageRef(partsText.formFailed), timeout: CONTACT_ERROR_TOAST_MS },
    });
    return { status: 'failed' };
  }, { status: 'idle' });

  return (
    <form className="content-form" action={action} data-error={state.status === 'failed' || undefined} {...(form.title ? { 'aria-label': form.title } : {})}>
      {form.title ? <h2 className="content-form__title">{form.title}</h2> : null}
      {form.fields.map((field) => (
        <Field key={field.name} field={field} formId={form.formId} />
      ))}
      <NativeConsentCheckboxes location="contactus" idPrefix={`am-form-${form.formId}`} />
      <NativeButton type="submit" className="button button--primary content-form__submit" isDisabled={pending}>
        {pending ? intl.formatMessage(partsText.formSending) : (form.submitText ?? intl.formatMessage(partsText.formSubmit))}
      </NativeButton>
      <p role="status" className="content-form__status">
        {state.status === 'sent' ? state.message : null}
      </p>
    </form>
  );
}
