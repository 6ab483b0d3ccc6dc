import type { FastifyInstance } from 'fastify';
import type { PaymentRuntime } from '../payment-runtime';
import { postJson } from '../provider-http';
import { applyProviderResult, returnPathFor } from '../provider-results';
import { stringFields } from '../signing';
import { findTransaction, saveTransactionDetails, type PaymentTransaction } from '../transactions';

/** Our two KBank method codes and the embedded form's data-payment-methods for each. */
export const KBANK_METHODS = { kpayment_credit: 'card', kpayment_qr: 'qr' } as const;
export type KbankMethodCode = keyof typeof KBANK_METHODS;

export function isKbankMethod(code: string): code is KbankMethodCode {
  return Object.hasOwn(KBANK_METHODS, code);
}

function baht(satang: number): string {
  return (satang / 100).toFixed(2);
}

function callbackUrls(runtime: PaymentRuntime): { callback_url: string; return_url: string } {
  return { callback_url: runtime.merchantUrl('/payment/kbank/callback', 'kbank'), return_url: runtime.merchantUrl('/payment/kbank/return', 'kbank') };
}

/**
 * The KBank QR order of a payment, created once with KBank's QR API (secret key) and kept in the
 * transaction's details: its id is what the embedded form shows the QR for (data-order-id).
 */
export async function kbankQrOrderId(runtime: PaymentRuntime, transaction: PaymentTransaction): Promise<string> {
  const known = transaction.details.kbank_order_id;
  if (known) return known;
  const answer = await postJson(
    runtime,
    `${runtime.config.kbank.apiUrl}/qr/v2/order`,
    {
      amount: baht(transaction.amount_satang),
      currency: transaction.currency,
      description: `${runtime.config.merchantName} ${transaction.order_number}`,
      reference_order: transaction.reference,
      expires_at: transaction.expires_at ? new Date(transaction.expires_at).toISOString() : undefined,
      callback_url: callbackUrls(runtime).callback_url,
    },
    { 'x-api-key': await runtime.secretFor('kbank') },
  );
  const id = (answer.body as { id?: unknown } | null)?.id;
  if (answer.status !== 200 || typeof id !== 'string') throw new Error(`KBank QR order failed with status ${answer.status}`);
  await saveTransactionDetails(runtime.db, transaction.reference, { ...transaction.details, kbank_order_id: id }, id);
  return id;
}

/**
 * POST /payment/kbank/charge/:reference, the action_url the embedded form submits:
 * - with `token` (card): charge it with KBank (secret key) and send the browser to the 3-D Secure page;
 * - with a signed result (QR, after the popup saw it): apply it like a callback;
 * then, or otherwise, the success or failure page by the payment's state.
 */
export function kbankMerchantRoutes(app: FastifyInstance, runtime: PaymentRuntime): void {
  app.post<{ Params: { reference: string } }>('/payment/kbank/charge/:reference', async (request, reply) => {
    const fields = stringFields(request.body);
    const transaction = await findTransaction(runtime.db, request.params.reference);
    if (!transaction || transaction.provider !== 'kbank') return reply.redirect('/checkout/onepage/failure/payment_failed', 303);
    if (fields.token && transaction.status === 'pending' && transaction.method_code === 'kpayment_credit') {
      const answer = await postJson(
        runtime,
        `${runtime.config.kbank.apiUrl}/card/v2/charge`,
        {
          token: fields.token,
          amount: baht(transaction.amount_satang),
          currency: transaction.currency,
          description: `${runtime.config.merchantName} ${transaction.order_number}`,
          reference_order: transaction.reference,
          ...callbackUrls(runtime),
        },
        { 'x-api-key': await runtime.secretFor('kbank') },
      );
      const body = answer.body as { id?: unknown; redirect_url?: unknown } | null;
      if (answer.status === 200 && typeof body?.redirect_url === 'string') {
        if (typeof body.id === 'string') await saveTransactionDetails(runtime.db, transaction.reference, { ...transaction.details, kbank_charge_id: body.id }, body.id);
        // Our sandbox's 3-D Secure page speaks the payer's language; a live provider's URL goes on untouched.
        const sandbox = runtime.config.kbank.mode === 'sandbox' && fields.lang === 'en';
        return reply.redirect(sandbox ? `${body.redirect_url}?lang=en` : body.redirect_url, 303);
      }
      request.log.warn({ status: answer.status, reference: transaction.reference }, 'KBank charge refused');
      return reply.redirect('/checkout/onepage/failure/payment_failed', 303);
    }
    if (fields.signature) await applyProviderResult(runtime, 'kbank', fields);
    return reply.redirect(await returnPathFor(runtime.db, transaction.reference), 303);
  });
}
