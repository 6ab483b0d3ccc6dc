// Linked social accounts (/social-accounts) with unlinking, and /social/account/update, where a social sign-in
// for a new account lands (the result's data was kept in session storage): the provider's claims (names, email
// when shared) and a one-time ticket prefill the form, which asks the registration consents before the account is
// created (docs/decisions/accounts-social-consents.md), then signs in and goes to the return location.
import './account.css';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { completeSocialAccount, fetchLinkedAccounts, unlinkAccount, type LinkedSocialAccount } from '../../api/account/social-calls';
import { accountFormMachine } from '../../machines/account-form.machine';
import { socialUpdateFormMachine } from '../../machines/account-forms';
import type { SocialLoginPayload } from '../../machines/social-login.machine';
import { ResourceStates } from '../catalog/resource-states';
import { useResource } from '../common/use-resource';
import { AccountForm, FormTextField, SubmitButton, SubmitError, useAccountForm } from '../common/form-parts';
import { accountText } from './messages';
import { PageHeading } from './page-heading';
import { ACCOUNT_PATH, useReturnLocation } from './return-location';
import { consentAnswersOf } from '../../domain/consent-answers';
import { ConsentCheckboxes } from '../privacy/consent-checkboxes';
import { useSession } from '../providers/session-context';
import { SOCIAL_UPDATE_STORAGE_KEY } from './social-login-buttons';
import { useAccountClient } from './use-account-client';
import { accountSocialText, accountSocialValueText } from './social-messages';
import { commonText } from '../common/messages';

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
  const { status, data, retry, reload } = useResource(() => fetchLinkedAccounts(client));
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(accountText.socialAccounts)}</PageHeading>
      {status === 'ready' && data ? (
        data.length === 0 ? (
          <p>{intl.formatMessage(accountSocialText.none)}</p>
        ) : (
          <ul className="account-cards">
            {data.map((account) => (
              <LinkedAccount key={account.type} account={account} onUnlinked={reload} />
            ))}
          </ul>
        )
      ) : (
        <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />
      )}
    </div>
  );
}

interface StoredUpdate {
  type: string | null;
  account: { ticket: string; firstname: string; lastname: string; email: string } | null;
}

/** What the social sign-in result left for this page (social-login-buttons.tsx stores it). */
function storedUpdate(): StoredUpdate {
  try {
    const raw = sessionStorage.getItem(SOCIAL_UPDATE_STORAGE_KEY);
    const data = (raw ? JSON.parse(raw) : null) as SocialLoginPayload | null;
    if (typeof data !== 'object' || data === null) return { type: null, account: null };
    const account = data.account_data;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      type: text(data.type) || null,
      account: account && text(account.ticket) ? { ticket: text(account.ticket), firstname: text(account.firstname), lastname: text(account.lastname), email: text(account.email) } : null,
    };
  } catch {
    return { type: null, account: null };
  }
}

/** The update step's form, prefilled from the provider's claims: the account is created, linked and signed in. */
function CompleteAccountForm({ account, provider }: { account: NonNullable<StoredUpdate['account']>; provider: string }) {
  const intl = useIntl();
  const client = useAccountClient();
  const session = useSession();
  const navigate = useNavigate();
  const returnLocation = useReturnLocation();
  const form = useAccountForm(
    socialUpdateFormMachine,
    { firstname: account.firstname, lastname: account.lastname, email: account.email },
    (values) =>
      completeSocialAccount(client, {
        ticket: account.ticket,
        firstname: String(values.firstname),
        lastname: String(values.lastname),
        email: String(values.email),
        consents: consentAnswersOf(values),
      }),
    (result) => {
      sessionStorage.removeItem(SOCIAL_UPDATE_STORAGE_KEY);
      session.send({ type: 'session.signIn', ...result });
      // As after any social sign-in (account spec section 2): the return location, else the account page.
      void navigate(returnLocation ?? ACCOUNT_PATH, { replace: true });
    },
  );
  return (
    <>
      <p>{intl.formatMessage(account.email ? accountSocialValueText.consentsIntro : accountSocialValueText.completeIntro, { provider })}</p>
      <AccountForm form={form} label={intl.formatMessage(accountText.socialUpdateTitle)}>
        <SubmitError form={form} />
        <FormTextField form={form} name="firstname" autoComplete="given-name" label={commonText.firstname} />
        <FormTextField form={form} name="lastname" autoComplete="family-name" label={commonText.lastname} />
        <FormTextField form={form} name="email" type="email" autoComplete="email" label={accountText.email} />
        <ConsentCheckboxes location="registration" form={form} idPrefix="social-registration" />
        <SubmitButton form={form} label={accountText.createButton} busyLabel={accountText.creating} />
      </AccountForm>
    </>
  );
}

export function SocialAccountUpdatePage() {
  const intl = useIntl();
  const [stored] = useState(storedUpdate);
  const provider = (stored.type ?? 'social').toUpperCase();
  return (
    <div className="account-page account-page--narrow">
      <PageHeading>{intl.formatMessage(accountText.socialUpdateTitle)}</PageHeading>
      {stored.account ? (
        <CompleteAccountForm account={stored.account} provider={provider} />
      ) : (
        <>
          <p>{intl.formatMessage(accountSocialValueText.updateIntro, { provider })}</p>
          <p>
            <Link className="button button--primary" to="/create-account">
              {intl.formatMessage(accountText.createAccountLink)}
            </Link>{' '}
            <Link className="button" to="/sign-in">
              {intl.formatMessage(accountText.signInTitle)}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
