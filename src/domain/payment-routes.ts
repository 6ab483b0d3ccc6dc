// Where a payer goes after placing an order, by payment code (storefront spec section 4 "After an order is placed",
// section 9 payment codes). Pure, shared by the checkout and repayment machines and the redirect screens.

export const PAYMENT_CODES = {
  scbQr: 'scb_qrcode',
  scbDeeplink: 'scb_deeplink',
  p2c2pCard: 'P2c2pPaymentApi',
  p2c2pLinePay: 'P2c2pPaymentLinePay',
  p2c2pTrueMoney: 'P2c2pPaymentTrueMoney',
  kpaymentCard: 'kpayment_credit',
  kpaymentQr: 'kpayment_qr',
} as const;

/** The 2C2P methods: their payment form is posted from /2c2payment/redirect. */
export const P2C2P_CODES: readonly string[] = [PAYMENT_CODES.p2c2pCard, PAYMENT_CODES.p2c2pLinePay, PAYMENT_CODES.p2c2pTrueMoney];

export const SUCCESS_PATH = '/checkout/onepage/success';
export const FAILURE_PATH = '/checkout/onepage/failure';

/** The kind of redirect screen a payment needs (none for offline or zero-total methods). */
export type PaymentRedirectKind = 'kpayment' | 'kpaymentQr' | 'p2c2p' | 'scbQr' | 'scbDeeplink';

export function redirectKindOf(code: string): PaymentRedirectKind | null {
  switch (code) {
    case PAYMENT_CODES.kpaymentCard:
      return 'kpayment';
    case PAYMENT_CODES.kpaymentQr:
      return 'kpaymentQr';
    case PAYMENT_CODES.scbQr:
      return 'scbQr';
    case PAYMENT_CODES.scbDeeplink:
      return 'scbDeeplink';
    default:
      return P2C2P_CODES.includes(code) ? 'p2c2p' : null;
  }
}

const REDIRECT_PATHS: Record<PaymentRedirectKind, string> = {
  kpayment: '/kpayment/redirect',
  kpaymentQr: '/kpayment/qrRedirect',
  p2c2p: '/2c2payment/redirect',
  scbQr: '/scb/qrCode',
  scbDeeplink: '/scb/deeplink',
};

/** The path a payer is moved to right after the order is placed. */
export function pathAfterOrder(code: string): string {
  const kind = redirectKindOf(code);
  return kind ? REDIRECT_PATHS[kind] : SUCCESS_PATH;
}

/** Which redirect screen a path is, for the screens' routes (/2c2preib and /2c2precc are 2C2P variants). */
export function redirectKindOfPath(path: string): PaymentRedirectKind | null {
  const clean = path.replace(/\/+$/, '');
  if (clean.endsWith('/2c2preib/redirect') || clean.endsWith('/2c2precc/redirect')) return 'p2c2p';
  const found = (Object.entries(REDIRECT_PATHS) as [PaymentRedirectKind, string][]).find(([, p]) => clean.endsWith(p));
  return found ? found[0] : null;
}
