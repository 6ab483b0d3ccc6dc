import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { PricingFee } from '../pricing/cart-totals';

export interface FeeOption {
  optionId: number;
  label: string;
  price: number;
  isDefault: boolean;
}

export interface ApplicableFee {
  feeId: number;
  label: string;
  description: string | null;
  isRequired: boolean;
  taxable: boolean;
  options: FeeOption[];
}

export interface FeeCartFacts {
  /** Category ids (with ancestors) of the bought lines. */
  categoryIds: ReadonlySet<number>;
  /** Subtotal after discounts, VAT included. */
  afterDiscount: number;
  hasLines: boolean;
}

/** Fees whose condition holds for the cart: chilled/frozen category present, small order, or always. */
export async function applicableFees(db: Kysely<Database>, facts: FeeCartFacts, lang: 'th' | 'en'): Promise<ApplicableFee[]> {
  if (!facts.hasLines) return [];
  const fees = await db.selectFrom('extra_fee').selectAll().where('is_active', '=', true).orderBy('sort_order').orderBy('fee_id').execute();
  const applicable = fees.filter((fee) => {
    switch (fee.condition_type) {
      case 'category':
        return fee.category_id !== null && facts.categoryIds.has(fee.category_id);
      case 'small_order':
        return fee.threshold !== null && facts.afterDiscount < fee.threshold;
      case 'always':
        return true;
    }
  });
  if (applicable.length === 0) return [];
  const options = await db
    .selectFrom('extra_fee_option')
    .selectAll()
    .where('fee_id', 'in', applicable.map((fee) => fee.fee_id))
    .orderBy('sort_order')
    .orderBy('option_id')
    .execute();
  return applicable.map((fee) => ({
    feeId: fee.fee_id,
    label: lang === 'th' ? fee.label_th : fee.label_en,
    description: lang === 'th' ? fee.description_th : fee.description_en,
    isRequired: fee.is_required,
    taxable: fee.is_taxable,
    options: options
      .filter((option) => option.fee_id === fee.fee_id)
      .map((option) => ({
        optionId: option.option_id,
        label: lang === 'th' ? option.label_th : option.label_en,
        price: option.price,
        isDefault: option.is_default,
      })),
  }));
}

/**
 * The fees charged: each applicable fee at its default option (the first option when none is marked).
 * No mutation lets the shopper pick another option yet, so non-required fees are offered, not charged.
 */
export function chargedFees(fees: readonly ApplicableFee[]): PricingFee[] {
  return fees.flatMap((fee) => {
    if (!fee.isRequired) return [];
    const option = fee.options.find((o) => o.isDefault) ?? fee.options[0];
    return option ? [{ feeId: fee.feeId, optionId: option.optionId, label: fee.label, price: option.price, taxable: fee.taxable }] : [];
  });
}
