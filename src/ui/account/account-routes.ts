// The account area's routes (account spec section 2), for ShellRouteOptions.children. Every page loads its code
// when first visited. Signed-in-only pages sit under RequireSignIn (a guest goes to /sign-in with the page as the
// return location) and the account sidebar.
import type { RouteObject } from 'react-router';
import { listRoutes } from '../lists/list-routes';
import { routePage } from '../shell/routing/route-page';
import { AccountLayoutRoute, RequireSignInRoute } from './account-route-layouts';

const auth = async () => import('./auth-pages');
const SignIn = routePage('account/sign-in', async () => (await auth()).SignInPage);
const Create = routePage('account/create', async () => (await auth()).CreateAccountPage);
const Forgot = routePage('account/forgot', async () => (await auth()).ForgotPasswordPage);
const Reset = routePage('account/reset', async () => (await auth()).ResetPasswordPage);
const SignOut = routePage('account/sign-out', async () => (await import('./sign-out-page')).SignOutPage);
const social = async () => import('./social-pages');
const SocialUpdate = routePage('account/social-update', async () => (await social()).SocialAccountUpdatePage);
const SocialAccounts = routePage('account/social-accounts', async () => (await social()).SocialAccountsPage);
const lists = async () => import('./account-list-pages');
const Reviews = routePage('account/reviews', async () => (await lists()).ReviewsPage);
const Downloads = routePage('account/downloads', async () => (await lists()).DownloadsPage);
const SavedPayments = routePage('account/saved-payments', async () => (await lists()).SavedPaymentsPage);
const pages = async () => import('./account-pages');
const Dashboard = routePage('account/dashboard', async () => (await pages()).AccountDashboardPage);
const Information = routePage('account/information', async () => (await pages()).AccountInformationPage);
const addressBook = async () => import('./address-book-page');
const Addresses = routePage('account/addresses', async () => (await addressBook()).AddressBookPage);
const AddressEdit = routePage('account/address-edit', async () => (await addressBook()).AddressEditPage);
const Orders = routePage('account/orders', async () => (await import('./order-history-page')).OrderHistoryPage);
const PrivacySettings = routePage('account/privacy-settings', async () => (await import('../privacy/privacy-settings-page')).PrivacySettingsPage);
const Order = routePage('account/order', async () => (await import('./order-view-page')).OrderViewPage);
const Communications = routePage('account/communications', async () => (await import('./communications-page')).CommunicationsPage);

export function accountRoutes(): RouteObject[] {
  return [
    { path: 'sign-in', Component: SignIn },
    { path: 'customer/account/login', Component: SignIn },
    { path: 'create-account', Component: Create },
    { path: 'customer/account/create', Component: Create },
    { path: 'forgot-password', Component: Forgot },
    { path: 'customer/account/forgotpassword', Component: Forgot },
    { path: 'customer/account/createPassword', Component: Reset },
    { path: 'customer/account/logout', Component: SignOut },
    { path: 'social/account/update', Component: SocialUpdate },
    {
      Component: RequireSignInRoute,
      children: [
        {
          Component: AccountLayoutRoute,
          children: [
            { path: 'customer/account', Component: Dashboard },
            { path: 'customer/account/edit', Component: Information },
            { path: 'account-information', Component: Information },
            { path: 'customer/address', Component: Addresses },
            { path: 'address-book', Component: Addresses },
            { path: 'customer/address/new', Component: AddressEdit },
            { path: 'customer/address/edit/id/:id', Component: AddressEdit },
            { path: 'sales/order/history', Component: Orders },
            { path: 'order-history', Component: Orders },
            { path: 'sales/order/view/order_id/:id', Component: Order },
            { path: 'social-accounts', Component: SocialAccounts },
            { path: 'review/customer', Component: Reviews },
            { path: 'review/customer/view/review_id/:id', Component: Reviews },
            { path: 'downloadable/customer/products', Component: Downloads },
            { path: 'downloadable-orders', Component: Downloads },
            { path: 'saved-payments', Component: SavedPayments },
            { path: 'privacy-settings', Component: PrivacySettings },
            { path: 'communications', Component: Communications },
          ],
        },
      ],
    },
    // Shopping lists (/wishlist, /shoppinglist/...): their own area, signed-in pages in the same layout.
    ...listRoutes(),
  ];
}
