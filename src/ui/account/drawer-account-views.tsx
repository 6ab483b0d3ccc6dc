// The drawer's account views (account spec section 2): SIGN_IN, CREATE_ACCOUNT, FORGOT_PASSWORD and MY_ACCOUNT,
// handed to the shell's drawer through DrawerViewsProvider; Back follows the drawer machine's rules. The top bar's
// chip for a signed-in shopper reads "Hi, {first name}" (fallback "Account") and leads to the account page.
import './account.css';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useShellActors } from '../providers/shell-actors';
import { ACCOUNT_NAV, SIGN_OUT_PATH } from './account-nav';
import { ForgotPasswordForm } from './forgot-password-form';
import { accountText, accountValueText } from './messages';
import { RegistrationForm } from './registration-form';
import { ACCOUNT_PATH } from './return-location';
import { useSession, useSessionUser } from '../providers/session-context';
import { SignInForm } from './sign-in-form';

function useDrawer() {
  return useShellActors().drawer;
}

export function DrawerSignIn() {
  const intl = useIntl();
  const drawer = useDrawer();
  return (
    <div className="drawer-account">
      <SignInForm onSignedIn={() => drawer.send({ type: 'drawer.show.myAccount' })} />
      <Button className="button button--link" onPress={() => drawer.send({ type: 'drawer.show.forgotPassword' })}>
        {intl.formatMessage(accountText.forgotLink)}
      </Button>
      <Button className="button" onPress={() => drawer.send({ type: 'drawer.show.createAccount' })}>
        {intl.formatMessage(accountText.createAccountLink)}
      </Button>
    </div>
  );
}

export function DrawerCreateAccount() {
  const drawer = useDrawer();
  return (
    <div className="drawer-account">
      <RegistrationForm onRegistered={() => drawer.send({ type: 'drawer.show.myAccount' })} />
    </div>
  );
}

export function DrawerForgotPassword() {
  return (
    <div className="drawer-account">
      <ForgotPasswordForm />
    </div>
  );
}

export function DrawerMyAccount() {
  const intl = useIntl();
  const drawer = useDrawer();
  const close = () => drawer.send({ type: 'drawer.close' });
  return (
    <ul className="drawer-menu">
      {ACCOUNT_NAV.map((item) => (
        <li key={item.path}>
          <Link className="drawer-menu__item" to={item.path} onClick={close}>
            {intl.formatMessage(item.label)}
          </Link>
        </li>
      ))}
      <li>
        <Link className="drawer-menu__item" to={SIGN_OUT_PATH} onClick={close}>
          {intl.formatMessage(accountText.signOut)}
        </Link>
      </li>
    </ul>
  );
}

/** The signed-in top bar's chip: "Hi, {first name}", or "Account" until the name is known. */
export function AccountChip() {
  const intl = useIntl();
  const drawer = useDrawer();
  const navigate = useNavigate();
  const user = useSessionUser(useSession());
  const label = user?.firstname ? intl.formatMessage(accountValueText.hi, { name: user.firstname }) : intl.formatMessage(accountText.account);
  return (
    <div className="drawer__topbar">
      <Button
        className="button account-chip"
        onPress={() => {
          drawer.send({ type: 'drawer.close' });
          void navigate(ACCOUNT_PATH);
        }}
      >
        {label}
      </Button>
      <Button className="button" onPress={() => drawer.send({ type: 'drawer.show.myAccount' })}>
        {intl.formatMessage(accountText.myAccount)}
      </Button>
    </div>
  );
}
