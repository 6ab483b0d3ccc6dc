/**
 * KBank K-Payment sandbox: the provider's API, served by us under /payment-sandbox/kbank/api.
 *
 * Card (kpayment_credit), as with KBank's embedded form:
 * 1. /kpayment/redirect renders a form whose action is kpaymentCheckout.action_url and loads script_url
 *    (/payment-sandbox/assets/secure-pay.js) with data-apikey, data-amount, data-currency,
 *    data-payment-methods="card", data-name. The script adds a pay button and exposes KPayment.show().
 * 2. The popup checks the card (Luhn, expiry, CVV) and trades it for a token:
 *    POST /payment-sandbox/kbank/api/tokens (public key) → { id: "tokn_test_…" }; the script puts `token`
 *    into the merchant form and submits it to action_url (POST /payment/kbank/charge/:reference).
 * 3. Our server charges the token: POST /payment-sandbox/kbank/api/card/v2/charge (secret key in
 *    x-api-key) → { id, redirect_url } and sends the browser to the 3-D Secure page, where the payer
 *    pays, declines or cancels (sandbox-3ds-page.ts).
 * 4. KBank notifies POST /payment/kbank/callback (signed), and returns the browser to
 *    GET /payment/kbank/return?…signed → success or failure page.
 * QR (kpayment_qr):
 * 1. kpaymentCheckout creates the QR order: POST …/api/qr/v2/order (secret key) → { id } = order_id.
 * 2. secure-pay.js with data-payment-methods="qr" and data-order-id shows the Thai QR
 *    (GET …/api/qr/:id) and polls GET …/api/qr/:id/status.
 * 3. The payer scans it with the sandbox banking app (/payment-sandbox/bank-app) and pays, declines or
 *    cancels; KBank calls POST /payment/kbank/callback (signed).
 * 4. The poll sees the result (signed) and the script submits it in the merchant form to action_url,
 *    which applies it (idempotent) and goes on to the success or failure page.
 */
import type { FastifyInstance } from 'fastify';
import { cardErrors } from '../card-rules';
import { SANDBOX_PREFIX } from '../payment-config';
import type { PaymentRuntime } from '../payment-runtime';
import { sameSecret } from '../sandbox/api-keys';
import { findCharge, isExpired, openCharge, signedResult } from '../sandbox/sandbox-charges';
import { thaiQrImage, thaiQrPayload } from '../thai-qr';
import { CardTokenVault } from './sandbox-card-tokens';

export const KBANK_SANDBOX_API = `${SANDBOX_PREFIX}/kbank/api`;
/** The sandbox merchant's PromptPay biller id for KBank QR (tax id + suffix). */
export const KBANK_SANDBOX_BILLER_ID = '010556012345602';

