import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalPrice, isSpecialPriceActive, type OwnPriceRow } from './final-price';
import { ownFinalPriceSql, specialPriceActiveSql, sqlTimestamp } from './special-price-sql';

// The special-price rule exists twice by necessity (TypeScript for single products and carts, SQL for
// filters and the price index): here the SQL one runs on the database for each case and must answer
// what the TypeScript one answers, at the same moment.

const now = new Date('2026-06-15T12:00:00Z');
const before = '2026-06-01T00:00:00Z';
const after = '2026-06-30T00:00:00Z';
const exactlyNow = now.toISOString();

const cases: OwnPriceRow[] = [
  { price: 10_000, special_price: null, special_from: null, special_to: null },
  { price: 10_000, special_price: 8_000, special_from: null, special_to: null },
  { price: 10_000, special_price: 10_000, special_from: null, special_to: null },
  { price: 10_000, special_price: 12_000, special_from: null, special_to: null },
  { price: 10_000, special_price: 8_000, special_from: before, special_to: after },
  { price: 10_000, special_price: 8_000, special_from: after, special_to: null },
  { price: 10_000, special_price: 8_000, special_from: null, special_to: before },
  { price: 10_000, special_price: 8_000, special_from: exactlyNow, special_to: null },
  { price: 10_000, special_price: 8_000, special_from: null, special_to: exactlyNow },
  { price: 10_000, special_price: 0, special_from: before, special_to: null },
];

describe('special-price rule: SQL against TypeScript', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec('create table product (id integer, price integer, special_price integer, special_from timestamptz, special_to timestamptz)');
    for (const [id, row] of cases.entries()) {
      await db.query('insert into product values ($1, $2, $3, $4, $5)', [id, row.price, row.special_price, row.special_from, row.special_to]);
    }
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers each case as isSpecialPriceActive and finalPrice do', async () => {
    const at = sqlTimestamp(now);
    const { rows } = await db.query<{ id: number; active: boolean; final: number }>(
      `select id, ${specialPriceActiveSql('p', at)} as active, ${ownFinalPriceSql('p', at)} as final from product p order by id`,
    );
    const expected = cases.map((row, id) => ({ id, active: isSpecialPriceActive(row, now), final: finalPrice(row, now) }));
    expect(rows).toEqual(expected);
    // The cases cover both answers (a table of all-false would prove nothing).
    expect(new Set(expected.map((e) => e.active))).toEqual(new Set([true, false]));
  });
});
