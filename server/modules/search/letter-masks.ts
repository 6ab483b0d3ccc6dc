/**
 * A word's letters as bits, signed 32-bit (a-z one bit each; digits, Thai and other letters share the six others), for
 * exact filters over the vocabulary (word-lookups.ts): a word containing another holds all its bits, and a
 * candidate with bits a typed word lacks holds at least that many letters the typed word lacks. At 100,000
 * products the vocabulary holds 100,000 SKUs, and a first search's lookups scanned them with string tests
 * (1.3-7 ms per lookup, several per query word).
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index);
    const bit = code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? 26 + (code % 3) : 29 + (code % 3);
    mask |= 1 << bit;
  }
  return mask | 0;
}

export function letterMasks(words: readonly string[]): Int32Array {
  return Int32Array.from(words, letterMask);
}

/** How many bits are set (at most 32). */
export function bitCount(mask: number): number {
  let value = mask >>> 0;
  let count = 0;
  while (value !== 0) {
    value &= value - 1;
    count += 1;
  }
  return count;
}
