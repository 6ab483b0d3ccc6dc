import { sql, type Kysely } from 'kysely';

/**
 * product_search_word answers a search on its own (profiled at 100,000 products: joining ~18,000 hits to
 * product rows only to check status and visibility, then counting them, cost ~200 ms per search).
 *
 * - Each row carries its product's visibility and whether it is enabled, so the filter needs no join.
 *   A statement trigger on product copies changes of either.
 * - The primary key includes every column a hit needs, so scans of a word are index-only.
 * - product_search_word_rank_idx holds the searchable rows (enabled, visibility "search" or "both") in the
 *   order relevance ranks one query word's hits: in the name first, then the shorter name, then product id.
 *   The first page of a one-word search is the start of that index (a merge of it, for a word that stands
 *   for several vocabulary words), and its count an index-only range count.
 *
 * The table is rebuilt rather than altered: adding two columns to 2.6 million rows rewrites them anyway,
 * and building the indexes after the insert is quicker than keeping them during it.
 */
const REFRESH_WITH_VISIBILITY = `
  create or replace function talat_refresh_search_words(ids integer[]) returns void language plpgsql as $$
  begin
    if ids is null or cardinality(ids) = 0 then return; end if;
    delete from product_search_word where product_id = any(ids);
    insert into product_search_word (store_id, word, product_id, in_name, name_length, visibility, enabled)
    select distinct on (t.store_id, w.word, t.product_id) t.store_id, w.word, t.product_id,
      position(w.word in lower(t.name)) > 0, char_length(t.name), p.visibility, p.status = 1
    from product_text t join product p on p.product_id = t.product_id, unnest(string_to_array(t.search_text, ' ')) as w(word)
    where t.product_id = any(ids) and w.word <> ''
    order by t.store_id, w.word, t.product_id;
  end $$;`;

const REFRESH_WITHOUT_VISIBILITY = `
  create or replace function talat_refresh_search_words(ids integer[]) returns void language plpgsql as $$
  begin
    if ids is null or cardinality(ids) = 0 then return; end if;
    delete from product_search_word where product_id = any(ids);
    insert into product_search_word (store_id, word, product_id, in_name, name_length)
    select distinct on (t.store_id, w.word, t.product_id) t.store_id, w.word, t.product_id,
      position(w.word in lower(t.name)) > 0, char_length(t.name)
    from product_text t, unnest(string_to_array(t.search_text, ' ')) as w(word)
    where t.product_id = any(ids) and w.word <> ''
    order by t.store_id, w.word, t.product_id;
  end $$;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop table product_search_word;
    create table product_search_word (
      store_id integer not null,
      -- C collation: prefix matches (word like 'ab%') use the b-tree in any database locale.
      word text collate "C" not null,
      product_id integer not null references product(product_id) on delete cascade,
      in_name boolean not null,
      name_length integer not null,
      visibility smallint not null,
      enabled boolean not null
    );
    ${REFRESH_WITH_VISIBILITY}
    select talat_refresh_search_words(array(select product_id from product));
    alter table product_search_word add primary key (store_id, word, product_id)
      include (in_name, name_length, visibility, enabled);
    create index product_search_word_product_idx on product_search_word (product_id);
    create index product_search_word_rank_idx on product_search_word (store_id, word, in_name desc, name_length, product_id)
      where enabled and visibility in (3, 4);

    create function product_search_word_visibility() returns trigger language plpgsql as $$
    begin
      update product_search_word w set visibility = c.visibility, enabled = c.status = 1
      from changed c
      where w.product_id = c.product_id and (w.visibility <> c.visibility or w.enabled <> (c.status = 1));
      return null;
    end $$;
    create trigger product_search_word_visibility after update on product referencing new table as changed
      for each statement execute function product_search_word_visibility();

    -- PGlite runs no autovacuum: without statistics its planner guesses, badly, on every table read here.
    analyze product_search_word;
    analyze product;
    analyze product_text;
    analyze product_price_index;
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop trigger if exists product_search_word_visibility on product;
    drop function if exists product_search_word_visibility();
    drop index if exists product_search_word_rank_idx;
    alter table product_search_word drop constraint product_search_word_pkey;
    alter table product_search_word drop column visibility, drop column enabled;
    alter table product_search_word add primary key (store_id, word, product_id);
    ${REFRESH_WITHOUT_VISIBILITY}
  `).execute(db);
}
