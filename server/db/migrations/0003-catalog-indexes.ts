import { sql, type Kysely } from 'kysely';
import { ownFinalPriceSql } from '../../modules/catalog/price/special-price-sql';

/**
 * Two derived indexes the catalogue reads instead of recomputing per request (profiled at 100,000
 * products: the per-row price expression and '%word%' rechecks cost seconds per search).
 *
 * product_price_index: each product's cheapest final price in satang (Magento's catalog_product_index_price,
 * minimum_price.final_price), for price filters, price sorting and price buckets. Special prices depend on
 * the clock, so a row also says until when it holds (the next special_from/special_to of the product or its
 * children); readers refresh rows past that moment (talat_refresh_expired_prices).
 *
 * product_search_word: one row per (store view, word, product) from product_text.search_text, which is
 * already segmented (Intl.Segmenter) and lower-cased. A search looks words up in a b-tree instead of
 * rechecking every '%word%' candidate row; in_name and name_length feed relevance.
 *
 * Both are kept current by statement triggers, so the seed, top-ups and any other writer need no extra step.
 */
// The special-price rule is the one special-price-sql.ts writes for the whole server (the same text as before).
const OWN = (alias: string) => `
  ${ownFinalPriceSql(alias, 'now()')}`;

// Same rules as server/modules/catalog/price/final-price.ts and price-range-loader.ts (the minimum).
const MINIMUM_FINAL_PRICE = `(case
    when p.type_id = 'configurable' then coalesce(
      (select min(${OWN('c')}) from configurable_variant v join product c on c.product_id = v.child_id
        where v.parent_id = p.product_id and c.status = 1 and c.stock_status = 'IN_STOCK'),
      (select min(${OWN('c')}) from configurable_variant v join product c on c.product_id = v.child_id
        where v.parent_id = p.product_id and c.status = 1),
      ${OWN('p')})
    when p.type_id = 'grouped' then coalesce(
      (select min(${OWN('c')}) from product_link l join product c on c.product_id = l.linked_product_id
        where l.product_id = p.product_id and l.link_type = 'associated' and c.status = 1 and c.stock_status = 'IN_STOCK'),
      (select min(${OWN('c')}) from product_link l join product c on c.product_id = l.linked_product_id
        where l.product_id = p.product_id and l.link_type = 'associated' and c.status = 1),
      ${OWN('p')})
    when p.type_id = 'bundle' and upper(coalesce(p.bundle_price_type, '')) <> 'FIXED' then coalesce(
      (select coalesce(sum(cheapest) filter (where required), min(cheapest)) from (
        select o.required, min(round(${OWN('c')} * s.qty)) as cheapest
        from bundle_option o join bundle_selection s on s.option_id = o.option_id join product c on c.product_id = s.product_id
        where o.product_id = p.product_id and c.status = 1 group by o.option_id, o.required) as options),
      ${OWN('p')})
    when p.type_id = 'downloadable' then ${OWN('p')} + coalesce(
      (select min(price) from downloadable_link d where d.product_id = p.product_id), 0)
    else ${OWN('p')} end)::integer`;

// The next moment a special-price window of the product or one of its children opens or closes.
const VALID_UNTIL = `(select min(moment) from (
    select c.special_from as moment, c.special_to as closes from product c where c.product_id = p.product_id
    union all select c.special_from, c.special_to from configurable_variant v join product c on c.product_id = v.child_id where v.parent_id = p.product_id
    union all select c.special_from, c.special_to from product_link l join product c on c.product_id = l.linked_product_id
      where l.product_id = p.product_id and l.link_type = 'associated'
    union all select c.special_from, c.special_to from bundle_option o join bundle_selection s on s.option_id = o.option_id
      join product c on c.product_id = s.product_id where o.product_id = p.product_id
  ) as windows(opens, closes), lateral (values (opens), (closes + interval '1 microsecond')) as m(moment) where moment > now())`;

const TRIGGERS: Array<{ table: string; events: Array<'insert' | 'update' | 'delete'>; ids: string }> = [
  { table: 'product', events: ['insert', 'update'], ids: 'select product_id from changed' },
  { table: 'configurable_variant', events: ['insert', 'delete'], ids: 'select parent_id from changed' },
  { table: 'product_link', events: ['insert', 'update', 'delete'], ids: "select product_id from changed where link_type = 'associated'" },
  { table: 'bundle_option', events: ['update', 'delete'], ids: 'select product_id from changed' },
  { table: 'bundle_selection', events: ['insert', 'update', 'delete'], ids: 'select o.product_id from changed join bundle_option o using (option_id)' },
  { table: 'downloadable_link', events: ['insert', 'update', 'delete'], ids: 'select product_id from changed' },
];

