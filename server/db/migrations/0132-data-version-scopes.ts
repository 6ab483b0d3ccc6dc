import { sql, type Kysely } from 'kysely';

/**
 * Every table that feeds a public answer bumps a scope of its own, and a stock change bumps only the products
 * it touched (issue 29, docs/decisions/server-response-cache.md):
 *
 * - data_version gains scopes: cms_block, cms_page, url_rewrite, price_rule (product_group_rule), popup,
 *   delivery_area, store_config (store, config, currency_rate). The catalogue tables keep 'catalog'.
 * - data_tag_version: one row per fine tag (cat_p_<id>) with a version and `seq`, a number from a sequence
 *   taken at the write: readers poll `seq > n`. An order's stock update writes the rows of its own products
 *   (already locked by the update itself), so orders of different products never wait on a shared row.
 * - product updates that change only `qty` (and `updated_at`) bump the products' tags; anything else, a
 *   stock status flip included (listings and counts may hide out-of-stock products), bumps 'catalog'.
 * - product_review writes (moderation) bump the product's tag.
 * - every bump notifies channel talat_data_changed at commit (LISTEN on PostgreSQL; pollers need nothing).
 * - partial indexes on special_from/special_to so the next price window boundary is an index probe.
 *
 * Statement triggers where a bulk write (seed, scripts) would otherwise bump once per row.
 */
const SCOPED_TABLES: ReadonlyArray<readonly [table: string, scope: string]> = [
  ['cms_block', 'cms_block'],
  ['cms_page', 'cms_page'],
  ['url_rewrite', 'url_rewrite'],
  ['product_group_rule', 'price_rule'],
  ['popup_widget', 'popup'],
  ['delivery_area', 'delivery_area'],
  ['store', 'store_config'],
  ['config', 'store_config'],
  ['currency_rate', 'store_config'],
];

/** Tables 0006 bumped 'catalog' for that now bump a scope of their own (their old trigger is replaced). */
const RETARGETED = ['cms_block', 'store', 'config', 'currency_rate', 'product'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create sequence data_tag_seq;
    create table data_tag_version (
      tag text primary key,
      version bigint not null default 1,
      seq bigint not null
    );
    create index data_tag_version_seq_idx on data_tag_version (seq);

    create or replace function talat_bump_catalog_version() returns trigger language plpgsql as $$
    begin
      insert into data_version (scope, version) values ('catalog', 2)
      on conflict (scope) do update set version = data_version.version + 1;
      perform pg_notify('talat_data_changed', '');
      return null;
    end $$;

    create function talat_bump_scope() returns trigger language plpgsql as $$
    begin
      insert into data_version (scope, version) values (tg_argv[0], 2)
      on conflict (scope) do update set version = data_version.version + 1;
      perform pg_notify('talat_data_changed', '');
      return null;
    end $$;

    -- Sorted, so two writers bumping the same tags lock their rows in the same order.
    create function talat_bump_tags(tags text[]) returns void language plpgsql as $$
    begin
      insert into data_tag_version (tag, version, seq)
      select tag, 2, nextval('data_tag_seq') from (select distinct unnest(tags) as tag) t order by tag
      on conflict (tag) do update set version = data_tag_version.version + 1, seq = excluded.seq;
      perform pg_notify('talat_data_changed', '');
    end $$;

    create function talat_product_updated() returns trigger language plpgsql as $$
    begin
      if exists (
        select 1 from new_rows n join old_rows o on o.product_id = n.product_id
        where to_jsonb(n) - 'qty' - 'updated_at' is distinct from to_jsonb(o) - 'qty' - 'updated_at'
      ) or (select count(*) from new_rows) <> (select count(*) from new_rows n join old_rows o using (product_id)) then
        insert into data_version (scope, version) values ('catalog', 2)
        on conflict (scope) do update set version = data_version.version + 1;
        perform pg_notify('talat_data_changed', '');
      else
        perform talat_bump_tags(array(
          select 'cat_p_' || n.product_id from new_rows n join old_rows o on o.product_id = n.product_id
          where n.qty is distinct from o.qty
        ));
      end if;
      return null;
    end $$;

    create function talat_review_changed() returns trigger language plpgsql as $$
    begin
      perform talat_bump_tags(array['cat_p_' || coalesce(new.product_id, old.product_id)]
        || case when tg_op = 'UPDATE' and new.product_id <> old.product_id then array['cat_p_' || old.product_id] else '{}'::text[] end);
      return null;
    end $$;

    ${RETARGETED.map((table) => `drop trigger if exists ${table}_bumps_data_version on ${table};`).join('\n')}
    ${SCOPED_TABLES.map(([table, scope]) => `
    create trigger ${table}_bumps_data_version after insert or update or delete or truncate on ${table}
      for each statement execute function talat_bump_scope('${scope}');`).join('')}

    create trigger product_bumps_data_version after insert or delete or truncate on product
      for each statement execute function talat_bump_catalog_version();
    create trigger product_update_bumps_data_version after update on product
      referencing old table as old_rows new table as new_rows
      for each statement execute function talat_product_updated();
    create trigger product_review_bumps_tags after insert or update or delete on product_review
      for each row execute function talat_review_changed();

    create index product_special_from_idx on product (special_from) where special_from is not null;
    create index product_special_to_idx on product (special_to) where special_to is not null;
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop index if exists product_special_from_idx;
    drop index if exists product_special_to_idx;
    drop trigger if exists product_review_bumps_tags on product_review;
    drop trigger if exists product_update_bumps_data_version on product;
    ${SCOPED_TABLES.map(([table]) => `drop trigger if exists ${table}_bumps_data_version on ${table};`).join('\n')}
    drop trigger if exists product_bumps_data_version on product;
    ${RETARGETED.map((table) => `
    create trigger ${table}_bumps_data_version after insert or update or delete or truncate on ${table}
      for each statement execute function talat_bump_catalog_version();`).join('')}
    drop function if exists talat_review_changed();
    drop function if exists talat_product_updated();
    drop function if exists talat_bump_tags(text[]);
    drop function if exists talat_bump_scope();
    drop table if exists data_tag_version;
    drop sequence if exists data_tag_seq;
  `).execute(db);
}
