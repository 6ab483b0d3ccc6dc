// The sign-in form (page and drawer): the form chart validates and calls generateCustomerToken; the result goes
// to the session actor (which stores the token and has the cart merged), then `onSignedIn` moves on.
import { useIntl } from 'react-intl';
import { signIn } from '../../api/account/session-calls';
import { signInFormMachine } from '../../machines/account-forms';
import { AccountForm, FormTextField, SubmitButton, SubmitError, useAccountForm } from '../common/form-parts';
import { accountText } from './messages';
import { useSession } from '../providers/session-context';
import { useAccountClient } from './use-account-client';

export function SignInForm({ onSignedIn, initialEmail = '' }: { onSignedIn: () => void; initialEmail?: string }) {
  const intl = useIntl();
  const client = useAccountClient();
  const session = useSession();
  const form = useAccountForm(
    signInFormMachine,
    { email: initialEmail, password: '' },
    (values) => signIn(client, String(values.email), String(values.password)),
    (result) => {
      session.send({ type: 'session.signIn', ...result });
      onSignedIn();
    },
  );
  return (
    <AccountForm form={form} label={intl.formatMessage(accountText.signInTitle)}>
      <SubmitError form={form} />
      <FormTextField form={form} name="email" type="email" autoComplete="email" label={accountText.email} />
      <FormTextField form={form} name="password" type="password" autoComplete="current-password" label={accountText.password} />
      <SubmitButton form={form} label={accountText.signInButton} busyLabel={accountText.signingIn} />
    </AccountForm>
  );
}
