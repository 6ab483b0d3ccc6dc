import { sql, type Kysely, type Selectable } from 'kysely';
import type { CartRuleTable, Database } from '../../db/types';
import { msg } from '../../i18n/message';
import type { PricingRule } from '../pricing/cart-totals';

export type CartRuleRow = Selectable<CartRuleTable>;

/** Magento's answer when a coupon does not exist, is off, out of its dates, or does not apply to the cart. */
export const COUPON_NOT_VALID_MESSAGE = msg("The coupon code isn't valid. Verify the code and try again.");

interface RuleScope {
  couponCode: string | null;
  customerId: number | null;
  now: Date;
}

/**
 * Active rules in their dates: the automatic ones and the one the coupon names, minus those the customer
 * has used up (uses per customer count only for signed-in customers, as in Magento). Sorted by priority.
 */
export async function loadCartRules(db: Kysely<Database>, scope: RuleScope): Promise<CartRuleRow[]> {
  let query = db
    .selectFrom('cart_rule as r')
    .selectAll('r')
    .where('r.is_active', '=', true)
    .where((eb) => eb.or([eb('r.from_date', 'is', null), eb('r.from_date', '<=', scope.now)]))
    .where((eb) => eb.or([eb('r.to_date', 'is', null), eb('r.to_date', '>=', scope.now)]))
    .where((eb) =>
      scope.couponCode === null
        ? eb('r.coupon_code', 'is', null)
        : eb.or([eb('r.coupon_code', 'is', null), eb(eb.fn('lower', ['r.coupon_code']), '=', scope.couponCode.toLowerCase())]),
    );
  if (scope.customerId !== null) {
    const customerId = scope.customerId;
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('cart_rule_usage as u')
            .select(sql<number>`1`.as('one'))
            .whereRef('u.rule_id', '=', 'r.rule_id')
            .where('u.customer_id', '=', customerId)
            .where(eb.ref('r.uses_per_customer'), 'is not', null)
            .whereRef('u.times_used', '>=', sql`r.uses_per_customer`),
        ),
      ),
    );
  }
  return query.orderBy('r.sort_order').orderBy('r.rule_id').execute();
}

/** Hundredths of a percent from numeric(12, 2) text ("10.50" → 1050), exactly. */
function hundredths(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** A rule as pricing takes it, or null when the cart's subtotal does not reach its minimum. */
export function toPricingRule(row: CartRuleRow, subtotal: number, lang: 'th' | 'en'): PricingRule | null {
  if (row.min_subtotal !== null && subtotal < row.min_subtotal) return null;
  const scaled = hundredths(String(row.discount_amount));
  return {
    id: row.rule_id,
    label: lang === 'th' ? row.label_th : row.label_en,
    kind: row.discount_type,
    // by_percent is kept in hundredths of a percent; fixed amounts are satang (numeric(12,2) of whole satang).
    amount: row.discount_type === 'by_percent' ? scaled : Math.round(scaled / 100),
    skus: row.sku_list,
    categoryId: row.category_id,
    stopFurther: row.stop_further_processing,
  };
}

/** The rule behind a coupon code, if it is on and in its dates (case-insensitive, as Magento matches). */
export async function findCouponRule(db: Kysely<Database>, code: string, now: Date): Promise<CartRuleRow | null> {
  const row = await db
    .selectFrom('cart_rule')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['coupon_code']), '=', code.trim().toLowerCase()))
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('from_date', 'is', null), eb('from_date', '<=', now)]))
    .where((eb) => eb.or([eb('to_date', 'is', null), eb('to_date', '>=', now)]))
    .executeTakeFirst();
  return row ?? null;
}
