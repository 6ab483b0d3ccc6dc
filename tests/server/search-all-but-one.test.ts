import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planWords } from '../../server/modules/search/plan-search';
import { allButOneHits, groupedHits, searchSql } from '../../server/modules/search/search-sql';
import { hitRows } from './support/search-hit-rows';
import { buildTestApp, type TestApp } from './support/test-app';

// A 3-4 word search that no product matches in every word takes, when at least 100 products match all but one
// word, those products, found by joining each set of all-but-one words' rows (search-sql.ts allButOneHits); the
// hits and their relevance signals must be those of the general grouping (groupedHits), on PGlite and PostgreSQL.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEARCHES: Array<[string, string]> = [
  ['th', 'ซีอิวขาว'], ['th', 'ข้าว ไก่ ปลา'], ['th', 'ซอส ไก่ หมู'], ['th', 'ข้าว หมู กุ้ง ปลา'], ['th', 'น้ำปลา นม ไข่'],
  ['en', 'rice chicken pork'], ['en', 'fish sauce milk'], ['en', 'thai rice tea coffee'], ['en', 'soy sauce egg'], ['en', 'ไก่ rice milk'],
];

const rows = (hits: ReturnType<typeof groupedHits>, where?: ReturnType<typeof sql>) => hitRows(t.database.db, hits, where);

describe('several-word search that no product matches in every word', () => {
  it('has searches of the kind among those tested, with products matching all but one word', async () => {
    let tested = 0;
    for (const [store, term] of SEARCHES) {
      const words = await planWords(t.database.db, store === 'th' ? 1 : 2, term);
      const all = await rows(groupedHits(words!, [3, 4]));
      if (all.some((row) => row.matched === words!.length)) continue;
      if (all.some((row) => row.matched === words!.length - 1)) tested += 1;
    }
    expect(tested).toBeGreaterThanOrEqual(3);
  });

  it.each(SEARCHES)('finds the products matching all but one word with the grouping\'s signals (%s "%s")', async (store, term) => {
    const words = await planWords(t.database.db, store === 'th' ? 1 : 2, term);
    expect(words!.length).toBeGreaterThanOrEqual(3);
    expect(words!.length).toBeLessThanOrEqual(4);
    for (const visibility of [[3, 4], [2, 3, 4]]) {
      const all = await rows(groupedHits(words!, visibility));
      // Only when none matches every word (else a product would be in several joins).
      if (!all.some((row) => row.matched === words!.length)) {
        expect(await rows(allButOneHits(words!, visibility))).toEqual(all.filter((row) => row.matched === words!.length - 1));
      }
      // The search's own hits (every word, all but one word, or the grouping) are the grouping's.
      expect(await rows(searchSql(words!).hits(visibility))).toEqual(all);
    }
  });
});
