// Reset password from the mailed link (/customer/account/createPassword?token=…): email, new password and its
// confirmation ('Password must match.'); success sends the shopper to sign in with the new password.
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { resetPassword } from '../../api/account/password-calls';
import { resetPasswordFormMachine } from '../../machines/account-forms';
import { AccountForm, FormTextField, SubmitButton, SubmitError, useAccountForm } from '../common/form-parts';
import { NewPasswordFields } from './new-password-fields';
import { accountText } from './messages';
import { useAccountClient } from './use-account-client';

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const intl = useIntl();
  const client = useAccountClient();
  const form = useAccountForm(resetPasswordFormMachine, { email, newPassword: '', confirmNewPassword: '' }, (values) =>
    resetPassword(client, String(values.email), token, String(values.newPassword)),
  );
  const done = useSelector(form, (snapshot) => snapshot.matches('succeeded'));
  if (!token) return <p role="alert">{intl.formatMessage(accountText.resetNoToken)}</p>;
  if (done) {
    return (
      <p role="status">
        {intl.formatMessage(accountText.resetDone)} <Link to="/sign-in">{intl.formatMessage(accountText.signInTitle)}</Link>
      </p>
    );
  }
  return (
    <AccountForm form={form} label={intl.formatMessage(accountText.resetTitle)}>
      <SubmitError form={form} />
      <FormTextField form={form} name="email" type="email" autoComplete="email" label={accountText.email} />
      <NewPasswordFields form={form} />
      <SubmitButton form={form} label={accountText.resetButton} busyLabel={accountText.saving} />
    </AccountForm>
  );
}
