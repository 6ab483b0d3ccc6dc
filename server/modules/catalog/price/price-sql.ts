import { sql, type RawBuilder } from 'kysely';

/**
 * The cheapest final price of product `p` in satang, in SQL, for price filters, price sorting and price
 * buckets. Same rules as final-price.ts and price-range-loader.ts (minimum_price.final_price), evaluated
 * per row; the composite branches run only for composite rows.
 */
const own = (alias: string) => sql.raw(`
  case when ${alias}.special_price is not null and ${alias}.special_price < ${alias}.price
        and (${alias}.special_from is null or ${alias}.special_from <= now())
        and (${alias}.special_to is null or ${alias}.special_to >= now())
    then ${alias}.special_price else ${alias}.price end`);

export function minimumFinalPriceSql(): RawBuilder<number> {
  return sql<number>`(case
    when p.type_id = 'configurable' then coalesce(
      (select min(${own('c')}) from configurable_variant v join product c on c.product_id = v.child_id
        where v.parent_id = p.product_id and c.status = 1 and c.stock_status = 'IN_STOCK'),
      (select min(${own('c')}) from configurable_variant v join product c on c.product_id = v.child_id
        where v.parent_id = p.product_id and c.status = 1),
      ${own('p')})
    when p.type_id = 'grouped' then coalesce(
      (select min(${own('c')}) from product_link l join product c on c.product_id = l.linked_product_id
        where l.product_id = p.product_id and l.link_type = 'associated' and c.status = 1 and c.stock_status = 'IN_STOCK'),
      (select min(${own('c')}) from product_link l join product c on c.product_id = l.linked_product_id
        where l.product_id = p.product_id and l.link_type = 'associated' and c.status = 1),
      ${own('p')})
    when p.type_id = 'bundle' and upper(coalesce(p.bundle_price_type, '')) <> 'FIXED' then coalesce(
      (select coalesce(sum(cheapest) filter (where required), min(cheapest)) from (
        select o.required, min(round(${own('c')} * s.qty)) as cheapest
        from bundle_option o join bundle_selection s on s.option_id = o.option_id join product c on c.product_id = s.product_id
        where o.product_id = p.product_id and c.status = 1 group by o.option_id, o.required) as options),
      ${own('p')})
    when p.type_id = 'downloadable' then ${own('p')} + coalesce(
      (select min(price) from downloadable_link d where d.product_id = p.product_id), 0)
    else ${own('p')} end)`;
}
