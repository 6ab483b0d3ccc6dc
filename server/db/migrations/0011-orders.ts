import { sql, type Kysely } from 'kysely';

/**
 * Checkout data on the cart (addresses, delivery, payment choice) and the orders a cart becomes.
 * `sales_order.cart_id` is unique: whatever races, one cart gives at most one order. Money is integer
 * satang copied from the priced cart at the moment of placing; nothing is re-priced afterwards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    -- One row per cart that entered checkout: delivery and payment choices (addresses are in cart_address).
    create table cart_checkout (
      cart_id integer primary key references cart(cart_id) on delete cascade,
      shipping_carrier_code text,
      shipping_method_code text,
      delivery_date date,
      time_slot text,
      payment_method_code text,
      purchase_order_number text,
      payment_additional jsonb not null default '{}'::jsonb,
      -- A repayment cart (see docs/decisions/checkout-repayment.md) pays this existing order.
      repayment_order_id integer,
      updated_at timestamptz not null default now()
    );

    -- The cart's shipping and billing address, as the shopper gave them (validated Thai address, invoice).
    create table cart_address (
      cart_id integer not null references cart(cart_id) on delete cascade,
      address_type text not null check (address_type in ('shipping','billing')),
      same_as_shipping boolean not null default false,
      data jsonb not null,
      primary key (cart_id, address_type)
    );

    create sequence sales_order_number_seq start 1;

    create table sales_order (
      order_id integer generated always as identity primary key,
      increment_id text not null unique,
      cart_id integer not null unique references cart(cart_id),
      masked_cart_id text not null,
      store_id integer not null,
      store_code text not null,
      customer_id integer references customer(customer_id) on delete set null,
      email text not null,
      customer_firstname text not null,
      customer_lastname text not null,
      -- Magento's state (new, pending_payment, processing, canceled) and status (its label code).
      state text not null,
      status text not null,
      currency text not null,
      subtotal_incl_tax integer not null,
      subtotal_excl_tax integer not null,
      discount_amount integer not null,
      shipping_incl_tax integer not null,
      shipping_excl_tax integer not null,
      fee_total integer not null,
      tax_amount integer not null,
      grand_total integer not null,
      grand_total_excl_tax integer not null,
      -- The discounts, fees and taxes lines as priced (labels in the store view's language).
      totals jsonb not null,
      coupon_code text,
      shipping_carrier_code text,
      shipping_method_code text,
      shipping_description text,
      delivery_date date,
      time_slot text,
      payment_method_code text not null,
      payment_method_title text not null,
      purchase_order_number text,
      payment_additional jsonb not null default '{}'::jsonb,
      payment_reference text,
      paid_at timestamptz,
      payment_attempts integer not null default 1,
      -- The stock taken for the order (product id → units): given back when the order is cancelled.
      stock_taken jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index sales_order_customer_idx on sales_order (customer_id, created_at desc);
    create index sales_order_email_idx on sales_order (lower(email));

    create table sales_order_address (
      order_id integer not null references sales_order(order_id) on delete cascade,
      address_type text not null check (address_type in ('shipping','billing')),
      postcode text,
      data jsonb not null,
      primary key (order_id, address_type)
    );

    create table sales_order_item (
      item_id integer generated always as identity primary key,
      order_id integer not null references sales_order(order_id) on delete cascade,
      product_id integer,
      sku text not null,
      name text not null,
      product_type text not null,
      url_key text,
      qty_ordered numeric(12, 4) not null,
      price_incl_tax integer not null,
      price_excl_tax integer not null,
      row_total_incl_tax integer not null,
      row_total_excl_tax integer not null,
      discount_amount integer not null,
      tax_amount integer not null,
      selected_options jsonb not null default '[]'::jsonb,
      is_free_gift boolean not null default false,
      preorder_release_date date,
      position integer not null default 0
    );
    create index sales_order_item_order_idx on sales_order_item (order_id);

    -- Every payment outcome a provider reported, kept even when it changed nothing (replays, late news).
    create table sales_order_payment_event (
      event_id integer generated always as identity primary key,
      order_id integer not null references sales_order(order_id) on delete cascade,
      outcome text not null,
      provider_reference text not null,
      changed boolean not null,
      created_at timestamptz not null default now()
    );
    create index sales_order_payment_event_order_idx on sales_order_payment_event (order_id);
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop table if exists sales_order_payment_event, sales_order_item, sales_order_address, sales_order,
      cart_address, cart_checkout cascade;
    drop sequence if exists sales_order_number_seq;
  `).execute(db);
}
