// Built bundles use short message ids, in the catalogues and in every descriptor, and nothing else changes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteCatalogue, rewriteIds, shortIds } from '../../scripts/vite-intl-short-ids';

const catalogue = JSON.parse(readFileSync('src/i18n/compiled/th.json', 'utf8')) as Record<string, unknown>;
const short = shortIds(Object.keys(catalogue));

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

describe('shortIds', () => {
  it('gives every catalogue id a distinct short id, the same whatever the order the ids come in', () => {
    expect(short.size).toBe(Object.keys(catalogue).length);
    expect(new Set(short.values()).size).toBe(short.size);
    for (const [id, replacement] of short) expect(replacement.length).toBeLessThanOrEqual(id.length);
    expect(shortIds(Object.keys(catalogue).reverse())).toEqual(short);
  });
});

describe('rewriteIds', () => {
  const ids = shortIds(['cart.remove', 'shell.footer', 'checkout.payment.cardDeclined']);

  it("rewrites descriptors' ids, keeping every position, and leaves event types with the same text", () => {
    const code = `export const text = defineMessages({
  footer: { id: 'shell.footer', defaultMessage: 'Footer' },
  declined: { id: "checkout.payment.cardDeclined", defaultMessage: 'Declined' },
  remove: { id: 'cart.remove', defaultMessage: 'Remove' },
});
actor.send({ type: 'cart.remove', id: 'not-a-message' });
const on = { 'cart.remove': 'removing' };
`;
    const out = rewriteIds(code, ids)!;
    expect(out).toHaveLength(code.length);
    expect(out).toContain(`id: '${ids.get('shell.footer')}'`);
    expect(out).toContain(`id: "${ids.get('checkout.payment.cardDeclined')}"`);
    expect(out).toContain(`remove: { id: '${ids.get('cart.remove')}'`);
    expect(out).not.toMatch(/id: '(shell\.footer|cart\.remove)'/);
    expect(out).toContain("actor.send({ type: 'cart.remove', id: 'not-a-message' });");
    expect(out).toContain("const on = { 'cart.remove': 'removing' };");
    expect(out.split('\n').map((line) => line.length)).toEqual(code.split('\n').map((line) => line.length));
  });

  it('returns null for a module with no message id', () => {
    expect(rewriteIds("const a = { id: 'other' };", ids)).toBeNull();
  });
});

describe('rewriteCatalogue', () => {
  it('keys the compiled messages by their short ids', () => {
    const rewritten = JSON.parse(rewriteCatalogue(JSON.stringify(catalogue), short)) as Record<string, unknown>;
    for (const [id, message] of Object.entries(catalogue)) expect(rewritten[short.get(id)!]).toEqual(message);
  });

  it('fails the build for an id the catalogue mapping does not know', () => {
    expect(() => rewriteCatalogue(JSON.stringify({ 'new.id': [] }), short)).toThrow(/new\.id is not in/);
  });
});

describe('the source tree', () => {
  const files = sourceFiles('src');
  const ids = new Set(Object.keys(catalogue));

  it('names every message it shows through an `id:` property, so every reference is rewritten', () => {
    const referenced = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bid\s*:\s*(['"])([\w.-]+)\1/g)) if (ids.has(match[2]!)) referenced.add(match[2]!);
    }
    // Every id but those the catalogue keeps for a later use is referenced as a descriptor's id.
    expect(referenced.size).toBeGreaterThan(ids.size * 0.95);
  });

  it('uses a message id as another string only where it is an event type (those stay as they are)', () => {
    const elsewhere = new Set<string>();
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/(\bid\s*:\s*)?(['"`])([\w.-]+)\2/g)) {
        if (!match[1] && ids.has(match[3]!)) elsewhere.add(match[3]!);
      }
    }
    // A new one fails here: an id read from data or compared as text would not match its short form in a build.
    expect([...elsewhere].sort()).toEqual(['cart.remove', 'connectivity.offline', 'connectivity.online', 'credit.retry', 'lists.create', 'lists.retry']);
  });
});
