import { segmentWords } from '../../db/seed/search-text';

/**
 * The words of a search query, split exactly as product search text was at write time (same segmenter,
 * same lower-casing), so a Thai word inside a compound name is a word on both sides.
 */
export interface SearchWord {
  text: string;
  /** Latin letters and digits only: eligible for typo correction. */
  latin: boolean;
  /**
   * Short words (1-2 characters) have no trigram of their own inside '%w%', which would scan the whole
   * index; they are matched at the start of a word instead (' w%'), which pg_trgm can index.
   */
  short: boolean;
}

/** At most this many words take part; a pasted paragraph should not build a query with 200 ORs. */
export const MAX_SEARCH_WORDS = 8;

export function searchWords(query: string): SearchWord[] {
  const seen = new Set<string>();
  const words: SearchWord[] = [];
  for (const text of segmentWords(query.normalize('NFC'))) {
    if (seen.has(text)) continue;
    seen.add(text);
    const length = [...text].length;
    words.push({ text, latin: /^[a-z0-9]+$/.test(text), short: length < 3 });
  }
  // One-character words (stray Thai marks, "a") only add noise when anything longer was typed.
  const meaningful = words.filter((word) => [...word.text].length > 1);
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_SEARCH_WORDS);
}

/** Escapes LIKE wildcards so a shopper's "50%" is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
