import { editDistanceWithin } from './edit-distance';

/** What these checks read of a store's vocabulary (vocabulary.ts builds it, with thaiKey from here). */
interface ThaiVocabulary {
  words: readonly string[];
  wordSet: ReadonlySet<string>;
  thaiByKeyLength: ReadonlyMap<number, ReadonlyArray<{ word: string; key: string }>>;
}

/**
 * Thai typing slips: a tone mark or vowel left out when typing fast on a phone ("กระเทยม" for
 * กระเทียม, "ไก" for ไก่), a letter swapped or doubled. The segmenter cuts a misspelt word into
 * fragments that each occur somewhere ("กระ" "เท" "ยม", the cause of sardines ranking first for garlic),
 * so a Thai run of the query is first checked as a whole, and corrected as a whole when it is not known.
 */

/** Tone marks, thanthakhat and maitaikhu: the marks most often left out, ignored when comparing. */
const TONE_MARKS = /[\u0e47-\u0e4c]/g;

export function thaiKey(word: string): string {
  return word.replace(TONE_MARKS, '');
}

/** Slips allowed in a Thai key of this many characters (vowels and consonants count, tone marks not). */
function allowedThaiSlips(length: number): number {
  if (length < 3) return 0;
  return length <= 5 ? 1 : 2;
}

/** At most this many corrections, closest first. */
const MAX_CORRECTIONS = 4;

/**
 * Vocabulary words the Thai text may have meant: equal but for tone marks, or within the slips its
 * length allows (dropped, added, wrong or swapped characters), the closest first; shorter words first
 * among equals (the noun rather than a compound holding it).
 */
export function thaiCorrectionsFrom(vocabulary: Pick<ThaiVocabulary, 'thaiByKeyLength'>, text: string): string[] {
  const key = thaiKey(text);
  const max = allowedThaiSlips(key.length);
  const found: Array<{ word: string; distance: number }> = [];
  for (let length = key.length - max; length <= key.length + max; length += 1) {
    for (const candidate of vocabulary.thaiByKeyLength.get(length) ?? []) {
      const distance = editDistanceWithin(key, candidate.key, max);
      if (distance !== null && candidate.word !== text) found.push({ word: candidate.word, distance });
    }
  }
  found.sort((a, b) => a.distance - b.distance || a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
  const best = found[0]?.distance;
  // Only the closest distance: one slip away beats two slips away, never mixed on a page.
  return found.filter((entry) => entry.distance === best).slice(0, MAX_CORRECTIONS).map((entry) => entry.word);
}

/** Whether the Thai text occurs inside a vocabulary word as typed ("ไก" inside ไก่ and อกไก่). */
export function occursInVocabulary(vocabulary: Pick<ThaiVocabulary, 'words'>, run: string): boolean {
  return vocabulary.words.some((word) => word.includes(run));
}

/** Whether every word the segmenter cut the run into is a vocabulary word ("ข้าวหอมมะลิ": ข้าว, หอม, มะลิ). */
export function segmentsAreWords(vocabulary: Pick<ThaiVocabulary, 'wordSet'>, segments: readonly string[]): boolean {
  return segments.length > 0 && segments.every((segment) => vocabulary.wordSet.has(segment));
}

/** A Thai run is known when it occurs in the vocabulary or its words all do; "กระเทยม" is neither. */
export function isKnownThaiRun(vocabulary: Pick<ThaiVocabulary, 'words' | 'wordSet'>, run: string, segments: readonly string[]): boolean {
  return segmentsAreWords(vocabulary, segments) || occursInVocabulary(vocabulary, run);
}
