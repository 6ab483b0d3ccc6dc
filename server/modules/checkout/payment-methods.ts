import { msg, type Message } from '../../i18n/message';

/**
 * The payment methods of the storefront spec (section 9) with the providers' names, plus Magento's `free`
 * (a zero total) and `purchaseorder` (business customers, with purchase_order_number). Whether a method is
 * offered depends on the cart: every provider method needs something to charge, TrueMoney wallets stop at
 * ฿50,000 per payment. Company credit (amasty_company_credit) is offered to a signed-in customer whose approved
 * credit still covers the whole total (the charge itself is a conditional update when the order is placed).
 */
export interface PaymentMethodDef {
  code: string;
  title: Message;
  /** Paid at a provider after placing: the order waits in pending_payment. */
  online: boolean;
  minTotal: number;
  maxTotal: number | null;
  b2bOnly?: boolean;
  /** Paid from the customer's company credit: only with enough available credit. */
  creditOnly?: boolean;
}

export const PAYMENT_METHODS: readonly PaymentMethodDef[] = [
  { code: 'P2c2pPaymentApi', title: msg('Credit / debit card (2C2P)'), online: true, minTotal: 1, maxTotal: null },
  { code: 'kpayment_credit', title: msg('Credit card (KBank K-Payment)'), online: true, minTotal: 1, maxTotal: null },
  { code: 'kpayment_qr', title: msg('Thai QR payment (KBank)'), online: true, minTotal: 1, maxTotal: null },
  { code: 'scb_qrcode', title: msg('PromptPay QR code (SCB)'), online: true, minTotal: 1, maxTotal: null },
  { code: 'scb_deeplink', title: msg('SCB EASY app'), online: true, minTotal: 1, maxTotal: null },
  { code: 'P2c2pPaymentLinePay', title: msg('Rabbit LINE Pay'), online: true, minTotal: 1, maxTotal: null },
  { code: 'P2c2pPaymentTrueMoney', title: msg('TrueMoney Wallet'), online: true, minTotal: 1, maxTotal: 5_000_000 },
  { code: 'purchaseorder', title: msg('Purchase order'), online: false, minTotal: 1, maxTotal: null, b2bOnly: true },
  { code: 'amasty_company_credit', title: msg('Company credit'), online: false, minTotal: 1, maxTotal: null, creditOnly: true },
  { code: 'free', title: msg('No Payment Information Required'), online: false, minTotal: 0, maxTotal: 0 },
];

export function findPaymentMethod(code: string): PaymentMethodDef | undefined {
  return PAYMENT_METHODS.find((m) => m.code === code);
}

/**
 * The methods a cart of this grand total (satang) may use; business-only methods for business customers;
 * company credit when `availableCredit` (satang, null without approved credit) covers the total.
 */
export function availablePaymentMethods(grandTotal: number, customerType: string | null, availableCredit: number | null = null): PaymentMethodDef[] {
  return PAYMENT_METHODS.filter(
    (m) =>
      grandTotal >= m.minTotal &&
      (m.maxTotal === null || grandTotal <= m.maxTotal) &&
      (!m.b2bOnly || customerType === 'b2b') &&
      (!m.creditOnly || (availableCredit !== null && availableCredit >= grandTotal)),
  );
}

export const COMPANY_CREDIT_METHOD = 'amasty_company_credit';
