import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMediaVariant } from '../../server/media/media-params';
import { resolveMediaPath } from '../../server/media/media-paths';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// A seeded 960 × 384 jpeg.
const IMAGE = '/media/catalog/category/noodles.jpg';

describe('/media', () => {
  it('serves the original file unchanged without image parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: IMAGE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(readFileSync(join(t.mediaDir, 'catalog/category/noodles.jpg')))).toBe(true);
  });

  it('resizes to webp when auto=webp and the browser accepts it, with Vary: Accept and a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${IMAGE}?auto=webp&format=pjpg&width=320&height=400&fit=cover`, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 384]);
  });

  it('falls back to progressive jpeg without webp in Accept, and caches the variant on disk', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${IMAGE}?auto=webp&format=pjpg&width=160`, headers: { accept: 'image/*' } });
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.isProgressive]).toEqual(['jpeg', 160, true]);
    const cacheDir = join(t.dataDir, 'cache', 'media');
    expect(existsSync(cacheDir) && readdirSync(cacheDir).length).toBeGreaterThan(0);
  });

  it('snaps widths to the listed sizes and never upscales', async () => {
    const snapped = await t.app.inject({ method: 'GET', url: `${IMAGE}?format=png&width=300` });
    expect((await sharp(snapped.rawPayload).metadata()).width).toBe(320);
    const huge = await t.app.inject({ method: 'GET', url: `${IMAGE}?format=jpg&width=99999` });
    expect(huge.statusCode).toBe(200);
    expect((await sharp(huge.rawPayload).metadata()).width).toBe(960);
  });

  it('refuses paths outside the media folder and answers missing files with 404', async () => {
    for (const url of ['/media/../package.json', '/media/%2e%2e/%2e%2e/package.json', '/media/catalog/..%2f..%2fpackage.json?width=40', '/media/nope.jpg?width=40', '/media/nope.jpg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('"name": "talat"');
    }
  });
});

describe('media parameters', () => {
  it('clamps and normalises values, ignoring unknown ones', () => {
    expect(parseMediaVariant({ width: '0', quality: '900', fit: 'weird', foo: 'bar' }, undefined)).toEqual({
      format: 'jpeg', progressive: true, width: 40, height: null, quality: 85, fit: 'cover', negotiated: false,
    });
    expect(parseMediaVariant({ foo: 'bar' }, undefined)).toBeNull();
  });

  it('keeps paths inside the media folder', () => {
    expect(resolveMediaPath('/m', 'a/b.jpg')).toBe('/m/a/b.jpg');
    expect(resolveMediaPath('/m', '../etc/passwd')).toBeNull();
    expect(resolveMediaPath('/m', 'a/.hidden')).toBeNull();
    expect(resolveMediaPath('/m', '/etc/passwd')).toBeNull();
  });
});
