import type { GraphQLContext } from '../../graphql/context';
import type { AmGdprAccount } from '../../graphql/generated/resolvers-types';
import { GraphQlAuthenticationException, GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { t } from '../../i18n/translate';
import { emailKey } from '../../security/client-address';
import { THROTTLES } from '../../security/throttles';
import { verifyPassword } from '../customers/passwords';

/** The three actions of the account's privacy page, in the store view's language. */
export function accountSettings(ctx: GraphQLContext, deletionPending: boolean): AmGdprAccount {
  return {
    title: t(ctx, 'Privacy settings'),
    settings: [
      {
        title: t(ctx, 'Download personal data'),
        content: t(ctx, 'A file with everything we keep about you: your account, addresses, orders, consents and cookie choices.'),
        hasCheckbox: false,
        checkboxText: null,
        hidePassword: false,
        needPassword: true,
        submitText: t(ctx, 'Download'),
        action: 'amGetGdprCustomerPersonalData',
        actionCode: 'download',
      },
      {
        title: t(ctx, 'Anonymise personal data'),
        content: t(ctx, 'Your name, e-mail, phone numbers and addresses are replaced with anonymous values everywhere, in your orders too. Orders keep their items and totals. You will be signed out and cannot sign in to this account again.'),
        hasCheckbox: true,
        checkboxText: t(ctx, 'I understand that this cannot be undone'),
        hidePassword: false,
        needPassword: true,
        submitText: t(ctx, 'Anonymise'),
        action: 'anonymiseAmGdprCustomer',
        actionCode: 'anonymise',
      },
      {
        title: t(ctx, 'Delete account'),
        content: deletionPending
          ? t(ctx, 'Your request to delete your account has been received. We will delete it within 30 days.')
          : t(ctx, 'We delete your account and personal data within 30 days. Orders are kept without personal data for accounting and tax.'),
        hasCheckbox: true,
        checkboxText: t(ctx, 'I understand that my account will be deleted'),
        hidePassword: deletionPending,
        needPassword: !deletionPending,
        submitText: t(ctx, 'Request deletion'),
        action: 'requestAmGdprAccountDeletion',
        actionCode: 'delete',
      },
    ],
  };
}

export const WRONG_PASSWORD_MESSAGE = msg('The password is not correct.');

/**
 * Every privacy action asks for the password, counted like sign-in failures for the account (an attacker with
 * a stolen session cannot guess it quickly), and a success clears the count.
 */
export async function checkPassword(ctx: GraphQLContext, customerId: number, password: string): Promise<void> {
  if (password === '') throw new GraphQlInputException(msg('Specify the "{field}" value.', { field: 'password' }));
  const row = await ctx.db.selectFrom('customer').select(['password_hash', 'email']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  const key = `account:${emailKey(row.email)}`;
  const attempt = await THROTTLES.signInPerAccount.attempt(ctx.db, [key]);
  if (!(await verifyPassword(row.password_hash, password))) throw new GraphQlAuthenticationException(WRONG_PASSWORD_MESSAGE);
  await attempt.succeeded();
  await THROTTLES.signInPerAccount.reset(ctx.db, key);
}
