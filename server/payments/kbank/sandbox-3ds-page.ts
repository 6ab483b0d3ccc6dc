import type { FastifyInstance } from 'fastify';
import { SANDBOX_PREFIX } from '../payment-config';
import type { PaymentRuntime } from '../payment-runtime';
import { confirmPage, decideAndContinue, decisionOf, messagePage, sendHtml, type ConfirmPage } from '../sandbox/payer-pages';
import { findCharge, type SandboxCharge } from '../sandbox/sandbox-charges';
import { sandboxLang, text, type SandboxLang } from '../sandbox/sandbox-texts';

const BASE = `${SANDBOX_PREFIX}/kbank/3ds`;

function page(charge: SandboxCharge, lang: SandboxLang): ConfirmPage {
  return {
    lang,
    brand: 'kbank',
    title: `KBank · ${text(lang, 'threeDsTitle')}`,
    intro: text(lang, 'threeDsText', { last4: charge.card_last4 ?? '' }),
    action: `${BASE}/${charge.charge_id}?lang=${lang}`,
    otherLanguageUrl: `${BASE}/${charge.charge_id}?lang=${lang === 'th' ? 'en' : 'th'}`,
  };
}

/** The card issuer's 3-D Secure step of a KBank card charge (see sandbox-api.ts for the whole flow). */
export function kbankThreeDsPage(app: FastifyInstance, runtime: PaymentRuntime): void {
  app.get<{ Params: { charge: string }; Querystring: { lang?: string } }>(`${BASE}/:charge`, async (request, reply) => {
    const lang = sandboxLang(request.query.lang);
    const charge = await findCharge(runtime, 'kbank', request.params.charge);
    if (!charge || charge.method !== 'card') return sendHtml(reply, 404, messagePage(lang, 'kbank', 'KBank', 'notFound'));
    return sendHtml(reply, 200, confirmPage(runtime, charge, page(charge, lang)));
  });

  app.post<{ Params: { charge: string }; Querystring: { lang?: string } }>(`${BASE}/:charge`, async (request, reply) => {
    const lang = sandboxLang(request.query.lang);
    const charge = await findCharge(runtime, 'kbank', request.params.charge);
    const decision = decisionOf((request.body as { action?: unknown } | undefined)?.action);
    if (!charge || charge.method !== 'card' || !decision) return sendHtml(reply, 404, messagePage(lang, 'kbank', 'KBank', 'notFound'));
    return decideAndContinue(runtime, reply, charge, decision, page(charge, lang));
  });
}
