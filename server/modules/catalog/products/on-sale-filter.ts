import { sql, type RawBuilder } from 'kysely';
import type { FilterEqualTypeInput } from '../../../graphql/generated/resolvers-types';

/**
 * Amasty Improved Layered Navigation's "On Sale" filter (`am_on_sale`, value "1"): products whose special
 * price applies at `now`, by the rule of final-price.ts isSpecialPriceActive (lower than the price, inside
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
  const active = (alias: string): RawBuilder<boolean> => {
    const column = (name: string) => sql.ref(`${alias}.${name}`);
    return sql<boolean>`(${column('special_price')} is not null and ${column('special_price')} < ${column('price')}
      and (${column('special_from')} is null or ${column('special_from')} <= ${now})
      and (${column('special_to')} is null or ${column('special_to')} >= ${now}))`;
  };
  const onSale = sql<boolean>`(${active('p')} or p.product_id in (
    select cv.parent_id from configurable_variant cv join product c on c.product_id = cv.child_id
      where c.status = 1 and ${active('c')}))`;
  return wantsOnSale ? onSale : sql<boolean>`not ${onSale}`;
}
