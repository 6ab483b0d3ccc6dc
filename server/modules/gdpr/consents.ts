import type { GraphQLContext } from '../../graphql/context';
import type { AmGdprConsent, GiveAmGdprConsentInput } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { textsFor } from './store-texts';
import { currentPolicyVersion } from './policy';

/** The locations Amasty GDPR shows consent checkboxes in. */
export const CONSENT_LOCATIONS = ['registration', 'checkout', 'contactus', 'subscription'] as const;

/** The latest answer per consent code of one customer. */
export async function latestAgreements(ctx: Pick<GraphQLContext, 'db'>, customerId: number): Promise<Map<string, boolean>> {
  const rows = await ctx.db
    .selectFrom('gdpr_consent_log')
    .select(['consent_code', 'is_agreed'])
    .where('customer_id', '=', customerId)
    .orderBy('log_id', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.consent_code, row.is_agreed]));
}

/**
 * The enabled consents for a location (all locations when none is given), with has_agreement for the
 * signed-in customer. A consent marked "hide after agreed" is left out once the customer has agreed to it.
 */
export async function consentsFor(ctx: GraphQLContext, location: string | null | undefined, customerId: number | null): Promise<AmGdprConsent[]> {
  if (location && !(CONSENT_LOCATIONS as readonly string[]).includes(location)) {
    throw new GraphQlInputException(msg('Unknown consent location "{location}".', { location }));
  }
  let query = ctx.db.selectFrom('gdpr_consent').selectAll().where('is_enabled', '=', true);
  if (location) query = query.where((eb) => eb(eb.val(location), '=', eb.fn.any('locations')));
  const rows = await query.orderBy('sort_order').orderBy('consent_id').execute();
  const agreed = customerId === null ? new Map<string, boolean>() : await latestAgreements(ctx, customerId);
  return rows
    .filter((row) => !(row.hide_after_agreed && agreed.get(row.consent_code) === true))
    .map((row) => {
      const texts = textsFor(row.texts, ctx.store.code);
      return {
        consent_id: row.consent_id,
        name: texts?.name ?? row.consent_code,
        consent_code: row.consent_code,
        is_required: row.is_required,
        hide_the_consent_after_user_left_the_consent: row.hide_after_agreed,
        consent_location: location ?? row.locations.join(','),
        link_type: row.link_type,
        cms_page_id: row.cms_page_id,
        consent_text: texts?.consent_text ?? '',
        visibility: row.visibility,
        has_agreement: agreed.get(row.consent_code) === true,
        sort_order: row.sort_order,
      };
    });
}

/**
 * Records the customer's answers. Unknown codes are refused before anything is written; a required consent
 * cannot be withdrawn here (withdrawing the privacy policy means asking for deletion instead).
 */
export async function giveConsents(ctx: GraphQLContext, customerId: number, input: GiveAmGdprConsentInput): Promise<void> {
  if (input.consents.length === 0) throw new GraphQlInputException(msg('Specify the "{field}" value.', { field: 'consents' }));
  const location = input.consent_location ?? null;
  if (location && !(CONSENT_LOCATIONS as readonly string[]).includes(location)) {
    throw new GraphQlInputException(msg('Unknown consent location "{location}".', { location }));
  }
  const codes = [...new Set(input.consents.map((c) => c.consent_code))];
  const known = await ctx.db.selectFrom('gdpr_consent').select(['consent_code', 'is_required']).where('consent_code', 'in', codes).execute();
  const unknown = codes.find((code) => !known.some((row) => row.consent_code === code));
  if (unknown !== undefined) throw new GraphQlInputException(msg('Unknown consent "{code}".', { code: unknown }));
  const policyVersion = await currentPolicyVersion(ctx);
  await ctx.db
    .insertInto('gdpr_consent_log')
    .values(input.consents.map((c) => ({ customer_id: customerId, consent_code: c.consent_code, is_agreed: c.is_agreed, location, policy_version: policyVersion })))
    .execute();
}
