/**
 * Magento's "auto" price ranges: a power of ten one digit shorter than the highest price, stepped down
 * (not below 10) while it would put everything in one bucket. Input: product counts per 10-unit bucket
 * of display price (`tens` = floor(price / 10)); every range is a multiple of 10, so they merge exactly.
 */
export interface PriceBucket {
  from: number;
  to: number;
  count: number;
}

const MIN_RANGE = 10;

export function priceBuckets(fine: ReadonlyArray<{ tens: number; count: number }>): PriceBucket[] {
  if (fine.length === 0) return [];
  const maxPrice = Math.max(...fine.map((row) => row.tens)) * 10 + 9;
  let range = 10 ** Math.max(String(Math.floor(maxPrice)).length - 1, 1);
  let buckets = merge(fine, range);
  while (buckets.length < 2 && range > MIN_RANGE) {
    range /= 10;
    buckets = merge(fine, range);
  }
  return buckets;
}

function merge(fine: ReadonlyArray<{ tens: number; count: number }>, range: number): PriceBucket[] {
  const counts = new Map<number, number>();
  for (const { tens, count } of fine) {
    const key = Math.floor((tens * 10) / range);
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([key, count]) => ({ from: key * range, to: (key + 1) * range, count }));
}
