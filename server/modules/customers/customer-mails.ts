import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import { requestOrigin } from '../../graphql/request-origin';
import { queueMail } from '../../mail/outbox';

/** Where links in a mail point and which language it is written in. */
export interface MailSetting {
  origin: string;
  storeCode: string;
}

export function mailSettingOf(ctx: GraphQLContext): MailSetting {
  return { origin: requestOrigin(ctx), storeCode: ctx.store.code };
}

type Db = Kysely<Database> | Transaction<Database>;

interface Recipient {
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
}

/** The path of the storefront's reset page (account spec section 2); the link carries email and token. */
export const RESET_PASSWORD_PATH = '/customer/account/createPassword';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function fullName(customer: Recipient): string {
  return [customer.firstname, customer.lastname].filter(Boolean).join(' ');
}

export function paragraphsHtml(paragraphs: readonly string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html><html><body>${body}${button}</body></html>`;
}

/** "Welcome" after createCustomerV2, in the store view's language. */
export async function sendWelcomeMail(db: Db, setting: MailSetting, customer: Recipient): Promise<void> {
  if (!customer.email) return;
  const name = fullName(customer);
  const accountUrl = `${setting.origin}/customer/account`;
  const thai = setting.storeCode === 'th';
  const subject = thai ? 'ยินดีต้อนรับสู่ตลาด' : 'Welcome to talat';
  const paragraphs = thai
    ? [`สวัสดีคุณ${name}`, 'ขอบคุณที่สมัครสมาชิกกับตลาด คุณสามารถเข้าสู่ระบบด้วยอีเมลนี้ได้ทันที', `บัญชีของคุณ: ${accountUrl}`]
    : [`Hello ${name},`, 'Thank you for creating an account with talat. You can sign in with this email address now.', `Your account: ${accountUrl}`];
  await queueMail(db, {
    to: customer.email,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphsHtml(paragraphs.slice(0, 2), { href: accountUrl, label: thai ? 'ไปที่บัญชีของฉัน' : 'Go to my account' }),
    kind: 'account_created',
    storeCode: setting.storeCode,
  });
}

/** The reset link mail: the only place the clear token ever goes. */
export async function sendPasswordResetMail(ctx: GraphQLContext, customer: Recipient, token: string, expiresAt: Date, db: Db = ctx.db): Promise<void> {
  if (!customer.email) return;
  const query = new URLSearchParams({ email: customer.email, token });
  const link = `${requestOrigin(ctx)}${RESET_PASSWORD_PATH}?${query.toString()}`;
  const minutes = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 60_000));
  const thai = ctx.store.code === 'th';
  const name = fullName(customer);
  const paragraphs = thai
    ? [
        `สวัสดีคุณ${name}`,
        'มีการขอตั้งรหัสผ่านใหม่สำหรับบัญชีตลาดของคุณ เปิดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่',
        `ลิงก์นี้ใช้ได้ครั้งเดียวภายใน ${minutes} นาที หากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมยังใช้ได้`,
      ]
    : [
        `Hello ${name},`,
        'Someone asked to reset the password of your talat account. Open the link below to choose a new password.',
        `The link works once, within ${minutes} minutes. If you did not ask for it, do nothing: your password stays as it is.`,
      ];
  await queueMail(db, {
    to: customer.email,
    subject: thai ? 'ตั้งรหัสผ่านใหม่สำหรับบัญชีตลาด' : 'Reset your talat password',
    text: `${paragraphs.join('\n\n')}\n\n${link}`,
    html: paragraphsHtml(paragraphs, { href: link, label: thai ? 'ตั้งรหัสผ่านใหม่' : 'Set a new password' }),
    kind: 'password_reset',
    storeCode: ctx.store.code,
  });
}

/** Sent to the old address after updateCustomerEmail: whoever owns it learns of the change. */
export async function sendEmailChangedMail(db: Db, setting: MailSetting, customer: Recipient, oldEmail: string, newEmail: string): Promise<void> {
  const thai = setting.storeCode === 'th';
  const name = fullName(customer);
  const resetUrl = `${setting.origin}/forgot-password`;
  const paragraphs = thai
    ? [`สวัสดีคุณ${name}`, `อีเมลของบัญชีตลาดของคุณถูกเปลี่ยนเป็น ${newEmail}`, `หากคุณไม่ได้เปลี่ยนเอง กรุณาติดต่อเราและตั้งรหัสผ่านใหม่: ${resetUrl}`]
    : [`Hello ${name},`, `The email address of your talat account was changed to ${newEmail}.`, `If you did not change it, contact us and reset your password: ${resetUrl}`];
  await queueMail(db, {
    to: oldEmail,
    subject: thai ? 'อีเมลของบัญชีตลาดถูกเปลี่ยน' : 'Your talat email address was changed',
    text: paragraphs.join('\n\n'),
    html: paragraphsHtml(paragraphs),
    kind: 'email_changed',
    storeCode: setting.storeCode,
  });
}
