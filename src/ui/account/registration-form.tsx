// Registration (account spec section 2, section 5): prefilled from /create-account?email&firstName&lastName (the
// thank-you page sends the order's details); creates the account, signs in, and hands the token to the session.
import { useIntl } from 'react-intl';
import { createAccount } from '../../api/account/session-calls';
import { registrationFormMachine } from '../../machines/account-forms';
import { AccountForm, FormCheckbox, FormTextField, SubmitButton, SubmitError, useAccountForm } from '../common/form-parts';
import { accountText } from './messages';
import { ConsentCheckboxes } from '../privacy/consent-checkboxes';
import { consentAnswersOf } from '../../domain/consent-answers';
import { useSession } from '../providers/session-context';
import { useAccountClient } from './use-account-client';
import { commonText } from '../common/messages';

export interface RegistrationPrefill {
  email?: string;
  firstname?: string;
  lastname?: string;
}

export function prefillFromQuery(search: string): RegistrationPrefill {
  const query = new URLSearchParams(search);
  return { email: query.get('email') ?? '', firstname: query.get('firstName') ?? '', lastname: query.get('lastName') ?? '' };
}

export function RegistrationForm({ prefill = {}, onRegistered }: { prefill?: RegistrationPrefill; onRegistered: () => void }) {
  const intl = useIntl();
  const client = useAccountClient();
  const session = useSession();
  const form = useAccountForm(
    registrationFormMachine,
    { firstname: prefill.firstname ?? '', lastname: prefill.lastname ?? '', email: prefill.email ?? '', password: '', confirmPassword: '', isSubscribed: false },
    (values) =>
      createAccount(client, {
        email: String(values.email),
        firstname: String(values.firstname),
        lastname: String(values.lastname),
        password: String(values.password),
        isSubscribed: values.isSubscribed === true,
        consents: consentAnswersOf(values),
      }),
    (result) => {
      session.send({ type: 'session.signIn', ...result });
      onRegistered();
    },
  );
  return (
    <AccountForm form={form} label={intl.formatMessage(accountText.createTitle)}>
      <SubmitError form={form} />
      <FormTextField form={form} name="firstname" autoComplete="given-name" label={commonText.firstname} />
      <FormTextField form={form} name="lastname" autoComplete="family-name" label={commonText.lastname} />
      <FormTextField form={form} name="email" type="email" autoComplete="email" label={accountText.email} />
      <FormTextField
        form={form}
        name="password"
        type="password"
        autoComplete="new-password"
        label={accountText.password}
        description={intl.formatMessage(accountText.passwordHint)}
      />
      <FormTextField form={form} name="confirmPassword" type="password" autoComplete="new-password" label={accountText.confirmPassword} />
      <FormCheckbox form={form} name="isSubscribed" label={accountText.subscribe} />
      <ConsentCheckboxes location="registration" form={form} />
      <SubmitButton form={form} label={accountText.createButton} busyLabel={accountText.creating} />
    </AccountForm>
  );
}
