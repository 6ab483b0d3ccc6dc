// The newsletter form (footer, and popups' newsletter forms): the form chart checks the email with the shared
// rule and sends subscribeEmailToNewsletter. Success is an info toast ("The email address is subscribed.", or the
// double opt-in's "check your mail" while the subscription waits for its link); failure an error toast with the
// mutation's message: 5 s in the footer, 3000 ms in a popup (account spec sections 8 and 9).
import { useIntl } from 'react-intl';
import { failureText } from '../../api/engagement/contact-calls';
import { subscribeToNewsletter } from '../../api/engagement/newsletter-calls';
import { newsletterFormMachine } from '../../machines/engagement-forms';
import { AccountForm, FormTextField, SubmitButton, useAccountForm } from '../common/form-parts';
import { useAccountClient } from '../account/use-account-client';
import { useShellActors } from '../providers/shell-actors';
import { useStoreConfig } from '../providers/shell-data';
import { toMessageRef } from '../shell/display-message';
import { engagementText } from './messages';
import { consentAnswersOf, consentChoicesOf } from '../../domain/consent-answers';
import { ConsentCheckboxes } from '../privacy/consent-checkboxes';
import { useOptionalPrivacyActors } from '../privacy/privacy-context';
import './engagement.css';

export const NEWSLETTER_TOAST_MS = { footer: 5000, popup: 3000 } as const;

interface NewsletterFormProps {
  placement?: keyof typeof NEWSLETTER_TOAST_MS;
  /** After a successful subscription (a popup closes). */
  onSubscribed?: () => void;
}

export function NewsletterForm({ placement = 'footer', onSubscribed }: NewsletterFormProps) {
  const intl = useIntl();
  const client = useAccountClient();
  const { toasts } = useShellActors();
  const privacy = useOptionalPrivacyActors();
  const form = useAccountForm(
    newsletterFormMachine,
    { email: '' },
    (values) => subscribeToNewsletter(client, String(values.email), consentAnswersOf(values)),
    (status, values) => {
      // A guest's answers are kept for their account (submitted once they sign in); a customer's were recorded.
      privacy?.pendingConsents.send({ type: 'consents.given', choices: consentChoicesOf(values, 'subscription') });
      const message = status === 'SUBSCRIBED' ? engagementText.newsletterSubscribed : engagementText.newsletterConfirmSent;
      toasts.send({ type: 'toast.add', toast: { type: 'info', message: toMessageRef(message), timeout: NEWSLETTER_TOAST_MS.footer } });
      onSubscribed?.();
    },
    (error) => {
      const text = failureText(error);
      toasts.send({
        type: 'toast.add',
        toast: { type: 'error', message: text ? { text } : toMessageRef(engagementText.newsletterFailed), timeout: NEWSLETTER_TOAST_MS[placement] },
      });
    },
  );
  return (
    <section className={`newsletter newsletter--${placement}`} aria-labelledby={`newsletter-title-${placement}`}>
      <h2 id={`newsletter-title-${placement}`} className="newsletter__title">
        {intl.formatMessage(engagementText.newsletterTitle)}
      </h2>
      <p className="newsletter__intro">{intl.formatMessage(engagementText.newsletterIntro)}</p>
      <AccountForm form={form} label={intl.formatMessage(engagementText.newsletterTitle)}>
        <FormTextField form={form} name="email" type="email" autoComplete="email" label={engagementText.newsletterEmail} />
        <ConsentCheckboxes location="subscription" form={form} idPrefix={`newsletter-${placement}`} />
        <SubmitButton form={form} label={engagementText.newsletterSubmit} busyLabel={engagementText.newsletterSending} />
      </AccountForm>
    </section>
  );
}

/** The footer's slot: the form only when the shop has a newsletter (store config newsletter_enabled). */
export default function FooterNewsletter() {
  return useStoreConfig().newsletterEnabled ? <NewsletterForm placement="footer" /> : null;
}
