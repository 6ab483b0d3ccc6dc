import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { msg, type Message } from '../i18n/message';
import { newSecret } from '../modules/customers/customer-tokens';
import { sendWelcomeMail, type MailSetting } from '../modules/customers/customer-mails';
import { hashPassword } from '../modules/customers/passwords';
import { hasLocationConsents } from '../modules/gdpr/location-consents';
import { labelOf } from './social-providers';

type Db = Kysely<Database>;

/** Who the provider's id token says signed in. */
export interface SocialIdentity {
  type: string;
  subject: string;
  name: string;
  email: string | null;
}

export type SocialOutcome =
  | { kind: 'signed-in'; customerId: number; created: boolean }
  | { kind: 'linked'; customerId: number }
  /**
   * The shopper completes the account at /social/account/update: the provider shared no email, or the shop's
   * registration consents must be answered before an account exists (docs/decisions/accounts-social-consents.md).
   */
  | { kind: 'needs-update' }
  | { kind: 'refused'; message: Message };

const network = (type: string) => ({ network: labelOf(type) });

export function splitName(name: string): { firstname: string; lastname: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const firstname = (parts[0] ?? 'Customer').slice(0, 255);
  return { firstname, lastname: (parts.slice(1).join(' ') || firstname).slice(0, 255) };
}

/**
 * Sign-in with a social identity: a linked account signs in; a new email gets a new account (with a
 * random password the shopper never sees; the reset link sets one). An email that already has an
 * account is NOT linked automatically: whoever controls the social account would otherwise take over the
 * talat account. The shopper signs in with the password and links from the account page instead.
 * A new account is never made here while the registration location has consents: the shopper answers them on
 * the update step first, as on the registration form (amSocialLoginCompleteAccount checks and records them).
 */
export async function signInWithIdentity(db: Db, identity: SocialIdentity, mail: MailSetting): Promise<SocialOutcome> {
  const linked = await db
    .selectFrom('customer_social_account as s')
    .innerJoin('customer as c', 'c.customer_id', 's.customer_id')
    .select(['c.customer_id', 'c.is_active'])
    .where('s.type', '=', identity.type)
    .where('s.subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) {
    if (!linked.is_active) return { kind: 'refused', message: msg('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.') };
    await db.updateTable('customer_social_account').set({ name: identity.name, email: identity.email }).where('customer_id', '=', linked.customer_id).where('type', '=', identity.type).execute();
    return { kind: 'signed-in', customerId: linked.customer_id, created: false };
  }
  if (!identity.email) return { kind: 'needs-update' };
  if (await emailTaken(db, identity.email)) return refusedEmail(identity.type);
  if (await hasLocationConsents(db, 'registration')) return { kind: 'needs-update' };
  return createCustomerWithIdentity(db, { ...identity, email: identity.email }, splitName(identity.name), mail);
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const existing = await db.selectFrom('customer').select('customer_id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
  return existing !== undefined;
}

function refusedEmail(type: string): SocialOutcome {
  return { kind: 'refused', message: msg('An account with this email address already exists. Sign in with your password, then link {network} in your account.', network(type)) };
}

/**
 * A new account for a social identity (random password the shopper never sees; the reset link sets one),
 * linked to it, with the welcome mail. An email that already has an account is refused, never linked.
 */
export async function createCustomerWithIdentity(
  db: Db,
  identity: SocialIdentity & { email: string },
  names: { firstname: string; lastname: string },
  mail: MailSetting,
  /** Written in the account's transaction (the consents given for it), so the account never exists without them. */
  withAccount: (trx: Db, customerId: number) => Promise<void> = async () => undefined,
): Promise<SocialOutcome> {
  const email = identity.email;
  if (await emailTaken(db, email)) return refusedEmail(identity.type);
  const passwordHash = await hashPassword(newSecret());
  const customerId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('customer')
      .values({ email, ...names, password_hash: passwordHash, customer_type: 'b2c' })
      .returning('customer_id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('customer_social_account').values({ customer_id: row.customer_id, type: identity.type, subject: identity.subject, name: identity.name, email }).execute();
    await withAccount(trx, row.customer_id);
    await sendWelcomeMail(trx, mail, { email, ...names });
    return row.customer_id;
  });
  return { kind: 'signed-in', customerId, created: true };
}

/** Links a social identity to a signed-in customer: one per network, and one customer per identity. */
export async function linkIdentity(db: Db, customerId: number, identity: SocialIdentity): Promise<SocialOutcome> {
  const owner = await db.selectFrom('customer_social_account').select('customer_id').where('type', '=', identity.type).where('subject', '=', identity.subject).executeTakeFirst();
  if (owner && owner.customer_id !== customerId) return { kind: 'refused', message: msg('This {network} account is already linked to another account.', network(identity.type)) };
  await db
    .insertInto('customer_social_account')
    .values({ customer_id: customerId, type: identity.type, subject: identity.subject, name: identity.name, email: identity.email })
    .onConflict((oc) => oc.columns(['customer_id', 'type']).doUpdateSet({ subject: identity.subject, name: identity.name, email: identity.email, linked_at: new Date() }))
    .execute();
  return { kind: 'linked', customerId };
}
