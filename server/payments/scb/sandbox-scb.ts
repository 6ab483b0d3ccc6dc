/**
 * SCB sandbox: SCB's API (QR create, deeplink create) and the simulated SCB EASY app.
 *
 * QR (scb_qrcode):
 * 1. createScbQrCode: our server asks SCB for a Thai QR: POST /payment-sandbox/scb/api/v1/payment/qrcode/create
 *    (secret in x-api-key) with the biller id, the exact amount and our reference as ref1 → qrRawData.
 *    We draw it (qr_image) and answer it with expires_at; /scb/qrCode shows it and polls scbPaymentStatus.
 * 2. The payer scans it with the sandbox banking app (/payment-sandbox/bank-app, link in sandbox_app_url)
 *    and pays, declines or cancels there.
 * 3. SCB calls POST /payment/scb/callback (signed); the next poll answers PAID or FAILED and the
 *    storefront goes to /checkout/onepage/success or the failure page. Past expires_at: EXPIRED.
 *    A poll that finds the payment still pending also asks SCB's inquiry API (…/v1/payment/billpayment/inquiry),
 *    so a lost callback does not leave a paid order waiting.
 * Deeplink (scb_deeplink):
 * 1. createScbDeeplink: POST /payment-sandbox/scb/api/v3/deeplink/transactions → deeplinkUrl, which
 *    opens the SCB EASY app; here the simulated app page /payment-sandbox/scb/easy-app/:transaction.
 * 2. The payer pays, declines or cancels in the app; SCB calls POST /payment/scb/callback (signed) and
 *    the app returns the browser to the merchant (GET /payment/scb/return?…signed) → success or failure.
 */
import type { FastifyInstance } from 'fastify';
import { SANDBOX_PREFIX } from '../payment-config';
import type { PaymentRuntime } from '../payment-runtime';
import { sameSecret } from '../sandbox/api-keys';
import { confirmPage, decideAndContinue, decisionOf, messagePage, sendHtml, type ConfirmPage } from '../sandbox/payer-pages';
import { findCharge, openCharge, signedResult, type SandboxCharge } from '../sandbox/sandbox-charges';
import { sandboxLang, text, type SandboxLang } from '../sandbox/sandbox-texts';
import { thaiQrImage, thaiQrPayload } from '../thai-qr';

export const SCB_SANDBOX_API = `${SANDBOX_PREFIX}/scb/api`;
const EASY_APP = `${SANDBOX_PREFIX}/scb/easy-app`;

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function satangOf(amount: unknown): number | null {
  const value = Number(str(amount));
  if (!Number.isFinite(value) || value <= 0) return null;
  const satang = Math.round(value * 100);
  return Math.abs(satang - value * 100) < 1e-6 ? satang : null;
}

const failure = (code: number, description: string) => ({ status: { code, description }, data: null });

function easyPage(charge: SandboxCharge, lang: SandboxLang): ConfirmPage {
  return {
    lang,
    brand: 'scb',
    title: text(lang, 'scbEasyTitle'),
    intro: text(lang, 'scbEasyText'),
    action: `${EASY_APP}/${charge.charge_id}?lang=${lang}`,
    otherLanguageUrl: `${EASY_APP}/${charge.charge_id}?lang=${lang === 'th' ? 'en' : 'th'}`,
  };
}

