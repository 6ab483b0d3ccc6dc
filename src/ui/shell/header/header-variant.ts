// Which header a path gets (storefront spec section 2, "Layout"): a simple customer header (back to homepage)
// on the login, forgot-password, registration and create-password pages; a simplified one on checkout and the
// payment redirect screens; the full header everywhere else.

export type HeaderVariant = 'full' | 'customer' | 'simplified';

const CUSTOMER_PATHS = [
  '/sign-in',
  '/customer/account/login',
  '/forgot-password',
  '/customer/account/forgotpassword',
  '/create-account',
  '/customer/account/create',
  '/customer/account/createPassword',
];

const SIMPLIFIED_PATHS = [
  '/checkout',
  '/kpayment/redirect',
  '/kpayment/qrRedirect',
  '/2c2payment/redirect',
  '/2c2preib/redirect',
  '/2c2precc/redirect',
  '/scb/qrCode',
  '/scb/deeplink',
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function headerVariantOf(pathname: string): HeaderVariant {
  const path = normalise(pathname);
  if (CUSTOMER_PATHS.includes(path)) return 'customer';
  if (SIMPLIFIED_PATHS.includes(path)) return 'simplified';
  return 'full';
}

/** The mini-cart trigger is hidden on the checkout page itself (not on /checkout/cart or the thank-you page). */
export function hidesCartTrigger(pathname: string): boolean {
  return normalise(pathname) === '/checkout';
}
