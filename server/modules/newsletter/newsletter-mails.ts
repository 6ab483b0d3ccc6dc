import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import { requestOrigin } from '../../graphql/request-origin';
import { queueMail } from '../../mail/outbox';
import { paragraphsHtml } from '../customers/customer-mails';

/** The storefront pages the links open (src/ui/newsletter); the id and code travel in the query string. */
export const CONFIRM_PATH = '/newsletter/subscriber/confirm';
export const UNSUBSCRIBE_PATH = '/newsletter/subscriber/unsubscribe';

interface Subscription {
  id: number;
  email: string;
  /** The clear code: it goes out in this mail and nowhere else. */
  code: string;
  /** Double opt-in: the mail asks to confirm; otherwise it says the address is subscribed. */
  confirm: boolean;
}

export async function sendNewsletterConfirmationMail(ctx: GraphQLContext, trx: Transaction<Database>, sub: Subscription): Promise<void> {
  const query = new URLSearchParams({ id: String(sub.id), code: sub.code }).toString();
  const origin = requestOrigin(ctx);
  const confirmUrl = `${origin}${CONFIRM_PATH}?${query}`;
  const unsubscribeUrl = `${origin}${UNSUBSCRIBE_PATH}?${query}`;
  const thai = ctx.store.code === 'th';
  const paragraphs = sub.confirm
    ? thai
      ? ['ขอบคุณที่สมัครรับจดหมายข่าวของตลาด', 'กรุณายืนยันอีเมลนี้ด้วยลิงก์ด้านล่าง หากคุณไม่ได้สมัคร ไม่ต้องทำอะไร เราจะไม่ส่งจดหมายข่าวถึงคุณ']
      : ['Thank you for subscribing to the talat newsletter.', 'Please confirm this address with the link below. If you did not subscribe, do nothing: you will not receive the newsletter.']
    : thai
      ? ['อีเมลนี้สมัครรับจดหมายข่าวของตลาดแล้ว']
      : ['This email address is now subscribed to the talat newsletter.'];
  const unsubscribeLine = thai ? `ยกเลิกการรับจดหมายข่าว: ${unsubscribeUrl}` : `Unsubscribe: ${unsubscribeUrl}`;
  const link = sub.confirm ? { href: confirmUrl, label: thai ? 'ยืนยันการสมัคร' : 'Confirm subscription' } : undefined;
  await queueMail(trx, {
    to: sub.email,
    subject: sub.confirm ? (thai ? 'ยืนยันการสมัครรับจดหมายข่าว' : 'Confirm your newsletter subscription') : thai ? 'สมัครรับจดหมายข่าวแล้ว' : 'Newsletter subscription confirmed',
    text: [...paragraphs, ...(sub.confirm ? [confirmUrl] : []), unsubscribeLine].join('\n\n'),
    html: paragraphsHtml([...paragraphs, unsubscribeLine], link),
    kind: sub.confirm ? 'newsletter_confirm' : 'newsletter_subscribed',
    storeCode: ctx.store.code,
  });
}
