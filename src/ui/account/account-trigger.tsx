// The header's account trigger for a signed-in shopper (account spec section 2): the customer's first and last name
// ('Account' until known) toggling the account menu; the menu closes on a choice, Escape or a press outside.
import './account.css';
import { useIntl } from 'react-intl';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useIsSignedIn } from '../providers/session';
import { useStoreConfig } from '../providers/shell-data';
import { ACCOUNT_NAV, SIGN_OUT_PATH } from './account-nav';
import { accountText } from './messages';
import { useSession, useSessionUser } from '../providers/session-context';

export function AccountTrigger() {
  const intl = useIntl();
  const session = useSession();
  const user = useSessionUser(session);
  const signedIn = useIsSignedIn();
  const { preLaunch } = useStoreConfig();
  if (!signedIn || preLaunch) return null;
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : '';
  return (
    <MenuTrigger>
      <Button className="header-link account-trigger" aria-label={`${intl.formatMessage(accountText.accountMenu)}: ${name || intl.formatMessage(accountText.account)}`}>
        {name || intl.formatMessage(accountText.account)} <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="account-menu" placement="bottom end">
        <Menu className="account-menu__list" aria-label={intl.formatMessage(accountText.accountMenu)}>
          {ACCOUNT_NAV.map((item) => (
            <MenuItem key={item.path} className="account-menu__item" href={item.path}>
              {intl.formatMessage(item.label)}
            </MenuItem>
          ))}
          <MenuItem className="account-menu__item" href={SIGN_OUT_PATH}>
            {intl.formatMessage(accountText.signOut)}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
