import type { GraphQLContext } from '../../graphql/context';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { hashPassword } from './passwords';
import { hashToken, newSecret, revokeTokens } from './customer-tokens';
import { configValue } from './store-settings';

/** Magento's setting, in hours; without it a reset link lasts one hour (a short window is safer). */
export const RESET_LINK_HOURS_PATH = 'customer/password/reset_link_expiration_period';
const DEFAULT_RESET_LINK_HOURS = 1;

export const RESET_TOKEN_MISMATCH_MESSAGE = msg('The password token is mismatched. Reset and try again.');
export const RESET_TOKEN_EXPIRED_MESSAGE = msg('The password token is expired. Reset and try again.');

async function resetLinkSeconds(ctx: GraphQLContext): Promise<number> {
  const hours = Number.parseFloat((await configValue(ctx, RESET_LINK_HOURS_PATH)) ?? '');
  return Math.round((Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_RESET_LINK_HOURS) * 3600);
}

/**
 * A new one-time reset token for the customer (only its SHA-256 is stored). Earlier unused tokens stop
 * working: only the newest mail's link resets the password.
 */
export async function issueResetToken(ctx: GraphQLContext, customerId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + (await resetLinkSeconds(ctx)) * 1000);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('customer_password_reset').set({ used_at: now }).where('customer_id', '=', customerId).where('used_at', 'is', null).execute();
    await trx.insertInto('customer_password_reset').values({ token_hash: hashToken(token), customer_id: customerId, created_at: now, expires_at: expiresAt }).execute();
  });
  return { token, expiresAt };
}

/**
 * Sets a new password with a reset token: the token must belong to this email's account, be unused and
 * unexpired; it is spent in the same transaction (row lock), so two uses at once cannot both pass. Every
 * session of the account ends: whoever knew the old password is signed out.
 */
export async function resetPasswordWithToken(ctx: GraphQLContext, email: string, token: string, newPassword: string, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('customer_password_reset as r')
      .innerJoin('customer as c', 'c.customer_id', 'r.customer_id')
      .select(['r.token_hash', 'r.customer_id', 'r.expires_at', 'r.used_at'])
      .where('r.token_hash', '=', hashToken(token))
      .where((eb) => eb(eb.fn('lower', ['c.email']), '=', email.toLowerCase()))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.used_at !== null) throw new GraphQlInputException(RESET_TOKEN_MISMATCH_MESSAGE);
    if (new Date(row.expires_at).getTime() <= now.getTime()) throw new GraphQlInputException(RESET_TOKEN_EXPIRED_MESSAGE);
    await trx.updateTable('customer_password_reset').set({ used_at: now }).where('customer_id', '=', row.customer_id).where('used_at', 'is', null).execute();
    await trx.updateTable('customer').set({ password_hash: passwordHash, password_changed_at: now, updated_at: now }).where('customer_id', '=', row.customer_id).execute();
    await revokeTokens(trx, row.customer_id);
  });
}
