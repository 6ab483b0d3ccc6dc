import { sql, type Kysely } from 'kysely';

/**
 * Payments: one row per attempt to pay an order with a provider (payment_transaction), and every verified
 * provider callback by its nonce (payment_callback), so a replayed callback is recognised and changes nothing.
 * The sandbox providers keep their shared secrets in payment_sandbox_secret.
 * A transaction moves pending → paid | failed | cancelled | expired; failed/cancelled may still become paid
 * (the money was taken after all), paid never moves again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table payment_transaction (
      reference text primary key,
      order_number text not null,
      provider text not null,
      method_code text not null,
      amount_satang bigint not null check (amount_satang >= 0),
      currency text not null,
      status text not null default 'pending'
        check (status in ('pending', 'paid', 'failed', 'cancelled', 'expired')),
      provider_reference text,
      details jsonb not null default '{}'::jsonb,
      expires_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index payment_transaction_order_idx on payment_transaction (order_number, created_at);

    create table payment_callback (
      provider text not null,
      nonce text not null,
      reference text not null references payment_transaction (reference),
      outcome text not null,
      applied boolean not null,
      received_at timestamptz not null default now(),
      primary key (provider, nonce)
    );
    create index payment_callback_reference_idx on payment_callback (reference);

    -- The shared secret of each sandbox provider, made on first use: kept here (not in config, whose
    -- writes bump the catalogue's data version) so pages opened before a restart still verify after it.
    create table payment_sandbox_secret (
      provider text primary key,
      secret text not null
    );

    -- The sandbox providers' own books: what a real provider keeps on its side (a charge, a QR order, a
    -- deeplink transaction), with where to call back. Only the sandbox routes read or write it.
    create table payment_sandbox_charge (
      charge_id text primary key,
      provider text not null,
      method text not null,
      merchant_reference text not null,
      amount_satang bigint not null,
      currency text not null,
      description text not null default '',
      status text not null default 'pending'
        check (status in ('pending', 'approved', 'declined', 'cancelled')),
      callback_url text not null,
      return_url text,
      card_last4 text,
      expires_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index payment_sandbox_charge_reference_idx on payment_sandbox_charge (provider, merchant_reference);
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table payment_sandbox_charge; drop table payment_sandbox_secret; drop table payment_callback; drop table payment_transaction;').execute(db);
}
