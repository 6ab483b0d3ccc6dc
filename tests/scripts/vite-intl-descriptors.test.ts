// Built bundles carry react-intl descriptors without their English texts; positions stay, other code stays.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { stripIntlDescriptors } from '../../scripts/vite-intl-descriptors';

const viewMessages = `import { defineMessage, defineMessages } from 'react-intl';
type Values = { count: number };
export const text = defineMessages({
  title: { id: 'area.title', defaultMessage: 'Title', description: 'The heading' },
  long: {
    id: 'area.long',
    defaultMessage: \`A text
over two lines\`,
  },
  'quoted-key': { 'id': 'area.quoted', 'defaultMessage': "Quoted" },
  // Messages may be named like a descriptor's fields: they are messages all the same.
  description: { id: 'area.description', defaultMessage: 'Description' },
  defaultMessage: { id: 'area.default', defaultMessage: 'Default' },
});
export const one = defineMessage({ id: 'area.one', defaultMessage: 'One {count}' });
export const other = { id: 'area.other', defaultMessage: 'Not a descriptor call' };
`;

describe('stripIntlDescriptors', () => {
  it("blanks defaultMessage and description in react-intl's defineMessages and defineMessage, keeping the ids", () => {
    const out = stripIntlDescriptors(viewMessages)!;
    expect(out).not.toMatch(/'Title'|The heading|A text|over two lines|"Quoted"|'One \{count\}'|'Description'|'Default'/);
    for (const id of ['area.title', 'area.long', 'area.quoted', 'area.one', 'area.description', 'area.default']) expect(out).toContain(`'${id}'`);
    // Outside a descriptor call nothing changes.
    expect(out).toContain("export const other = { id: 'area.other', defaultMessage: 'Not a descriptor call' };");
  });

  it('keeps every position: same length, same line breaks (the source map stays exact)', () => {
    const out = stripIntlDescriptors(viewMessages)!;
    expect(out).toHaveLength(viewMessages.length);
    expect([...out].map((c, i) => (c === '\n' ? i : -1)).filter((i) => i >= 0)).toEqual(
      [...viewMessages].map((c, i) => (c === '\n' ? i : -1)).filter((i) => i >= 0),
    );
    expect(out.indexOf('export const one')).toBe(viewMessages.indexOf('export const one'));
  });

  it('leaves modules alone that do not take defineMessages from react-intl (the machines keep their texts)', () => {
    const machineMessages = `import { defineMessages } from '../domain/message-ref';
export const m = defineMessages({ failed: { id: 'x.failed', defaultMessage: 'Failed.' } });`;
    expect(stripIntlDescriptors(machineMessages)).toBeNull();
    expect(stripIntlDescriptors("import { useIntl } from 'react-intl';\nexport const x = 1;")).toBeNull();
  });

  it('produces code that still parses and evaluates to the descriptors without their texts', () => {
    const out = stripIntlDescriptors(viewMessages)!
      .replace(/^import .*$/m, 'const defineMessages = (m) => m; const defineMessage = (m) => m;')
      .replace(/^type .*$/m, '')
      .replace(/export const /g, 'exports.');
    const exports: Record<string, unknown> = {};
    runInNewContext(out, { exports });
    expect(exports.text).toEqual({
      title: { id: 'area.title' },
      long: { id: 'area.long' },
      'quoted-key': { id: 'area.quoted' },
      description: { id: 'area.description' },
      defaultMessage: { id: 'area.default' },
    });
    expect(exports.one).toEqual({ id: 'area.one' });
  });

  it("keeps every id of the app's own message modules (a message named like a field must not vanish)", () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
    const ids = (code: string) => [...code.matchAll(/\bid: '([^']+)'/g)].map((m) => m[1]).sort();
    let stripped = 0;
    for (const file of files) {
      const code = readFileSync(join('src', file), 'utf8');
      const out = stripIntlDescriptors(code);
      if (out === null) continue;
      stripped += 1;
      expect(ids(out), file).toEqual(ids(code));
    }
    expect(stripped).toBeGreaterThan(10);
  });
});
