import type { Transaction } from 'kysely';
import type { Database, NewsletterStatus } from '../../db/types';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { hashToken, newSecret } from '../customers/customer-tokens';
import { currentCustomerId } from '../customers/current-customer';
import { isValidEmail } from '../customers/customer-fields';
import { configValue } from '../customers/store-settings';
import { sendNewsletterConfirmationMail } from './newsletter-mails';
import type { AmGdprConsentInput } from '../../graphql/generated/resolvers-types';
import { checkLocationConsents, recordSubmissionConsents } from '../gdpr/location-consents';
import { clientAddress } from '../../security/client-address';
import { THROTTLES } from '../../security/throttles';

// Magento's newsletter rules (Magento_Newsletter, SubscriptionManager): a guest may subscribe when the shop
// allows it; with "Need to Confirm" on (our default: double opt-in) the subscription waits as NOT_ACTIVE until
// the link in the confirmation mail is opened. The texts are Magento's.

export const NEED_CONFIRM_PATH = 'newsletter/subscription/confirm';
export const ALLOW_GUEST_PATH = 'newsletter/subscription/allow_guest_subscribe';
export const ENABLED_PATH = 'newsletter/general/active';

export const ALREADY_SUBSCRIBED = msg('This email address is already subscribed.');
export const INVALID_CODE = msg('This is an invalid subscription confirmation code.');

const flag = async (ctx: GraphQLContext, path: string, fallback: string): Promise<boolean> => ((await configValue(ctx, path)) ?? fallback) === '1';

function checkedEmail(value: string): string {
  const email = value.trim();
  if (email === '') throw new GraphQlInputException(msg('You must specify an email address to subscribe to a newsletter.'));
  if (!isValidEmail(email)) throw new GraphQlInputException(msg('Enter a valid email address.'));
  return email;
}

async function customerOwning(trx: Transaction<Database>, email: string): Promise<number | null> {
  const row = await trx
    .selectFrom('customer')
    .select('customer_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/**
 * subscribeEmailToNewsletter: a new or renewed subscription. With confirmation on, a fresh code goes out by mail
 * in the same transaction (the mail exists exactly when the row does) and the answer is NOT_ACTIVE.
 */
export async function subscribe(ctx: GraphQLContext, rawEmail: string, consents: readonly AmGdprConsentInput[] | null = null): Promise<NewsletterStatus> {
  if (!(await flag(ctx, ENABLED_PATH, '1'))) throw new GraphQlInputException(msg('The newsletter is not available in this store.'));
  const email = checkedEmail(rawEmail);
  const signedIn = await currentCustomerId(ctx);
  if (signedIn === null && !(await flag(ctx, ALLOW_GUEST_PATH, '1'))) {
    throw new GraphQlInputException(msg('Guests can not subscribe to the newsletter. You must create an account to subscribe.'));
  }
  const answers = await checkLocationConsents(ctx, ctx.db, 'subscription', consents, signedIn);
  const needConfirm = await flag(ctx, NEED_CONFIRM_PATH, '1');
  const code = newSecret();
  return ctx.db.transaction().execute(async (trx) => {
    const owner = await customerOwning(trx, email);
    // Magento refuses a guest subscribing someone's account address: only that customer may.
    if (owner !== null && owner !== signedIn) throw new GraphQlInputException(msg('Cannot create a newsletter subscription.'));
    const existing = await trx
      .selectFrom('newsletter_subscriber')
      .select(['subscriber_id', 'status'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .forUpdate()
      .executeTakeFirst();
    if (existing?.status === 'SUBSCRIBED') throw new GraphQlInputException(ALREADY_SUBSCRIBED);
    const status: NewsletterStatus = needConfirm ? 'NOT_ACTIVE' : 'SUBSCRIBED';
    const values = { store_id: ctx.store.id, email, customer_id: owner, status, code_hash: hashToken(code), changed_at: new Date() };
    const id = existing
      ? (await trx.updateTable('newsletter_subscriber').set(values).where('subscriber_id', '=', existing.subscriber_id).returning('subscriber_id').executeTakeFirstOrThrow()).subscriber_id
      : (await trx.insertInto('newsletter_subscriber').values(values).returning('subscriber_id').executeTakeFirstOrThrow()).subscriber_id;
    if (owner !== null && status === 'SUBSCRIBED') await trx.updateTable('customer').set({ is_subscribed: true }).where('customer_id', '=', owner).execute();
    await sendNewsletterConfirmationMail(ctx, trx, { id, email, code, confirm: needConfirm });
    await recordSubmissionConsents(trx, { location: 'subscription', reference: email, customerId: signedIn, email, answers });
    return status;
  });
}

/** The subscription a link names, when its code matches (compared by hash: the code itself is never stored). */
async function byLink(trx: Transaction<Database>, id: number, code: string) {
  const row = await trx
    .selectFrom('newsletter_subscriber')
    .select(['subscriber_id', 'status', 'customer_id', 'code_hash'])
    .where('subscriber_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || code.length === 0 || row.code_hash !== hashToken(code)) throw new GraphQlInputException(INVALID_CODE);
  return row;
}

/** The confirmation link: NOT_ACTIVE becomes SUBSCRIBED; opening it twice is harmless. */
export async function confirm(ctx: GraphQLContext, id: number, code: string): Promise<NewsletterStatus> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await byLink(trx, id, code);
    if (row.status === 'UNSUBSCRIBED') throw new GraphQlInputException(INVALID_CODE);
    await trx.updateTable('newsletter_subscriber').set({ status: 'SUBSCRIBED', changed_at: new Date() }).where('subscriber_id', '=', id).execute();
    if (row.customer_id !== null) await trx.updateTable('customer').set({ is_subscribed: true }).where('customer_id', '=', row.customer_id).execute();
    return 'SUBSCRIBED' as const;
  });
}

/** The unsubscribe link every newsletter mail carries. */
export async function unsubscribe(ctx: GraphQLContext, id: number, code: string): Promise<NewsletterStatus> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await byLink(trx, id, code);
    await trx.updateTable('newsletter_subscriber').set({ status: 'UNSUBSCRIBED', changed_at: new Date() }).where('subscriber_id', '=', id).execute();
    if (row.customer_id !== null) await trx.updateTable('customer').set({ is_subscribed: false }).where('customer_id', '=', row.customer_id).execute();
    return 'UNSUBSCRIBED' as const;
  });
}

