import { sql, type Kysely } from 'kysely';

/**
 * Two ranking signals on product_search_word (issue 11, measured by bench/search-relevance):
 *
 * - in_name now means "in the name, leaving out the brand label": ไก่ (chicken) ranks chicken before the
 *   pork roll of the brand ไก่ไทย ("Kai Thai Poultry"), whose name holds the word only as its brand. The
 *   brand still matches (the label is part of the search text); it only no longer counts as the name.
 * - in_category: the word is in the name of one of the product's own categories, so ข้าว (rice) ranks the
 *   products of the rice categories before rolled oats (ข้าวโอ๊ต) and rice flour.
 *
 * Relevance ranks in_name, then in_category (search-sql.ts), and product_search_word_rank_idx, the order a
 * one-word page is read in (search-page.ts), follows. Category links written after a product's texts (the
 * seed does) refresh its words through a trigger on product_category. A brand or category renamed without
 * its products' texts being rewritten keeps the old flags until the next write of those texts.
 */
const refresh = (inName: string, inCategory: string) => `
  create or replace function talat_refresh_search_words(ids integer[]) returns void language plpgsql as $$
  begin
    if ids is null or cardinality(ids) = 0 then return; end if;
    delete from product_search_word where product_id = any(ids);
    insert into product_search_word (store_id, word, product_id, in_name, name_length, visibility, enabled${inCategory ? ', in_category' : ''})
    select distinct on (t.store_id, w.word, t.product_id) t.store_id, w.word, t.product_id,
      ${inName}, char_length(t.name), p.visibility, p.status = 1${inCategory ? `, ${inCategory}` : ''}
    from product_text t join product p on p.product_id = t.product_id
      left join brand_text b on b.brand_id = p.brand_id and b.store_id = t.store_id,
      unnest(string_to_array(t.search_text, ' ')) as w(word)
    where t.product_id = any(ids) and w.word <> ''
    order by t.store_id, w.word, t.product_id;
  end $$;`;

const WITHOUT_BRAND = `position(w.word in lower(replace(t.name, coalesce(nullif(b.label, ''), chr(1)), ' '))) > 0`;
const IN_CATEGORY = `exists (select 1 from product_category pc join category_text ct on ct.category_id = pc.category_id and ct.store_id = t.store_id
      where pc.product_id = t.product_id and position(w.word in lower(ct.name)) > 0)`;
const WHOLE_NAME = `position(w.word in lower(t.name)) > 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    alter table product_search_word add column in_category boolean not null default false;
    ${refresh(WITHOUT_BRAND, IN_CATEGORY)}
    drop index product_search_word_rank_idx;
    select talat_refresh_search_words(array(select product_id from product));
    create index product_search_word_rank_idx on product_search_word (store_id, word, in_name desc, in_category desc, name_length, product_id)
      where enabled and visibility in (3, 4);

    create function product_category_search_words() returns trigger language plpgsql as $$
    begin
      perform talat_refresh_search_words(array(select distinct product_id from changed));
      return null;
    end $$;
    create trigger product_category_search_words_insert after insert on product_category referencing new table as changed
      for each statement execute function product_category_search_words();
    create trigger product_category_search_words_delete after delete on product_category referencing old table as changed
      for each statement execute function product_category_search_words();
    analyze product_search_word;
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop trigger if exists product_category_search_words_insert on product_category;
    drop trigger if exists product_category_search_words_delete on product_category;
    drop function if exists product_category_search_words();
    drop index product_search_word_rank_idx;
    alter table product_search_word drop column in_category;
    ${refresh(WHOLE_NAME, '')}
    select talat_refresh_search_words(array(select product_id from product));
    create index product_search_word_rank_idx on product_search_word (store_id, word, in_name desc, name_length, product_id)
      where enabled and visibility in (3, 4);
  `).execute(db);
}
