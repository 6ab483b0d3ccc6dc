import type { FastifyReply } from 'fastify';
import type { PaymentRuntime } from '../payment-runtime';
import { decisionButtons, esc, renderPage, summary, type PageInput } from './page-layout';
import { decideCharge, decidedTextKey, type PayerDecision, type SandboxCharge } from './sandbox-charges';
import { text, type SandboxLang } from './sandbox-texts';

/** Shared by the pages where a payer only confirms (3-D Secure, SCB EASY, the banking app). */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export function decisionOf(value: unknown): PayerDecision | null {
  return value === 'pay' || value === 'decline' || value === 'cancel' ? value : null;
}

export function messagePage(lang: SandboxLang, brand: PageInput['brand'], title: string, key: 'notFound' | 'badRequest' | 'bankAppInvalid'): string {
  return renderPage({ lang, brand, title, body: `<p role="alert">${esc(text(lang, key))}</p>` });
}

export interface ConfirmPage {
  lang: SandboxLang;
  brand: PageInput['brand'];
  title: string;
  /** A sentence above the buttons. */
  intro: string;
  /** Where the decision form posts (the same URL as the page, in the page's language). */
  action: string;
  otherLanguageUrl: string;
  /** Extra hidden inputs the decision carries (the scanned QR). */
  hidden?: Record<string, string>;
  extraRows?: string;
}

/** A pending charge: summary, intro and the three buttons; a decided one: its result and a way back. */
export function confirmPage(runtime: PaymentRuntime, charge: SandboxCharge, page: ConfirmPage): string {
  const done = decidedTextKey(charge);
  const head = summary(page.lang, { merchant: runtime.config.merchantName, amountSatang: charge.amount_satang, reference: charge.merchant_reference }) + (page.extraRows ?? '');
  const hidden = Object.entries(page.hidden ?? {}).map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`).join('');
  const body = done
    ? `${head}<p role="status" class="result">${esc(text(page.lang, done))}</p>`
    : `${head}<p>${esc(page.intro)}</p><form method="post" action="${esc(page.action)}">${hidden}${decisionButtons(page.lang)}</form>`;
  return renderPage({ lang: page.lang, brand: page.brand, title: page.title, body, otherLanguageUrl: page.otherLanguageUrl });
}

/** Applies the payer's decision and sends the browser on (return URL), or shows the result page. */
export async function decideAndContinue(runtime: PaymentRuntime, reply: FastifyReply, charge: SandboxCharge, decision: PayerDecision, page: ConfirmPage): Promise<FastifyReply> {
  const decided = await decideCharge(runtime, charge, decision);
  if (decided.returnUrl) return reply.redirect(decided.returnUrl, 303);
  return sendHtml(reply, 200, confirmPage(runtime, decided.charge, page));
}
