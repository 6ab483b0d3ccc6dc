import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';

/**
 * The cheapest final price of product `p` in satang, for price filters, price sorting and price buckets,
 * read from product_price_index (alias `pi`, see migration 0003): the same rules as final-price.ts and
 * price-range-loader.ts, computed when a product or one of its children changes rather than per row and
 * per request. A product without an index row (never expected: triggers write one) falls back to its price.
 */
export function minimumFinalPriceSql(): RawBuilder<number> {
  return sql<number>`coalesce(pi.min_price, p.price)`;
}

/** How often a process looks for index rows whose special-price window opened or closed. */
const EXPIRY_CHECK_MS = 1000;

interface Freshness {
  checkedAt: number;
  running: Promise<void> | null;
}

const freshness = new WeakMap<Kysely<Database>, Freshness>();

/**
 * Recomputes the index rows past their valid_until (a special price that started or ended since they were
 * written), at most once a second per process; an index probe that finds nothing in the usual case.
 */
export async function ensureFreshPriceIndex(db: Kysely<Database>, now = Date.now()): Promise<void> {
  let state = freshness.get(db);
  if (!state) {
    state = { checkedAt: 0, running: null };
    freshness.set(db, state);
  }
  if (state.running) return state.running;
  if (now - state.checkedAt < EXPIRY_CHECK_MS) return;
  const current = state;
  current.running = sql`select talat_refresh_expired_prices()`.execute(db).then(
    () => {
      current.checkedAt = Date.now();
      current.running = null;
    },
    (error: unknown) => {
      current.running = null;
      throw error;
    },
  );
  return current.running;
}
