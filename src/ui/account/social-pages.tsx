// Linked social accounts (/social-accounts) with unlinking, and /social/account/update, where a social sign-in
// that needs more account data lands (the result's data was kept in session storage).
import './account.css';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { fetchLinkedAccounts, unlinkAccount, type LinkedSocialAccount } from '../../api/account/social-calls';
import { accountFormMachine } from '../../machines/account-form.machine';
import { ResourceStates } from '../catalog/resource-states';
import { useResource } from '../catalog/use-resource';
import { AccountForm, SubmitButton, SubmitError, useAccountForm } from './form-parts';
import { accountText } from './messages';
import { PageHeading } from './page-heading';
import { SOCIAL_UPDATE_STORAGE_KEY } from './social-login-buttons';
import { useAccountClient } from './use-account-client';
import { accountSocialText, accountSocialValueText } from './social-messages';

function LinkedAccount({ account, onUnlinked }: { account: LinkedSocialAccount; onUnlinked: () => void }) {
  const intl = useIntl();
  const client = useAccountClient();
  const form = useAccountForm(accountFormMachine, {}, () => unlinkAccount(client, account.type), onUnlinked);
  const busy = useSelector(form, (snapshot) => snapshot.matches('submitting'));
  return (
    <li className="account-card" aria-busy={busy}>
      <p>
        <strong>{account.type.toUpperCase()}</strong> {account.name}
      </p>
      <AccountForm form={form} label={intl.formatMessage(accountSocialText.unlink)}>
        <SubmitError form={form} />
        <SubmitButton form={form} label={accountSocialText.unlink} busyLabel={accountText.saving} />
      </AccountForm>
    </li>
  );
}

export function SocialAccountsPage() {
  const intl = useIntl();
  const client = useAccountClient();
  const { status, data, retry } = useResource(() => fetchLinkedAccounts(client));
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(accountText.socialAccounts)}</PageHeading>
      {status === 'ready' && data ? (
        data.length === 0 ? (
          <p>{intl.formatMessage(accountSocialText.none)}</p>
        ) : (
          <ul className="account-cards">
            {data.map((account) => (
              <LinkedAccount key={account.type} account={account} onUnlinked={retry} />
            ))}
          </ul>
        )
      ) : (
        <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />
      )}
    </div>
  );
}

function storedUpdateType(): string | null {
  try {
    const raw = sessionStorage.getItem(SOCIAL_UPDATE_STORAGE_KEY);
    const data: unknown = raw ? JSON.parse(raw) : null;
    return typeof data === 'object' && data !== null && 'type' in data ? String((data).type) : null;
  } catch {
    return null;
  }
}

export function SocialAccountUpdatePage() {
  const intl = useIntl();
  const type = storedUpdateType();
  return (
    <div className="account-page account-page--narrow">
      <PageHeading>{intl.formatMessage(accountText.socialUpdateTitle)}</PageHeading>
      <p>{intl.formatMessage(accountSocialValueText.updateIntro, { provider: (type ?? 'social').toUpperCase() })}</p>
      <p>
        <Link className="button button--primary" to="/create-account">
          {intl.formatMessage(accountText.createAccountLink)}
        </Link>{' '}
        <Link className="button" to="/sign-in">
          {intl.formatMessage(accountText.signInTitle)}
        </Link>
      </p>
    </div>
  );
}
