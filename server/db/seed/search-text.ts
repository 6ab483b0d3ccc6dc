/**
 * Thai is written without spaces between words, so trigram and word matching on raw names works poorly.
 * Product search text is stored segmented: every word-like segment (Intl.Segmenter, Thai dictionary),
 * lower-cased, joined with single spaces. Search queries must go through the same function so both sides
 * split words the same way.
 */
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

export function segmentWords(text: string): string[] {
  const words: string[] = [];
  for (const segment of segmenter.segment(text.toLowerCase())) {
    if (segment.isWordLike) words.push(segment.segment);
  }
  return words;
}

/** Segments every part (name, sku, brand label, category names ...) and joins the words with spaces. */
export function buildSearchText(parts: ReadonlyArray<string | null | undefined>): string {
  const words: string[] = [];
  for (const part of parts) {
    if (part) words.push(...segmentWords(part));
  }
  return words.join(' ');
}
