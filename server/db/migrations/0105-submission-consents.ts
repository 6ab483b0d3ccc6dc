import { sql, type Kysely } from 'kysely';

/**
 * The consent answers sent with a submission at a consent location (checkout, contactus, subscription,
 * registration): the proof of what a shopper agreed to, kept with a reference to what was submitted (order
 * number, contact message id, newsletter e-mail, new account). A customer's answers also go to
 * gdpr_consent_log (their current answer); a guest's are only here, with the e-mail they gave, until they sign
 * in and the storefront submits them as pending consents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table gdpr_submission_consent (
      submission_consent_id integer generated always as identity primary key,
      location text not null,
      reference text not null,
      customer_id integer references customer(customer_id) on delete cascade,
      -- Only for guests: a customer's e-mail is on the account (and goes with it when anonymised).
      email text,
      consent_code text not null,
      is_agreed boolean not null,
      policy_version text,
      created_at timestamptz not null default now()
    );
    create index gdpr_submission_consent_ref_idx on gdpr_submission_consent (location, reference);
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table gdpr_submission_consent').execute(db);
}