export function scbSandboxRoutes(app: FastifyInstance, runtime: PaymentRuntime): void {
  const authorised = async (key: unknown) => sameSecret(key, await runtime.secretFor('scb'));

  app.post<{ Body: Record<string, unknown> }>(`${SCB_SANDBOX_API}/v1/payment/qrcode/create`, async (request, reply) => {
    if (!(await authorised(request.headers['x-api-key']))) return reply.code(401).send(failure(9500, 'Invalid credentials'));
    const body = request.body ?? {};
    const amount = satangOf(body.amount);
    const ref1 = str(body.ref1);
    const expires = Date.parse(str(body.expiresAt));
    if (body.qrType !== 'PP' || body.ppType !== 'BILLERID' || str(body.ppId) !== runtime.config.scb.billerId || amount === null
      || !/^[A-Z0-9]{1,20}$/.test(ref1) || !str(body.callbackUrl)) {
      return reply.code(400).send(failure(4101, 'Invalid request'));
    }
    const charge = await openCharge(runtime, {
      provider: 'scb', method: 'qr', merchantReference: ref1, amountSatang: amount, currency: 'THB', description: str(body.ref2),
      callbackUrl: str(body.callbackUrl), returnUrl: null, expiresAt: Number.isFinite(expires) ? new Date(expires) : null,
    });
    const qrRawData = thaiQrPayload({ billerId: runtime.config.scb.billerId, amountSatang: amount, ref1, ref2: str(body.ref2) || undefined });
    const qrImage = (await thaiQrImage(qrRawData)).replace(/^data:image\/png;base64,/, '');
    return reply.send({ status: { code: 1000, description: 'Success' }, data: { qrRawData, qrImage, transactionId: charge.charge_id } });
  });

  app.post<{ Body: Record<string, unknown> }>(`${SCB_SANDBOX_API}/v3/deeplink/transactions`, async (request, reply) => {
    if (!(await authorised(request.headers['x-api-key']))) return reply.code(401).send(failure(9500, 'Invalid credentials'));
    const body = request.body ?? {};
    const bill = (body.billPayment ?? {}) as Record<string, unknown>;
    const meta = (body.merchantMetaData ?? {}) as Record<string, unknown>;
    const amount = satangOf(bill.paymentAmount);
    const ref1 = str(bill.ref1);
    const expires = Date.parse(str(body.expiresAt));
    if (body.transactionType !== 'PURCHASE' || amount === null || !/^[A-Z0-9]{1,20}$/.test(ref1) || !str(body.callbackUrl)) {
      return reply.code(400).send(failure(4101, 'Invalid request'));
    }
    const charge = await openCharge(runtime, {
      provider: 'scb', method: 'deeplink', merchantReference: ref1, amountSatang: amount, currency: 'THB', description: str(bill.ref2),
      callbackUrl: str(body.callbackUrl), returnUrl: str(meta.callbackUrl) || null, expiresAt: Number.isFinite(expires) ? new Date(expires) : null,
    });
    return reply.send({
      status: { code: 1000, description: 'Success' },
      data: { transactionId: charge.charge_id, deeplinkUrl: `${EASY_APP}/${charge.charge_id}`, userRefId: charge.charge_id },
    });
  });

  // Payment inquiry by ref1, as SCB offers for when a confirmation callback went missing: the latest decided
  // charge's signed result, or null while nothing is decided.
  app.post<{ Body: Record<string, unknown> }>(`${SCB_SANDBOX_API}/v1/payment/billpayment/inquiry`, async (request, reply) => {
    if (!(await authorised(request.headers['x-api-key']))) return reply.code(401).send(failure(9500, 'Invalid credentials'));
    const ref1 = str((request.body ?? {}).ref1);
    const charge = await runtime.db
      .selectFrom('payment_sandbox_charge')
      .selectAll()
      .where('provider', '=', 'scb')
      .where('merchant_reference', '=', ref1)
      .where('status', '!=', 'pending')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return reply.send({ status: { code: 1000, description: 'Success' }, data: charge ? await signedResult(runtime, charge) : null });
  });

  app.get<{ Params: { charge: string }; Querystring: { lang?: string } }>(`${EASY_APP}/:charge`, async (request, reply) => {
    const lang = sandboxLang(request.query.lang);
    const charge = await findCharge(runtime, 'scb', request.params.charge);
    if (!charge || charge.method !== 'deeplink') return sendHtml(reply, 404, messagePage(lang, 'scb', text(lang, 'scbEasyTitle'), 'notFound'));
    return sendHtml(reply, 200, confirmPage(runtime, charge, easyPage(charge, lang)));
  });

  app.post<{ Params: { charge: string }; Querystring: { lang?: string } }>(`${EASY_APP}/:charge`, async (request, reply) => {
    const lang = sandboxLang(request.query.lang);
    const charge = await findCharge(runtime, 'scb', request.params.charge);
    const decision = decisionOf((request.body as { action?: unknown } | undefined)?.action);
    if (!charge || charge.method !== 'deeplink' || !decision) return sendHtml(reply, 404, messagePage(lang, 'scb', text(lang, 'scbEasyTitle'), 'notFound'));
    return decideAndContinue(runtime, reply, charge, decision, easyPage(charge, lang));
  });
}
