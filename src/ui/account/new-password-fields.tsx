// The new password and its confirmation, for the reset and change-password forms.
import { useIntl } from 'react-intl';
import { FormTextField, type FormActor } from '../common/form-parts';
import { accountText } from './messages';

/** A new password and its confirmation, with the password rules as the hint (reset and change password). */
export function NewPasswordFields({ form }: { form: FormActor }) {
  const intl = useIntl();
  return (
    <>
      <FormTextField
        form={form}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={accountText.newPassword}
        description={intl.formatMessage(accountText.passwordHint)}
      />
      <FormTextField form={form} name="confirmNewPassword" type="password" autoComplete="new-password" label={accountText.confirmNewPassword} />
    </>
  );
}
