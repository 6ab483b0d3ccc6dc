import type { PaymentRuntime } from '../payment-runtime';
import { withSignature } from '../signing';
import type { PaymentTransaction } from '../transactions';

/** Our three 2C2P method codes and the channel each opens on 2C2P's hosted page. */
export const P2C2P_CHANNELS = {
  P2c2pPaymentApi: 'CC',
  P2c2pPaymentLinePay: 'LINEPAY',
  P2c2pPaymentTrueMoney: 'TRUEMONEY',
} as const;

export type P2c2pMethodCode = keyof typeof P2C2P_CHANNELS;

export function isP2c2pMethod(code: string): code is P2c2pMethodCode {
  return Object.hasOwn(P2C2P_CHANNELS, code);
}

/** 2C2P writes amounts as 12 digits with two implied decimals (฿100.50 → 000000010050): satang, zero-padded. */
export function twelveDigitAmount(satang: number): string {
  return String(satang).padStart(12, '0');
}

/** ISO 4217 numeric codes, as 2C2P's currency field wants them. */
export const NUMERIC_CURRENCY: Readonly<Record<string, string>> = { THB: '764' };

export interface P2c2pForm {
  action_url: string;
  method: 'POST';
  fields: { name: string; value: string }[];
}

/**
 * The payment request the storefront posts to 2C2P's hosted page, shaped after 2C2P's redirect API:
 * merchant id, our reference as order_id, the order number as invoice_no, the amount in 12 digits, the
 * channel, the browser return (result_url_1) and the server-to-server callback (result_url_2), signed
 * with the merchant's secret so the page refuses anything changed on the way.
 */
export async function p2c2pPaymentForm(
  runtime: PaymentRuntime,
  transaction: PaymentTransaction,
  input: { methodCode: P2c2pMethodCode; email: string; lang: 'th' | 'en' },
): Promise<P2c2pForm> {
  const { p2c2p, merchantName } = runtime.config;
  const fields = withSignature(
    {
      version: '8.5',
      merchant_id: p2c2p.merchantId,
      payment_description: `${merchantName} order ${transaction.order_number}`,
      order_id: transaction.reference,
      invoice_no: transaction.order_number,
      currency: NUMERIC_CURRENCY[transaction.currency] ?? transaction.currency,
      amount: twelveDigitAmount(transaction.amount_satang),
      customer_email: input.email,
      payment_option: P2C2P_CHANNELS[input.methodCode],
      default_lang: input.lang,
      result_url_1: runtime.merchantUrl('/payment/2c2p/return', '2c2p'),
      result_url_2: runtime.merchantUrl('/payment/2c2p/callback', '2c2p'),
    },
    await runtime.secretFor('2c2p'),
  );
  return { action_url: p2c2p.paymentUrl, method: 'POST', fields: Object.entries(fields).map(([name, value]) => ({ name, value })) };
}
