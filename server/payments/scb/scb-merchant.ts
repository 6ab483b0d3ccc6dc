import type { PaymentRuntime } from '../payment-runtime';
import { postJson } from '../provider-http';
import { applyProviderResult } from '../provider-results';
import { stringFields } from '../signing';
import { BANK_APP_PATH } from '../sandbox/bank-app-page';
import { saveTransactionDetails, type PaymentTransaction } from '../transactions';

function baht(satang: number): string {
  return (satang / 100).toFixed(2);
}

function dataOf(body: unknown): Record<string, unknown> | null {
  const data = (body as { data?: unknown } | null)?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/**
 * The Thai QR of an SCB QR payment: asked from SCB once (biller id, exact amount, our reference as ref1,
 * the order number as ref2) and kept with the transaction, so a reloaded /scb/qrCode shows the same code.
 */
export async function scbQrRawData(runtime: PaymentRuntime, transaction: PaymentTransaction): Promise<string> {
  const known = transaction.details.qr_raw_data;
  if (known) return known;
  const answer = await postJson(
    runtime,
    `${runtime.config.scb.apiUrl}/v1/payment/qrcode/create`,
    {
      qrType: 'PP',
      ppType: 'BILLERID',
      ppId: runtime.config.scb.billerId,
      amount: baht(transaction.amount_satang),
      ref1: transaction.reference,
      ref2: transaction.order_number.replace(/[^A-Z0-9]/gi, '').toUpperCase().slice(0, 20),
      ref3: 'TALAT',
      expiresAt: transaction.expires_at ? new Date(transaction.expires_at).toISOString() : undefined,
      callbackUrl: runtime.merchantUrl('/payment/scb/callback', 'scb'),
    },
    { 'x-api-key': await runtime.secretFor('scb'), resourceOwnerId: runtime.config.scb.apiKey },
  );
  const data = dataOf(answer.body);
  if (answer.status !== 200 || typeof data?.qrRawData !== 'string') throw new Error(`SCB QR create failed with status ${answer.status}`);
  const details = { ...transaction.details, qr_raw_data: data.qrRawData };
  await saveTransactionDetails(runtime.db, transaction.reference, details, typeof data.transactionId === 'string' ? data.transactionId : undefined);
  return data.qrRawData;
}

/** The sandbox banking app's page for a payload (null with a live SCB: the payer uses a real app). */
export function scbSandboxAppUrl(runtime: PaymentRuntime, qrRawData: string, lang: 'th' | 'en'): string | null {
  return runtime.config.scb.mode === 'sandbox' ? `${BANK_APP_PATH}?lang=${lang}&qr=${encodeURIComponent(qrRawData)}` : null;
}

/** The SCB EASY deeplink of a deeplink payment, asked once and kept like the QR. */
export async function scbDeeplinkUrl(runtime: PaymentRuntime, transaction: PaymentTransaction): Promise<string> {
  const known = transaction.details.deeplink_url;
  if (known) return known;
  const answer = await postJson(
    runtime,
    `${runtime.config.scb.apiUrl}/v3/deeplink/transactions`,
    {
      transactionType: 'PURCHASE',
      transactionSubType: ['BP'],
      billPayment: {
        paymentAmount: baht(transaction.amount_satang),
        accountTo: runtime.config.scb.billerId,
        ref1: transaction.reference,
        ref2: transaction.order_number.replace(/[^A-Z0-9]/gi, '').toUpperCase().slice(0, 20),
      },
      merchantMetaData: { callbackUrl: runtime.merchantUrl('/payment/scb/return', 'scb') },
      expiresAt: transaction.expires_at ? new Date(transaction.expires_at).toISOString() : undefined,
      callbackUrl: runtime.merchantUrl('/payment/scb/callback', 'scb'),
    },
    { 'x-api-key': await runtime.secretFor('scb'), resourceOwnerId: runtime.config.scb.apiKey },
  );
  const data = dataOf(answer.body);
  if (answer.status !== 200 || typeof data?.deeplinkUrl !== 'string') throw new Error(`SCB deeplink create failed with status ${answer.status}`);
  await saveTransactionDetails(runtime.db, transaction.reference, { ...transaction.details, deeplink_url: data.deeplinkUrl }, typeof data.transactionId === 'string' ? data.transactionId : undefined);
  return data.deeplinkUrl;
}

/**
 * Asks SCB about a payment still pending here (a lost or late confirmation callback) and applies the signed
 * answer like a callback. Quiet on failure: the next poll asks again.
 */
export async function inquireScbPayment(runtime: PaymentRuntime, transaction: PaymentTransaction): Promise<void> {
  if (transaction.status !== 'pending') return;
  try {
    const answer = await postJson(
      runtime,
      `${runtime.config.scb.apiUrl}/v1/payment/billpayment/inquiry`,
      { ref1: transaction.reference },
      { 'x-api-key': await runtime.secretFor('scb'), resourceOwnerId: runtime.config.scb.apiKey },
    );
    const data = dataOf(answer.body);
    if (answer.status === 200 && data) await applyProviderResult(runtime, 'scb', stringFields(data));
  } catch (error) {
    runtime.app.log.warn({ err: error, reference: transaction.reference }, 'SCB payment inquiry failed');
  }
}
