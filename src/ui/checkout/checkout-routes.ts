// Routes of checkout, payment and orders (storefront spec section 2), for ShellRouteOptions.children. Each page's
// code loads when its route is first visited, so none of it is in the first-visit bundle.
import type { RouteObject } from 'react-router';
import { routePage } from '../shell/routing/route-page';

const Checkout = routePage('checkout/checkout', async () => (await import('./checkout-page')).CheckoutPage);
const Success = routePage('checkout/success', async () => (await import('./success-page')).SuccessPage);
const Failure = routePage('checkout/failure', async () => (await import('./failure-page')).FailurePage);
const Redirect = routePage('checkout/payment-redirect', async () => (await import('../payment/payment-redirect-page')).PaymentRedirectPage);
const Repayment = routePage('checkout/repayment', async () => (await import('../order/repayment-page')).RepaymentPage);
const Tracking = routePage('checkout/order-tracking', async () => (await import('../order/order-tracking-page')).OrderTrackingPage);
const Print = routePage('checkout/print-order', async () => (await import('../order/print-order-page')).PrintOrderPage);

export const PAYMENT_REDIRECT_PATHS = [
  'kpayment/redirect',
  'kpayment/qrRedirect',
  '2c2payment/redirect',
  '2c2preib/redirect',
  '2c2precc/redirect',
  'scb/qrCode',
  'scb/deeplink',
] as const;

export function checkoutRoutes(): RouteObject[] {
  return [
    { path: 'checkout', Component: Checkout },
    { path: 'checkout/onepage/success', Component: Success },
    { path: 'checkout/onepage/failure/:errors?', Component: Failure },
    ...PAYMENT_REDIRECT_PATHS.map((path) => ({ path, Component: Redirect })),
    { path: 'repayment/order_increment_id/:orderId', Component: Repayment },
    { path: 'order-tracking', Component: Tracking },
    { path: 'orderAndReturn/print/view', Component: Print },
    { path: 'print-order/:id', Component: Print },
  ];
}
