import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlAuthenticationException, GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { issueToken, revokeTokens, TOKEN_LIFETIME_SECONDS } from './customer-tokens';
import { requireCustomerId } from './current-customer';
import { verifyPassword } from './passwords';
import { clientAddress, emailKey } from '../../security/client-address';
import { attemptAll } from '../../security/throttle';
import { THROTTLES } from '../../security/throttles';

/** Magento's answer for a wrong email or password (it never says which). */
export const SIGN_IN_FAILED_MESSAGE = msg(
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
);

export const resolvers: Resolvers = {
  Mutation: {
    async generateCustomerToken(_parent, { email, password }, ctx) {
      if (email.trim() === '') throw new GraphQlInputException(msg('Specify the "{field}" value.', { field: 'email' }));
      if (password === '') throw new GraphQlInputException(msg('Specify the "{field}" value.', { field: 'password' }));
      // Counted before the password is checked (aliases and parallel requests each use one); a success
      // takes it back and clears the account's failures, as Magento's lockout does.
      const accountKey = `account:${emailKey(email)}`;
      const attempt = attemptAll([[THROTTLES.signInPerAccount, accountKey], [THROTTLES.signInPerAddress, clientAddress(ctx)]]);
      const customer = await ctx.db
        .selectFrom('customer')
        .select(['customer_id', 'password_hash', 'is_active'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
      const valid = await verifyPassword(customer?.password_hash ?? null, password);
      if (!customer || !valid || !customer.is_active) throw new GraphQlAuthenticationException(SIGN_IN_FAILED_MESSAGE);
      attempt.succeeded();
      THROTTLES.signInPerAccount.reset(accountKey);
      const token = await issueToken(ctx.db, customer.customer_id);
      return { token, customer_expiration: TOKEN_LIFETIME_SECONDS, enable_gtm: '0', enable_gtm_ga4: '0' };
    },
    async revokeCustomerToken(_parent, _args, ctx) {
      const customerId = await requireCustomerId(ctx);
      await revokeTokens(ctx.db, customerId);
      return { result: true };
    },
  },
};
