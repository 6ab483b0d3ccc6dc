import { sql, type RawBuilder } from 'kysely';
import type { FilterEqualTypeInput } from '../../../graphql/generated/resolvers-types';
import { specialPriceActiveSql, sqlTimestamp } from '../price/special-price-sql';

/**
 * Amasty Improved Layered Navigation's "On Sale" filter (`am_on_sale`, value "1"): products whose special
 * price applies at `now`, by special-price-sql.ts (the SQL twin of final-price.ts isSpecialPriceActive) (lower than the price, inside
 * its window; an open end counts as open). A configurable parent is on sale when one of its enabled
 * variants is, as Magento indexes variant values on the parent. "0" asks for the rest; "0" and "1" together
 * leave the list whole; any other value matches nothing. `now` is the request's fixed reference time.
 */
export function onSaleFilter(input: FilterEqualTypeInput | null | undefined, now: Date): RawBuilder<boolean> | null {
  if (!input) return null;
  const values = new Set([...(input.in ?? []), input.eq].filter((value): value is string => typeof value === 'string'));
  const wantsOnSale = values.has('1');
  const wantsRest = values.has('0');
  if (wantsOnSale && wantsRest) return sql<boolean>`true`;
  if (!wantsOnSale && !wantsRest) return sql<boolean>`false`;
  const active = (alias: string): RawBuilder<boolean> => sql<boolean>`${sql.raw(specialPriceActiveSql(alias, sqlTimestamp(now)))}`;
  const onSale = sql<boolean>`(${active('p')} or p.product_id in (
    select cv.parent_id from configurable_variant cv join product c on c.product_id = cv.child_id
      where c.status = 1 and ${active('c')}))`;
  return wantsOnSale ? onSale : sql<boolean>`not ${onSale}`;
}
