// /contact-us (account spec section 2): the contact form. The form chart checks fullname and email (required),
// telephone (a Thai mobile number when given) and sends contactusFormSubmit; success shows the server's
// success_message, failure an error toast with the server's message for 3000 ms, keeping what was typed.
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { contactInputOf, failureText, sendContactMessage } from '../../api/engagement/contact-calls';
import { contactFormMachine } from '../../machines/engagement-forms';
import { AccountForm, FormTextField, SubmitButton, useAccountForm } from '../common/form-parts';
import { PageHeading } from '../account/page-heading';
import { useAccountClient } from '../account/use-account-client';
import { useShellActors } from '../providers/shell-actors';
import { toMessageRef } from '../shell/display-message';
import { engagementText } from './messages';
import { consentChoicesOf } from '../../domain/consent-answers';
import { ConsentCheckboxes } from '../privacy/consent-checkboxes';
import { useOptionalPrivacyActors } from '../privacy/privacy-context';
import './engagement.css';

export const CONTACT_ERROR_TOAST_MS = 3000;

export function ContactPage() {
  const intl = useIntl();
  const client = useAccountClient();
  const { toasts } = useShellActors();
  const privacy = useOptionalPrivacyActors();
  const form = useAccountForm(
    contactFormMachine,
    { fullname: '', email: '', telephone: '', comment: '' },
    (values) => sendContactMessage(client, contactInputOf(values)),
    // A guest's answers are kept for their account (submitted once they sign in); a customer's were recorded.
    (_message, values) => privacy?.pendingConsents.send({ type: 'consents.given', choices: consentChoicesOf(values, 'contactus') }),
    (error) => {
      const text = failureText(error);
      toasts.send({
        type: 'toast.add',
        toast: { type: 'error', message: text ? { text } : toMessageRef(engagementText.contactFailed), timeout: CONTACT_ERROR_TOAST_MS },
      });
    },
  );
  const sent = useSelector(form, (snapshot) => snapshot.matches('succeeded'));
  const successMessage = useSelector(form, (snapshot) => (typeof snapshot.context.result === 'string' ? snapshot.context.result : ''));
  const failed = useSelector(form, (snapshot) => snapshot.context.submitError !== null);
  return (
    <div className="engagement-page contact-page">
      <PageHeading>{intl.formatMessage(engagementText.contactTitle)}</PageHeading>
      <p>{intl.formatMessage(engagementText.contactIntro)}</p>
      {sent ? (
        <div className="contact-page__sent">
          <p role="status">{successMessage}</p>
          <Button className="button" onPress={() => form.send({ type: 'form.edit' })}>
            {intl.formatMessage(engagementText.contactAnother)}
          </Button>
        </div>
      ) : (
        <div data-error={failed || undefined}>
          <AccountForm form={form} label={intl.formatMessage(engagementText.contactTitle)}>
            <FormTextField form={form} name="fullname" autoComplete="name" label={engagementText.contactFullname} />
            <FormTextField form={form} name="email" type="email" autoComplete="email" label={engagementText.contactEmail} />
            <FormTextField form={form} name="telephone" type="tel" inputMode="tel" autoComplete="tel" isRequired={false} label={engagementText.contactTelephone} />
            <FormTextField form={form} name="comment" isRequired={false} multiline label={engagementText.contactComment} />
            <ConsentCheckboxes location="contactus" form={form} />
            <SubmitButton form={form} label={engagementText.contactSubmit} busyLabel={engagementText.contactSending} />
          </AccountForm>
        </div>
      )}
    </div>
  );
}
