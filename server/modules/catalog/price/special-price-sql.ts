/**
 * Magento's special-price rule in SQL, written once: the twin of final-price.ts isSpecialPriceActive (a
 * special price applies when it is set, lower than the price, and `now` is inside its window; an open end
 * is open). The on-sale filter and the price index (migration 0003) are built from it, and
 * special-price-sql.test.ts checks it against the TypeScript rule case by case on the database.
 *
 * `alias` is a table alias of ours (never input); `now` is SQL text without parameters: now() inside the
 * database's own functions, sqlTimestamp(at) for a request's fixed reference time.
 */
export function specialPriceActiveSql(alias: string, now: string): string {
  return `(${alias}.special_price is not null and ${alias}.special_price < ${alias}.price
        and (${alias}.special_from is null or ${alias}.special_from <= ${now})
        and (${alias}.special_to is null or ${alias}.special_to >= ${now}))`;
}

/** The product's own final price: its special price while that applies, else its price (final-price.ts finalPrice). */
export function ownFinalPriceSql(alias: string, now: string): string {
  return `case when ${specialPriceActiveSql(alias, now)} then ${alias}.special_price else ${alias}.price end`;
}

/** A point in time as a timestamptz literal (from a Date, so it is always an ISO string). */
export function sqlTimestamp(at: Date): string {
  return `'${at.toISOString()}'::timestamptz`;
}
