import { sql, type Kysely } from 'kysely';

/**
 * Wishlist groups (shopping lists, Tigren WishlistPlus style): a customer's named lists and the products in
 * each with a quantity and a position. A product is in a list at most once. sharing_code is the secret of a
 * list's read-only link (null until the owner shares it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table wishlist_group (
      group_id serial primary key,
      customer_id integer not null references customer(customer_id) on delete cascade,
      group_name text not null,
      description text,
      color text,
      is_default boolean not null default false,
      sharing_code text unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index wishlist_group_customer_idx on wishlist_group (customer_id, group_id);

    create table wishlist_group_item (
      item_id serial primary key,
      group_id integer not null references wishlist_group(group_id) on delete cascade,
      product_id integer not null references product(product_id) on delete cascade,
      product_qty numeric(12, 4) not null check (product_qty > 0),
      store_id integer not null,
      position integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (group_id, product_id)
    );
    create index wishlist_group_item_product_idx on wishlist_group_item (product_id);
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop table wishlist_group_item;
    drop table wishlist_group;
  `).execute(db);
}
