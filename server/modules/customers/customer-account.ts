import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import type { CustomerCreateInput, CustomerUpdateInput } from '../../graphql/generated/resolvers-types';
import { GraphQlAlreadyExistsException, GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { customerTypeField, dateOfBirth, emailField, genderField, optionalText, requiredText } from './customer-fields';
import { hashPassword } from './passwords';
import { passwordProblem } from './password-rules';
import { passwordRules } from './store-settings';
import { setCustomerSubscription } from '../newsletter/subscriptions';

/** Magento's text when an email already has an account (createCustomer, updateCustomerEmail). */
export const EMAIL_TAKEN_MESSAGE = msg('A customer with the same email address already exists in an associated website.');

/** True when another account (not `exceptId`) uses this email, compared case-insensitively. */
export async function emailTaken(db: GraphQLContext['db'] | Transaction<Database>, email: string, exceptId: number | null = null): Promise<boolean> {
  let query = db.selectFrom('customer').select('customer_id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId !== null) query = query.where('customer_id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Throws the rule a new password breaks (section 5 / Magento's rules from store configuration). */
export async function assertPasswordAllowed(ctx: GraphQLContext, password: string, email: string | null): Promise<void> {
  const problem = passwordProblem(password, await passwordRules(ctx), email);
  if (problem) throw new GraphQlInputException(problem);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * createCustomerV2: a new account with a password (talat has no password-less accounts: a shopper who
 * signs up through LINE gets a random one and may set their own through the reset link).
 */
export async function createCustomerAccount(ctx: GraphQLContext, input: CustomerCreateInput & { password?: string | null }): Promise<number> {
  const email = emailField(input.email);
  const firstname = requiredText('firstname', input.firstname);
  const lastname = requiredText('lastname', input.lastname);
  if (!input.password) throw new GraphQlInputException(msg('Specify the "{field}" value.', { field: 'password' }));
  await assertPasswordAllowed(ctx, input.password, email);
  const values = {
    email,
    firstname,
    lastname,
    middlename: optionalText('middlename', input.middlename),
    prefix: optionalText('prefix', input.prefix, 40),
    suffix: optionalText('suffix', input.suffix, 40),
    date_of_birth: dateOfBirth(input.date_of_birth ?? input.dob),
    taxvat: optionalText('taxvat', input.taxvat, 50),
    gender: genderField(input.gender),
    is_subscribed: input.is_subscribed ?? false,
    customer_type: customerTypeField(input.customer_type),
  };
  if (await emailTaken(ctx.db, email)) throw new GraphQlAlreadyExistsException(EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await ctx.db.insertInto('customer').values({ ...values, password_hash: passwordHash }).returning('customer_id').executeTakeFirstOrThrow();
    return row.customer_id;
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, the loser hears what Magento says.
    if (isUniqueViolation(error)) throw new GraphQlAlreadyExistsException(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/** updateCustomerV2: only the fields sent change; names may not be emptied; is_subscribed (un)subscribes the account. */
export async function updateCustomerProfile(ctx: GraphQLContext, customerId: number, input: CustomerUpdateInput): Promise<void> {
  const changes: Record<string, unknown> = {};
  if (input.firstname !== undefined) changes.firstname = requiredText('firstname', input.firstname);
  if (input.lastname !== undefined) changes.lastname = requiredText('lastname', input.lastname);
  if (input.middlename !== undefined) changes.middlename = optionalText('middlename', input.middlename);
  if (input.prefix !== undefined) changes.prefix = optionalText('prefix', input.prefix, 40);
  if (input.suffix !== undefined) changes.suffix = optionalText('suffix', input.suffix, 40);
  const dob = input.date_of_birth !== undefined ? input.date_of_birth : input.dob;
  if (dob !== undefined) changes.date_of_birth = dateOfBirth(dob);
  if (input.taxvat !== undefined) changes.taxvat = optionalText('taxvat', input.taxvat, 50);
  if (input.gender !== undefined) changes.gender = genderField(input.gender);
  if (Object.keys(changes).length > 0) await ctx.db.updateTable('customer').set({ ...changes, updated_at: new Date() }).where('customer_id', '=', customerId).execute();
  // The newsletter flag goes through the subscription rules (double opt-in, consents), never set directly.
  if (input.is_subscribed !== undefined && input.is_subscribed !== null) await setCustomerSubscription(ctx, customerId, input.is_subscribed);
}
