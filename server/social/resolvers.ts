import type { FastifyInstance } from 'fastify';
import type { GraphQLContext } from '../graphql/context';
import type { Resolvers } from '../graphql/generated/resolvers-types';
import { requestOrigin } from '../graphql/request-origin';
import { msg } from '../i18n/message';
import { translate } from '../i18n/translate';
import { GraphQlInputException } from '../graphql/errors';
import { requireCustomerId } from '../modules/customers/current-customer';
import { checkLocationConsents, recordSubmissionConsents } from '../modules/gdpr/location-consents';
import { emailField, requiredText } from '../modules/customers/customer-fields';
import { mailSettingOf } from '../modules/customers/customer-mails';
import { signInResult } from '../modules/customers/sign-in';
import { clientAddress } from '../security/client-address';
import { THROTTLES } from '../security/throttles';
import { takePendingIdentity } from './pending-identities';
import { createCustomerWithIdentity } from './social-accounts';
import { storeDirectoryFor } from '../modules/store/store-directory';
import { issueLinkTicket } from './login-attempts';
import { enabledTypes, labelOf, START_PATH, type SocialSetup } from './social-providers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Real OpenID providers from the environment and whether the sandbox may stand in (ServerConfig). */
    socialSetup: SocialSetup;
  }
}

/** The server's social setup, read through the fastify instance mercurius puts in the context. */
function setupOf(ctx: GraphQLContext): SocialSetup {
  return (ctx as GraphQLContext & { app?: FastifyInstance }).app?.socialSetup ?? { real: [], sandbox: false };
}

/** Amasty Social Login's GraphQL: buttons, linked accounts, link and unlink. */
export const resolvers: Resolvers = {
  Query: {
    async amSocialLoginButtonConfig(_parent, _args, ctx) {
      const snapshot = await storeDirectoryFor(ctx.db).snapshot();
      const origin = requestOrigin(ctx);
      return enabledTypes(snapshot, ctx.store.id, setupOf(ctx)).map((type) => ({
        type,
        label: labelOf(type),
        url: `${origin}${START_PATH}?${new URLSearchParams({ type, store: ctx.store.code }).toString()}`,
      }));
    },
    async amSocialLoginAccountData(_parent, _args, ctx) {
      const customerId = await requireCustomerId(ctx);
      const rows = await ctx.db.selectFrom('customer_social_account').select(['type', 'name']).where('customer_id', '=', customerId).orderBy('type').execute();
      return rows.map((row) => ({ type: row.type, name: row.name }));
    },
  },
  Mutation: {
    /**
     * The update step: the pending identity's account, with the names and email the shopper confirmed and the
     * registration consents answered (checked and kept as createCustomerV2 does).
     */
    async amSocialLoginCompleteAccount(_parent, { input }, ctx) {
      await THROTTLES.accountCreationPerAddress.attempt(ctx.db, [clientAddress(ctx)]);
      const names = { firstname: requiredText('firstname', input.firstname), lastname: requiredText('lastname', input.lastname) };
      const email = emailField(input.email);
      // Refused before the ticket is spent: the shopper ticks the consent and sends the same form again.
      const answers = await checkLocationConsents(ctx, ctx.db, 'registration', input.amgdpr_consents, null);
      const pending = await takePendingIdentity(ctx.db, input.ticket);
      if (!pending) throw new GraphQlInputException(msg('This social sign-in has expired. Please sign in again.'));
      const outcome = await createCustomerWithIdentity(ctx.db, { ...pending.identity, email }, names, mailSettingOf(ctx), (trx, customerId) =>
        recordSubmissionConsents(trx, { location: 'registration', reference: String(customerId), customerId, email: null, answers }),
      );
      if (outcome.kind !== 'signed-in') {
        await pending.release();
        throw new GraphQlInputException(outcome.kind === 'refused' ? outcome.message : msg('This social sign-in has expired. Please sign in again.'));
      }
      return signInResult(ctx, outcome.customerId);
    },
    /**
     * Linking needs the provider's consent, which only a popup can give: the answer's message is the
     * popup URL, carrying a one-time ticket (5 minutes) that ties the attempt to this customer.
     */
    async amSocialLoginLinkAccount(_parent, { type }, ctx) {
      const customerId = await requireCustomerId(ctx);
      const network = labelOf(type);
      const snapshot = await storeDirectoryFor(ctx.db).snapshot();
      if (!enabledTypes(snapshot, ctx.store.id, setupOf(ctx)).includes(type)) {
        return { isSuccess: false, message: translate(ctx.store.locale, msg('{network} sign-in is not available.', { network })) };
      }
      const linked = await ctx.db.selectFrom('customer_social_account').select('type').where('customer_id', '=', customerId).where('type', '=', type).executeTakeFirst();
      if (linked) return { isSuccess: false, message: translate(ctx.store.locale, msg('Your {network} account is already linked.', { network })) };
      const ticket = await issueLinkTicket(ctx.db, customerId, type);
      const query = new URLSearchParams({ type, store: ctx.store.code, link: ticket });
      return { isSuccess: true, message: `${requestOrigin(ctx)}${START_PATH}?${query.toString()}` };
    },
    async amSocialLoginUnlinkAccount(_parent, { type }, ctx) {
      const customerId = await requireCustomerId(ctx);
      const network = labelOf(type);
      const removed = await ctx.db.deleteFrom('customer_social_account').where('customer_id', '=', customerId).where('type', '=', type).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) return { isSuccess: false, message: translate(ctx.store.locale, msg('No {network} account is linked.', { network })) };
      return { isSuccess: true, message: translate(ctx.store.locale, msg('Your {network} account is unlinked.', { network })) };
    },
  },
};
