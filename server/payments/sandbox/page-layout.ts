import { SANDBOX_PREFIX } from '../payment-config';
import { text, type SandboxLang } from './sandbox-texts';

/** HTML-escapes a value for text or a double-quoted attribute. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** ฿1,234.50 from satang, as both languages write baht. */
export function baht(satang: number): string {
  return `฿${(satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export interface PageInput {
  lang: SandboxLang;
  title: string;
  /** The provider the page stands in for (a class on <body> for its colours). */
  brand: 'kbank' | '2c2p' | 'scb' | 'bank';
  body: string;
  /** The same page in the other language. */
  otherLanguageUrl?: string;
  /** Extra static scripts from /payment-sandbox/assets (no inline scripts: the CSP has no 'unsafe-inline'). */
  scripts?: string[];
}

/** One page shell for every sandbox page: stylesheet and scripts are static files, no inline code. */
export function renderPage(input: PageInput): string {
  const { lang } = input;
  const scripts = (input.scripts ?? []).map((name) => `<script src="${SANDBOX_PREFIX}/assets/${esc(name)}" defer></script>`).join('');
  const switcher = input.otherLanguageUrl
    ? `<a class="lang" href="${esc(input.otherLanguageUrl)}" lang="${lang === 'th' ? 'en' : 'th'}">${esc(text(lang, 'language'))}</a>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(input.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${SANDBOX_PREFIX}/assets/sandbox.css">
${scripts}
</head>
<body class="brand-${input.brand}">
<header><p class="notice" role="note">${esc(text(lang, 'sandboxNotice'))}</p>${switcher}</header>
<main>
<h1>${esc(input.title)}</h1>
${input.body}
</main>
</body>
</html>`;
}

/** The merchant/amount/reference summary every provider page opens with. */
export function summary(lang: SandboxLang, rows: { merchant: string; amountSatang: number; reference?: string; orderNumber?: string }): string {
  const items = [
    [text(lang, 'merchant'), rows.merchant],
    [text(lang, 'amount'), baht(rows.amountSatang)],
    ...(rows.orderNumber ? [[text(lang, 'orderNumber'), rows.orderNumber]] : []),
    ...(rows.reference ? [[text(lang, 'reference'), rows.reference]] : []),
  ];
  return `<dl class="summary">${items.map(([k, v]) => `<dt>${esc(k ?? '')}</dt><dd>${esc(v ?? '')}</dd>`).join('')}</dl>`;
}

/** The three decisions, as submit buttons of one form: their accessible names are their visible labels. */
export function decisionButtons(lang: SandboxLang, options: { pay?: boolean; decline?: boolean; cancel?: boolean } = {}): string {
  const { pay = true, decline = true, cancel = true } = options;
  return `<div class="actions">${[
    pay ? `<button type="submit" name="action" value="pay" class="primary">${esc(text(lang, 'pay'))}</button>` : '',
    decline ? `<button type="submit" name="action" value="decline" formnovalidate>${esc(text(lang, 'decline'))}</button>` : '',
    cancel ? `<button type="submit" name="action" value="cancel" formnovalidate>${esc(text(lang, 'cancel'))}</button>` : '',
  ].join('')}</div>`;
}
