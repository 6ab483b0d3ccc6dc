// /communications (account spec section 2): the signed-in customer's newsletter choice. The page loads the account
// (is_subscribed as the server has it) and saves the checkbox through updateCustomerV2; the form chart's outcome
// says whether the choice took effect or waits for the confirmation link (double opt-in,
// docs/decisions/account-communications.md). A guest never gets here: the route sits under RequireSignIn.
import './account.css';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fetchCustomer } from '../../api/account/session-calls';
import { updateSubscription } from '../../api/account/profile-calls';
import type { Customer } from '../../api/account/account-types';
import { communicationsFormMachine, subscriptionOutcome } from '../../machines/communications-form';
import { ResourceStates } from '../catalog/resource-states';
import { useResource } from '../common/use-resource';
import { communicationsText, communicationsValueText } from './communications-messages';
import { AccountForm, FormCheckbox, SubmitButton, SubmitError, useAccountForm } from '../common/form-parts';
import { accountText } from './messages';
import { PageHeading } from './page-heading';
import { useAccountClient } from './use-account-client';

function NewsletterForm({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const client = useAccountClient();
  const form = useAccountForm(communicationsFormMachine, { isSubscribed: customer.isSubscribed }, (values) => updateSubscription(client, values.isSubscribed === true));
  const outcome = useSelector(form, subscriptionOutcome);
  return (
    <AccountForm form={form} label={intl.formatMessage(communicationsText.title)}>
      <p>{intl.formatMessage(communicationsValueText.intro, { email: customer.email })}</p>
      <SubmitError form={form} />
      <FormCheckbox form={form} name="isSubscribed" label={communicationsText.subscribe} />
      <SubmitButton form={form} label={accountText.save} busyLabel={accountText.saving} />
      {outcome ? (
        <p className="account-form__saved" role="status">
          {outcome === 'awaitingConfirmation'
            ? intl.formatMessage(communicationsValueText.awaitingConfirmation, { email: customer.email })
            : intl.formatMessage(communicationsText[outcome])}
        </p>
      ) : null}
    </AccountForm>
  );
}

export function CommunicationsPage() {
  const intl = useIntl();
  const client = useAccountClient();
  const { status, data, retry } = useResource(() => fetchCustomer(client));
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(communicationsText.title)}</PageHeading>
      {status === 'ready' && data ? <NewsletterForm customer={data} /> : <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />}
    </div>
  );
}
