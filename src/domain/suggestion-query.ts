// When a search text is long enough to suggest anything (issue 11: "after two characters (Thai: one syllable)").
// Thai is written without spaces and a syllable is often one or two letters plus marks, so counting characters
// says little: "ปู" (crab) is one consonant and one vowel sign, "ก่" is a consonant with a tone mark and no vowel.
// The rule (docs/decisions/search-suggestions.md): Thai text counts as one syllable once it has a consonant and a
// second sounding letter (another consonant or a vowel sign); tone marks and other signs do not sound on their
// own. Other scripts need two characters (code points, spaces not counted).

export const MIN_SUGGESTION_CHARACTERS = 2;

/** ก–ฮ */
const THAI_CONSONANT = /[\u0E01-\u0E2E]/u;
/** Consonants and vowels (leading เ แ โ ใ ไ, following ะ า ำ ๅ, above/below ั ิ ี ึ ื ุ ู, and ฤ ฦ). */
const THAI_SOUNDING = /[\u0E01-\u0E2E\u0E30-\u0E3A\u0E40-\u0E45]/gu;
const THAI_ANY = /[\u0E00-\u0E7F]/gu;

/** True when `text` holds at least one Thai syllable by the rule above. */
export function hasThaiSyllable(text: string): boolean {
  if (!THAI_CONSONANT.test(text)) return false;
  return (text.match(THAI_SOUNDING)?.length ?? 0) >= 2;
}

/** True when a suggestion request is worth sending for `text`. */
export function isSuggestibleQuery(text: string): boolean {
  const compact = text.replace(/\s+/gu, '');
  if (hasThaiSyllable(compact)) return true;
  const others = [...compact.replace(THAI_ANY, '')];
  return others.length >= MIN_SUGGESTION_CHARACTERS;
}
