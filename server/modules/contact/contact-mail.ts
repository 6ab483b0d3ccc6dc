import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import { queueMail } from '../../mail/outbox';
import { configValue } from '../customers/store-settings';
import type { ContactMessage } from './contact-input';

/** Magento's setting for the shop's mailbox that receives contact-form messages. */
export const CONTACT_RECIPIENT_PATH = 'contact/email/recipient_email';

/**
 * Delivers a contact message to the shop's mailbox through the outbox, in the same transaction as the stored
 * message: what a shopper sends is never lost, even when mail delivery is down (the outbox retries). Reply-to
 * is the shopper's address, written in the body (the outbox sends plain mails); the store view tells staff
 * which language to answer in.
 */
export async function deliverContactMessage(ctx: GraphQLContext, trx: Transaction<Database>, message: ContactMessage): Promise<void> {
  const recipient = await configValue(ctx, CONTACT_RECIPIENT_PATH);
  if (!recipient) return; // no mailbox configured: the message stays in contact_message for staff to read
  const lines = [
    `Store view: ${ctx.store.code}`,
    `Name: ${message.fullname}`,
    `Email: ${message.email}`,
    `Telephone: ${message.telephone ?? '-'}`,
    '',
    message.comment ?? '',
  ];
  await queueMail(trx, {
    to: recipient,
    subject: `Contact form: ${message.fullname.replace(/[\r\n]+/g, ' ')}`,
    text: lines.join('\n'),
    kind: 'contact_message',
    storeCode: ctx.store.code,
  });
}
