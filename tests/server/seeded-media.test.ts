import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { planSeededImages } from '../../server/db/seed/seeded-images';
import { mediaRoutes } from '../../server/http/media-route';

// A node that did not run the first seed (another node on the same PostgreSQL did) has an empty media folder
// of its own: it draws each seeded image when first asked, the same file the seeding node drew.

const seededDir = inject('seededDatabase').mediaDir;
let emptyDir: string;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  emptyDir = mkdtempSync(join(tmpdir(), 'talat-node-b-media-'));
  dataDir = mkdtempSync(join(tmpdir(), 'talat-node-b-data-'));
  app = Fastify();
  await app.register(mediaRoutes, { mediaDir: emptyDir, dataDir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(emptyDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('seeded images on a node that did not seed', () => {
  it('plans every image the seed drew', async () => {
    const plan = await planSeededImages(emptyDir);
    const files = readdirSync(seededDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(seededDir, join(entry.parentPath, entry.name)).split('\\').join('/'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !plan.job(file))).toEqual([]);
  });

  it('serves a product, a category, a CMS banner and the logo, each the same bytes the seeding node drew', async () => {
    const product = readdirSync(join(seededDir, 'catalog/product'), { recursive: true, withFileTypes: true }).find((e) => e.isFile())!;
    const banner = readdirSync(join(seededDir, 'wysiwyg'), { recursive: true, withFileTypes: true }).find((e) => e.isFile() && !e.parentPath.includes('shipping'))!;
    const logo = readdirSync(join(seededDir, 'logo'), { recursive: true, withFileTypes: true }).find((e) => e.isFile())!;
    const files = [
      relative(seededDir, join(product.parentPath, product.name)),
      'catalog/category/noodles.jpg',
      relative(seededDir, join(banner.parentPath, banner.name)),
      relative(seededDir, join(logo.parentPath, logo.name)),
    ].map((file) => file.split('\\').join('/'));
    for (const file of files) {
      expect(existsSync(join(emptyDir, file))).toBe(false);
      const response = await app.inject({ method: 'GET', url: `/media/${file}` });
      expect(response.statusCode, file).toBe(200);
      expect(response.rawPayload.equals(readFileSync(join(seededDir, file))), file).toBe(true);
      expect(existsSync(join(emptyDir, file))).toBe(true);
    }
    // No partial file is left beside them.
    expect(readdirSync(emptyDir, { recursive: true }).filter((name) => String(name).endsWith('.partial'))).toEqual([]);
  });

  it('draws a missing seeded image for a resized variant too, once for requests at the same moment', async () => {
    const url = '/media/catalog/category/seafood.jpg?width=320&format=webp';
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const meta = await sharp(answers[0]!.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 320]);
    expect(readFileSync(join(emptyDir, 'catalog/category/seafood.jpg')).equals(readFileSync(join(seededDir, 'catalog/category/seafood.jpg')))).toBe(true);
  });

  it('answers 404 for an image the seed does not draw, and draws nothing for it', async () => {
    expect((await app.inject({ method: 'GET', url: '/media/catalog/product/x/y/not-seeded.jpg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/catalog/product/x/y/not-seeded.jpg?width=100' })).statusCode).toBe(404);
    expect(existsSync(join(emptyDir, 'catalog/product/x'))).toBe(false);
  });
});