/**
 * updateCustomerV2's is_subscribed (Magento's SubscriptionManager for a customer, what /communications sends):
 * true subscribes the account's own address by the same rules as the footer form (with "Need to Confirm" on it
 * waits as NOT_ACTIVE and is_subscribed stays false until the mail's link is opened; the subscription consents
 * must already be on record, e.g. from registration); false unsubscribes it, row and flag together, so the footer
 * form and the account never disagree.
 */
export async function setCustomerSubscription(ctx: GraphQLContext, customerId: number, subscribed: boolean): Promise<void> {
  const customer = await ctx.db.selectFrom('customer').select(['email', 'is_subscribed']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  const row = await ctx.db
    .selectFrom('newsletter_subscriber')
    .select('status')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', customer.email.toLowerCase()))
    .executeTakeFirst();
  if (subscribed) {
    if (row?.status === 'SUBSCRIBED') {
      if (!customer.is_subscribed) await ctx.db.updateTable('customer').set({ is_subscribed: true }).where('customer_id', '=', customerId).execute();
      return;
    }
    // Each attempt may send a confirmation mail: counted as the footer form's are.
    await THROTTLES.newsletterPerAddress.attempt(ctx.db, [clientAddress(ctx)]);
    await subscribe(ctx, customer.email);
    return;
  }
  await ctx.db.transaction().execute(async (trx) => {
    if (row && row.status !== 'UNSUBSCRIBED') {
      await trx
        .updateTable('newsletter_subscriber')
        .set({ status: 'UNSUBSCRIBED', changed_at: new Date() })
        .where((eb) => eb(eb.fn('lower', ['email']), '=', customer.email.toLowerCase()))
        .execute();
    }
    await trx.updateTable('customer').set({ is_subscribed: false, updated_at: new Date() }).where('customer_id', '=', customerId).execute();
  });
}
