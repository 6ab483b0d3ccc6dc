import { sql, type Kysely } from 'kysely';

/**
 * Every write to a catalogue table bumps data_version.catalog in the writer's own transaction, so a reader
 * that finds the version unchanged knows the catalogue rows are unchanged too. The catalogue keeps product
 * rows, media, attribute values, custom options, price children, product counts and CMS blocks per process
 * by that version (server/modules/catalog/versioned-rows.ts) instead of reading them per request: one
 * statement per request where a page of products took six.
 *
 * Statement triggers: a bulk insert of the seed bumps once per statement, not once per row. Tables whose
 * rows only the server derives itself (product_price_index, product_search_word) and tables of other
 * modules (carts, CMS pages) are left alone.
 */
const VERSIONED_TABLES = [
  'store', 'config', 'currency_rate', 'category', 'category_text', 'brand', 'brand_text', 'product', 'product_text',
  'product_category', 'attribute', 'attribute_option', 'product_attribute_value', 'product_media', 'product_link',
  'configurable_attribute', 'configurable_variant', 'bundle_option', 'bundle_selection', 'product_option',
  'product_option_value', 'downloadable_link', 'cms_block',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create or replace function talat_bump_catalog_version() returns trigger language plpgsql as $$
    begin
      insert into data_version (scope, version) values ('catalog', 2)
      on conflict (scope) do update set version = data_version.version + 1;
      return null;
    end $$;
    ${VERSIONED_TABLES.map((table) => `
    create trigger ${table}_bumps_data_version after insert or update or delete or truncate on ${table}
      for each statement execute function talat_bump_catalog_version();`).join('')}
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    ${VERSIONED_TABLES.map((table) => `drop trigger if exists ${table}_bumps_data_version on ${table};`).join('\n')}
    drop function if exists talat_bump_catalog_version();
  `).execute(db);
}
