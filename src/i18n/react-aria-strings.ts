// React Aria speaks the store view's language: its built-in strings (screen-reader announcements such as the
// combobox's "3 options available.", button and list names) in Thai in the th store view, in English otherwise.
//
// React Aria has no th-TH strings and no API to add a locale per package. It does read one global table of
// every package's strings (window[Symbol.for('react-aria.i18n.strings')], the table its LocalizedStringProvider
// writes for server rendering) instead of its own. That table is read once and must hold every package, so it is
// React Aria's en-US table with each string behind a getter that answers in the locale the closest <IntlRoot>
// set (react-aria-locale.ts): Thai from react-aria-thai.ts where there is one, else English. The server renders
// with React Aria's own strings (no window): the announcements this is for only happen in the browser.
//
// The table is installed when this module is evaluated. Builds make React Aria's string dictionary
// (@internationalized/string) import it (scripts/vite-react-aria-strings.ts), so the table loads with the first
// React Aria component that has strings, before it reads them, and not with a first view that has none (~3 KB
// gzip). Development (where Vite pre-bundles React Aria) and tests import it at start.
import * as englishModule from 'react-aria-components/i18n/en-US';
import { reactAriaLocale } from './react-aria-locale';
import { REACT_ARIA_THAI } from './react-aria-thai';

const LOCALE_KEY = Symbol.for('react-aria.i18n.locale');
const STRINGS_KEY = Symbol.for('react-aria.i18n.strings');

// The package types this module's default export as a type only (lang.d.ts); at run time it is the table.
const english = (englishModule as unknown as { default: Record<string, Record<string, unknown>> }).default;

function isThai(locale: string): boolean {
  return locale.toLowerCase().startsWith('th');
}

function packageTable(pkg: string, strings: Record<string, unknown>): Record<string, unknown> {
  const table: Record<string, unknown> = {};
  for (const key of Object.keys(strings)) {
    Object.defineProperty(table, key, {
      enumerable: true,
      get: () => (isThai(reactAriaLocale()) ? REACT_ARIA_THAI[pkg]?.[key] : undefined) ?? strings[key],
    });
  }
  return table;
}

/** Installs the table React Aria reads (once: it reads it once, on its first string). */
export function installReactAriaStrings(): void {
  if (typeof window === 'undefined') return;
  const global = window as unknown as Record<symbol, unknown>;
  if (global[STRINGS_KEY]) return;
  // The table's own locale: React Aria falls back to it for any locale, and the getters pick the language.
  global[LOCALE_KEY] = 'en-US';
  global[STRINGS_KEY] = Object.fromEntries(Object.entries(english).map(([pkg, strings]) => [pkg, packageTable(pkg, strings)]));
}

installReactAriaStrings();
