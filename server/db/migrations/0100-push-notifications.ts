import { sql, type Kysely } from 'kysely';

/**
 * Push notifications (account spec section 4, "Push notifications"): the shop's VAPID key pair (made once, so
 * browser subscriptions stay valid across restarts and across processes sharing one PostgreSQL), each
 * customer's browser subscriptions (what `subscribeFirebase` received), and an outbox of messages to push,
 * written in the same transaction as what they report (an order paid), delivered by the push sender.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table push_vapid_key (
      -- One row: the key pair every subscription of this shop was made with.
      key_id integer primary key check (key_id = 1),
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null default now()
    );

    create table push_subscription (
      subscription_id integer generated always as identity primary key,
      customer_id integer not null references customer(customer_id) on delete cascade,
      -- webpush: a standard PushSubscription (endpoint + keys); fcm: a Firebase registration token.
      provider text not null check (provider in ('webpush', 'fcm')),
      -- The push service URL (webpush) or the registration token (fcm): one browser, one row.
      endpoint text not null unique,
      p256dh text,
      auth text,
      store_code text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index push_subscription_customer_idx on push_subscription (customer_id);

    create table push_message (
      message_id integer generated always as identity primary key,
      customer_id integer not null references customer(customer_id) on delete cascade,
      -- What it is about: order_paid, operator, ...
      kind text not null,
      title text not null,
      body text not null,
      -- Where a click on the notification leads (a path of the shop).
      url text not null default '/',
      -- queued: waiting for the sender; sent: every subscription answered; failed: given up.
      status text not null default 'queued' check (status in ('queued','sent','failed')),
      attempts integer not null default 0,
      delivered integer not null default 0,
      last_error text,
      next_attempt_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index push_message_queued_idx on push_message (next_attempt_at) where status = 'queued';
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table push_message; drop table push_subscription; drop table push_vapid_key').execute(db);
}
