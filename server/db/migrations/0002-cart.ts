import { sql, type Kysely } from 'kysely';

/**
 * Customers (minimal: sign-in for customer carts), their bearer tokens, carts and cart lines, and the
 * promotions that price a cart: cart price rules (with or without coupon), free-gift rules and extra fees.
 * Money is integer satang, VAT-inclusive like shelf prices. Cart conditions (min/max order amount) are
 * config rows (sales/minimum_order/amount, talat/cart/maximum_order_amount), not tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table customer (
      customer_id integer generated always as identity primary key,
      email text not null,
      firstname text not null,
      lastname text not null,
      password_hash text not null,
      customer_type text not null default 'b2c',
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    -- Emails compare case-insensitively, as Magento's customer_entity does through its collation.
    create unique index customer_email_idx on customer (lower(email));

    -- Only a SHA-256 of the token is kept: a leaked table does not let anyone sign in.
    create table customer_token (
      token_hash text primary key,
      customer_id integer not null references customer(customer_id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked boolean not null default false
    );
    create index customer_token_customer_idx on customer_token (customer_id);

    create table cart (
      cart_id integer generated always as identity primary key,
      masked_id text not null unique,
      customer_id integer references customer(customer_id) on delete cascade,
      is_active boolean not null default true,
      email text,
      store_id integer not null default 1,
      currency text not null default 'THB',
      coupon_code text,
      -- Bumped by every write; the row is locked (select ... for update) for the whole of a write.
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    -- One active cart per customer, so two concurrent customerCart calls cannot open two.
    create unique index cart_customer_active_idx on cart (customer_id) where is_active and customer_id is not null;

    create table cart_item (
      item_id integer generated always as identity primary key,
      cart_id integer not null references cart(cart_id) on delete cascade,
      -- The product the shopper put in: the configurable or bundle parent, or the simple/virtual product.
      product_id integer not null references product(product_id),
      -- The chosen simple variant of a configurable product.
      variant_id integer references product(product_id),
      -- The grouped product a member line came from (Magento keeps it as the line's "super product").
      grouped_parent_id integer references product(product_id),
      -- Bundle selections, customizable options, downloadable links, configurable attribute choices.
      options jsonb not null default '{}'::jsonb,
      -- Canonical text of product, variant and options: two adds of the same thing merge into one line.
      line_key text not null,
      qty numeric(12, 4) not null,
      position integer not null default 0,
      special_request text,
      is_free_gift boolean not null default false,
      free_gift_rule_id integer,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index cart_item_line_idx on cart_item (cart_id, line_key, is_free_gift);

    -- Cart price rules (Magento's salesrule): with coupon_code null the rule applies by itself.
    create table cart_rule (
      rule_id integer generated always as identity primary key,
      label_th text not null,
      label_en text not null,
      coupon_code text,
      discount_type text not null check (discount_type in ('by_percent','by_fixed','cart_fixed')),
      -- Percent for by_percent (e.g. 10.00); satang per unit for by_fixed; satang per cart for cart_fixed.
      discount_amount numeric(12, 2) not null,
      min_subtotal integer,
      -- Empty means every product; otherwise only lines whose sku is listed or that sit in the category.
      sku_list jsonb not null default '[]'::jsonb,
      category_id integer references category(category_id),
      uses_per_customer integer,
      from_date timestamptz,
      to_date timestamptz,
      is_active boolean not null default true,
      sort_order integer not null default 0,
      stop_further_processing boolean not null default false
    );
    create unique index cart_rule_coupon_idx on cart_rule (lower(coupon_code)) where coupon_code is not null;

    create table cart_rule_usage (
      rule_id integer not null references cart_rule(rule_id) on delete cascade,
      customer_id integer not null references customer(customer_id) on delete cascade,
      times_used integer not null default 0,
      primary key (rule_id, customer_id)
    );

    -- Free gifts (Amasty Promo style): when triggered, the shopper may add up to qty of the promo skus at 0.
    create table free_gift_rule (
      rule_id integer generated always as identity primary key,
      title_th text not null,
      title_en text not null,
      title_free_gift_th text,
      title_free_gift_en text,
      -- Triggered when the subtotal (incl. VAT, before discounts) reaches min_subtotal, when set, and the
      -- cart holds one of trigger_skus, when any are listed.
      min_subtotal integer,
      trigger_skus jsonb not null default '[]'::jsonb,
      promo_skus jsonb not null,
      qty numeric(12, 4) not null default 1,
      auto_open_popup boolean not null default false,
      is_active boolean not null default true,
      sort_order integer not null default 0
    );

    -- Extra fees (Amasty Extra Fee style), added automatically when their condition holds.
    create table extra_fee (
      fee_id integer generated always as identity primary key,
      label_th text not null,
      label_en text not null,
      description_th text,
      description_en text,
      -- category: the cart holds a product of category_id; small_order: subtotal below threshold; always.
      condition_type text not null check (condition_type in ('category','small_order','always')),
      category_id integer references category(category_id),
      threshold integer,
      is_taxable boolean not null default true,
      is_required boolean not null default true,
      is_active boolean not null default true,
      sort_order integer not null default 0
    );
    create table extra_fee_option (
      option_id integer generated always as identity primary key,
      fee_id integer not null references extra_fee(fee_id) on delete cascade,
      label_th text not null,
      label_en text not null,
      -- Satang, VAT included when the fee is taxable.
      price integer not null,
      is_default boolean not null default false,
      sort_order integer not null default 0
    );
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop table if exists extra_fee_option, extra_fee, free_gift_rule, cart_rule_usage, cart_rule, cart_item, cart,
      customer_token, customer cascade;
  `).execute(db);
}
