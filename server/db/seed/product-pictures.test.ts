import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderImage } from './media-images';
import { productPictureSvg, type ImageShape } from './product-pictures';
import { LEAF_WORDS } from './product-words';

// Demo product pictures carry no words (issue 32): the kind of product is drawn, its name stays in the page.
const shapes = [...new Set<ImageShape>(['circle', 'box', 'bag', ...Object.values(LEAF_WORDS).flatMap((leaf) => [leaf.shape, ...leaf.nouns.flatMap((noun) => (noun.shape ? [noun.shape] : []))])])];
const dir = mkdtempSync(join(tmpdir(), 'talat-pictures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('product pictures', () => {
  it('give the meat, seafood, rice and drink leaves a picture of their own kind', () => {
    expect(LEAF_WORDS.chicken?.shape).toBe('drumstick');
    expect(LEAF_WORDS.fish?.shape).toBe('fish');
    expect(LEAF_WORDS['jasmine-rice']?.shape).toBe('grains');
    expect(LEAF_WORDS['milk-dairy']?.shape).toBe('carton');
  });

  it.each(shapes)('%s: no text, the same drawing every time, and a picture sharp reads', async (shape) => {
    const svg = productPictureSvg(shape, 120);
    expect(svg).not.toMatch(/<text|font-family/);
    expect(productPictureSvg(shape, 120)).toBe(svg);
    const file = join(dir, `${shape}.jpg`);
    await renderImage({ kind: 'product', file: `${shape}.jpg`, title: 'Chicken Drumsticks', subtitle: 'Chicken', hue: 120, shape }, file);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 800]);
  });
});
