import { escapeHtml, jsonForScript, page } from './html';

/** Section 3's social login message, posted by the popup to the window that opened it. */
export interface SocialLoginMessage {
  token: string;
  /** 1 success, 0 failure. */
  result: 0 | 1;
  messages: string[];
  redirect_data: { redirectWithError: boolean };
  update: boolean;
  customer_expiration: number;
  type: string;
  action: 'login' | 'link';
  enable_gtm: string;
  enable_gtm_ga4: string;
  /**
   * With `update`: the provider's claims for /social/account/update to prefill, and the one-time ticket that
   * completes the account (amSocialLoginCompleteAccount). Amasty's update step, whose data the spec leaves open.
   */
  account_data?: { ticket: string; firstname: string; lastname: string; email: string };
}

export const RESULT_SCRIPT_PATH = '/tsociallogin/social/login/result.js';

/**
 * The popup's last page. The payload sits in a JSON script element and an external script (CSP allows only
 * our own scripts) posts it to window.opener with the shop's origin as the strict target origin, then
 * closes the popup. Without an opener (popup blocked, link opened in a tab) the page says what happened.
 */
export function callbackPage(message: SocialLoginMessage, lang: string): string {
  const ok = message.result === 1;
  const text = ok ? (lang === 'th' ? 'สำเร็จ กำลังกลับไปที่ร้าน…' : 'Done. Returning to the shop…') : (message.messages[0] ?? '');
  const body = `<h1>${escapeHtml(message.type.toUpperCase())}</h1>
<p role="status">${escapeHtml(text)}</p>
<p><a href="/">${lang === 'th' ? 'กลับไปที่ร้าน' : 'Back to the shop'}</a></p>
<script type="application/json" id="social-login-result">${jsonForScript(message)}</script>
<script src="${RESULT_SCRIPT_PATH}"></script>`;
  return page(lang, ok ? 'talat' : 'talat · error', body);
}

/** Served as a file so no inline script is needed. */
export const RESULT_SCRIPT = `(function () {
  var node = document.getElementById('social-login-result');
  if (!node || !window.opener || window.opener === window) return;
  var payload = JSON.parse(node.textContent || '{}');
  window.opener.postMessage(payload, window.location.origin);
  window.close();
})();
`;
