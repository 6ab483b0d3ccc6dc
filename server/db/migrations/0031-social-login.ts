import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Social login (Amasty Social Login style, LINE-shaped OpenID Connect): the accounts linked to customers,
 * each sign-in attempt with its state and nonce, and the codes of the sandbox provider our own server plays
 * in development. Also the module's store settings, so existing shops get them without a re-seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table customer_social_account (
      customer_id integer not null references customer(customer_id) on delete cascade,
      type text not null,
      -- The provider's stable user id (the id token's sub).
      subject text not null,
      name text,
      email text,
      linked_at timestamptz not null default now(),
      primary key (customer_id, type)
    );
    create unique index customer_social_account_subject_idx on customer_social_account (type, subject);

    -- One row per popup: state and nonce are random per attempt and may be used once, before expires_at.
    create table social_login_attempt (
      state_hash text primary key,
      type text not null,
      nonce text not null,
      -- 'login', or 'link' for a signed-in customer linking an account (customer_id set).
      action text not null check (action in ('login', 'link')),
      customer_id integer references customer(customer_id) on delete cascade,
      redirect_uri text not null,
      -- The store view the popup was opened from: the result's messages are in its language.
      store_code text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );

    -- A signed-in customer's permission to start a link attempt (handed out by amSocialLoginLinkAccount).
    create table social_link_ticket (
      ticket_hash text primary key,
      customer_id integer not null references customer(customer_id) on delete cascade,
      type text not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );

    -- The sandbox OpenID provider's authorisation codes (single use, short-lived).
    create table sandbox_oidc_code (
      code_hash text primary key,
      client_id text not null,
      redirect_uri text not null,
      nonce text not null,
      subject text not null,
      name text not null,
      email text,
      picture text,
      expires_at timestamptz not null,
      used_at timestamptz
    );
  `).execute(db);

  // The sandbox channel's secret signs its id tokens (HS256, as LINE signs web-login id tokens with the
  // channel secret). Random per shop, kept server-side only.
  const settings: [string, string][] = [
    ['amsociallogin/general/enabled', '1'],
    ['amsociallogin/general/login_position', 'popup,login,checkout'],
    ['amsociallogin/general/button_shape', '1'],
    ['amsociallogin/general/popup_enabled', '1'],
    ['amsociallogin/general/button_position', 'below'],
    ['amsociallogin/general/redirect_type', '0'],
    ['amsociallogin/line/enabled', '1'],
    ['amsociallogin/line/api_key', 'talat-sandbox-line'],
    ['amsociallogin/line/api_secret', randomBytes(32).toString('base64url')],
  ];
  for (const [path, value] of settings) {
    await sql`insert into config (scope_id, path, value) select 0, ${path}, ${value}
      where not exists (select 1 from config where scope_id = 0 and path = ${path})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop table sandbox_oidc_code;
    drop table social_link_ticket;
    drop table social_login_attempt;
    drop table customer_social_account;
    delete from config where path like 'amsociallogin/%';
  `).execute(db);
}
