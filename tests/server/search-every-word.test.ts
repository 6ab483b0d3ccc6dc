import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planWords } from '../../server/modules/search/plan-search';
import { groupedHits, joinedHits, searchSql } from '../../server/modules/search/search-sql';
import { hitRows } from './support/search-hit-rows';
import { buildTestApp, type TestApp } from './support/test-app';

// Several-word searches find the products matching every word by joining the words' rows
// (search-sql.ts everyWordHits) when at least 100 do; the hits and their relevance signals must be those of the
// general grouping (search-sql.ts groupedHits), on PGlite and PostgreSQL.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEARCHES: Array<[string, string]> = [
  ['th', 'ข้าวหอมมะลิ'], ['th', 'ข้าว jasmine'], ['th', 'khao niao'], ['th', 'fish sauce'], ['th', 'Doi Fresh'], ['th', 'ซอส oyster'],
  ['en', 'jasmine rice'], ['en', 'Talat Select rice'], ['en', 'rice ข้าวเหนียว'], ['en', 'chicken breast'], ['en', 'ดอยเฟรช'], ['en', 'oyser sauce'],
];

const rows = (hits: ReturnType<typeof groupedHits>, where?: ReturnType<typeof sql>) => hitRows(t.database.db, hits, where);

describe('several-word search by joining the words\' rows', () => {
  it.each(SEARCHES)('finds the products matching every word with the grouping\'s signals (%s "%s")', async (store, term) => {
    const words = await planWords(t.database.db, store === 'th' ? 1 : 2, term);
    expect(words!.length).toBeGreaterThanOrEqual(2);
    for (const visibility of [[3, 4], [2, 3, 4]]) {
      const joined = await rows(joinedHits(words!, visibility));
      expect(joined.length).toBeGreaterThan(0);
      expect(joined).toEqual(await rows(groupedHits(words!, visibility), sql`s.matched = ${words!.length}`));
      // The search's own hits (joined when 100+ match every word, else grouped) are the grouping's.
      expect(await rows(searchSql(words!).hits(visibility))).toEqual(await rows(groupedHits(words!, visibility)));
    }
  });
});
