import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import type { AmGdprConsentInput } from '../../graphql/generated/resolvers-types';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { latestAgreements } from './consents';
import { currentPolicyVersion } from './policy';
import { textsFor } from './store-texts';

// Consents by location, enforced where they are given: a submission at a location (registration, checkout,
// contact form, newsletter) carries the shopper's answers; a required consent of that location that is neither
// agreed in them nor already agreed by the signed-in customer refuses the submission (graphql-input), whatever
// the storefront showed. The answers are then kept with what was submitted (gdpr_submission_consent).

export type ConsentLocation = 'registration' | 'checkout' | 'contactus' | 'subscription';

type Db = Kysely<Database>;

export interface ConsentAnswer {
  consent_code: string;
  is_agreed: boolean;
}

/**
 * Checks the answers against the location's enabled consents: every required one agreed (now, or earlier by
 * the customer), no unknown code. Returns the answers to record (the location's consents only, once each).
 */
export async function checkLocationConsents(
  ctx: Pick<GraphQLContext, 'store'>,
  db: Db,
  location: ConsentLocation,
  answers: readonly AmGdprConsentInput[] | null | undefined,
  customerId: number | null,
): Promise<ConsentAnswer[]> {
  const consents = await db
    .selectFrom('gdpr_consent')
    .select(['consent_code', 'is_required', 'texts'])
    .where('is_enabled', '=', true)
    .where((eb) => eb(eb.val<string>(location), '=', eb.fn.any('locations')))
    .orderBy('sort_order')
    .execute();
  const given = new Map<string, boolean>();
  for (const answer of answers ?? []) {
    if (!consents.some((consent) => consent.consent_code === answer.consent_code)) {
      throw new GraphQlInputException(msg('Unknown consent "{code}".', { code: answer.consent_code }));
    }
    given.set(answer.consent_code, answer.is_agreed);
  }
  const earlier = customerId === null ? new Map<string, boolean>() : await latestAgreements({ db }, customerId);
  const missing = consents.find((consent) => consent.is_required && given.get(consent.consent_code) !== true && !(given.get(consent.consent_code) === undefined && earlier.get(consent.consent_code) === true));
  if (missing) {
    const name = textsFor(missing.texts, ctx.store.code)?.name ?? missing.consent_code;
    throw new GraphQlInputException(msg('Please agree to "{name}" to continue.', { name }));
  }
  return [...given].map(([consent_code, is_agreed]) => ({ consent_code, is_agreed }));
}

/** Whether the location has consents to ask (enabled ones): a social sign-up is sent to the update step for them. */
export async function hasLocationConsents(db: Db, location: ConsentLocation): Promise<boolean> {
  const row = await db
    .selectFrom('gdpr_consent')
    .select('consent_code')
    .where('is_enabled', '=', true)
    .where((eb) => eb(eb.val<string>(location), '=', eb.fn.any('locations')))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface SubmissionConsents {
  location: ConsentLocation;
  /** What was submitted: order number, contact message id, subscribed e-mail, new customer id. */
  reference: string;
  customerId: number | null;
  /** A guest's e-mail (null for a customer). */
  email: string | null;
  answers: readonly ConsentAnswer[];
}

/** Keeps the answers with the submission; a customer's also become their current answers (gdpr_consent_log). */
export async function recordSubmissionConsents(db: Db, submission: SubmissionConsents): Promise<void> {
  if (submission.answers.length === 0) return;
  const policyVersion = await currentPolicyVersion({ db });
  await db
    .insertInto('gdpr_submission_consent')
    .values(
      submission.answers.map((answer) => ({
        location: submission.location,
        reference: submission.reference,
        customer_id: submission.customerId,
        email: submission.customerId === null ? submission.email : null,
        consent_code: answer.consent_code,
        is_agreed: answer.is_agreed,
        policy_version: policyVersion,
      })),
    )
    .execute();
  if (submission.customerId === null) return;
  const customerId = submission.customerId;
  await db
    .insertInto('gdpr_consent_log')
    .values(submission.answers.map((answer) => ({ customer_id: customerId, consent_code: answer.consent_code, is_agreed: answer.is_agreed, location: submission.location, policy_version: policyVersion })))
    .execute();
}

/** The answers as they come over REST (JSON of unknown shape): a list of {consent_code, is_agreed}, else refused. */
export function consentAnswersOf(value: unknown): AmGdprConsentInput[] | null {
  if (value === undefined || value === null) return null;
  const valid = (item: unknown): item is AmGdprConsentInput =>
    typeof item === 'object' && item !== null && typeof (item as { consent_code?: unknown }).consent_code === 'string' && typeof (item as { is_agreed?: unknown }).is_agreed === 'boolean';
  if (!Array.isArray(value) || !value.every(valid)) throw new GraphQlInputException(msg('"{field}" is not one of the allowed values.', { field: 'amgdpr_consents' }));
  return value.map((item) => ({ consent_code: item.consent_code, is_agreed: item.is_agreed }));
}
