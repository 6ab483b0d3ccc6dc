/** At most this many words take part; a pasted paragraph should not build a query with 200 ORs. */
export const MAX_SEARCH_WORDS = 8;

/** Escapes LIKE wildcards so a shopper's "50%" is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
