import { sql, type Kysely } from 'kysely';
import { REFRESH } from './0110-product-facet-keys';

/**
 * product_facet.min_price: the product's cheapest final price in satang (product_price_index.min_price),
 * so a search's facet counts read one row per match for its price and its keys (profiled at 100,000
 * products: probing product_price_index and product_facet for each of 18,000 matches was most of the
 * statement). Kept by a statement trigger on product_price_index; talat_refresh_facets writes it too, so
 * either trigger order on a new product ends with the price.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    alter table product_facet add column min_price integer;
    update product_facet f set min_price = pi.min_price from product_price_index pi where pi.product_id = f.product_id;

    create or replace function talat_refresh_facets(ids integer[]) returns void language plpgsql as $$
    begin
      if ids is null or cardinality(ids) = 0 then return; end if;
      insert into product_facet (product_id, keys, min_price)
      select p.product_id, coalesce((
        select array_agg(distinct k order by k) from (
          select a.category_id as k
          from product_category pc
          join category c on c.category_id = pc.category_id
          cross join lateral unnest(string_to_array(c.path, '/')) as part(id)
          join category a on a.category_id = part.id::integer
          where pc.product_id = p.product_id and (a.category_id = c.category_id or a.is_anchor)
          union all
          select -v.option_id from product_attribute_value v where v.product_id = p.product_id and v.option_id is not null
          union all
          select -pv.option_id from configurable_variant cv join product_attribute_value pv on pv.product_id = cv.child_id
          where cv.parent_id = p.product_id and pv.option_id is not null) as facet), '{}'),
        (select pi.min_price from product_price_index pi where pi.product_id = p.product_id)
      from product p where p.product_id = any(ids)
      on conflict (product_id) do update set keys = excluded.keys, min_price = excluded.min_price;
    end $$;

    create function product_price_index_facet() returns trigger language plpgsql as $$
    begin
      update product_facet f set min_price = c.min_price from changed c
      where f.product_id = c.product_id and f.min_price is distinct from c.min_price;
      return null;
    end $$;
    create trigger product_price_index_facet_insert after insert on product_price_index referencing new table as changed
      for each statement execute function product_price_index_facet();
    create trigger product_price_index_facet_update after update on product_price_index referencing new table as changed
      for each statement execute function product_price_index_facet();
    analyze product_facet;
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    drop trigger if exists product_price_index_facet_insert on product_price_index;
    drop trigger if exists product_price_index_facet_update on product_price_index;
    drop function if exists product_price_index_facet();
    alter table product_facet drop column if exists min_price;
    ${REFRESH}
  `).execute(db);
}
