import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { t } from '../../i18n/translate';
import { currentCustomerId, requireCustomerId } from '../customers/current-customer';
import { accountSettings, checkPassword } from './account-settings';
import { requestDeletion } from './account-deletion';
import { anonymiseCustomer } from './anonymise';
import { consentsFor, giveConsents } from './consents';
import { allGroupIds, cookieData, parseChosenGroups, saveChoice, type CookieOwner } from './cookies';
import { personalDataOf } from './personal-data';
import { acceptPolicy, policyText } from './policy';
import { ensureVisitorId, readVisitorId } from './visitor-id';

/** Privacy (Amasty GDPR) and cookie consent (Amasty GDPR Cookie): schema/extensions/amasty-gdpr*.graphqls. */
export const resolvers: Resolvers = {
  Query: {
    async amGetGdprConsents(_parent, { location }, ctx) {
      return consentsFor(ctx, location, await currentCustomerId(ctx));
    },
    async amGetGdprPolicyText(_parent, { id }, ctx) {
      return policyText(ctx, id, await currentCustomerId(ctx));
    },
    async amGetGdprAccount(_parent, _args, ctx) {
      const customerId = await requireCustomerId(ctx);
      const pending = await ctx.db.selectFrom('gdpr_deletion_request').select('request_id').where('customer_id', '=', customerId).where('status', '=', 'pending').executeTakeFirst();
      return accountSettings(ctx, pending !== undefined);
    },
    async cookieData(_parent, _args, ctx) {
      const customerId = await currentCustomerId(ctx);
      return cookieData(ctx, { customerId, visitorId: customerId === null ? readVisitorId(ctx) : null });
    },
  },
  Mutation: {
    async giveAmGdprConsent(_parent, { input }, ctx) {
      await giveConsents(ctx, await requireCustomerId(ctx), input);
      return { error: false, message: t(ctx, 'Your consent has been saved.') };
    },
    async acceptAmGdprPolicy(_parent, { input }, ctx) {
      await acceptPolicy(ctx, await requireCustomerId(ctx), input.policy_version);
      return { error: false, message: t(ctx, 'Thank you for accepting the privacy policy.') };
    },
    async anonymiseAmGdprCustomer(_parent, { password }, ctx) {
      const customerId = await requireCustomerId(ctx);
      await checkPassword(ctx, customerId, password);
      await anonymiseCustomer(ctx.db, customerId);
      return { error: false, message: t(ctx, 'Your personal data has been anonymised.') };
    },
    async amGetGdprCustomerPersonalData(_parent, { password }, ctx) {
      const customerId = await requireCustomerId(ctx);
      await checkPassword(ctx, customerId, password);
      return personalDataOf(ctx, customerId);
    },
    async requestAmGdprAccountDeletion(_parent, { password }, ctx) {
      const customerId = await requireCustomerId(ctx);
      await checkPassword(ctx, customerId, password);
      await requestDeletion(ctx.db, customerId);
      return { error: false, message: t(ctx, 'Your request to delete your account has been received. We will delete it within 30 days.') };
    },
    async saveAllCookie(_parent, _args, ctx) {
      await saveChoice(ctx, await ownerFor(ctx), await allGroupIds(ctx));
      return { status: true, message: null };
    },
    async saveCustomCookie(_parent, { groupData }, ctx) {
      const ids = await parseChosenGroups(ctx, groupData);
      await saveChoice(ctx, await ownerFor(ctx), ids);
      return { status: true, message: null };
    },
  },
};

async function ownerFor(ctx: Parameters<typeof currentCustomerId>[0]): Promise<CookieOwner> {
  const customerId = await currentCustomerId(ctx);
  return customerId !== null ? { customerId, visitorId: null } : { customerId: null, visitorId: ensureVisitorId(ctx) };
}
