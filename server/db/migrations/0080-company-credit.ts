import { sql, type Kysely } from 'kysely';

/**
 * Company credit (account spec sections 3 and 7, Amasty Company Account's credit part): a customer applies,
 * a shop operator approves with a limit, the customer pays orders with it and cancelled orders give it back.
 * Amounts are satang. `used` is what the company owes (Amasty's be_paid); available = credit_limit - used.
 * A credit account belongs to the company of the customer who applied (customer_id, its administrator);
 * the operator may add other buyers of the same company as members, who spend the same credit (Amasty's
 * transactions name the user who made them: user_id, user_type).
 * The check constraint is the last line of defence: no update can take available credit below zero, even
 * when the conditional update in company-credit/credit-ledger.ts were bypassed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table company_credit_application (
      application_id integer generated always as identity primary key,
      customer_id integer not null references customer(customer_id) on delete cascade,
      company_name text not null,
      tax_id text not null,
      telephone text not null,
      requested_limit integer not null check (requested_limit > 0),
      comment text,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      decision_note text
    );
    -- At most one application waiting per customer: applying twice while one waits is refused.
    create unique index company_credit_application_pending_idx on company_credit_application (customer_id) where status = 'pending';

    create table company_credit (
      credit_id integer generated always as identity primary key,
      customer_id integer not null unique references customer(customer_id) on delete cascade,
      currency text not null default 'THB',
      credit_limit integer not null check (credit_limit >= 0),
      used integer not null default 0 check (used >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint company_credit_within_limit check (used <= credit_limit)
    );

    -- Who may spend a credit account: its administrator and the company's other buyers, one account each.
    create table company_credit_member (
      customer_id integer primary key references customer(customer_id) on delete cascade,
      credit_id integer not null references company_credit(credit_id) on delete cascade,
      role text not null default 'buyer' check (role in ('admin', 'buyer')),
      added_at timestamptz not null default now()
    );
    create index company_credit_member_credit_idx on company_credit_member (credit_id);

    create table company_credit_transaction (
      transaction_id integer generated always as identity primary key,
      credit_id integer not null references company_credit(credit_id) on delete cascade,
      -- The customer who made it (a buyer's order), null for the operator's allocations and adjustments.
      customer_id integer references customer(customer_id) on delete set null,
      -- allocated (limit set by the operator), purchased (an order), refunded (order cancelled), adjusted.
      type text not null check (type in ('allocated', 'purchased', 'refunded', 'adjusted')),
      -- Signed change of the available credit in satang (a purchase is negative).
      amount integer not null,
      -- Available credit after this transaction.
      balance integer not null,
      order_number text,
      created_at timestamptz not null default now()
    );
    create index company_credit_transaction_credit_idx on company_credit_transaction (credit_id, transaction_id desc);
    -- An order is charged once and refunded once, whatever retries or races happen.
    create unique index company_credit_transaction_order_idx on company_credit_transaction (order_number, type) where order_number is not null;
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop table company_credit_transaction; drop table company_credit_member; drop table company_credit; drop table company_credit_application;`).execute(db);
}
