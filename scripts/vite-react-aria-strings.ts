// Build step: React Aria's built-in strings in the store view's language (src/i18n/react-aria-strings.ts) load with
// React Aria's string code, not with every first visit.
//
// React Aria reads its strings through one module, @internationalized/string's LocalizedStringDictionary, which
// looks for a global table of strings the first time a component asks for one and keeps what it found. Builds make
// that module import ours first, so the table is in place before it is read, and a first view with no React Aria
// component that has strings (all of them now: the header, cards, filters and footer use native elements) does not
// load React Aria's English table and our Thai one (~3 KB gzip). Development pre-bundles React Aria, where plugins
// do not reach: src/main.tsx installs the table at start there, as tests/ui/setup.ts does for tests.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Resolved as React Aria resolves it (the package exports no package.json: its entry's folder is dist/).
const fromReactAria = createRequire(createRequire(import.meta.url).resolve('react-aria/package.json'));
const dictionary = join(dirname(fromReactAria.resolve('@internationalized/string')), 'private', 'LocalizedStringDictionary.mjs');
const strings = fileURLToPath(new URL('../src/i18n/react-aria-strings.ts', import.meta.url));

/** The dictionary module with our strings imported first. */
export function withStringsImport(code: string, stringsModule = strings): string {
  return `import ${JSON.stringify(stringsModule)};\n${code}`;
}

export function reactAriaStringsWithDictionary(): Plugin {
  return {
    name: 'talat:react-aria-strings',
    apply: 'build',
    transform(code, id) {
      if (id.split('?')[0] !== dictionary) return null;
      if (!code.includes("Symbol.for('react-aria.i18n.strings')")) throw new Error(`talat:react-aria-strings: ${dictionary} no longer reads React Aria's global strings table`);
      return { code: withStringsImport(code), map: null };
    },
  };
}

/** Where the dictionary module is (tests check it still reads the table). */
export const REACT_ARIA_DICTIONARY = dictionary;
