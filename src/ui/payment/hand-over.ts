// The browser side of handing a payer to a provider: post the provider's form, or load K-Payment's embedded
// script into the merchant form (it opens its card/QR popup, then posts the result itself).
import type { PaymentForm, PaymentStart } from '../../domain/payment-types';

function postForm(form: PaymentForm): void {
  const element = document.createElement('form');
  element.method = form.method;
  element.action = form.actionUrl;
  element.hidden = true;
  for (const field of form.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    element.appendChild(input);
  }
  document.body.appendChild(element);
  element.submit();
}

interface KPaymentWindow {
  KPayment?: { show(): void };
}

function openKPayment(start: Extract<PaymentStart, { kind: 'kpayment' }>, container: HTMLElement, lang: string): void {
  container.replaceChildren();
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = start.actionUrl;
  const script = document.createElement('script');
  script.src = start.scriptUrl;
  const data: Record<string, string> = {
    apikey: start.apiKey,
    amount: start.amount.toFixed(2),
    currency: start.currency,
    paymentMethods: start.methods,
    name: start.merchantName ?? '',
    lang,
  };
  if (start.qrOrderId) data.orderId = start.qrOrderId;
  Object.assign(script.dataset, data);
  script.onload = () => (window as unknown as KPaymentWindow).KPayment?.show();
  form.appendChild(script);
  container.appendChild(form);
}

export function handOver(start: PaymentStart, container: HTMLElement | null, lang: string): void {
  if (start.kind === 'form') postForm(start.form);
  else if (start.kind === 'kpayment' && container) openKPayment(start, container, lang);
}
