import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { checkLocationConsents, recordSubmissionConsents } from '../gdpr/location-consents';
import { clientAddress, emailKey } from '../../security/client-address';
import { THROTTLES } from '../../security/throttles';
import { GraphQlAlreadyExistsException, GraphQlAuthenticationException, GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { createCustomerAccount, EMAIL_TAKEN_MESSAGE, emailTaken, updateCustomerProfile } from './customer-account';
import { emailField, isValidEmail } from './customer-fields';
import { loadCustomer } from './customer-output';
import { revokeOtherTokens, revokeTokens } from './customer-tokens';
import { requireCustomerId } from './current-customer';
import { verifyPassword } from './passwords';
import { signInWithPassword } from './sign-in';
import { configValue } from './store-settings';
import { mailSettingOf, sendEmailChangedMail, sendWelcomeMail } from './customer-mails';

/** Magento's text when a signed-in customer's password check fails (changeCustomerPassword, updateCustomerEmail). */
export const INVALID_LOGIN_MESSAGE = msg('Invalid login or password.');

/**
 * The signed-in customer's password, checked before a sensitive change. Wrong guesses count against the
 * account's sign-in limit (server/security): a stolen session cannot be used to guess the password.
 */
export async function checkCurrentPassword(ctx: GraphQLContext, customerId: number, password: string): Promise<{ email: string }> {
  const row = await ctx.db.selectFrom('customer').select(['password_hash', 'email']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  const attempt = await THROTTLES.signInPerAccount.attempt(ctx.db, [`account:${emailKey(row.email)}`]);
  if (!(await verifyPassword(row.password_hash, password))) throw new GraphQlAuthenticationException(INVALID_LOGIN_MESSAGE);
  await attempt.succeeded();
  return { email: row.email };
}

/** The account itself: sign-in and out, registration, profile and email. Passwords: password-resolvers.ts. */
export const resolvers: Resolvers = {
  Query: {
    async customer(_parent, _args, ctx) {
      return loadCustomer(ctx.db, await requireCustomerId(ctx));
    },
    async isEmailAvailable(_parent, { email }, ctx) {
      if (!isValidEmail(email.trim())) throw new GraphQlInputException(msg('Email is invalid'));
      // Magento 2.4.7 answers true unless "Enable Guest Checkout Login" is on: otherwise anyone could
      // list which addresses have accounts.
      if ((await configValue(ctx, 'checkout/options/enable_guest_checkout_login')) !== '1') return { is_email_available: true };
      return { is_email_available: !(await emailTaken(ctx.db, email.trim())) };
    },
  },
  Mutation: {
    async generateCustomerToken(_parent, { email, password }, ctx) {
      return signInWithPassword(ctx, email, password);
    },
    async generateCustomerTokenByLogin(_parent, { input }, ctx) {
      if (input.login_type === 'PHONE') {
        // No SMS provider is configured, so a one-time code cannot be checked: refuse rather than pretend.
        throw new GraphQlInputException(msg('Sign-in with a mobile number is not available. Sign in with your email address.'));
      }
      return signInWithPassword(ctx, input.email ?? input.login_input ?? '', input.password ?? '');
    },
    async revokeCustomerToken(_parent, _args, ctx) {
      const customerId = await requireCustomerId(ctx);
      await revokeTokens(ctx.db, customerId);
      return { result: true };
    },
    async createCustomerV2(_parent, { input }, ctx) {
      await THROTTLES.accountCreationPerAddress.attempt(ctx.db, [clientAddress(ctx)]);
      const answers = await checkLocationConsents(ctx, ctx.db, 'registration', input.amgdpr_consents, null);
      const customerId = await createCustomerAccount(ctx, input);
      await recordSubmissionConsents(ctx.db, { location: 'registration', reference: String(customerId), customerId, email: null, answers });
      const customer = await loadCustomer(ctx.db, customerId);
      await sendWelcomeMail(ctx.db, mailSettingOf(ctx), customer);
      return { customer };
    },
    async createCustomer(_parent, { input }, ctx) {
      await THROTTLES.accountCreationPerAddress.attempt(ctx.db, [clientAddress(ctx)]);
      const answers = await checkLocationConsents(ctx, ctx.db, 'registration', input.amgdpr_consents, null);
      const customerId = await createCustomerAccount(ctx, {
        ...input,
        email: input.email ?? '',
        firstname: input.firstname ?? '',
        lastname: input.lastname ?? '',
      });
      await recordSubmissionConsents(ctx.db, { location: 'registration', reference: String(customerId), customerId, email: null, answers });
      const customer = await loadCustomer(ctx.db, customerId);
      await sendWelcomeMail(ctx.db, mailSettingOf(ctx), customer);
      return { customer };
    },
    async updateCustomerV2(_parent, { input }, ctx) {
      const customerId = await requireCustomerId(ctx);
      await updateCustomerProfile(ctx, customerId, input);
      return { customer: await loadCustomer(ctx.db, customerId) };
    },
    async updateCustomer(_parent, { input }, ctx) {
      const customerId = await requireCustomerId(ctx);
      // The deprecated mutation also took email and password; talat sends those through the dedicated
      // mutations, which check the password.
      if (input.email || input.password) throw new GraphQlInputException(msg('Use updateCustomerEmail or changeCustomerPassword to change the email address or the password.'));
      await updateCustomerProfile(ctx, customerId, input);
      return { customer: await loadCustomer(ctx.db, customerId) };
    },
    async updateCustomerEmail(_parent, { email, password }, ctx) {
      const customerId = await requireCustomerId(ctx);
      const next = emailField(email);
      const { email: previous } = await checkCurrentPassword(ctx, customerId, password);
      if (await emailTaken(ctx.db, next, customerId)) throw new GraphQlAlreadyExistsException(EMAIL_TAKEN_MESSAGE);
      const customer = await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('customer').set({ email: next, updated_at: new Date() }).where('customer_id', '=', customerId).execute();
        // Other sessions end, and the old address hears of the change (a taken-over session shows up).
        await revokeOtherTokens(trx, customerId, ctx.bearerToken);
        const updated = await loadCustomer(trx, customerId);
        if (previous.toLowerCase() !== next.toLowerCase()) await sendEmailChangedMail(trx, mailSettingOf(ctx), updated, previous, next);
        return updated;
      });
      return { customer };
    },
  },
};
