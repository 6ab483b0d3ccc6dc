import { randomBytes } from 'node:crypto';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQlInputException } from '../../graphql/errors';
import { requestOrigin } from '../../graphql/request-origin';
import { msg } from '../../i18n/message';
import { queueMail } from '../../mail/outbox';
import { THROTTLES } from '../../security/throttles';
import { isValidEmail } from '../customers/customer-fields';
import { ownedGroup } from './group-access';

/** The storefront's read-only page of a shared list (src/ui/lists/list-routes.ts). */
export const SHARED_LIST_PATH = '/shoppinglist/shared/code/';
export const MAX_SHARE_EMAILS = 10;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface ShareInput {
  group_id: number;
  emails: readonly string[];
  message?: string | null;
}

/** Stops sharing: the code is forgotten, so every link already sent answers "no longer shared". */
export async function unshareGroup(ctx: GraphQLContext, customerId: number, groupId: number): Promise<void> {
  const group = await ownedGroup(ctx.db, customerId, groupId);
  await ctx.db.updateTable('wishlist_group').set({ sharing_code: null, updated_at: new Date() }).where('group_id', '=', group.group_id).execute();
}

/**
 * Shares a list: it gets a random code (kept once made, so links already sent keep working) and each address
 * gets the link by mail. Whoever holds the link reads the list (sharedWishlistGroup) and can change nothing.
 */
export async function shareGroup(ctx: GraphQLContext, customerId: number, input: ShareInput): Promise<string> {
  const emails = [...new Set(input.emails.map((email) => email.trim()).filter(Boolean))];
  if (emails.length > MAX_SHARE_EMAILS) throw new GraphQlInputException(msg('"{field}" has more than {max} items.', { field: 'emails', max: String(MAX_SHARE_EMAILS) }));
  const invalid = emails.find((email) => !isValidEmail(email));
  if (invalid) throw new GraphQlInputException(msg('"{email}" is not a valid email address.', { email: invalid }));
  const group = await ownedGroup(ctx.db, customerId, input.group_id);
  if (emails.length) await THROTTLES.listShareMailsPerCustomer.attempt(ctx.db, [`customer:${customerId}`]);
  return ctx.db.transaction().execute(async (trx) => {
    let code = group.sharing_code;
    if (!code) {
      code = randomBytes(24).toString('base64url');
      await trx.updateTable('wishlist_group').set({ sharing_code: code, updated_at: new Date() }).where('group_id', '=', group.group_id).execute();
    }
    const owner = await trx.selectFrom('customer').select(['firstname', 'lastname']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    const link = `${requestOrigin(ctx)}${SHARED_LIST_PATH}${code}`;
    const thai = ctx.store.code === 'th';
    const name = `${owner.firstname} ${owner.lastname}`.trim();
    const note = input.message?.trim();
    const paragraphs = thai
      ? [`คุณ${name} แชร์รายการซื้อสินค้า "${group.group_name}" กับคุณ`, ...(note ? [note] : []), `ดูรายการ: ${link}`]
      : [`${name} shared the shopping list "${group.group_name}" with you.`, ...(note ? [note] : []), `See the list: ${link}`];
    for (const to of emails) {
      await queueMail(trx, {
        to,
        subject: thai ? `รายการซื้อสินค้า "${group.group_name}" จากตลาด` : `Shopping list "${group.group_name}" from talat`,
        text: paragraphs.join('\n\n'),
        html: `<!doctype html><html><body>${paragraphs.slice(0, -1).map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(thai ? 'ดูรายการซื้อสินค้า' : 'See the shopping list')}</a></p></body></html>`,
        kind: 'shopping_list_shared',
        storeCode: ctx.store.code,
      });
    }
    return code;
  });
}
