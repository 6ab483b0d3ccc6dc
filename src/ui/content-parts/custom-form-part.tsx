// am-form: the fields its stored HTML declares, checked with the shop's validation rules (src/lib/validation),
// sent with contactusFormSubmit. Success shows the server's success_message; failure shows an error toast with the
// server's message for 3000 ms (account spec, contact form) and marks the form as failed. React's form action
// owns the pending state.
import { useActionState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, FieldError, Form, Input, Label, TextArea, TextField } from 'react-aria-components';
import type { CustomFormField, CustomFormRequest } from '../content';
import { combine, isEmail, isRequired, optional, type Rule, type ValidationResult } from '../../lib/validation';
import { useCatalogClient } from '../catalog/use-catalog-client';
import { useShellActors } from '../providers/shell-actors';
import { toMessageRef } from '../shell/display-message';
import { contactInput, submitContactForm } from '../../api/content/contact-form';
import { partsText } from './messages';
import { NativeConsentCheckboxes } from '../privacy/native-consent-checkboxes';

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

function Field({ field, formId }: { field: CustomFormField; formId: string }) {
  const intl = useIntl();
  const rule = ruleFor(field);
  const label = field.label || intl.formatMessage(DEFAULT_LABEL[field.name]);
  const control = field.kind === 'textarea' ? <TextArea placeholder={field.placeholder} rows={4} /> : <Input placeholder={field.placeholder} />;
  return (
    <TextField
      className="content-form__field"
      name={field.name}
      type={field.kind === 'textarea' ? undefined : field.kind}
      isRequired={field.required}
      validate={(value) => shown(intl, rule(value))}
      id={`am-form-${formId}-${field.name}`}
    >
      <Label>
        {label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {control}
      <FieldError className="content-form__error" />
    </TextField>
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
    <Form className="content-form" action={action} data-error={state.status === 'failed' || undefined} {...(form.title ? { 'aria-label': form.title } : {})}>
      {form.title ? <h2 className="content-form__title">{form.title}</h2> : null}
      {form.fields.map((field) => (
        <Field key={field.name} field={field} formId={form.formId} />
      ))}
      <NativeConsentCheckboxes location="contactus" idPrefix={`am-form-${form.formId}`} />
      <Button type="submit" className="content-form__submit" isDisabled={pending}>
        {pending ? intl.formatMessage(partsText.formSending) : (form.submitText ?? intl.formatMessage(partsText.formSubmit))}
      </Button>
      <p role="status" className="content-form__status">
        {state.status === 'sent' ? state.message : null}
      </p>
    </Form>
  );
}
