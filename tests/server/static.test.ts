import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'talat-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="th"><head><meta charset="UTF-8" /><title>talat</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await buildTestApp({ distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the built storefront', () => {
  it('answers page paths with the shell; shopper-only pages are revalidated, catalogue pages briefly shared', async () => {
    for (const url of ['/checkout', '/th/customer/account?x=1', '/cart']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/', '/fruits-vegetables/vegetables.html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    }
  });

  it('keeps a business visitor\'s "/" out of shared caches (it is the home page, not the landing page every guest gets)', async () => {
    const business = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: 'data-id-redirect=b2b' } });
    expect(business.statusCode).toBe(200);
    expect(business.headers['cache-control']).toBe('private, no-cache');
    // Another value is not the business identifier: that guest gets the landing page, like every other guest.
    const other = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie: 'data-id-redirect=restaurant' } });
    expect(other.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
  });

  it('serves hashed assets as immutable and sw.js as revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer API misses with the page', async () => {
    for (const url of ['/rest/V1/nothing', '/media/none.png', '/graphql/extra']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('sends security headers on pages and API answers', async () => {
    for (const url of ['/', '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });

  it('reports health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
