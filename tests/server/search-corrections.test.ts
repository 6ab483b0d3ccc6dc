import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistanceWithin } from '../../server/modules/search/edit-distance';
import { buildVocabulary } from '../../server/modules/search/vocabulary';
import { correctionsFrom, expansionsFrom, MAX_EXPANSIONS, prefixExpansionsFrom } from '../../server/modules/search/word-lookups';

// The vocabulary lookups skip words by their letters first (letter-masks.ts; correctionsFrom also skips
// candidates holding more letters the typed word lacks than its allowed typos): exact filters, so every
// lookup must answer what testing every word answers.

/** The corrections by the edit distance of every candidate of a near length (no filter). */
function everyCandidate(latin: readonly string[], word: string): string[] {
  const max = allowedTypos(word.length);
  if (max === 0 || latin.some((known) => known.includes(word))) return [];
  const found = latin.flatMap((candidate) => {
    const distance = editDistanceWithin(word, candidate, max);
    return distance === null ? [] : [{ word: candidate, distance }];
  });
  found.sort((a, b) => a.distance - b.distance || a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
  return found.slice(0, 4).map((entry) => entry.word);
}

/** A small deterministic generator (the same words on every run). */
function words(seed: number, count: number, letters: string): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => {
    const length = 3 + Math.floor(next() * 7);
    return letters[Math.floor(next() * 20)]! + Array.from({ length: length - 1 }, () => letters[Math.floor(next() * letters.length)]).join('');
  });
}

describe('Latin typo corrections', () => {
  it('are the same as comparing every candidate, with SKU-like words in the vocabulary', () => {
    const real = ['salmon', 'chicken', 'mushrooms', 'jasmine', 'durian', 'coffee', 'garlic', 'lemongrass', 'oyster', 'sauce', 'rice', 'riceberry', 'salmo1', 'chick3n', 'tsel0001', 'sa1mon00'];
    const vocabulary = buildVocabulary([...real, ...words(7, 4000, 'abcdefghijklmnopqrst0123456789'), ...words(11, 2000, 'aeioulmnrst')]);
    const typed = ['salmno', 'chiken', 'mushroms', 'jasmne', 'durain', 'coffe', 'garlc', 'lemongras', 'oyser', 'sacue', 'rcie', ...words(13, 300, 'aeioulmnrst'), ...words(17, 200, 'abcdefghijklmnopqrst0123456789')];
    let corrected = 0;
    for (const word of typed) {
      const expected = everyCandidate(vocabulary.latin, word);
      expect(correctionsFrom(vocabulary, word), word).toEqual(expected);
      if (expected.length > 0) corrected += 1;
    }
    // The comparison covers words with corrections, not only words without any.
    expect(corrected).toBeGreaterThan(50);
    expect(correctionsFrom(vocabulary, 'salmno')).toContain('salmon');
  });

  it('find the same words containing or starting with a query word as testing every word', () => {
    const vocabulary = buildVocabulary([...words(19, 3000, 'abcdefghijklmnopqrst0123456789'), ...words(23, 1500, 'aeioulmnrst'),
      'ข้าว', 'ข้าวสาร', 'ข้าวโพด', 'ไก่', 'อกไก่', 'ไก่ไทย', 'น้ำปลา', 'mother\'s', 'rd6', 'uht']);
    const every = (word: string) => vocabulary.words.filter((known) => known.includes(word)).slice(0, MAX_EXPANSIONS);
    const starting = (prefix: string) => {
      const found = vocabulary.words.filter((known) => known.startsWith(prefix));
      return found.length > MAX_EXPANSIONS ? null : found;
    };
    for (const word of [...words(29, 300, 'aeioulmnrst0123'), 'ข้าว', 'ไก่', 'ไก', 'ปลา', "r's", 'rd', 'uh', 'a', 'e1', '0']) {
      expect(expansionsFrom(vocabulary, word), word).toEqual(every(word));
      expect(prefixExpansionsFrom(vocabulary, word.slice(0, 2)), word).toEqual(starting(word.slice(0, 2)));
    }
    expect(expansionsFrom(vocabulary, 'ไก่')).toEqual(['ไก่', 'อกไก่', 'ไก่ไทย']);
  });
});
