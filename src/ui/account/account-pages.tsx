// My account (/customer/account) and account information (/customer/account/edit): the customer's name and email,
// and the three forms to change name, email and password. A password change revokes the customer's tokens on the
// server, so the form signs in again with the new password and hands the fresh token to the session.
import './account.css';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { changePassword } from '../../api/account/password-calls';
import { updateEmail, updateName } from '../../api/account/profile-calls';
import { fetchCustomer, signIn } from '../../api/account/session-calls';
import type { SessionUser } from '../../domain/account-types';
import { accountInformationFormMachine, changeEmailFormMachine, changePasswordFormMachine } from '../../machines/account-forms';
import { ResourceStates } from '../catalog/resource-states';
import { useResource } from '../common/use-resource';
import { AccountForm, FormTextField, SubmitButton, SubmitError, useAccountForm, type FormActor } from '../common/form-parts';
import { NewPasswordFields } from './new-password-fields';
import { accountText, accountValueText } from './messages';
import { PageHeading } from './page-heading';
import { useSession, useSessionUser } from '../providers/session-context';
import { useAccountClient } from './use-account-client';
import { PushSettingsSection } from '../engagement/push-settings-section';
import { commonText } from '../common/messages';

export function AccountDashboardPage() {
  const intl = useIntl();
  const user = useSessionUser(useSession());
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(accountText.myAccount)}</PageHeading>
      {user ? <p>{intl.formatMessage(accountValueText.welcome, { name: `${user.firstname} ${user.lastname}` })}</p> : null}
      <section className="account-card" aria-labelledby="contact-title">
        <h2 id="contact-title">{intl.formatMessage(accountText.contactInformation)}</h2>
        {user ? (
          <p>
            {user.firstname} {user.lastname}
            <br />
            {user.email}
          </p>
        ) : (
          <p>{intl.formatMessage(commonText.fetchingData)}</p>
        )}
        <Link to="/customer/account/edit">{intl.formatMessage(accountText.edit)}</Link>
      </section>
      <p>
        <Link to="/sales/order/history">{intl.formatMessage(accountText.orders)}</Link> · <Link to="/customer/address/">{intl.formatMessage(commonText.addressBook)}</Link>
      </p>
    </div>
  );
}

function SavedNote({ form, text }: { form: FormActor; text: string }) {
  const saved = useSelector(form, (snapshot) => snapshot.matches('succeeded'));
  return saved ? (
    <p className="account-form__saved" role="status">
      {text}
    </p>
  ) : null;
}

function NameForm({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const client = useAccountClient();
  const session = useSession();
  const form = useAccountForm(
    accountInformationFormMachine,
    { firstname: user.firstname, lastname: user.lastname },
    (values) => updateName(client, String(values.firstname), String(values.lastname)),
    (updated) => session.send({ type: 'session.userUpdated', user: { ...updated, email: updated.email || user.email } }),
  );
  return (
    <AccountForm form={form} label={intl.formatMessage(accountText.accountInformation)}>
      <SubmitError form={form} />
      <FormTextField form={form} name="firstname" autoComplete="given-name" label={commonText.firstname} />
      <FormTextField form={form} name="lastname" autoComplete="family-name" label={commonText.lastname} />
      <SubmitButton form={form} label={accountText.save} busyLabel={accountText.saving} />
      <SavedNote form={form} text={intl.formatMessage(accountText.saved)} />
    </AccountForm>
  );
}

function EmailForm({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const client = useAccountClient();
  const session = useSession();
  const form = useAccountForm(
    changeEmailFormMachine,
    { email: user.email, password: '' },
    (values) => updateEmail(client, String(values.email), String(values.password)),
    (updated) => session.send({ type: 'session.userUpdated', user: { ...user, email: updated.email } }),
  );
  return (
    <AccountForm form={form} label={intl.formatMessage(accountText.changeEmail)}>
      <h2>{intl.formatMessage(accountText.changeEmail)}</h2>
      <SubmitError form={form} />
      <FormTextField form={form} name="email" type="email" autoComplete="email" label={accountText.email} />
      <FormTextField form={form} name="password" type="password" autoComplete="current-password" label={accountText.currentPassword} />
      <SubmitButton form={form} label={accountText.save} busyLabel={accountText.saving} />
      <SavedNote form={form} text={intl.formatMessage(accountText.emailSaved)} />
    </AccountForm>
  );
}

function PasswordForm({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const client = useAccountClient();
  const session = useSession();
  const form = useAccountForm(
    changePasswordFormMachine,
    { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    async (values) => {
      await changePassword(client, String(values.currentPassword), String(values.newPassword));
      return signIn(client, session.getSnapshot().context.user?.email ?? user.email, String(values.newPassword));
    },
    (result) => session.send({ type: 'session.signIn', ...result }),
  );
  return (
    <AccountForm form={form} label={intl.formatMessage(accountText.changePassword)}>
      <h2>{intl.formatMessage(accountText.changePassword)}</h2>
      <SubmitError form={form} />
      <FormTextField form={form} name="currentPassword" type="password" autoComplete="current-password" label={accountText.currentPassword} />
      <NewPasswordFields form={form} />
      <SubmitButton form={form} label={accountText.save} busyLabel={accountText.saving} />
      <SavedNote form={form} text={intl.formatMessage(accountText.passwordSaved)} />
    </AccountForm>
  );
}

export function AccountInformationPage() {
  const intl = useIntl();
  const client = useAccountClient();
  const { status, data, retry } = useResource(() => fetchCustomer(client));
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(accountText.accountInformation)}</PageHeading>
      {status === 'ready' && data ? (
        <div className="account-forms">
          <NameForm user={data} />
          <EmailForm user={data} />
          <PasswordForm user={data} />
          <PushSettingsSection />
        </div>
      ) : (
        <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />
      )}
    </div>
  );
}
