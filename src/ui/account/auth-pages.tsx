// The sign-in, registration, forgot-password and reset-password pages (account spec section 2). They sit under
// the simple customer header (shell/header/header-variant). A signed-in shopper is sent on to the return location
// or the account page.
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useIsSignedIn } from '../providers/session';
import { RETURN_PARAM } from '../common/sign-in-path';
import { ForgotPasswordForm } from './forgot-password-form';
import { accountText } from './messages';
import { prefillFromQuery, RegistrationForm } from './registration-form';
import { ResetPasswordForm } from './reset-password-form';
import { ACCOUNT_PATH, useReturnLocation } from './return-location';
import { SignInForm } from './sign-in-form';
import { SocialLoginButtons } from './social-login-buttons';
import { PageHeading } from './page-heading';
import './account.css';

function useDestination(): string {
  return useReturnLocation() ?? ACCOUNT_PATH;
}

export function SignInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const destination = useDestination();
  const { search } = useLocation();
  const signedIn = useIsSignedIn();
  const returnQuery = new URLSearchParams(search).get(RETURN_PARAM);
  const createLink = returnQuery ? `/create-account?${new URLSearchParams({ [RETURN_PARAM]: returnQuery }).toString()}` : '/create-account';
  if (signedIn) return <Navigate to={destination} replace />;
  return (
    <div className="account-page account-page--narrow">
      <PageHeading>{intl.formatMessage(accountText.signInTitle)}</PageHeading>
      <p>{intl.formatMessage(accountText.signInIntro)}</p>
      <SignInForm onSignedIn={() => navigate(destination, { replace: true })} />
      <p>
        <Link to="/forgot-password">{intl.formatMessage(accountText.forgotLink)}</Link>
      </p>
      <SocialLoginButtons />
      <p>
        {intl.formatMessage(accountText.noAccount)} <Link to={createLink}>{intl.formatMessage(accountText.createAccountLink)}</Link>
      </p>
    </div>
  );
}

export function CreateAccountPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const destination = useDestination();
  const { search } = useLocation();
  const signedIn = useIsSignedIn();
  // Registration signs in on success; the navigation below runs from the form's success, not from this check.
  const registering = useRef(false);
  // eslint-disable-next-line react-hooks/refs -- set in the success callback just before navigating, so the redirect below does not race it
  if (signedIn && !registering.current) return <Navigate to={destination} replace />;
  return (
    <div className="account-page account-page--narrow">
      <PageHeading>{intl.formatMessage(accountText.createTitle)}</PageHeading>
      <RegistrationForm
        prefill={prefillFromQuery(search)}
        onRegistered={() => {
          registering.current = true;
          void navigate(destination, { replace: true });
        }}
      />
      <p>
        {intl.formatMessage(accountText.haveAccount)} <Link to="/sign-in">{intl.formatMessage(accountText.signInTitle)}</Link>
      </p>
    </div>
  );
}

export function ForgotPasswordPage() {
  const intl = useIntl();
  return (
    <div className="account-page account-page--narrow">
      <PageHeading>{intl.formatMessage(accountText.forgotTitle)}</PageHeading>
      <ForgotPasswordForm />
      <p>
        <Link to="/sign-in">{intl.formatMessage(accountText.backToSignIn)}</Link>
      </p>
    </div>
  );
}

export function ResetPasswordPage() {
  const intl = useIntl();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  return (
    <div className="account-page account-page--narrow">
      <PageHeading>{intl.formatMessage(accountText.resetTitle)}</PageHeading>
      <ResetPasswordForm token={query.get('token') ?? ''} email={query.get('email') ?? ''} />
    </div>
  );
}
