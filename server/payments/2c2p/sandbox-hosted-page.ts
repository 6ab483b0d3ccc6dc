/**
 * 2C2P sandbox: the hosted payment page (card, LINE Pay, TrueMoney Wallet).
 *
 * Flow, as with 2C2P's redirect API:
 * 1. After placeOrder the storefront asks createP2c2pPaymentRequest and posts its form (auto-submit) from
 *    /2c2payment/redirect to action_url: POST /payment-sandbox/2c2p/payment.
 * 2. The page checks the merchant's signature over the request (a changed amount is refused), opens a
 *    charge and redirects (303) to GET /payment-sandbox/2c2p/pay/:charge, so a reload shows the same page.
 * 3. The payer pays (card details / wallet number checked here), declines or cancels:
 *    POST /payment-sandbox/2c2p/pay/:charge with action=pay|decline|cancel.
 * 4. 2C2P's server calls result_url_2 (POST /payment/2c2p/callback) with the signed result, then sends
 *    the browser to result_url_1 (GET /payment/2c2p/return?…signed result), which goes on to
 *    /checkout/onepage/success or /checkout/onepage/failure/… by what the database says.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cardErrors, digitsOnly, type CardError } from '../card-rules';
import { SANDBOX_PREFIX } from '../payment-config';
import type { PaymentRuntime } from '../payment-runtime';
import { decisionButtons, esc, renderPage, summary } from '../sandbox/page-layout';
import { decideCharge, decidedTextKey, findCharge, openCharge, type PayerDecision, type SandboxCharge } from '../sandbox/sandbox-charges';
import { sandboxLang, text, type SandboxLang } from '../sandbox/sandbox-texts';
import { hasValidSignature, stringFields } from '../signing';

const BASE = `${SANDBOX_PREFIX}/2c2p`;
const CURRENCY_OF_NUMERIC: Readonly<Record<string, string>> = { '764': 'THB' };

type FieldError = CardError | 'errPhone';

function pageTitle(lang: SandboxLang, channel: string): string {
  return channel === 'LINEPAY' ? text(lang, 'linePayTitle') : channel === 'TRUEMONEY' ? text(lang, 'trueMoneyTitle') : text(lang, 'cardTitle');
}

function input(lang: SandboxLang, o: { name: string; label: string; autocomplete: string; inputmode?: string; value?: string; error?: FieldError | undefined }): string {
  const errorId = `${o.name}-error`;
  return `<p class="field"><label for="${o.name}">${esc(o.label)}</label>
<input id="${o.name}" name="${o.name}" autocomplete="${o.autocomplete}"${o.inputmode ? ` inputmode="${o.inputmode}"` : ''} value="${esc(o.value ?? '')}"${o.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
<span class="error" id="${errorId}" data-error-for="${o.name}">${o.error ? esc(text(lang, o.error)) : ''}</span></p>`;
}

function channelFields(lang: SandboxLang, channel: string, values: Record<string, string>, errors: FieldError[]): string {
  const has = (e: FieldError) => (errors.includes(e) ? e : undefined);
  if (channel === 'CC') {
    return `<p class="hint">${esc(text(lang, 'cardHint'))}</p>
${input(lang, { name: 'card_number', label: text(lang, 'cardNumber'), autocomplete: 'cc-number', inputmode: 'numeric', value: values.card_number, error: has('errCardNumber') })}
${input(lang, { name: 'card_name', label: text(lang, 'cardName'), autocomplete: 'cc-name', value: values.card_name, error: has('errCardName') })}
${input(lang, { name: 'card_expiry', label: text(lang, 'cardExpiry'), autocomplete: 'cc-exp', inputmode: 'numeric', value: values.card_expiry, error: has('errCardExpiry') })}
${input(lang, { name: 'card_cvv', label: text(lang, 'cardCvv'), autocomplete: 'cc-csc', inputmode: 'numeric', error: has('errCardCvv') })}`;
  }
  if (channel === 'TRUEMONEY') {
    return input(lang, { name: 'wallet_phone', label: text(lang, 'trueMoneyPhone'), autocomplete: 'tel', inputmode: 'tel', value: values.wallet_phone, error: has('errPhone') });
  }
  return `<p>${esc(text(lang, 'linePayText'))}</p>`;
}

function renderCharge(runtime: PaymentRuntime, charge: SandboxCharge, lang: SandboxLang, values: Record<string, string> = {}, errors: FieldError[] = []): string {
  const other = lang === 'th' ? 'en' : 'th';
  const done = decidedTextKey(charge);
  const head = summary(lang, { merchant: runtime.config.merchantName, amountSatang: charge.amount_satang, reference: charge.merchant_reference });
  const body = done
    ? `${head}<p role="status" class="result">${esc(text(lang, done))}</p>`
    : `${head}<form method="post" action="${BASE}/pay/${esc(charge.charge_id)}?lang=${lang}" class="pay-form" data-channel="${esc(charge.method)}" novalidate>
${errors.length ? `<p role="alert" class="error">${errors.map((e) => esc(text(lang, e))).join(' · ')}</p>` : ''}
${channelFields(lang, charge.method, values, errors)}
${decisionButtons(lang)}
</form>`;
  return renderPage({
    lang,
    brand: '2c2p',
    title: `2C2P · ${pageTitle(lang, charge.method)}`,
    body,
    otherLanguageUrl: `${BASE}/pay/${charge.charge_id}?lang=${other}`,
    scripts: charge.method === 'CC' && !done ? ['card-rules.js', 'hosted-card-form.js'] : [],
  });
}

function payerErrors(channel: string, values: Record<string, string>): FieldError[] {
  if (channel === 'CC') {
    return cardErrors({ number: values.card_number ?? '', expiry: values.card_expiry ?? '', cvv: values.card_cvv ?? '', name: values.card_name ?? '' });
  }
  if (channel === 'TRUEMONEY' && !/^0\d{9}$/.test(digitsOnly(values.wallet_phone ?? ''))) return ['errPhone'];
  return [];
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function decisionOf(value: string | undefined): PayerDecision | null {
  return value === 'pay' || value === 'decline' || value === 'cancel' ? value : null;
}

export function p2c2pSandboxRoutes(app: FastifyInstance, runtime: PaymentRuntime): void {
  app.post(`${BASE}/payment`, async (request, reply) => {
    const fields = stringFields(request.body);
    const lang = sandboxLang(fields.default_lang);
    const secret = await runtime.secretFor('2c2p');
    const amount = /^\d{12}$/.test(fields.amount ?? '') ? Number(fields.amount) : NaN;
    const currency = CURRENCY_OF_NUMERIC[fields.currency ?? ''];
    if (!hasValidSignature(fields, secret) || fields.merchant_id !== runtime.config.p2c2p.merchantId || !Number.isSafeInteger(amount)
      || !currency || !fields.order_id || !fields.result_url_2 || !['CC', 'LINEPAY', 'TRUEMONEY'].includes(fields.payment_option ?? '')) {
      return sendHtml(reply, 400, renderPage({ lang, brand: '2c2p', title: '2C2P', body: `<p role="alert">${esc(text(lang, 'badRequest'))}</p>` }));
    }
    const charge = await openCharge(runtime, {
      provider: '2c2p',
      method: fields.payment_option!,
      merchantReference: fields.order_id,
      amountSatang: amount,
      currency,
      description: fields.payment_description ?? '',
      callbackUrl: fields.result_url_2,
      returnUrl: fields.result_url_1 || null,
    });
    return reply.redirect(`${BASE}/pay/${charge.charge_id}?lang=${lang}`, 303);
  });

  app.get<{ Params: { charge: string }; Querystring: { lang?: string } }>(`${BASE}/pay/:charge`, async (request, reply) => {
    const lang = sandboxLang(request.query.lang);
    const charge = await findCharge(runtime, '2c2p', request.params.charge);
    if (!charge) return sendHtml(reply, 404, renderPage({ lang, brand: '2c2p', title: '2C2P', body: `<p role="alert">${esc(text(lang, 'notFound'))}</p>` }));
    return sendHtml(reply, 200, renderCharge(runtime, charge, lang));
  });

  app.post<{ Params: { charge: string }; Querystring: { lang?: string } }>(`${BASE}/pay/:charge`, async (request, reply) => {
    const lang = sandboxLang(request.query.lang);
    const values = stringFields(request.body);
    const charge = await findCharge(runtime, '2c2p', request.params.charge);
    const decision = decisionOf(values.action);
    if (!charge || !decision) return sendHtml(reply, 404, renderPage({ lang, brand: '2c2p', title: '2C2P', body: `<p role="alert">${esc(text(lang, 'notFound'))}</p>` }));
    if (decision === 'pay' && charge.status === 'pending') {
      const errors = payerErrors(charge.method, values);
      if (errors.length) return sendHtml(reply, 422, renderCharge(runtime, charge, lang, values, errors));
    }
    const decided = await decideCharge(runtime, charge, decision);
    if (decided.returnUrl) return reply.redirect(decided.returnUrl, 303);
    return sendHtml(reply, 200, renderCharge(runtime, decided.charge, lang));
  });
}
