// Forgot password: the form chart sends requestPasswordResetEmail; once sent it says where the mail went (the
// same text whether or not an account exists, so the form does not reveal who has one).
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { requestPasswordReset } from '../../api/account/password-calls';
import { forgotPasswordFormMachine } from '../../machines/account-forms';
import { AccountForm, FormTextField, SubmitButton, SubmitError, useAccountForm } from '../common/form-parts';
import { accountText, accountValueText } from './messages';
import { useAccountClient } from './use-account-client';

export function ForgotPasswordForm() {
  const intl = useIntl();
  const client = useAccountClient();
  const form = useAccountForm(forgotPasswordFormMachine, { email: '' }, (values) => requestPasswordReset(client, String(values.email)));
  const sent = useSelector(form, (snapshot) => snapshot.matches('succeeded'));
  const email = useSelector(form, (snapshot) => String(snapshot.context.values.email));
  if (sent) {
    return (
      <div className="account-form">
        <p role="status">{intl.formatMessage(accountValueText.forgotSent, { email })}</p>
        <Button className="button" onPress={() => form.send({ type: 'form.edit' })}>
          {intl.formatMessage(accountText.forgotAgain)}
        </Button>
      </div>
    );
  }
  return (
    <AccountForm form={form} label={intl.formatMessage(accountText.forgotTitle)}>
      <p>{intl.formatMessage(accountText.forgotIntro)}</p>
      <SubmitError form={form} />
      <FormTextField form={form} name="email" type="email" autoComplete="email" label={accountText.email} />
      <SubmitButton form={form} label={accountText.forgotButton} busyLabel={accountText.sending} />
    </AccountForm>
  );
}
