import { sql, type Kysely } from 'kysely';

/**
 * Privacy (Amasty GDPR style) and cookie consent: the consents shown by location and what customers agreed
 * to, privacy-policy versions and their acceptances, account-deletion requests, cookie groups and the cookie
 * choices of customers and anonymous visitors. Shown texts are kept per store code in `texts` jsonb
 * ({"th": {...}, "en": {...}}); a missing store code falls back to th.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table gdpr_consent (
      consent_id integer generated always as identity primary key,
      consent_code text not null unique,
      is_enabled boolean not null default true,
      is_required boolean not null default false,
      hide_after_agreed boolean not null default false,
      -- Where the checkbox shows: registration, checkout, contactus, subscription.
      locations text[] not null,
      -- 0 = opens the privacy policy, 1 = links to cms_page_id.
      link_type integer not null default 0,
      cms_page_id integer,
      visibility integer not null default 0,
      sort_order integer not null default 0,
      texts jsonb not null
    );

    -- Every consent given or withdrawn, kept as a log (the latest row per code is the customer's answer).
    create table gdpr_consent_log (
      log_id integer generated always as identity primary key,
      customer_id integer not null references customer(customer_id) on delete cascade,
      consent_code text not null,
      is_agreed boolean not null,
      location text,
      policy_version text,
      created_at timestamptz not null default now()
    );
    create index gdpr_consent_log_customer_idx on gdpr_consent_log (customer_id, consent_code, log_id desc);

    create table gdpr_policy (
      policy_id integer generated always as identity primary key,
      version text not null unique,
      -- Exactly one current version: the one customers are asked to accept.
      is_current boolean not null default false,
      texts jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index gdpr_policy_one_current on gdpr_policy (is_current) where is_current;

    create table gdpr_policy_acceptance (
      customer_id integer not null references customer(customer_id) on delete cascade,
      policy_version text not null,
      accepted_at timestamptz not null default now(),
      primary key (customer_id, policy_version)
    );

    -- Account deletion asked for by the customer, processed by an operator (docs/decisions/privacy-*.md).
    -- customer_id becomes null once the account is gone; the row stays as the record of the request.
    create table gdpr_deletion_request (
      request_id integer generated always as identity primary key,
      customer_id integer references customer(customer_id) on delete set null,
      status text not null default 'pending' check (status in ('pending', 'done')),
      requested_at timestamptz not null default now(),
      processed_at timestamptz
    );
    create unique index gdpr_deletion_request_pending on gdpr_deletion_request (customer_id) where status = 'pending';

    create table cookie_group (
      group_id integer generated always as identity primary key,
      code text not null unique,
      is_essential boolean not null default false,
      sort_order integer not null default 0,
      texts jsonb not null,
      updated_at timestamptz not null default now()
    );

    -- Cookie choices: by customer when signed in, else by the anonymous visitor id cookie.
    create table cookie_consent (
      consent_id integer generated always as identity primary key,
      customer_id integer references customer(customer_id) on delete cascade,
      visitor_id text,
      group_ids jsonb not null,
      created_at timestamptz not null default now(),
      check (customer_id is not null or visitor_id is not null)
    );
    create index cookie_consent_customer_idx on cookie_consent (customer_id, consent_id desc);
    create index cookie_consent_visitor_idx on cookie_consent (visitor_id, consent_id desc);
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop table cookie_consent;
    drop table cookie_group;
    drop table gdpr_deletion_request;
    drop table gdpr_policy_acceptance;
    drop table gdpr_policy;
    drop table gdpr_consent_log;
    drop table gdpr_consent;
  `).execute(db);
}
