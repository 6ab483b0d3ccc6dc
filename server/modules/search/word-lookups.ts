import { allowedTypos, editDistanceWithin } from './edit-distance';
import type { Vocabulary } from './vocabulary';
import { bitCount, letterMask } from './letter-masks';

/**
 * How one query word is found in a store's vocabulary (vocabulary.ts):
 * - a word of 3+ characters stands for the vocabulary words that contain it (what '%word%' on the search
 *   text matched), at most MAX_EXPANSIONS, shortest first;
 * - a 1-2 character word stands for the words that start with it, listed when there are at most
 *   MAX_EXPANSIONS, else matched as a prefix range in SQL;
 * - a Latin word found nowhere is corrected by edit distance (trigram similarity is too weak for short
 *   words: "rce" vs "rice" scores 0.29, below "force" at 0.5).
 */

/** At most this many corrections per word, closest first. */
const MAX_CORRECTIONS = 4;

/** At most this many vocabulary words stand for one query word (a digit string may occur in thousands). */
export const MAX_EXPANSIONS = 64;

/** Vocabulary words starting with a short word, or null when there are more than MAX_EXPANSIONS of them. */
export function prefixExpansionsFrom(vocabulary: Pick<Vocabulary, 'words' | 'masks'>, prefix: string): string[] | null {
  const found: string[] = [];
  const need = letterMask(prefix);
  const { words, masks } = vocabulary;
  for (let index = 0; index < words.length; index += 1) {
    // A word holding every letter of the prefix is the only one that can start with it.
    if (((masks[index] ?? 0) & need) !== need) continue;
    const known = words[index]!;
    if (known.startsWith(prefix)) {
      if (found.length === MAX_EXPANSIONS) return null;
      found.push(known);
    }
  }
  return found;
}

/** Vocabulary words containing `word`, shortest first (the word itself first when it occurs). */
export function expansionsFrom(vocabulary: Pick<Vocabulary, 'words' | 'masks'>, word: string): string[] {
  const found: string[] = [];
  const need = letterMask(word);
  const { words, masks } = vocabulary;
  for (let index = 0; index < words.length; index += 1) {
    if (((masks[index] ?? 0) & need) !== need) continue;
    const known = words[index]!;
    if (known.includes(word)) {
      found.push(known);
      if (found.length === MAX_EXPANSIONS) break;
    }
  }
  return found;
}

/**
 * Whether more than `max` letters of `candidate` are letters `word` does not hold at all: each of them needs
 * an edit of its own (a substitution or insertion; matches and swaps only move letters both hold), so the
 * edit distance is above `max`. A cheap exact filter: at 100,000 products the Latin vocabulary holds 99,939
 * eight-character SKUs, whose digits rule them out before the edit distance (a typo took 60-100 ms).
 */
function holdsTooManyOtherLetters(candidate: string, letters: ReadonlySet<string>, max: number): boolean {
  let other = 0;
  for (const letter of candidate) {
    if (!letters.has(letter)) {
      other += 1;
      if (other > max) return true;
    }
  }
  return false;
}

/** Latin words of the vocabulary a mistyped word may have meant; empty when the word occurs as typed. */
export function correctionsFrom(vocabulary: Pick<Vocabulary, 'latinByLength' | 'latin' | 'latinMasks' | 'latinMasksByLength'>, word: string): string[] {
  const max = allowedTypos(word.length);
  if (max === 0) return [];
  const need = letterMask(word);
  if (vocabulary.latin.some((known, index) => ((vocabulary.latinMasks[index] ?? 0) & need) === need && known.includes(word))) return [];
  const letters = new Set(word);
  const found: { word: string; distance: number }[] = [];
  for (let length = word.length - max; length <= word.length + max; length += 1) {
    const candidates = vocabulary.latinByLength.get(length) ?? [];
    const masks = vocabulary.latinMasksByLength.get(length);
    for (let index = 0; index < candidates.length; index += 1) {
      const candidate = candidates[index]!;
      // Bits the typed word lacks: at least that many letters it lacks (a cheaper first test of the next one).
      if (bitCount((masks?.[index] ?? 0) & ~need) > max) continue;
      if (holdsTooManyOtherLetters(candidate, letters, max)) continue;
      const distance = editDistanceWithin(word, candidate, max);
      if (distance !== null) found.push({ word: candidate, distance });
    }
  }
  found.sort((a, b) => a.distance - b.distance || a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
  return found.slice(0, MAX_CORRECTIONS).map((entry) => entry.word);
}
