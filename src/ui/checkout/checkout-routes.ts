// Routes of checkout, payment and orders (storefront spec section 2), for ShellRouteOptions.children. Each page's
// code loads when its route is first visited, so none of it is in the first-visit bundle.
import type { RouteObject } from 'react-router';

const checkout = async () => ({ Component: (await import('./checkout-page')).CheckoutPage });
const success = async () => ({ Component: (await import('./success-page')).SuccessPage });
const failure = async () => ({ Component: (await import('./failure-page')).FailurePage });
const redirect = async () => ({ Component: (await import('../payment/payment-redirect-page')).PaymentRedirectPage });
const repayment = async () => ({ Component: (await import('../order/repayment-page')).RepaymentPage });
const tracking = async () => ({ Component: (await import('../order/order-tracking-page')).OrderTrackingPage });
const print = async () => ({ Component: (await import('../order/print-order-page')).PrintOrderPage });

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
    { path: 'checkout', lazy: checkout },
    { path: 'checkout/onepage/success', lazy: success },
    { path: 'checkout/onepage/failure/:errors?', lazy: failure },
    ...PAYMENT_REDIRECT_PATHS.map((path) => ({ path, lazy: redirect })),
    { path: 'repayment/order_increment_id/:orderId', lazy: repayment },
    { path: 'order-tracking', lazy: tracking },
    { path: 'orderAndReturn/print/view', lazy: print },
    { path: 'print-order/:id', lazy: print },
  ];
}
