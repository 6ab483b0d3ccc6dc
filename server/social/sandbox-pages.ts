import { escapeHtml, page } from './html';
import { SANDBOX_IDENTITIES } from './sandbox-identities';

/** The authorisation request as the sandbox received it (already checked). */
export interface AuthorizeRequest {
  type: string;
  label: string;
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  scope: string;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

/**
 * The consent page LINE shows, played by the sandbox: the tester picks (or types) who signs in, then
 * approves or cancels. Plain HTML form, no script: it works by keyboard and with any CSP.
 */
export function authorizePage(request: AuthorizeRequest, action: string, error: string | null = null): string {
  const presets = SANDBOX_IDENTITIES.map(
    (identity, index) => `<div><label style="font-weight:400"><input type="radio" name="identity" value="${index}" style="width:auto"${index === 0 ? ' checked' : ''}>
 ${escapeHtml(identity.name)} · ${escapeHtml(identity.email ?? 'ไม่แชร์อีเมล / no email')}</label></div>`,
  ).join('\n');
  const body = `
<h1>${escapeHtml(request.label)} sandbox · เข้าสู่ระบบ</h1>
<p class="note">ผู้ให้บริการทดสอบของ talat ทำงานแบบ ${escapeHtml(request.label)} Login (OpenID Connect). A test provider served by talat, shaped like ${escapeHtml(request.label)} Login.</p>
<p class="note">แอปพลิเคชันขอสิทธิ์: ${escapeHtml(request.scope)} · client ${escapeHtml(request.clientId)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}${hidden('nonce', request.nonce)}${hidden('scope', request.scope)}${hidden('response_type', 'code')}
<fieldset><legend>เลือกบัญชีทดสอบ / Choose a test account</legend>
${presets}
<div><label style="font-weight:400"><input type="radio" name="identity" value="custom" style="width:auto"> บัญชีอื่น (กรอกด้านล่าง) / Another account (below)</label></div>
</fieldset>
<label for="name">ชื่อที่แสดง / Display name</label><input id="name" name="name" autocomplete="off">
<label for="email">อีเมล (ไม่บังคับ) / Email (optional)</label><input id="email" name="email" type="email" autocomplete="off">
<label for="subject">รหัสผู้ใช้ / User id</label><input id="subject" name="subject" autocomplete="off" placeholder="U0123456789abcdef0123456789abcdef">
<div class="actions"><button type="submit" name="decision" value="approve">อนุญาต / Allow</button><button type="submit" name="decision" value="cancel">ยกเลิก / Cancel</button></div>
</form>`;
  return page('th', `${request.label} sandbox`, body);
}

export function sandboxErrorPage(message: string): string {
  return page('en', 'Sandbox provider error', `<h1>Sandbox provider</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}
