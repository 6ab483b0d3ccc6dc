import { sql, type Kysely } from 'kysely';

/**
 * product_search_word.in_name now means "in the name, leaving out the brand label": a search for ไก่
 * (chicken) ranks chicken before the pork roll of the brand ไก่ไทย ("Kai Thai Poultry"), whose name holds
 * the word only as its brand. The brand still matches (the brand label is part of the search text); it
 * only no longer counts as the product's own name. Word rows are rebuilt once for every product.
 *
 * A brand renamed without its products' texts being rewritten keeps the old flags until the next write of
 * those texts (the search text holds the brand label too, so writers rewrite texts on a rename anyway).
 */
const refresh = (inName: string) => `
  create or replace function talat_refresh_search_words(ids integer[]) returns void language plpgsql as $$
  begin
    if ids is null or cardinality(ids) = 0 then return; end if;
    delete from product_search_word where product_id = any(ids);
    insert into product_search_word (store_id, word, product_id, in_name, name_length, visibility, enabled)
    select distinct on (t.store_id, w.word, t.product_id) t.store_id, w.word, t.product_id,
      ${inName}, char_length(t.name), p.visibility, p.status = 1
    from product_text t join product p on p.product_id = t.product_id
      left join brand_text b on b.brand_id = p.brand_id and b.store_id = t.store_id,
      unnest(string_to_array(t.search_text, ' ')) as w(word)
    where t.product_id = any(ids) and w.word <> ''
    order by t.store_id, w.word, t.product_id;
  end $$;`;

const WITHOUT_BRAND = `position(w.word in lower(replace(t.name, coalesce(nullif(b.label, ''), chr(1)), ' '))) > 0`;
const WHOLE_NAME = `position(w.word in lower(t.name)) > 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(refresh(WITHOUT_BRAND)).execute(db);
  await sql`select talat_refresh_search_words(array(select product_id from product))`.execute(db);
  await sql`analyze product_search_word`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(refresh(WHOLE_NAME)).execute(db);
  await sql`select talat_refresh_search_words(array(select product_id from product))`.execute(db);
}
