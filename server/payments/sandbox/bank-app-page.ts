/**
 * The sandbox banking app: where a payer "scans" a Thai QR (KBank QR, SCB QR). It reads the payload as a
 * banking app does (CRC, tag 30 bill payment, biller id, ref1, amount), finds the payment the biller holds
 * under ref1, checks the amount, and lets the payer pay, decline or cancel. A QR whose CRC or amount was
 * changed is refused. GET /payment-sandbox/bank-app?qr=<payload>&lang=th|en; POST the same with action.
 * Without ?qr the page asks for the payload (paste what a phone camera would read).
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentProviderCode } from '../../db/types';
import { KBANK_SANDBOX_BILLER_ID } from '../kbank/sandbox-api';
import { SANDBOX_PREFIX } from '../payment-config';
import type { PaymentRuntime } from '../payment-runtime';
import { readThaiQr } from '../thai-qr';
import { esc, renderPage } from './page-layout';
import { confirmPage, decideAndContinue, decisionOf, messagePage, sendHtml, type ConfirmPage } from './payer-pages';
import { isExpired, type SandboxCharge } from './sandbox-charges';
import { sandboxLang, text, type SandboxLang } from './sandbox-texts';

export const BANK_APP_PATH = `${SANDBOX_PREFIX}/bank-app`;

/** The payment a scanned payload pays, or null when the payload is not one of ours. */
async function chargeForPayload(runtime: PaymentRuntime, payload: string): Promise<SandboxCharge | null> {
  const qr = readThaiQr(payload);
  if (!qr) return null;
  const billers: Record<string, PaymentProviderCode> = { [KBANK_SANDBOX_BILLER_ID]: 'kbank' };
  if (runtime.config.scb.mode === 'sandbox') billers[runtime.config.scb.billerId] = 'scb';
  const provider = billers[qr.billerId];
  if (!provider) return null;
  const charges = await runtime.db
    .selectFrom('payment_sandbox_charge')
    .selectAll()
    .where('provider', '=', provider)
    .where('method', '=', 'qr')
    .where('merchant_reference', '=', qr.ref1)
    .orderBy('created_at', 'desc')
    .execute();
  const charge = charges.find((c) => c.status !== 'pending' || !isExpired(c)) ?? charges[0];
  if (!charge || qr.amountSatang !== charge.amount_satang) return null;
  return charge;
}

function scanForm(lang: SandboxLang, value = ''): string {
  return `<form method="get" action="${BANK_APP_PATH}"><input type="hidden" name="lang" value="${lang}">
<p class="field"><label for="qr">${esc(text(lang, 'bankAppScanLabel'))}</label><textarea id="qr" name="qr" rows="4">${esc(value)}</textarea></p>
<div class="actions"><button type="submit" class="primary">${esc(text(lang, 'bankAppScan'))}</button></div></form>`;
}

function page(lang: SandboxLang, payload: string, billerId: string): ConfirmPage {
  const q = (l: SandboxLang) => `${BANK_APP_PATH}?lang=${l}&qr=${encodeURIComponent(payload)}`;
  return {
    lang,
    brand: 'bank',
    title: text(lang, 'bankAppTitle'),
    intro: text(lang, 'bankAppConfirm'),
    action: `${BANK_APP_PATH}?lang=${lang}`,
    otherLanguageUrl: q(lang === 'th' ? 'en' : 'th'),
    hidden: { qr: payload },
    extraRows: `<dl class="summary"><dt>${esc(text(lang, 'bankAppPayee'))}</dt><dd>${esc(billerId)}</dd></dl>`,
  };
}

export function bankAppPage(app: FastifyInstance, runtime: PaymentRuntime): void {
  app.get<{ Querystring: { qr?: string; lang?: string } }>(BANK_APP_PATH, async (request, reply) => {
    const lang = sandboxLang(request.query.lang);
    const payload = (request.query.qr ?? '').trim();
    if (!payload) {
      return sendHtml(reply, 200, renderPage({ lang, brand: 'bank', title: text(lang, 'bankAppTitle'), body: scanForm(lang), otherLanguageUrl: `${BANK_APP_PATH}?lang=${lang === 'th' ? 'en' : 'th'}` }));
    }
    const charge = await chargeForPayload(runtime, payload);
    if (!charge) return sendHtml(reply, 404, renderPage({ lang, brand: 'bank', title: text(lang, 'bankAppTitle'), body: `<p role="alert">${esc(text(lang, 'bankAppInvalid'))}</p>${scanForm(lang, payload)}` }));
    return sendHtml(reply, 200, confirmPage(runtime, charge, page(lang, payload, readThaiQr(payload)?.billerId ?? '')));
  });

  app.post<{ Querystring: { lang?: string } }>(BANK_APP_PATH, async (request, reply) => {
    const lang = sandboxLang(request.query.lang);
    const body = (request.body ?? {}) as { qr?: unknown; action?: unknown };
    const payload = typeof body.qr === 'string' ? body.qr.trim() : '';
    const decision = decisionOf(body.action);
    const charge = payload ? await chargeForPayload(runtime, payload) : null;
    if (!charge || !decision) return sendHtml(reply, 404, messagePage(lang, 'bank', text(lang, 'bankAppTitle'), 'bankAppInvalid'));
    // A banking app stays in the banking app (QR charges have no return URL): the shop learns the result
    // from the callback, and its page from its poll.
    return decideAndContinue(runtime, reply, charge, decision, page(lang, payload, readThaiQr(payload)?.billerId ?? ''));
  });
}
