import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { assertPasswordAllowed } from './customer-account';
import { isValidEmail } from './customer-fields';
import { loadCustomer } from './customer-output';
import { revokeOtherTokens } from './customer-tokens';
import { requireCustomerId } from './current-customer';
import { issueResetToken, resetPasswordWithToken } from './password-reset';
import { hashPassword } from './passwords';
import { checkCurrentPassword } from './resolvers';
import { clientAddress, emailKey } from '../../security/client-address';
import { attemptAll } from '../../security/throttle';
import { THROTTLES } from '../../security/throttles';
import { sendPasswordResetMail } from './customer-mails';

const required = (field: string) => new GraphQlInputException(msg('Specify the "{field}" value.', { field }));

/** Changing and resetting passwords. */
export const resolvers: Resolvers = {
  Mutation: {
    async changeCustomerPassword(_parent, { currentPassword, newPassword }, ctx) {
      const customerId = await requireCustomerId(ctx);
      if (currentPassword === '') throw required('currentPassword');
      if (newPassword === '') throw required('newPassword');
      const row = await checkCurrentPassword(ctx, customerId, currentPassword);
      await assertPasswordAllowed(ctx, newPassword, row.email);
      const passwordHash = await hashPassword(newPassword);
      const now = new Date();
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('customer').set({ password_hash: passwordHash, password_changed_at: now, updated_at: now }).where('customer_id', '=', customerId).execute();
        // Every other session ends (another device, or whoever had the old password); this one goes on.
        await revokeOtherTokens(trx, customerId, ctx.bearerToken);
        await trx.updateTable('customer_password_reset').set({ used_at: now }).where('customer_id', '=', customerId).where('used_at', 'is', null).execute();
      });
      return loadCustomer(ctx.db, customerId);
    },
    async requestPasswordResetEmail(_parent, { email }, ctx) {
      const address = email.trim();
      if (address === '') throw new GraphQlInputException(msg('You must specify an email address.'));
      if (!isValidEmail(address)) throw new GraphQlInputException(msg('The email address has an invalid format.'));
      // Counted for every address asked about, with or without an account: the limit tells nothing.
      await attemptAll(ctx.db, [[THROTTLES.passwordResetPerEmail, emailKey(address)], [THROTTLES.passwordResetPerAddress, clientAddress(ctx)]]);
      const customer = await ctx.db
        .selectFrom('customer')
        .select(['customer_id', 'email', 'firstname', 'lastname', 'is_active'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', address.toLowerCase()))
        .executeTakeFirst();
      // Unknown addresses answer true as well: the answer must not tell who has an account.
      if (!customer || !customer.is_active) return true;
      const { token, expiresAt } = await issueResetToken(ctx, customer.customer_id);
      await sendPasswordResetMail(ctx, customer, token, expiresAt);
      return true;
    },
    async resetPassword(_parent, { email, resetPasswordToken, newPassword }, ctx) {
      const address = email.trim();
      if (address === '') throw new GraphQlInputException(msg('You must specify an email address.'));
      if (!isValidEmail(address)) throw new GraphQlInputException(msg('The email address has an invalid format.'));
      if (resetPasswordToken.trim() === '') throw new GraphQlInputException(msg('resetPasswordToken must be specified'));
      if (newPassword === '') throw new GraphQlInputException(msg('newPassword must be specified'));
      await assertPasswordAllowed(ctx, newPassword, address);
      await resetPasswordWithToken(ctx, address, resetPasswordToken.trim(), newPassword);
      return true;
    },
  },
};
