import type { GraphQLContext } from '../../graphql/context';
import type { CustomerToken } from '../../graphql/generated/resolvers-types';
import { GraphQlAuthenticationException, GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { issueToken } from './customer-tokens';
import { verifyPassword } from './passwords';
import { storeDirectoryFor } from '../store/store-directory';
import { clientAddress, emailKey } from '../../security/client-address';
import { attemptAll } from '../../security/throttle';
import { THROTTLES } from '../../security/throttles';

/** Magento's answer for a wrong email or password (it never says which). */
export const SIGN_IN_FAILED_MESSAGE = msg(
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
);

/** The sign-in result of section 3: the token, its lifetime and the analytics flags of the store. */
export async function signInResult(ctx: Pick<GraphQLContext, 'db' | 'store' | 'customerTokenTtlSeconds'>, customerId: number): Promise<CustomerToken & { token: string; customer_expiration: number }> {
  const token = await issueToken(ctx.db, customerId, ctx.customerTokenTtlSeconds);
  const snapshot = await storeDirectoryFor(ctx.db).snapshot();
  const flag = (path: string): string => (snapshot.config(ctx.store.id, path) === '1' ? '1' : '0');
  return { token, customer_expiration: ctx.customerTokenTtlSeconds, enable_gtm: flag('google/analytics/active'), enable_gtm_ga4: flag('google/gtag/analytics4/active') };
}

/**
 * Email and password sign-in. An unknown email costs one argon2 verification like a wrong password (see
 * verifyPassword), and both answer the same text, so neither time nor words tell whether an account exists.
 */
export async function signInWithPassword(ctx: GraphQLContext, rawEmail: string, password: string): Promise<CustomerToken> {
  const email = rawEmail.trim();
  if (email === '') throw new GraphQlInputException(msg('Specify the "{field}" value.', { field: 'email' }));
  if (password === '') throw new GraphQlInputException(msg('Specify the "{field}" value.', { field: 'password' }));
  // Counted before the password is checked (aliases and parallel requests each use one); a success takes it
  // back and clears the account's failures, as Magento's lockout does.
  const accountKey = `account:${emailKey(email)}`;
  const attempt = await attemptAll(ctx.db, [[THROTTLES.signInPerAccount, accountKey], [THROTTLES.signInPerAddress, clientAddress(ctx)]]);
  const customer = await ctx.db
    .selectFrom('customer')
    .select(['customer_id', 'password_hash', 'is_active'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  const valid = await verifyPassword(customer?.password_hash ?? null, password);
  if (!customer || !valid || !customer.is_active) throw new GraphQlAuthenticationException(SIGN_IN_FAILED_MESSAGE);
  await attempt.succeeded();
  await THROTTLES.signInPerAccount.reset(ctx.db, accountKey);
  return signInResult(ctx, customer.customer_id);
}
