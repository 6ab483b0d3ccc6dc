import { sql, type Kysely } from 'kysely';

/**
 * search_summary: the facet counts and total of a broad one-word search, precomputed (issue 11, p95 at
 * 100,000 products). A one-word search of the search page then reads one row instead of its 16,000-18,000
 * hits (profiled: grouping their word rows, reading product_facet for each and counting ~130,000 keys cost
 * 100-250 ms on the shared machine). docs/decisions/search-latency.md.
 *
 * - One row per store view and set of vocabulary words (the words one query word stands for, sorted): the
 *   number of products, how many at each cheapest price (satang, so any display currency's buckets can be
 *   made from it) and how many per product_facet key, over the searchable products (enabled, visibility
 *   "search" or "both") having any of the words.
 * - search_summary_version.version moves on every statement that changes rows of product_search_word or
 *   product_facet (all the inputs of a summary: the hits, their keys and prices), in the writer's own
 *   transaction. A summary is built in one statement that reads the version with the data (one snapshot),
 *   and is used only while its version is the current one: a summary is exact or not used at all.
 * - Summaries are built by server/modules/search/search-summaries.ts (after a bulk load, and in the
 *   background when searches find them out of date), not by these triggers: a product write touches
 *   hundreds of words' counts, and the seed writes 100,000 products.
 */
/** Every input of a summary: the hits (word rows) and their keys and prices. */
const TABLES = ['product_search_word', 'product_facet'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table search_summary_version (
      id boolean primary key default true check (id),
      version bigint not null,
      -- The version the last build of summaries read (every broad word had its summary then).
      built bigint not null default 0
    );
    insert into search_summary_version (id, version) values (true, 1);

    create table search_summary (
      store_id integer not null,
      words text[] not null,
      version bigint not null,
      total integer not null,
      prices integer[] not null,
      price_counts integer[] not null,
      keys integer[] not null,
      key_counts integer[] not null,
      primary key (store_id, words)
    );

    create function talat_bump_search_summary_version() returns trigger language plpgsql as $$
    begin
      update search_summary_version set version = version + 1;
      return null;
    end $$;
    -- Only when rows changed: a product's stock or price write runs UPDATEs here that match no row, and an
    -- order should not put every summary out of date.
    create function talat_bump_search_summary_if_changed() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from changed) then
        update search_summary_version set version = version + 1;
      end if;
      return null;
    end $$;
    ${TABLES.map((table) => `
    create trigger ${table}_summary_insert after insert on ${table} referencing new table as changed
      for each statement execute function talat_bump_search_summary_if_changed();
    create trigger ${table}_summary_update after update on ${table} referencing new table as changed
      for each statement execute function talat_bump_search_summary_if_changed();
    create trigger ${table}_summary_delete after delete on ${table} referencing old table as changed
      for each statement execute function talat_bump_search_summary_if_changed();
    create trigger ${table}_summary_truncate after truncate on ${table}
      for each statement execute function talat_bump_search_summary_version();`).join('')}
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    ${TABLES.flatMap((table) => ['insert', 'update', 'delete', 'truncate'].map((event) => `drop trigger if exists ${table}_summary_${event} on ${table};`)).join('\n    ')}
    drop function if exists talat_bump_search_summary_if_changed();
    drop function if exists talat_bump_search_summary_version();
    drop table if exists search_summary;
    drop table if exists search_summary_version;
  `).execute(db);
}
