import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeNumericUid, decodeUid, encodeUid } from '../../server/graphql/uid';

const SERVER = resolve(import.meta.dirname, '../../server');

describe('uid helpers (server/graphql/uid.ts)', () => {
  it('encodes ids and typed paths as base64, as Magento does', () => {
    expect(encodeUid(4)).toBe('NA==');
    expect(encodeUid('bundle/1/2/1')).toBe(Buffer.from('bundle/1/2/1').toString('base64'));
  });

  it('decodes a numeric uid, or answers null for anything that is not a positive 32-bit id', () => {
    expect(decodeNumericUid(encodeUid(481))).toBe(481);
    for (const bad of [encodeUid(0), encodeUid('007'), encodeUid(-3), encodeUid('bundle/1/2/1'), encodeUid(2_147_483_648), 'not base64 at all']) {
      expect(decodeNumericUid(bad)).toBeNull();
    }
  });

  it("rejects a malformed uid with Magento's input error where the caller must fail", () => {
    expect(decodeUid(encodeUid(12))).toBe(12);
    expect(() => decodeUid('abc')).toThrow('Value of uid "abc" is incorrect.');
  });

  it('is the only place on the server that defines uid helpers', () => {
    const files = readdirSync(SERVER, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.parentPath.includes('generated'))
      .map((entry) => join(entry.parentPath, entry.name));
    const defining = files.filter((file) => /export function (encodeUid|decodeNumericUid|decodeUid)\b/.test(readFileSync(file, 'utf8')));
    expect(defining.map((file) => relative(SERVER, file))).toEqual(['graphql/uid.ts']);
  });
});
