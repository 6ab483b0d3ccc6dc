import { sql, type Kysely } from 'kysely';
import { seedCustomerNotices } from '../seed/customer-notices';

/**
 * Customer notices (storefront spec "Customer for checkout": customer_notice with format, content_text, url): a short
 * message a shop operator sets for one customer or for every customer of a type (b2c, b2b), shown at checkout
 * (docs/decisions/checkout-customer-notice.md). A customer's own notice wins over their type's. Texts per store
 * view language (th, en), as the other operator texts of the demo shop are kept.
 * A shop seeded before this migration gets the demo notices here; a new database gets them from the seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table customer_notice (
      notice_id integer generated always as identity primary key,
      customer_id integer references customer(customer_id) on delete cascade,
      customer_type text,
      format text not null default 'text' check (format in ('text', 'html', 'link')),
      content_th text not null,
      content_en text not null,
      url text,
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- One target: a customer or a customer type, never both, never neither.
      constraint customer_notice_target check ((customer_id is null) <> (customer_type is null)),
      constraint customer_notice_link_url check (format <> 'link' or url is not null)
    );
    -- At most one active notice per customer and per customer type, so the answer is never a guess.
    create unique index customer_notice_customer_idx on customer_notice (customer_id) where customer_id is not null and is_active;
    create unique index customer_notice_type_idx on customer_notice (customer_type) where customer_type is not null and is_active;
  `).execute(db);
  await seedCustomerNotices(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists customer_notice;').execute(db);
}
