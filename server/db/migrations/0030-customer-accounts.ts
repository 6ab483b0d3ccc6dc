import { sql, type Kysely } from 'kysely';

/**
 * Customer accounts beyond sign-in: the profile fields of Magento's customer entity, the address book,
 * one-time password-reset tokens, product reviews and the payment vault. Secrets (reset tokens) are kept as
 * SHA-256 only, like customer tokens (migration 0002).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    alter table customer
      add column prefix text,
      add column middlename text,
      add column suffix text,
      add column date_of_birth date,
      add column taxvat text,
      add column gender integer,
      add column is_subscribed boolean not null default false,
      add column default_billing integer,
      add column default_shipping integer,
      add column request_credit_status text,
      -- Bumped on a password change: the moment older reset tokens and sessions stop counting.
      add column password_changed_at timestamptz;

    create table customer_address (
      address_id integer generated always as identity primary key,
      customer_id integer not null references customer(customer_id) on delete cascade,
      firstname text not null,
      lastname text not null,
      middlename text,
      prefix text,
      suffix text,
      company text,
      telephone text not null,
      fax text,
      street jsonb not null,
      city text not null,
      -- Thai addresses: the district is Magento's city, the province its region, plus the sub-district.
      city_id integer,
      sub_district text,
      sub_district_id integer,
      region text,
      region_code text,
      region_id integer,
      postcode text not null,
      country_code text not null default 'TH',
      vat_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index customer_address_customer_idx on customer_address (customer_id);

    create table customer_password_reset (
      token_hash text primary key,
      customer_id integer not null references customer(customer_id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index customer_password_reset_customer_idx on customer_password_reset (customer_id);

    create table product_review (
      review_id integer generated always as identity primary key,
      product_id integer not null references product(product_id) on delete cascade,
      customer_id integer references customer(customer_id) on delete set null,
      store_id integer not null,
      nickname text not null,
      summary text not null,
      text text not null,
      -- Magento's rating votes: rating name → value 1..5.
      ratings jsonb not null default '[]'::jsonb,
      -- Magento moderates reviews: 1 approved, 2 pending. Customers see their own either way.
      status_id integer not null default 2,
      created_at timestamptz not null default now()
    );
    create index product_review_customer_idx on product_review (customer_id, created_at);
    create index product_review_product_idx on product_review (product_id, status_id);

    -- Magento's vault_payment_token: what a payment provider let us keep to charge again (never a card number).
    create table payment_token (
      token_id integer generated always as identity primary key,
      customer_id integer not null references customer(customer_id) on delete cascade,
      public_hash text not null unique,
      payment_method_code text not null,
      type text not null check (type in ('card', 'account')),
      gateway_token text not null,
      -- JSON text shown to the shopper: {"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}.
      details text,
      is_active boolean not null default true,
      created_at timestamptz not null default now()
    );
    create index payment_token_customer_idx on payment_token (customer_id);
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop table payment_token;
    drop table product_review;
    drop table customer_password_reset;
    drop table customer_address;
    alter table customer
      drop column prefix, drop column middlename, drop column suffix, drop column date_of_birth,
      drop column taxvat, drop column gender, drop column is_subscribed, drop column default_billing,
      drop column default_shipping, drop column request_credit_status, drop column password_changed_at;
  `).execute(db);
}
