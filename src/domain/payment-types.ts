// What a payment provider hands the storefront to start a payment (schema/extensions/payment-*.graphqls),
// reshaped for the payment-redirect machine and screens.
import type { PaymentRedirectKind } from './payment-routes';

export interface PaymentForm {
  actionUrl: string;
  method: 'GET' | 'POST';
  fields: { name: string; value: string }[];
}

export type PaymentStart =
  /** 2C2P hosted page, or the K-Payment embedded form: a form the browser posts to the provider. */
  | { kind: 'form'; orderNumber: string; form: PaymentForm }
  /** K-Payment: the provider's script opens its card/QR form in a popup; the payer presses "Pay". */
  | { kind: 'kpayment'; orderNumber: string; scriptUrl: string; apiKey: string; amount: number; currency: string; methods: string; actionUrl: string; merchantName: string | null; qrOrderId: string | null }
  | { kind: 'scbQr'; orderNumber: string; qrImage: string; qrData: string; amount: { value: number; currency: string }; expiresAt: string | null; sandboxAppUrl: string | null }
  | { kind: 'scbDeeplink'; orderNumber: string; deeplinkUrl: string; expiresAt: string | null };

export type PaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';

export interface PaymentTarget {
  kind: PaymentRedirectKind;
  orderNumber: string;
  /** Masked id of the cart that became the order (lastCartId, or cartIdRepayment). */
  cartId: string;
}
