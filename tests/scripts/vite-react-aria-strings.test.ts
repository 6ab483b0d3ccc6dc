// React Aria's strings load with its string dictionary in builds: the dictionary module still reads the global
// table (a React Aria upgrade that changes that fails here), and the plugin puts our table's import first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REACT_ARIA_DICTIONARY, withStringsImport } from '../../scripts/vite-react-aria-strings';

describe('React Aria strings with its dictionary', () => {
  it('finds the dictionary module, which reads the global strings table once', () => {
    const code = readFileSync(REACT_ARIA_DICTIONARY, 'utf8');
    expect(code).toContain("Symbol.for('react-aria.i18n.strings')");
    expect(code).toContain('getGlobalDictionaryForPackage');
  });

  it('imports our table before anything of the dictionary runs', () => {
    const out = withStringsImport('const a = 1;\n', '/repo/src/i18n/react-aria-strings.ts');
    expect(out).toBe('import "/repo/src/i18n/react-aria-strings.ts";\nconst a = 1;\n');
  });
});
