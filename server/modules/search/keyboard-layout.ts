import { createRequire } from 'node:module';
import type { LayoutItem } from 'simple-keyboard-layouts/build/interfaces';

/**
 * Text typed with the wrong keyboard layout on: ไก่ typed while the keyboard was still on the English
 * layout arrives as "wdj", and "rice" typed on the Thai one as "พรแำ". Thailand's standard layout is
 * Kedmanee (TIS 820-2538); the key tables come from simple-keyboard-layouts (its Thai and US English
 * layouts list the same keys in the same order, unshifted and shifted), so no hand-copied table to get wrong.
 */
const require = createRequire(import.meta.url);
const thai = (require('simple-keyboard-layouts/build/commonjs/layouts/thai.js') as { default: LayoutItem }).default;
const english = (require('simple-keyboard-layouts/build/commonjs/layouts/english.js') as { default: LayoutItem }).default;

/** The character keys of a row; the bottom row (".com @ {space}") is the virtual keyboard's own, not a layout's. */
function keys(row: string): string[] {
  if (row.includes('{space}')) return [];
  return row.split(' ').filter((key) => key !== '' && !key.startsWith('{'));
}

function buildMaps(): { toThai: Map<string, string>; toLatin: Map<string, string> } {
  const toThai = new Map<string, string>();
  const toLatin = new Map<string, string>();
  for (const level of ['default', 'shift'] as const) {
    const thaiRows = thai.layout[level] ?? [];
    const englishRows = english.layout[level] ?? [];
    thaiRows.forEach((thaiRow, rowIndex) => {
      const thaiKeys = keys(thaiRow);
      const englishKeys = keys(englishRows[rowIndex] ?? '');
      if (thaiKeys.length !== englishKeys.length) return;
      thaiKeys.forEach((thaiKey, index) => {
        const latinKey = englishKeys[index]!;
        // Unshifted keys win: "." is both Latin "." (Thai ใ) and the Thai shifted ";" (Latin '"').
        if (!toThai.has(latinKey)) toThai.set(latinKey, thaiKey);
        if (!toLatin.has(thaiKey)) toLatin.set(thaiKey, latinKey);
      });
    });
  }
  return { toThai, toLatin };
}

const { toThai, toLatin } = buildMaps();
const THAI_LETTER = /[\u0e01-\u0e5b]/;
const LATIN_LETTER = /[a-z]/i;

/** What the keys of Latin text would have typed on the Thai layout; null when it has no Latin letter. */
export function thaiFromLatinKeys(text: string): string | null {
  if (!LATIN_LETTER.test(text) || THAI_LETTER.test(text)) return null;
  let out = '';
  for (const char of text) {
    // A shifted letter on a phone is rare: read A-Z as the unshifted key first.
    out += toThai.get(char) ?? toThai.get(char.toLowerCase()) ?? char;
  }
  return out;
}

/** What the keys of Thai text would have typed on the English layout; null when it has no Thai letter. */
export function latinFromThaiKeys(text: string): string | null {
  if (!THAI_LETTER.test(text) || LATIN_LETTER.test(text)) return null;
  let out = '';
  for (const char of text) out += toLatin.get(char) ?? char;
  return out.toLowerCase();
}
