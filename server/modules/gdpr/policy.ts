import type { GraphQLContext } from '../../graphql/context';
import type { AmGdprPolicyText } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { textsFor } from './store-texts';

export async function currentPolicyVersion(ctx: Pick<GraphQLContext, 'db'>): Promise<string | null> {
  const row = await ctx.db.selectFrom('gdpr_policy').select('version').where('is_current', '=', true).executeTakeFirst();
  return row?.version ?? null;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The policy text. id 0 is the current general policy; another id is that version's row (older versions stay
 * readable). need_show: a signed-in customer who has not accepted the current version (and did not register
 * under it); version_changed: they accepted an earlier one. Guests read the policy but their acceptance is kept in their browser only.
 */
export async function policyText(ctx: GraphQLContext, id: number, customerId: number | null): Promise<AmGdprPolicyText | null> {
  let query = ctx.db.selectFrom('gdpr_policy').selectAll();
  query = id === 0 ? query.where('is_current', '=', true) : query.where('policy_id', '=', id);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  let needShow = false;
  let versionChanged = false;
  if (customerId !== null && row.is_current) {
    const accepted = await ctx.db.selectFrom('gdpr_policy_acceptance').select('policy_version').where('customer_id', '=', customerId).execute();
    const customer = await ctx.db.selectFrom('customer').select('created_at').where('customer_id', '=', customerId).executeTakeFirst();
    // Registering under a version counts as accepting it (the registration form carries the privacy-policy
    // consent): only customers who accepted an older version, or joined before this one, are asked.
    const joinedBefore = customer !== undefined && new Date(customer.created_at).getTime() < new Date(row.created_at).getTime();
    needShow = !accepted.some((a) => a.policy_version === row.version) && (accepted.length > 0 || joinedBefore);
    versionChanged = needShow && accepted.length > 0;
  }
  const texts = textsFor(row.texts, ctx.store.code);
  return {
    title: texts?.title ?? null,
    content: texts?.content ?? null,
    header_title: texts?.header_title ?? null,
    header_description: texts?.header_description ?? null,
    need_show: needShow,
    version: row.version,
    version_changed: versionChanged,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Records acceptance of the current version; an older or unknown version is refused (the customer read another). */
export async function acceptPolicy(ctx: GraphQLContext, customerId: number, version: string): Promise<void> {
  if (version.trim() === '') throw new GraphQlInputException(msg('Specify the "{field}" value.', { field: 'policy_version' }));
  const current = await currentPolicyVersion(ctx);
  if (current === null) throw new GraphQlNoSuchEntityException(msg('There is no privacy policy to accept.'));
  if (current !== version) throw new GraphQlInputException(msg('The privacy policy has changed. Please read the current version.'));
  await ctx.db
    .insertInto('gdpr_policy_acceptance')
    .values({ customer_id: customerId, policy_version: version })
    .onConflict((oc) => oc.columns(['customer_id', 'policy_version']).doNothing())
    .execute();
}
