// The account pages in the menu, the drawer's MY_ACCOUNT view and the account sidebar (account spec section 2).
import type { MessageDescriptor } from 'react-intl';
import { accountListText } from './list-messages';
import { accountText } from './messages';
import { communicationsText } from './communications-messages';
import { privacyText } from '../privacy/messages';
import { creditText } from '../credit/messages';
import { commonText } from '../common/messages';

export interface AccountNavItem {
  path: string;
  label: MessageDescriptor;
}

export const ACCOUNT_NAV: AccountNavItem[] = [
  { path: '/customer/account', label: accountText.myAccount },
  { path: '/customer/account/edit', label: accountText.accountInformation },
  { path: '/customer/address/', label: commonText.addressBook },
  { path: '/sales/order/history', label: accountText.orders },
  { path: '/review/customer', label: accountListText.reviews },
  { path: '/downloadable/customer/products/', label: accountListText.downloads },
  { path: '/saved-payments', label: accountListText.savedPayments },
  { path: '/social-accounts', label: accountText.socialAccounts },
  { path: '/communications', label: communicationsText.title },
  { path: '/privacy-settings', label: privacyText.settingsTitle },
  { path: '/wishlist', label: accountText.favourites },
  { path: '/customer/credit/', label: creditText.title },
];

export const SIGN_OUT_PATH = '/customer/account/logout';