interface ChargeBody {
  token?: unknown;
  amount?: unknown;
  currency?: unknown;
  description?: unknown;
  reference_order?: unknown;
  callback_url?: unknown;
  return_url?: unknown;
  expires_at?: unknown;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** KBank sends amounts in baht with two decimals; we keep satang. */
function satangOf(amount: unknown): number | null {
  const value = typeof amount === 'number' ? amount : typeof amount === 'string' ? Number(amount) : NaN;
  if (!Number.isFinite(value) || value <= 0) return null;
  const satang = Math.round(value * 100);
  return Math.abs(satang - value * 100) < 1e-6 ? satang : null;
}

export function kbankSandboxApi(app: FastifyInstance, runtime: PaymentRuntime): void {
  const vault = new CardTokenVault(runtime.db);
  const publicKey = runtime.config.kbank.publicKey;

  app.post<{ Body: { apikey?: unknown; card?: { number?: unknown; name?: unknown; expiry?: unknown; cvv?: unknown } } }>(
    `${KBANK_SANDBOX_API}/tokens`,
    async (request, reply) => {
      const body = request.body ?? {};
      if (!sameSecret(body.apikey, publicKey)) return reply.code(401).send({ object: 'error', code: 'invalid_apikey' });
      const card = { number: str(body.card?.number), name: str(body.card?.name), expiry: str(body.card?.expiry), cvv: str(body.card?.cvv) };
      const errors = cardErrors(card);
      if (errors.length) return reply.code(422).send({ object: 'error', code: 'invalid_card', errors });
      return reply.send({ object: 'token', id: await vault.issue(card.number) });
    },
  );

  app.post<{ Body: ChargeBody }>(`${KBANK_SANDBOX_API}/card/v2/charge`, async (request, reply) => {
    if (!sameSecret(request.headers['x-api-key'], await runtime.secretFor('kbank'))) return reply.code(401).send({ object: 'error', code: 'invalid_secret' });
    const body = request.body ?? {};
    const amount = satangOf(body.amount);
    const card = await vault.redeem(str(body.token));
    if (!card) return reply.code(422).send({ object: 'error', code: 'invalid_token' });
    if (amount === null || str(body.currency) !== 'THB' || !str(body.reference_order) || !str(body.callback_url)) {
      return reply.code(400).send({ object: 'error', code: 'invalid_request' });
    }
    const charge = await openCharge(runtime, {
      provider: 'kbank', method: 'card', merchantReference: str(body.reference_order), amountSatang: amount, currency: 'THB',
      description: str(body.description), callbackUrl: str(body.callback_url), returnUrl: str(body.return_url) || null, cardLast4: card.last4,
    });
    return reply.send({ object: 'charge', id: charge.charge_id, status: 'pending', redirect_url: `${SANDBOX_PREFIX}/kbank/3ds/${charge.charge_id}` });
  });

  app.post<{ Body: ChargeBody }>(`${KBANK_SANDBOX_API}/qr/v2/order`, async (request, reply) => {
    if (!sameSecret(request.headers['x-api-key'], await runtime.secretFor('kbank'))) return reply.code(401).send({ object: 'error', code: 'invalid_secret' });
    const body = request.body ?? {};
    const amount = satangOf(body.amount);
    const expires = Date.parse(str(body.expires_at));
    if (amount === null || str(body.currency) !== 'THB' || !str(body.reference_order) || !str(body.callback_url)) {
      return reply.code(400).send({ object: 'error', code: 'invalid_request' });
    }
    const charge = await openCharge(runtime, {
      provider: 'kbank', method: 'qr', merchantReference: str(body.reference_order), amountSatang: amount, currency: 'THB',
      // The payer stays in their banking app; the embedded form's poll brings the shopper back.
      description: str(body.description), callbackUrl: str(body.callback_url), returnUrl: null,
      expiresAt: Number.isFinite(expires) ? new Date(expires) : null,
    });
    return reply.send({ object: 'order', id: charge.charge_id, status: 'pending' });
  });

  app.get<{ Params: { id: string }; Querystring: { apikey?: string } }>(`${KBANK_SANDBOX_API}/qr/:id`, async (request, reply) => {
    if (!sameSecret(request.query.apikey, publicKey)) return reply.code(401).send({ object: 'error', code: 'invalid_apikey' });
    const charge = await findCharge(runtime, 'kbank', request.params.id);
    if (!charge || charge.method !== 'qr') return reply.code(404).send({ object: 'error', code: 'not_found' });
    const payload = thaiQrPayload({ billerId: KBANK_SANDBOX_BILLER_ID, amountSatang: charge.amount_satang, ref1: charge.merchant_reference });
    return reply.header('cache-control', 'no-store').send({
      object: 'qr', id: charge.charge_id, amount: charge.amount_satang / 100, currency: charge.currency,
      qr_raw_data: payload, qr_image: await thaiQrImage(payload), expires_at: charge.expires_at ? new Date(charge.expires_at).toISOString() : null,
    });
  });

  app.get<{ Params: { id: string }; Querystring: { apikey?: string } }>(`${KBANK_SANDBOX_API}/qr/:id/status`, async (request, reply) => {
    if (!sameSecret(request.query.apikey, publicKey)) return reply.code(401).send({ object: 'error', code: 'invalid_apikey' });
    const charge = await findCharge(runtime, 'kbank', request.params.id);
    if (!charge || charge.method !== 'qr') return reply.code(404).send({ object: 'error', code: 'not_found' });
    reply.header('cache-control', 'no-store');
    if (isExpired(charge)) return reply.send({ status: 'expired' });
    if (charge.status === 'pending') return reply.send({ status: 'pending' });
    return reply.send({ status: charge.status, result: await signedResult(runtime, charge) });
  });
}
