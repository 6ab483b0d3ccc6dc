// The account area's routes (account spec section 2), for ShellRouteOptions.children. Every page loads its code
// when first visited. Signed-in-only pages sit under RequireSignIn (a guest goes to /sign-in with the page as the
// return location) and the account sidebar.
import type { RouteObject } from 'react-router';
import { listRoutes } from '../lists/list-routes';

const auth = async () => import('./auth-pages');
const signIn = async () => ({ Component: (await auth()).SignInPage });
const create = async () => ({ Component: (await auth()).CreateAccountPage });
const forgot = async () => ({ Component: (await auth()).ForgotPasswordPage });
const reset = async () => ({ Component: (await auth()).ResetPasswordPage });
const signOut = async () => ({ Component: (await import('./sign-out-page')).SignOutPage });
const socialUpdate = async () => ({ Component: (await import('./social-pages')).SocialAccountUpdatePage });
const socialAccounts = async () => ({ Component: (await import('./social-pages')).SocialAccountsPage });
const lists = async () => import('./account-list-pages');
const reviews = async () => ({ Component: (await lists()).ReviewsPage });
const downloads = async () => ({ Component: (await lists()).DownloadsPage });
const savedPayments = async () => ({ Component: (await lists()).SavedPaymentsPage });
const dashboard = async () => ({ Component: (await import('./account-pages')).AccountDashboardPage });
const information = async () => ({ Component: (await import('./account-pages')).AccountInformationPage });
const addresses = async () => ({ Component: (await import('./address-book-page')).AddressBookPage });
const addressEdit = async () => ({ Component: (await import('./address-book-page')).AddressEditPage });
const orders = async () => ({ Component: (await import('./order-history-page')).OrderHistoryPage });
const privacySettings = async () => ({ Component: (await import('../privacy/privacy-settings-page')).PrivacySettingsPage });
const order = async () => ({ Component: (await import('./order-view-page')).OrderViewPage });

export function accountRoutes(): RouteObject[] {
  return [
    { path: 'sign-in', lazy: signIn },
    { path: 'customer/account/login', lazy: signIn },
    { path: 'create-account', lazy: create },
    { path: 'customer/account/create', lazy: create },
    { path: 'forgot-password', lazy: forgot },
    { path: 'customer/account/forgotpassword', lazy: forgot },
    { path: 'customer/account/createPassword', lazy: reset },
    { path: 'customer/account/logout', lazy: signOut },
    { path: 'social/account/update', lazy: socialUpdate },
    {
      lazy: async () => ({ Component: (await import('./account-layout')).RequireSignIn }),
      children: [
        {
          lazy: async () => ({ Component: (await import('./account-layout')).AccountLayout }),
          children: [
            { path: 'customer/account', lazy: dashboard },
            { path: 'customer/account/edit', lazy: information },
            { path: 'account-information', lazy: information },
            { path: 'customer/address', lazy: addresses },
            { path: 'address-book', lazy: addresses },
            { path: 'customer/address/new', lazy: addressEdit },
            { path: 'customer/address/edit/id/:id', lazy: addressEdit },
            { path: 'sales/order/history', lazy: orders },
            { path: 'order-history', lazy: orders },
            { path: 'sales/order/view/order_id/:id', lazy: order },
            { path: 'social-accounts', lazy: socialAccounts },
            { path: 'review/customer', lazy: reviews },
            { path: 'review/customer/view/review_id/:id', lazy: reviews },
            { path: 'downloadable/customer/products', lazy: downloads },
            { path: 'downloadable-orders', lazy: downloads },
            { path: 'saved-payments', lazy: savedPayments },
            { path: 'privacy-settings', lazy: privacySettings },
          ],
        },
      ],
    },
    // Shopping lists (/wishlist, /shoppinglist/...): their own area, signed-in pages in the same layout.
    ...listRoutes(),
  ];
}