function priceTriggers(): string {
  return TRIGGERS.flatMap(({ table, events, ids }) => events.map((event) => {
    const name = `${table}_price_index_${event}`;
    const transition = event === 'delete' ? 'old' : 'new';
    return `
    create function ${name}() returns trigger language plpgsql as $$
    begin
      perform talat_refresh_prices(array(${ids}));
      return null;
    end $$;
    create trigger ${name} after ${event} on ${table} referencing ${transition} table as changed
      for each statement execute function ${name}();`;
  })).join('\n');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table product_price_index (
      product_id integer primary key references product(product_id) on delete cascade,
      min_price integer not null,
      valid_until timestamptz
    );
    create index product_price_index_min_idx on product_price_index (min_price, product_id);
    create index product_price_index_valid_idx on product_price_index (valid_until) where valid_until is not null;

    -- The given products and every composite product that contains one of them.
    create function talat_refresh_prices(ids integer[]) returns void language plpgsql as $$
    begin
      if ids is null or cardinality(ids) = 0 then return; end if;
      insert into product_price_index (product_id, min_price, valid_until)
      select p.product_id, ${MINIMUM_FINAL_PRICE}, ${VALID_UNTIL}
      from product p
      where p.product_id in (
        select unnest(ids)
        union select v.parent_id from configurable_variant v where v.child_id = any(ids)
        union select l.product_id from product_link l where l.link_type = 'associated' and l.linked_product_id = any(ids)
        union select o.product_id from bundle_selection s join bundle_option o on o.option_id = s.option_id where s.product_id = any(ids))
      on conflict (product_id) do update set min_price = excluded.min_price, valid_until = excluded.valid_until;
    end $$;

    -- Rows whose special-price window opened or closed since they were computed.
    create function talat_refresh_expired_prices() returns integer language plpgsql as $$
    declare
      expired integer[];
    begin
      expired := array(select product_id from product_price_index where valid_until <= now());
      perform talat_refresh_prices(expired);
      return cardinality(expired);
    end $$;

    ${priceTriggers()}

    create table product_search_word (
      store_id integer not null,
      -- C collation: prefix matches (word like 'ab%') use the b-tree in any database locale.
      word text collate "C" not null,
      product_id integer not null references product(product_id) on delete cascade,
      in_name boolean not null,
      name_length integer not null,
      primary key (store_id, word, product_id)
    );
    create index product_search_word_product_idx on product_search_word (product_id);

    create function talat_refresh_search_words(ids integer[]) returns void language plpgsql as $$
    begin
      if ids is null or cardinality(ids) = 0 then return; end if;
      delete from product_search_word where product_id = any(ids);
      insert into product_search_word (store_id, word, product_id, in_name, name_length)
      select distinct on (t.store_id, w.word, t.product_id) t.store_id, w.word, t.product_id,
        position(w.word in lower(t.name)) > 0, char_length(t.name)
      from product_text t, unnest(string_to_array(t.search_text, ' ')) as w(word)
      where t.product_id = any(ids) and w.word <> ''
      order by t.store_id, w.word, t.product_id;
    end $$;

    create function product_text_search_words() returns trigger language plpgsql as $$
    begin
      perform talat_refresh_search_words(array(select distinct product_id from changed));
      return null;
    end $$;
    create trigger product_text_search_words_insert after insert on product_text referencing new table as changed
      for each statement execute function product_text_search_words();
    create trigger product_text_search_words_update after update on product_text referencing new table as changed
      for each statement execute function product_text_search_words();
    create trigger product_text_search_words_delete after delete on product_text referencing old table as changed
      for each statement execute function product_text_search_words();
  `).execute(db);
  // Existing catalogues (a database seeded before this migration) are indexed once here.
  await sql`select talat_refresh_prices(array(select product_id from product))`.execute(db);
  await sql`select talat_refresh_search_words(array(select product_id from product))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const triggerFunctions = TRIGGERS.flatMap(({ table, events }) => events.map((event) => `${table}_price_index_${event}()`));
  await sql.raw(`
    drop table if exists product_search_word, product_price_index cascade;
    drop function if exists talat_refresh_search_words(integer[]), talat_refresh_prices(integer[]),
      talat_refresh_expired_prices(), product_text_search_words(), ${triggerFunctions.join(', ')} cascade;
  `).execute(db);
}
